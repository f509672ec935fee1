// Countries and regions for an address abroad. The stored countryName is the Chinese name
// (the language of the host's picker and of a label posted from China); the list shows each
// in the visitor's language through Intl.DisplayNames. Hong Kong, Macao and Taiwan are
// regions of China with names of their own here, not from the browser.
import { MAINLAND_CHINA } from '@contract/address';

export const HONG_KONG = '中国香港';
export const MACAO = '中国澳门';
export const TAIWAN = '中国台湾';

// ISO 3166-1 alpha-2, less CN (the mainland is its own choice) and the places without post
// (AQ, BV, GS, HM, TF, UM).
const CODES =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM ' +
  'FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT ' +
  'JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML ' +
  'MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD ' +
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

const FIXED: Record<string, string> = { HK: HONG_KONG, MO: MACAO, TW: TAIWAN };

export interface Country {
  code: string;
  /** Stored as countryName. */
  zh: string;
}

let countries: Country[] | null = null;

/** Every country or region abroad, with its stored (Chinese) name. */
export function abroadCountries(): Country[] {
  if (!countries) {
    const zh = new Intl.DisplayNames(['zh-Hans'], { type: 'region', fallback: 'code' });
    countries = CODES.split(' ').map((code) => ({ code, zh: FIXED[code] ?? zh.of(code) ?? code }));
  }
  return countries;
}

export const isMainland = (countryName: string) => countryName === MAINLAND_CHINA;

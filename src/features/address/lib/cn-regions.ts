// The mainland's provinces and cities for the address form's pickers, read from the data
// file once. The stored value is always the Chinese name (what a label in China needs and
// what the messaging app's picker gives); the romanised name only helps a visitor find it.
import type { Locale } from '@contract';
import { CN_REGIONS_TEXT } from '../data/cn-regions-text';

export interface RegionName {
  zh: string;
  pinyin: string;
}

export interface Province extends RegionName {
  cities: RegionName[];
}

function nameOf(pair: string): RegionName {
  const [zh = '', pinyin = ''] = pair.split('=').map((part) => part.trim());
  return { zh, pinyin };
}

export function parseRegions(text: string): Province[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [head = '', list] = line.split(': ');
      const province = nameOf(head);
      // A municipality is its own (only) city.
      const cities = list ? list.split(', ').map(nameOf) : [{ ...province }];
      return { ...province, cities };
    });
}

export const CN_PROVINCES: readonly Province[] = parseRegions(CN_REGIONS_TEXT);

const CHINESE_LOCALES: readonly Locale[] = ['cn', 'zh-Hant'];

/** '广东省' in the Chinese locales, 'Guangdong 广东省' in the others. */
export const regionLabel = (name: RegionName, locale: Locale): string =>
  CHINESE_LOCALES.includes(locale) ? name.zh : `${name.pinyin} ${name.zh}`;

export const findProvince = (zh: string): Province | undefined => CN_PROVINCES.find((p) => p.zh === zh);

// Where a place is, as one short line for every screen (scenic areas and museums alike): the
// order a reader of the language writes an address in (Chinese, Japanese and Korean from the
// province down; the others from the city up), and a municipality named once ('北京市', not
// '北京市 · 北京市').
import type { Locale } from '@contract';
import { pickText } from '../localized';

type Named = { name: Partial<Record<Locale, string>> };

const LARGEST_FIRST: ReadonlySet<Locale> = new Set<Locale>(['cn', 'zh-Hant', 'ja', 'ko']);

export function formatRegion(city: Named, province: Named, locale: Locale): string {
  const cityName = pickText(city.name, locale);
  const provinceName = pickText(province.name, locale);
  if (!cityName || cityName === provinceName) return provinceName;
  if (!provinceName) return cityName;
  return LARGEST_FIRST.has(locale) ? `${provinceName} · ${cityName}` : `${cityName} · ${provinceName}`;
}

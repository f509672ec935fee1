// The scenic-area filters: kept in the address (so a reload keeps them) under the API's own
// parameter names, and turned into the key of the stored result list. Shared by the routes
// (validateSearch) and the places feature; no UI here, so a route definition stays small.
import { LOCATION_AREAS, SCENIC_TYPES } from './contract';

export type ScenicType = (typeof SCENIC_TYPES)[number];
export type LocationArea = (typeof LOCATION_AREAS)[number];

export interface ScenicFilters {
  keyword?: string;
  provinceCode?: string;
  cityCode?: string;
  scenicType?: ScenicType;
  locationArea?: LocationArea;
}

const FILTER_KEYS = ['keyword', 'provinceCode', 'cityCode', 'scenicType', 'locationArea'] as const;

function text(value: unknown, max: number): string | undefined {
  const raw = typeof value === 'number' ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim().slice(0, max);
  return trimmed === '' ? undefined : trimmed;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  (values as readonly unknown[]).includes(value) ? (value as T) : undefined;

/** validateSearch of the routes that list scenic areas: unknown or bad values are dropped. */
export function parseScenicFilters(search: Record<string, unknown>): ScenicFilters {
  const filters: ScenicFilters = {
    keyword: text(search.keyword, 100),
    provinceCode: text(search.provinceCode, 32),
    cityCode: text(search.cityCode, 32),
    scenicType: oneOf(SCENIC_TYPES, search.scenicType),
    locationArea: oneOf(LOCATION_AREAS, search.locationArea),
  };
  return withoutEmpty(filters);
}

/** The same filters with no undefined keys (clean addresses, stable keys). */
export function withoutEmpty(filters: ScenicFilters): ScenicFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')) as ScenicFilters;
}

export function hasFilters(filters: ScenicFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined);
}

/** A region, type or area is chosen (what 'Reset filter' clears; the keyword stays). */
export function hasNarrowing(filters: ScenicFilters): boolean {
  return FILTER_KEYS.some((key) => key !== 'keyword' && filters[key] !== undefined);
}

/** One key per distinct filter set, whatever order the address had its parameters in. */
export function searchListKey(filters: ScenicFilters): string {
  const parts = FILTER_KEYS.filter((k) => filters[k] !== undefined).map(
    (k) => `${k}=${encodeURIComponent(k === 'keyword' ? filters[k]!.toLowerCase() : filters[k]!)}`,
  );
  return `scenic.search?${parts.join('&')}`;
}

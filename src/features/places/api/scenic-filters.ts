// The filter options (provinces with their cities, types and areas present), kept in Dexie.
import { writeStoredValue } from '@/db/stored-lists';
import { request } from '@/lib/api';
import { ENDPOINTS, type AllLocalesTextT } from '@contract';
import type { LocationArea, ScenicType } from '@/lib/scenic-filters';

export interface RegionOption {
  code: string;
  name: AllLocalesTextT;
}

export interface FilterOptions {
  provinces: (RegionOption & { cities: RegionOption[] })[];
  scenicTypes: ScenicType[];
  locationAreas: LocationArea[];
}

export const FILTER_OPTIONS_KEY = 'scenic.filters';

let inFlight: Promise<void> | null = null;

/** One request at a time: the filter bar and the city list of one screen share it. */
export function fetchFilterOptions(): Promise<void> {
  inFlight ??= (async () => {
    const options = await request<FilterOptions>(ENDPOINTS.scenicFilters, { errorToast: false });
    await writeStoredValue(FILTER_OPTIONS_KEY, options);
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

// The scenic list resource (ENDPOINTS.scenicList) into Dexie. A search: one page for a filter
// set, the areas and the ordered ids with the total under the filter set's key (page 1 starts
// the list again). The home page's first page comes here too.
import { db } from '@/db/database';
import { readStoredValue, writeStoredValue } from '@/db/stored-lists';
import { request } from '@/lib/api';
import { searchListKey, type ScenicFilters } from '@/lib/scenic-filters';
import { ENDPOINTS, type Page, type ScenicAreaT } from '@contract';

export const SEARCH_PAGE_SIZE = 10;

export interface SearchTotal {
  total: number;
}

export async function fetchScenicPage(filters: ScenicFilters, page: number): Promise<void> {
  const result = await request<Page<ScenicAreaT>>(ENDPOINTS.scenicList, {
    payload: { ...filters, page, pageSize: SEARCH_PAGE_SIZE },
    // The screen shows what happened (empty, offline, 'Network Error') itself.
    errorToast: false,
  });
  const key = searchListKey(filters);
  await db.transaction('rw', [db.scenicAreas, db.lists], async () => {
    await db.scenicAreas.bulkPut(result.list);
    const before = page === 1 ? [] : ((await readStoredValue<SearchTotal>(key))?.ids ?? []);
    const ids = [...before.slice(0, (page - 1) * SEARCH_PAGE_SIZE), ...result.list.map((area) => area.id)];
    await writeStoredValue<SearchTotal>(key, { total: result.total }, [...new Set(ids)]);
  });
}

/** The first `size` areas, unfiltered (the home page keeps their order under its own key). */
export async function fetchFirstScenicAreas(size: number): Promise<ScenicAreaT[]> {
  const result = await request<Page<ScenicAreaT>>(ENDPOINTS.scenicList, {
    payload: { page: 1, pageSize: size },
    errorToast: false,
  });
  await db.scenicAreas.bulkPut(result.list);
  return result.list;
}

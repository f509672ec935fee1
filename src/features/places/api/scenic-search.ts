// One page of scenic areas for a filter set, written into Dexie: the areas, and the ordered
// ids with the total under the filter set's key. Page 1 starts the list again.
import { db } from '../../../db/database';
import { readStoredValue, writeStoredValue } from '../../../db/stored-lists';
import { request } from '../../../lib/api';
import { ENDPOINTS, type Page, type ScenicAreaT } from '../../../lib/contract';
import { searchListKey, type ScenicFilters } from '../../../lib/scenic-filters';

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

// The museum list resource (ENDPOINTS.museumList): one page of the museum directory for a
// search, into Dexie: the museums themselves, and the ordered ids under the search's list key.
import { db } from '@/db/database';
import { request } from '@/lib/api';
import { ENDPOINTS, type MuseumT, type Page } from '@contract';

export interface MuseumSearch {
  keyword: string;
  provinceCode: string;
  cityCode: string;
}

export const MUSEUM_PAGE_SIZE = 20;

/** One stored list per search, so a search made before shows at once, offline too. */
export function museumListKey(search: MuseumSearch): string {
  return `museum.list?${new URLSearchParams({ k: search.keyword.trim().toLowerCase(), p: search.provinceCode, c: search.cityCode })}`;
}

/** Page 1 replaces the stored list; later pages append to it. Returns the total found. */
export async function refreshMuseumList(search: MuseumSearch, page = 1): Promise<number> {
  const result = await request<Page<MuseumT>>(ENDPOINTS.museumList, {
    payload: {
      keyword: search.keyword.trim() || undefined,
      provinceCode: search.provinceCode || undefined,
      cityCode: search.cityCode || undefined,
      page,
      pageSize: MUSEUM_PAGE_SIZE,
    },
    errorToast: false,
  });
  const key = museumListKey(search);
  await db.transaction('rw', [db.museums, db.lists], async () => {
    await db.museums.bulkPut(result.list);
    const before = page === 1 ? [] : ((await db.lists.get(key))?.ids ?? []);
    const ids = [...before, ...result.list.map((m) => m.id).filter((id) => !before.includes(id))];
    await db.lists.put({ key, ids, updatedAt: Date.now() });
  });
  return result.total;
}

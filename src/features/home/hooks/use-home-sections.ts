import { useLiveQuery } from 'dexie-react-hooks';
import type { Table } from 'dexie';
import { db } from '../../../db/database';
import type { BannerT, GuideT, ScenicAreaT } from '../../../lib/contract';
import { HOME_LISTS } from '../api/refresh-home';

/** Items of a stored list in its order; null when the list was never stored. */
async function readStoredList<T>(key: string, table: Table<T, string>): Promise<T[] | null> {
  const list = await db.lists.get(key);
  if (!list) return null;
  const items = await table.bulkGet(list.ids);
  return items.filter((item): item is Awaited<T> => item !== undefined) as T[];
}

export interface HomeSections {
  banners: BannerT[] | null;
  scenic: ScenicAreaT[] | null;
  popular: ScenicAreaT[] | null;
  guides: GuideT[] | null;
}

/**
 * All home sections in one live query, so one refresh (one transaction) means one render.
 * `undefined` while IndexedDB is read.
 */
export function useHomeSections(): HomeSections | undefined {
  return useLiveQuery(async () => {
    const [banners, scenic, popular, guides] = await Promise.all([
      readStoredList(HOME_LISTS.banners, db.banners),
      readStoredList(HOME_LISTS.scenic, db.scenicAreas),
      readStoredList(HOME_LISTS.popular, db.scenicAreas),
      readStoredList(HOME_LISTS.guides, db.guides),
    ]);
    return { banners, scenic, popular, guides };
  });
}

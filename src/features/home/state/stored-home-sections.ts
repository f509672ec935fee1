// The home sections as Dexie holds them, watched live: one query for all four lists, so one
// refresh (one transaction) means one render. Loaded after the first paint when the page came
// with its lists (Dexie is large); read before the first render when it did not (early-sections.ts).
import { liveQuery, type Table } from 'dexie';
import { db } from '@/db/database';
import { HOME_LISTS, type HomeSections } from './home-lists';

/** Items of a stored list in its order; null when the list was never stored. */
async function readStoredList<T>(key: string, table: Table<T, string>): Promise<T[] | null> {
  const list = await db.lists.get(key);
  if (!list) return null;
  const items = await table.bulkGet(list.ids);
  return items.filter((item): item is Awaited<T> => item !== undefined) as T[];
}

const NOTHING: HomeSections = { banners: null, scenic: null, popular: null, guides: null };

export async function readStoredHomeSections(): Promise<HomeSections> {
  const [banners, scenic, popular, guides] = await Promise.all([
    readStoredList(HOME_LISTS.banners, db.banners),
    readStoredList(HOME_LISTS.scenic, db.scenicAreas),
    readStoredList(HOME_LISTS.popular, db.scenicAreas),
    readStoredList(HOME_LISTS.guides, db.guides),
  ]);
  return { banners, scenic, popular, guides };
}

export function watchStoredHomeSections(onChange: (sections: HomeSections) => void): () => void {
  const subscription = liveQuery(readStoredHomeSections).subscribe({
    next: onChange,
    error: () => onChange(NOTHING),
  });
  return () => subscription.unsubscribe();
}

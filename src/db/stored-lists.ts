// Ordered id lists in db.lists, and lists that also keep a value beside the ids (the
// result total of a search, the filter options): the lists table is the one place for
// "what the API answered for this question", so these live there too.
import type { Table } from 'dexie';
import { db, type StoredList } from './database';

export interface StoredListWith<V> extends StoredList {
  value: V;
}

/** Items of a stored list in its order; null when the list was never stored. */
export async function readStoredItems<T>(key: string, table: Table<T, string>): Promise<T[] | null> {
  const list = await db.lists.get(key);
  if (!list) return null;
  const items = await table.bulkGet(list.ids);
  return items.filter((item) => item !== undefined) as T[];
}

export async function readStoredValue<V>(key: string): Promise<StoredListWith<V> | null> {
  const list = (await db.lists.get(key)) as Partial<StoredListWith<V>> | undefined;
  return list && 'value' in list ? (list as StoredListWith<V>) : null;
}

export async function writeStoredValue<V>(key: string, value: V, ids: string[] = []): Promise<void> {
  const list: StoredListWith<V> = { key, ids, value, updatedAt: Date.now() };
  await db.lists.put(list);
}

import { useLiveQuery } from 'dexie-react-hooks';
import type { Table } from 'dexie';
import { db } from '../../../db/database';

/**
 * Items of a stored list, in the list's order. `undefined` while IndexedDB is read,
 * `null` when the list was never stored (first visit), else the items.
 */
export function useStoredList<T extends { id: string }>(key: string, table: Table<T, string>): T[] | null | undefined {
  return useLiveQuery(async () => {
    const list = await db.lists.get(key);
    if (!list) return null;
    const items = await table.bulkGet(list.ids);
    return items.filter((item): item is T => item !== undefined);
  }, [key, table]);
}

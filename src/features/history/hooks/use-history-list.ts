import { useLiveQuery } from 'dexie-react-hooks';
import { db, type StoredHistoryEntry } from '@/db/database';

/** Most recent first. */
export function useHistoryList(): StoredHistoryEntry[] | undefined {
  return useLiveQuery(() => db.browsingHistory.orderBy('viewedAt').reverse().toArray(), []);
}

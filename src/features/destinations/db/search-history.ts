// The visitor's destination searches (Dexie `searchHistory`): newest first, at most
// HISTORY_LIMIT kept, the same term kept once (its last use counts).
import { db } from '@/db/database';

export const HISTORY_LIMIT = 12;

export async function rememberSearch(term: string): Promise<void> {
  const trimmed = term.trim();
  if (!trimmed) return;
  await db.transaction('rw', db.searchHistory, async () => {
    await db.searchHistory.put({ term: trimmed, usedAt: Date.now() });
    const extra = await db.searchHistory.orderBy('usedAt').reverse().offset(HISTORY_LIMIT).primaryKeys();
    await db.searchHistory.bulkDelete(extra);
  });
}

export function clearSearchHistory(): Promise<void> {
  return db.searchHistory.clear();
}

export function readSearchHistory(): Promise<string[]> {
  return db.searchHistory
    .orderBy('usedAt')
    .reverse()
    .limit(HISTORY_LIMIT)
    .toArray((entries) => entries.map((e) => e.term));
}

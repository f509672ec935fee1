// Which sessions may have questions answered offline still in the outbox: a hint kept in local
// storage, so that opening a conversation reads the outbox (and loads Dexie) only for those.
// The service worker, which sends the outbox too, cannot clear it: a stale hint costs one read.
import { readJson, readLocal, writeLocal } from '@/lib/storage-keys';

// The chat's own key, like its travel session's (state/travel-session.ts): not one of spec point 3's.
const KEY = 'chat.offlinePending';
const read = () => readJson<string[]>(readLocal(KEY)) ?? [];
const write = (ids: string[]) => writeLocal(KEY, ids.length ? JSON.stringify(ids) : null);

export const mayHavePending = (sessionId: string): boolean => read().includes(sessionId);

/** Whether any session may: only then does opening the chat load the outbox to send them. */
export const anyPending = (): boolean => read().length > 0;

export function notePending(sessionId: string): void {
  const ids = read();
  if (!ids.includes(sessionId)) write([...ids, sessionId]);
}

export function clearPending(sessionId: string): void {
  write(read().filter((id) => id !== sessionId));
}

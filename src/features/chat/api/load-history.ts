// A session's history: from the server when it answers (and then kept for offline reading),
// else as last kept on this device. Failures stay silent (spec point 8): at worst, empty.
// A 404 is a session this visitor may not use (a member's, and the visitor is someone else or
// logged out): null, and the copy on the device is dropped rather than shown.
import { ApiError } from '@/lib/api';
import type { ChatRecord } from '@contract/chat';
import { clearPending, mayHavePending } from '../lib/pending-hint';
import { fetchRecords } from './chat-calls';

const cache = () => import('./history-cache');

/** With the questions answered offline that are still waiting to be sent (docs/decisions/0062). */
async function withPending(sessionId: string, records: ChatRecord[]): Promise<ChatRecord[]> {
  if (!mayHavePending(sessionId)) return records;
  try {
    const { pendingExchanges, recordsOf } = await import('../state/offline-outbox');
    const pending = await pendingExchanges(sessionId);
    if (pending.length === 0) clearPending(sessionId);
    const seen = new Set(records.map((r) => r.id));
    const waiting = recordsOf(pending).filter((r) => !seen.has(r.id));
    return waiting.length ? [...records, ...waiting] : records;
  } catch {
    return records;
  }
}

/** The records; null when the session is not this visitor's (the caller starts a new one). */
export async function loadHistory(sessionId: string): Promise<ChatRecord[] | null> {
  try {
    const records = await fetchRecords(sessionId);
    void cache()
      .then(({ rememberRecords }) => rememberRecords(sessionId, records))
      .catch(() => undefined);
    return withPending(sessionId, records);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      await cache()
        .then(({ forgetRecords }) => forgetRecords(sessionId))
        .catch(() => undefined);
      return null;
    }
    const stored = await cache()
      .then(({ storedRecords }) => storedRecords(sessionId))
      .catch(() => []);
    return withPending(sessionId, stored);
  }
}

/** After an answer settles: the server's history, kept for offline reading. */
export function keepHistory(sessionId: string): void {
  void loadHistory(sessionId).catch(() => undefined);
}

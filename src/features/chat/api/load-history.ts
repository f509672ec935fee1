// A session's history: from the server when it answers (and then kept for offline reading),
// else as last kept on this device. Failures stay silent (spec point 8): at worst, empty.
// A 404 is a session this visitor may not use (a member's, and the visitor is someone else or
// logged out): null, and the copy on the device is dropped rather than shown.
import { ApiError } from '@/lib/api';
import type { ChatRecord } from '@contract/chat';
import { fetchRecords } from './chat-calls';

const cache = () => import('./history-cache');

/** The records; null when the session is not this visitor's (the caller starts a new one). */
export async function loadHistory(sessionId: string): Promise<ChatRecord[] | null> {
  try {
    const records = await fetchRecords(sessionId);
    void cache()
      .then(({ rememberRecords }) => rememberRecords(sessionId, records))
      .catch(() => undefined);
    return records;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      await cache()
        .then(({ forgetRecords }) => forgetRecords(sessionId))
        .catch(() => undefined);
      return null;
    }
    return cache()
      .then(({ storedRecords }) => storedRecords(sessionId))
      .catch(() => []);
  }
}

/** After an answer settles: the server's history, kept for offline reading. */
export function keepHistory(sessionId: string): void {
  void loadHistory(sessionId).catch(() => undefined);
}

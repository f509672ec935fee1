// A session's history: from the server when it answers (and then kept for offline reading),
// else as last kept on this device. Failures stay silent (spec point 8): at worst, empty.
import type { ChatRecord } from '../../../lib/contract/chat';
import { fetchRecords } from './chat-calls';

const cache = () => import('./history-cache');

export async function loadHistory(sessionId: string): Promise<ChatRecord[]> {
  try {
    const records = await fetchRecords(sessionId);
    void cache()
      .then(({ rememberRecords }) => rememberRecords(sessionId, records))
      .catch(() => undefined);
    return records;
  } catch {
    return cache()
      .then(({ storedRecords }) => storedRecords(sessionId))
      .catch(() => []);
  }
}

/** After an answer settles: the server's history, kept for offline reading. */
export function keepHistory(sessionId: string): void {
  void loadHistory(sessionId).catch(() => undefined);
}

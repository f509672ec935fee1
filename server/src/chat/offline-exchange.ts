// Questions the app answered offline from its downloaded places (docs/decisions/0062), sent
// later from its outbox: the question and the answer go into the session (the conversation
// a reload shows, and the context of the next question) and into the operators' log with the
// provider 'offline'. The ids come from the device's clientId, so a resend (the answer to the
// first send was lost) stores nothing more: once the log has the exchange, nothing is written,
// and a pair the visitor took out of the conversation since does not come back.
import type { Kysely } from 'kysely';
import { offlineRecordIds, type OfflineExchange } from '@contract/chat-offline';
import type { Database } from '../db/schema';
import type { RecordWriter } from './record-writer';

export const OFFLINE_PROVIDER = 'offline';

export interface OfflineExchangeDeps {
  db: Kysely<Database>;
  writer: RecordWriter;
  /** The session's turns held in memory are stale once the exchange is written. */
  forgetTurns: (sessionId: string) => void;
}

/** Stores the exchange in its session; false when it was stored before. */
export async function recordOfflineExchange(
  deps: OfflineExchangeDeps,
  exchange: OfflineExchange,
  memberId: string | null,
): Promise<boolean> {
  const ids = offlineRecordIds(exchange.clientId);
  const stored = await deps.db
    .selectFrom('assistant_exchanges')
    .select('id')
    .where('id', '=', ids.answer)
    .executeTakeFirst();
  if (stored) return false;
  const { sessionId } = exchange;
  const record = { sessionId, reasoning: null, status: 'complete' as const };
  await deps.writer.write({ id: sessionId, memberId }, [
    { ...record, id: ids.question, role: 'user', content: exchange.question },
    { ...record, id: ids.answer, role: 'assistant', content: exchange.answer },
  ]);
  await deps.writer.log({
    id: ids.answer,
    sessionId,
    questionId: ids.question,
    question: exchange.question,
    answer: exchange.answer,
    status: 'complete',
    uiLang: exchange.uiLang,
    provider: OFFLINE_PROVIDER,
    meta: {
      lang: exchange.lang,
      kind: exchange.kind,
      placeId: exchange.placeId,
      pointId: exchange.pointId,
      sources: exchange.sources,
      declined: exchange.declined,
    },
  });
  deps.forgetTurns(sessionId);
  return true;
}

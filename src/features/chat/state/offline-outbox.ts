// Questions answered offline go to the server later, through the outbox (Dexie
// `pendingActions`, kind 'assistant-offline', key = the exchange's clientId): into the session's
// conversation (so a reload online shows them, and a follow-up keeps their place) and into the
// operators' exchange log (0060). The server stores a resend once. Until sent, the session's
// history on the device includes them (recordsOf). One a member asked is not sent once the
// member's token is gone (logout, account closure): it was theirs, and goes with them.
import { db } from '@/db/database';
import { currentIdentity } from '@/lib/api/bindings';
import { isFinalRefusal, pendingOf, queueAction, serialFlusher } from '@/lib/outbox';
import type { ChatRecord } from '@contract/chat';
import { offlineRecordIds, type OfflineExchange } from '@contract/chat-offline';
import { sendOfflineExchange } from '../api/send-offline-exchange';
import { notePending } from '../lib/pending-hint';

export const OFFLINE_EXCHANGE_KIND = 'assistant-offline';

/** What the outbox keeps: the exchange as sent, and whether a member asked it. */
interface Queued {
  exchange: OfflineExchange;
  byMember: boolean;
}

/** The session's exchanges still waiting to be sent, oldest first. */
export async function pendingExchanges(sessionId: string): Promise<OfflineExchange[]> {
  return (await pendingOf(OFFLINE_EXCHANGE_KIND))
    .map((action) => (action.payload as Queued).exchange)
    .filter((exchange) => exchange.sessionId === sessionId);
}

/** The question and answer records of exchanges, as the server will store them. */
export function recordsOf(exchanges: OfflineExchange[]): ChatRecord[] {
  return exchanges.flatMap((e) => {
    const ids = offlineRecordIds(e.clientId);
    const record = { sessionId: e.sessionId, reasoning: null, status: 'complete' as const, createdAt: e.askedAt };
    return [
      { ...record, id: ids.question, role: 'user' as const, content: e.question },
      { ...record, id: ids.answer, role: 'assistant' as const, content: e.answer },
    ];
  });
}

/**
 * Queues an exchange. `regenerated`: the visitor asked for another answer to the last question,
 * so an exchange of it still waiting (same session and question) is replaced, not repeated.
 */
export async function queueOfflineExchange(exchange: OfflineExchange, regenerated: boolean): Promise<void> {
  if (regenerated) {
    const last = (await pendingExchanges(exchange.sessionId)).at(-1);
    if (last?.question === exchange.question)
      await db.pendingActions
        .where('key')
        .equals(last.clientId)
        .filter((a) => a.kind === OFFLINE_EXCHANGE_KIND)
        .delete();
  }
  notePending(exchange.sessionId);
  const queued: Queued = { exchange, byMember: currentIdentity().token !== null };
  await queueAction(OFFLINE_EXCHANGE_KIND, exchange.clientId, queued, false);
  startOfflineExchangeSync();
}

async function drain(): Promise<void> {
  for (const action of await pendingOf(OFFLINE_EXCHANGE_KIND)) {
    if (!navigator.onLine) return;
    const { exchange, byMember } = action.payload as Queued;
    try {
      if (!byMember || currentIdentity().token !== null) await sendOfflineExchange(exchange);
    } catch (error) {
      // Kept for a later try, unless no try can succeed (a session that is not the visitor's).
      if (!isFinalRefusal(error)) return;
    }
    await db.pendingActions.delete(action.seq!);
  }
}

export const flushOfflineExchanges = serialFlusher(OFFLINE_EXCHANGE_KIND, drain);

let started = false;

/** Sends what waits now and whenever the connection returns (the service worker does too). */
export function startOfflineExchangeSync(): void {
  if (started) return;
  started = true;
  addEventListener('online', () => void flushOfflineExchanges());
  void flushOfflineExchanges();
}

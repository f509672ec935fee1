// The answer runner's way without the network (docs/decisions/0062): the question goes to the
// catalogue assistant over the downloaded places, with the conversation so far (the history kept
// on the device and the offline exchanges still waiting to be sent) and the member's unlocks.
// An answer comes with its source links, as the server writes them, and is marked offline; it
// is queued for the server's exchange log once shown (`commit`). A place not downloaded, or none
// at all, gets a notice saying so and where to download.
import { db } from '@/db/database';
import { linkedContext, sourcesMarkdown, type AssistantAnswer, type AssistantTurn } from '@/lib/assistant';
import { appStore, langAtom } from '@/lib/store';
import { CHAT_LIMITS, type ChatQuery, type ChatRecord } from '@contract';
import { offlineRecordIds } from '@contract/chat-offline';
import { storedRecords } from '../api/history-cache';
import { askOffline } from './assistant-host';
import { nothingDownloadedNotice, notDownloadedNotice } from './notices';
import { randomId } from '../lib/random-id';
import { pendingExchanges, queueOfflineExchange, recordsOf } from '../state/offline-outbox';

export interface OfflineReply {
  answerId: string;
  /** Markdown, with the source links of an answer. */
  content: string;
  /** An answer of the offline assistant (a notice is not). */
  offline: boolean;
  /** Queues the exchange for the server's log: call once the answer is shown. */
  commit(): Promise<void>;
}

/** The session's conversation on this device: as last seen online, then what was asked offline. */
async function conversation(sessionId: string): Promise<ChatRecord[]> {
  const [stored, pending] = await Promise.all([
    storedRecords(sessionId).catch(() => []),
    pendingExchanges(sessionId).catch(() => []),
  ]);
  const seen = new Set(stored.map((r) => r.id));
  return [...stored, ...recordsOf(pending).filter((r) => !seen.has(r.id))];
}

function turnsOf(records: ChatRecord[], query: ChatQuery): AssistantTurn[] {
  let list = records.filter((r) => r.content !== '');
  // Another answer to the last question: that question and its answer are not context.
  const lastQuestion = list.findLastIndex((r) => r.role === 'user');
  if (query.regenerate === '1' && lastQuestion >= 0 && list[lastQuestion]!.content === query.content)
    list = list.slice(0, lastQuestion);
  return list.slice(-CHAT_LIMITS.contextTurns * 2).map((r) => ({
    role: r.role,
    content: r.content,
    ...(r.role === 'assistant' ? linkedContext(r.content) : {}),
  }));
}

const withSources = (answer: AssistantAnswer) => {
  const sources = sourcesMarkdown(answer);
  return sources ? `${answer.text}\n\n${sources}` : answer.text;
};

const notice = (content: string): OfflineReply => ({
  answerId: `notice-${randomId()}`,
  content,
  offline: false,
  commit: async () => undefined,
});

export async function answerOffline(query: ChatQuery): Promise<OfflineReply> {
  const uiLang = query.lang ?? appStore.get(langAtom);
  const [records, unlocks] = await Promise.all([conversation(query.sessionId), db.unlocks.get('current')]);
  let outcome;
  try {
    outcome = await askOffline({
      question: query.content,
      uiLang,
      placeId: query.placeId ?? null,
      pointId: query.pointId ?? null,
      history: turnsOf(records, query),
      unlocks: unlocks ? { pointIds: unlocks.pointIds, placeIds: unlocks.placeIds } : undefined,
    });
  } catch {
    // The assistant could not run (storage unreadable, worker failed): as if nothing were downloaded.
    return notice(nothingDownloadedNotice());
  }
  if (outcome.kind === 'nothing-downloaded') return notice(nothingDownloadedNotice());
  if (outcome.kind === 'not-downloaded') return notice(notDownloadedNotice(outcome.place, uiLang));
  const { answer } = outcome;
  const clientId = randomId();
  const content = withSources(answer);
  return {
    answerId: offlineRecordIds(clientId).answer,
    content,
    offline: true,
    commit: () =>
      queueOfflineExchange(
        {
          clientId,
          sessionId: query.sessionId,
          question: query.content,
          answer: content,
          uiLang,
          lang: answer.lang,
          kind: answer.kind,
          placeId: answer.placeId,
          pointId: answer.pointId,
          sources: answer.sources,
          declined: answer.declined,
          askedAt: Date.now(),
        },
        query.regenerate === '1',
      ),
  };
}

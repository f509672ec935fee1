// Writes one answer: asks the provider, appends every delta to the live answer's event log,
// stores the text so far at every tick of `checkpoints` while it is written (a crash loses at
// most that much: the next start marks the record stopped, see stopOrphanedAnswers; with
// several instances there are none: every event is journaled already), stores the record
// at the end (complete, stopped with what was written, or error with the partial text) and
// only then sends the last event, so a client that sees 'end' and reloads the history finds
// the stored answer. The exchange (question, answer and what the provider reported about it)
// goes to the operators' log with the final record; a failure to log it is logged, and does
// not fail the answer.
import type { ChatEnd, ChatStreamError, ChatStreamMeta } from '@contract/chat';
import type { LiveAnswer } from './answer-registry';
import { ProviderError, type AnswerMeta, type AnswerRequest, type ChatProvider } from '../providers/llm/provider';
import type { CheckpointTicker } from './checkpoints';
import { metaOfRequest, type Exchange } from './exchange-log';

export interface RunAnswerDeps {
  /** Stores the finished (or stopped, or cut) answer. */
  store: (fields: {
    content: string;
    reasoning: string | null;
    status: 'streaming' | 'complete' | 'stopped' | 'error';
  }) => Promise<void>;
  provider: ChatProvider;
  /** Stores the exchange in the operators' log (after the question is stored). */
  log?: (exchange: Exchange) => Promise<void>;
  onError?: (err: unknown) => void;
  /** When the text so far is stored while the answer is written; null: never. */
  checkpoints: CheckpointTicker | null;
}

export const CHECKPOINT_MS = 1000;

export async function runAnswer(
  deps: RunAnswerDeps,
  answer: LiveAnswer,
  request: Omit<AnswerRequest, 'signal'>,
  /**
   * Stores the question and the empty answer. It starts once the first chunk is sent (or
   * after 50 ms without one): the embedded database runs on this thread, and the first
   * chunk should not wait for it.
   */
  persist: () => Promise<void> = () => Promise.resolve(),
  /** Called once the answer is stored, before its last event. */
  onStored: () => void = () => undefined,
): Promise<void> {
  let persisted: Promise<void> | null = null;
  const startPersisting = () => {
    persisted ??= persist();
    persisted.catch(() => undefined); // awaited below
  };
  const fallback = setTimeout(startPersisting, 50);
  // The text so far, stored while it grows. The writer keeps the order of writes, and the
  // timer is cleared before the final store is queued, so a checkpoint never lands after it.
  let checkpointed = 0;
  const stopCheckpoints =
    deps.checkpoints?.add(() => {
      const size = answer.content.length + answer.reasoning.length;
      if (!persisted || size === checkpointed) return;
      checkpointed = size;
      deps
        .store({ content: answer.content, reasoning: answer.reasoning || null, status: 'streaming' })
        .catch(() => undefined);
    }) ?? (() => undefined);
  const { sessionId, answerId } = answer;
  answer.push('meta', { sessionId, answerId, questionId: answer.questionId } satisfies ChatStreamMeta);
  let failure: ChatStreamError | null = null;
  let meta: AnswerMeta | null = null;
  try {
    for await (const delta of deps.provider.answer({ ...request, signal: answer.signal })) {
      if (delta.kind === 'meta') {
        meta = delta.meta;
        continue;
      }
      if (delta.kind === 'content') answer.content += delta.text;
      else answer.reasoning += delta.text;
      answer.pushText(delta.kind === 'content' ? 'message' : 'reasoning', delta.text);
      if (answer.events.length === 2) setImmediate(startPersisting);
    }
  } catch (err) {
    if (!answer.signal.aborted) {
      if (!(err instanceof ProviderError)) deps.onError?.(err);
      failure = {
        sessionId,
        code: err instanceof ProviderError ? err.code : 'CHT0000500',
        message: err instanceof ProviderError ? err.message : 'The answer could not be written',
      };
    }
  }
  const status = failure ? 'error' : answer.signal.aborted ? 'stopped' : 'complete';
  try {
    clearTimeout(fallback);
    stopCheckpoints();
    startPersisting();
    await persisted;
    const exchange: Exchange = {
      id: answerId,
      sessionId,
      questionId: answer.questionId,
      question: request.question,
      answer: answer.content,
      status,
      uiLang: request.lang,
      provider: deps.provider.name,
      meta: meta ?? metaOfRequest(request),
    };
    await Promise.all([
      deps.store({ content: answer.content, reasoning: answer.reasoning || null, status }),
      deps.log?.(exchange).catch((err: unknown) => deps.onError?.(err)),
    ]);
    onStored();
  } catch (err) {
    deps.onError?.(err);
    failure ??= { sessionId, code: 'CHT0000500', message: 'The answer could not be stored' };
  }
  if (failure) answer.push('error', failure);
  else
    answer.push('end', {
      sessionId,
      answerId,
      status: status === 'stopped' ? 'stopped' : 'complete',
    } satisfies ChatEnd);
  answer.finish();
}

// The assistant's moving parts for one server: the provider (an OpenAI-compatible model, or
// the catalogue assistant), the registry of answers being written and the rate limiter.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { CHAT_LIMITS, type ChatRecord } from '../../src/lib/contract/chat';
import type { Locale } from '../../src/lib/contract/locales';
import { ensureSession, insertRecord, listRecords, recentRecords, reopenLastQuestion } from '../db/queries/chat';
import type { Database } from '../db/schema';
import { AnswerRegistry, type LiveAnswer } from './answer-registry';
import { createOpenAiCompatibleProvider, type LlmConfig } from './openai-compatible';
import { createPlaceDirectory, loadPlace, type PlaceContext } from './place-context';
import type { ChatProvider } from './provider';
import { RateLimiter } from './rate-limit';
import { createRetrievalProvider } from './retrieval';
import { runAnswer } from './run-answer';

export interface ChatOptions {
  /** An OpenAI-compatible model; null: the embedded catalogue assistant. */
  llm: LlmConfig | null;
  /** How long an answer goes on with no client attached before it is stopped. */
  disconnectGraceMs: number;
  /** Questions per minute per member and per address; null: no limit. */
  questionsPerMinute: number | null;
  heartbeatMs: number;
}

export const DEFAULT_CHAT_OPTIONS: ChatOptions = {
  llm: null,
  disconnectGraceMs: 60_000,
  questionsPerMinute: 20,
  heartbeatMs: CHAT_LIMITS.heartbeatMs,
};

export interface AskInput {
  sessionId: string;
  memberId: string | null;
  content: string | null;
  regenerate: boolean;
  lang: Locale;
  deepThinking: boolean;
  place: PlaceContext | null;
}

export type AskResult = { answer: LiveAnswer } | { missingQuestion: true } | { busy: true };

export function createChatService(db: Kysely<Database>, logger: Logger, options: ChatOptions) {
  const provider: ChatProvider = options.llm ? createOpenAiCompatibleProvider(options.llm) : createRetrievalProvider();
  const registry = new AnswerRegistry({ graceMs: options.disconnectGraceMs });
  const limiter = options.questionsPerMinute ? new RateLimiter(options.questionsPerMinute) : null;
  const places = createPlaceDirectory(db);
  const onError = (err: unknown) => logger.error({ err }, 'chat answer failed');
  // Sessions between 'question received' and 'answer registered' (a few queries).
  const asking = new Set<string>();

  return {
    options,
    registry,
    limiter,
    provider,
    loadPlace: (id: string) => loadPlace(db, id),

    /** Stores the question and an empty answer, and starts writing the answer. */
    async ask(input: AskInput): Promise<AskResult> {
      if (asking.has(input.sessionId) || registry.active(input.sessionId)) return { busy: true };
      asking.add(input.sessionId);
      try {
        return await this.startAnswer(input);
      } finally {
        asking.delete(input.sessionId);
      }
    },

    async startAnswer(input: AskInput): Promise<AskResult> {
      await ensureSession(db, input.sessionId, input.memberId);
      let question: string;
      let questionId: string;
      if (input.regenerate) {
        const last = await reopenLastQuestion(db, input.sessionId);
        if (!last) return { missingQuestion: true };
        question = last.content;
        questionId = last.id;
      } else {
        question = input.content ?? '';
        questionId = '';
      }
      const earlier = await recentRecords(db, input.sessionId, CHAT_LIMITS.contextTurns * 2 + 1);
      const history = earlier
        .filter((r) => r.id !== questionId && r.content !== '')
        .slice(-CHAT_LIMITS.contextTurns * 2)
        .map((r) => ({ role: r.role, content: r.content }));
      if (!input.regenerate) questionId = await insertRecord(db, { sessionId: input.sessionId, role: 'user', content: question, status: 'complete' });
      const answerId = await insertRecord(db, { sessionId: input.sessionId, role: 'assistant', content: '', status: 'streaming' });
      const allPlaces = options.llm && input.place ? [] : await places.all();
      const answer = registry.start({ answerId, sessionId: input.sessionId, questionId }, (a) =>
        runAnswer({ db, provider, onError }, a, {
          question,
          history,
          lang: input.lang,
          deepThinking: input.deepThinking,
          place: input.place,
          places: allPlaces,
        }),
      );
      return { answer };
    },

    /** The stored records, with the text so far of an answer still being written. */
    async records(sessionId: string): Promise<ChatRecord[]> {
      const stored = await listRecords(db, sessionId);
      return stored.map((r) => {
        const live = r.status === 'streaming' ? registry.get(r.id) : undefined;
        return live && !live.finished ? { ...r, content: live.content, reasoning: live.reasoning || null } : r;
      });
    },

    /** Stops the session's answer, if one is being written, once it is stored. */
    async stop(sessionId: string): Promise<boolean> {
      const answer = registry.active(sessionId);
      if (!answer) return false;
      answer.stop('stopped by the client');
      await answer.done;
      return true;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

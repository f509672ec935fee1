// The assistant's moving parts for one server: the provider (an OpenAI-compatible model, or
// the catalogue assistant), the registry of answers being written, the rate limiter and the
// recent sessions' turns. With several instances on PostgreSQL (`cluster`, issue 22) answers
// are claimed and journaled in the database, answers of other instances are followed from it,
// limits are counted there, and nothing held in memory is trusted that another instance can
// change (the turns of a session, an anonymous owner).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { CHAT_LIMITS } from '@contract/chat';
import type { OfflineExchange } from '@contract/chat-offline';
import { LOCALES, type Locale } from '@contract/locales';
import {
  ensureSession,
  recentRecords,
  removeLastRecords,
  reopenLastQuestion,
  stopOrphanedAnswers,
} from '../db/queries/chat';
import { placeIdOfPoint } from '../db/queries/points';
import type { Database } from '../db/schema';
import { AnswerRegistry, type LiveAnswer } from './answer-registry';
import { createOpenAiCompatibleProvider, type LlmConfig } from '../providers/llm/openai-compatible';
import { createPlaceDirectory, loadPlace, type PlaceContext } from './place-context';
import type { ChatProvider, ChatTurn } from '../providers/llm/provider';
import { memoryLimiter, type QuestionLimiter } from './rate-limit';
import type { ChatCluster } from './chat-cluster';
import { createEmbeddedProvider } from '../providers/llm/embedded';
import { createGroundedProvider } from '../providers/llm/grounded';
import { unlocksOf } from '../db/queries/unlocks';
import type { Translator } from '../translation/translator';
import { createAssistantSource, type AssistantSource } from './assistant-catalogue';
import { RecordWriter } from './record-writer';
import { recordOfflineExchange } from './offline-exchange';
import { CHECKPOINT_MS, runAnswer } from './run-answer';
import { StartPacer, STARTS_PER_TURN } from './start-pacer';
import { CheckpointTicker } from './checkpoints';
import { SessionHistory } from './session-history';
import { createSessionAccess } from './session-access';
import { createAnswerReads } from './answer-reads';

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
  /** The member of the bearer token (members.id); null: anonymous. */
  memberId: string | null;
  content: string | null;
  regenerate: boolean;
  lang: Locale;
  deepThinking: boolean;
  place: PlaceContext | null;
  /** The point or exhibit asked about, if any. */
  pointId?: string | null;
}

export type AskResult = { answer: LiveAnswer } | { missingQuestion: true } | { busy: true };

export type { ResumeTarget } from './answer-reads';

const CONTEXT_RECORDS = CHAT_LIMITS.contextTurns * 2;

/**
 * With no model, the embedded assistant answers from the catalogue (0059); with one, the model
 * answers from the catalogue assistant's passages (grounded.ts), unless told to answer freely.
 */
function chooseProvider(llm: LlmConfig | null, assistants: AssistantSource | null): ChatProvider {
  if (llm && !assistants) return createOpenAiCompatibleProvider(llm);
  if (llm) return createGroundedProvider(llm, assistants!);
  return createEmbeddedProvider(assistants!);
}

export function createChatService(
  db: Kysely<Database>,
  logger: Logger,
  options: ChatOptions,
  /** Completes the catalogue's texts in every locale for the catalogue assistant. */
  translator: Translator,
  /** Several instances on PostgreSQL: what the others need (null: one process). */
  shared: { cluster: ChatCluster; limiter: QuestionLimiter | null } | null = null,
) {
  const cluster = shared?.cluster ?? null;
  const assistants = options.llm?.grounded === false ? null : createAssistantSource(db, translator);
  const provider = chooseProvider(options.llm, assistants);
  const registry = new AnswerRegistry({ graceMs: options.disconnectGraceMs, hooks: cluster?.hooks });
  const pacer = new StartPacer(STARTS_PER_TURN);
  cluster?.onStopRequest((answerId) => registry.get(answerId)?.stop('stopped by the client'));
  const limiter: QuestionLimiter | null = shared
    ? shared.limiter
    : options.questionsPerMinute
      ? memoryLimiter(options.questionsPerMinute)
      : null;
  // Offline exchanges arrive in a burst when a device comes back online: a limit of their own
  // (per instance: a burst is bounded, and a record stored twice is refused by its id).
  const offlineLimiter: QuestionLimiter | null = options.questionsPerMinute
    ? memoryLimiter(Math.max(60, options.questionsPerMinute * 3))
    : null;
  const places = createPlaceDirectory(db);
  // Another instance may answer in the same session: then its turns are always read from the
  // records (a history that holds no session).
  const history = new SessionHistory(CONTEXT_RECORDS, cluster ? 0 : undefined);
  const access = createSessionAccess(db, cluster !== null);
  const reads = createAnswerReads(db, registry, cluster);
  const writer = new RecordWriter(db);
  // With several instances every event is journaled: no checkpoints of the text so far.
  const checkpoints = cluster ? null : new CheckpointTicker(CHECKPOINT_MS);
  const onError = (err: unknown) => logger.error({ err }, 'chat answer failed');
  // Sessions between 'question received' and 'answer registered'.
  const asking = new Set<string>();

  /** The session's last turns: from memory, else from its records. */
  async function turnsOf(sessionId: string): Promise<ChatTurn[]> {
    const held = history.get(sessionId);
    if (held) return held;
    const records = await recentRecords(db, sessionId, CONTEXT_RECORDS);
    const turns = records.filter((r) => r.content !== '').map((r) => ({ role: r.role, content: r.content }));
    history.set(sessionId, turns);
    return turns;
  }

  /**
   * The upstream request starts as soon as the context is known; the session, the question
   * and the empty answer are stored while the answer is written (the runner waits for that
   * before storing the answer).
   */
  async function startAnswer(input: AskInput): Promise<AskResult> {
    const { sessionId } = input;
    let question = input.content ?? '';
    let questionId: string = randomUUID();
    if (input.regenerate) {
      await ensureSession(db, sessionId, input.memberId);
      const last = await reopenLastQuestion(db, sessionId);
      history.forget(sessionId);
      if (!last) return { missingQuestion: true };
      question = last.content;
      questionId = last.id;
    }
    const turns = (await turnsOf(sessionId)).filter(
      (t, i, all) => !(input.regenerate && i === all.length - 1 && t.role === 'user'),
    );
    const answerId = randomUUID();
    const persist = () =>
      writer.write({ id: sessionId, memberId: input.memberId }, [
        ...(input.regenerate
          ? []
          : [
              {
                id: questionId,
                sessionId,
                role: 'user' as const,
                content: question,
                reasoning: null,
                status: 'complete' as const,
              },
            ]),
        { id: answerId, sessionId, role: 'assistant', content: '', reasoning: null, status: 'streaming' },
      ]);
    const allPlaces = options.llm && !input.place ? await places.all() : [];
    const request = {
      question,
      history: turns,
      lang: input.lang,
      deepThinking: input.deepThinking,
      place: input.place,
      places: allPlaces,
      pointId: input.pointId ?? null,
      // The catalogue assistant quotes a paid narration only to a member whose unlocks cover it.
      unlocks: assistants && input.memberId ? await unlocksOf(db, input.memberId) : null,
    };
    // One answer at a time in a session, on every instance. Claimed last, with nothing that can
    // fail between the claim and the start: a claim never outlives its answer.
    if (cluster && !(await cluster.claim(answerId, sessionId))) return { busy: true };
    const answer = registry.start({ answerId, sessionId, questionId }, (a) =>
      runAnswer(
        {
          provider,
          onError,
          checkpoints,
          log: (exchange) => writer.log(exchange),
          store: (fields) => writer.write(null, [{ id: answerId, sessionId, role: 'assistant', ...fields }]),
        },
        a,
        request,
        persist,
        () =>
          history.append(sessionId, ...(input.regenerate ? [] : [{ role: 'user' as const, content: question }]), {
            role: 'assistant',
            content: a.content,
          }),
      ).finally(() => cluster?.finished(answerId)),
    );
    return { answer };
  }

  return {
    options,
    registry,
    pacer,
    limiter,
    offlineLimiter,
    provider,
    loadPlace: (id: string) => loadPlace(db, id),
    placeOfPoint: (pointId: string) => placeIdOfPoint(db, pointId),

    /**
     * Before serving: the embedded assistant reads the catalogue and builds its indexes, one
     * place and language at a time between other work, so the first question finds them ready.
     */
    async warm(): Promise<void> {
      if (!assistants) return;
      const assistant = await assistants.get();
      for (const id of assistant.placeIds())
        for (const lang of LOCALES) {
          await new Promise((resolve) => setImmediate(resolve));
          assistant.warm(id, lang);
        }
      assistant.warmNames();
    },

    /** Before serving: the answers a previous process left 'streaming' are stopped (their text kept). */
    async stopOrphanedAnswers(): Promise<void> {
      const stopped = await stopOrphanedAnswers(db);
      if (stopped) logger.warn({ stopped }, 'answers left streaming by a previous process stored as stopped');
    },

    /** Whether the caller may use the session (session-access.ts). */
    mayUse: access.mayUse,

    /** A session made by add/session has no turns yet, and the caller's owner. */
    sessionCreated(id: string, memberId: string | null): void {
      history.set(id, []);
      access.created(id, memberId);
    },

    /**
     * What a client resuming the answer reads: the answer written here, or (several instances)
     * one written elsewhere, followed from its stored events, else its stored record.
     */
    resume: reads.resume,

    /** Stores the question and an empty answer, and starts writing the answer. */
    async ask(input: AskInput): Promise<AskResult> {
      if (asking.has(input.sessionId) || registry.active(input.sessionId)) return { busy: true };
      asking.add(input.sessionId);
      try {
        return await startAnswer(input);
      } finally {
        asking.delete(input.sessionId);
      }
    },

    /** The stored records, with the text so far of an answer still being written (here or elsewhere). */
    records: reads.records,

    /** Stops the session's answer, if one is being written (here or elsewhere), once it is stored. */
    async stop(sessionId: string): Promise<boolean> {
      const answer = registry.active(sessionId);
      if (!answer) return cluster ? cluster.stopElsewhere(sessionId) : false;
      answer.stop('stopped by the client');
      await answer.done;
      return true;
    },

    /**
     * This instance's lease had lapsed (a long pause): the answers another instance took for
     * dead and stopped meanwhile are stopped here too, so that every client sees one ending.
     */
    async leaseLapsed(): Promise<void> {
      if (!cluster) return;
      for (const answerId of await cluster.finishedElsewhere(registry.activeIds()))
        registry.get(answerId)?.stop('stopped by another instance');
    },

    /** A question the app answered offline (0062); false when it was stored before. */
    recordOffline(exchange: OfflineExchange, memberId: string | null): Promise<boolean> {
      return recordOfflineExchange({ db, writer, forgetTurns: (id) => history.forget(id) }, exchange, memberId);
    },

    /** Stop generating (spec point 4): stops the answer, then deletes the last pair. */
    async removeLast(sessionId: string): Promise<number> {
      await this.stop(sessionId);
      history.forget(sessionId);
      return removeLastRecords(db, sessionId);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

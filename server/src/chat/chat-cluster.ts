// The assistant across instances (issue 22, PostgreSQL only): what the chat service asks of
// the others. Answers written here are claimed per session and journaled event by event;
// answers written elsewhere are followed from their stored events; a stop asked here for an
// answer written elsewhere is sent to its writer, and this instance waits for its end event
// (from the writer, or from the reaper when that instance died: never longer than the lease
// and a renewal). The embedded database runs one process and uses none of this.
import { setTimeout as delay } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { InstanceLease } from '../cluster/instance-lease';
import type { Notifications } from '../cluster/notifications';
import type { Database } from '../db/schema';
import type { LiveAnswerHooks } from './answer-registry';
import { AnswerJournal } from './answer-journal';
import { createClusterAnswers, STOP_PREFIX, type HeldText } from './cluster-answers';
import { RemoteAnswers, type RemoteAnswer } from './remote-answers';

/**
 * How long a question waits for the session's previous answer to be stored as finished (the
 * journal's statements come every 20 ms or so): a session really busy is refused this much later.
 */
const CLAIM_WAIT_MS = 600;
const CLAIM_RETRY_MS = 25;

export interface ChatCluster {
  readonly instanceId: string;
  /** Hooks of every answer written here: its events to the journal, its followers elsewhere. */
  readonly hooks: LiveAnswerHooks;
  readonly journal: AnswerJournal;
  /** Claims the session for a new answer written here; false: another instance's answer holds it. */
  claim(answerId: string, sessionId: string): Promise<boolean>;
  /** The answer's last event was pushed here. */
  finished(answerId: string): void;
  /** An answer of this session written (or just finished) elsewhere, to follow; null: none. */
  follow(answerId: string, sessionId: string): Promise<RemoteAnswer | null>;
  /** Stops the session's answer written elsewhere, once its end is stored; false: none. */
  stopElsewhere(sessionId: string): Promise<boolean>;
  /** The text so far of answers being written elsewhere. */
  textsOf(answerIds: string[]): Promise<Map<string, HeldText>>;
  /** Called with each answer another instance asks this one to stop. */
  onStopRequest(handler: (answerId: string) => void): void;
  /** Stops what dead instances were writing (after each lease renewal). */
  reap(): Promise<string[]>;
  /** Those of these answers (written here) that another instance finished: this one's lease had lapsed. */
  finishedElsewhere(answerIds: string[]): Promise<string[]>;
  /** Finished answers' rows and events, `retainMs` after their end (the clean-up job). */
  forgetFinished(retainMs: number): Promise<number>;
  close(): Promise<void>;
}

export function createChatCluster(
  db: Kysely<Database>,
  /** The instance's control pool: the reaper's statements never queue behind answers'. */
  control: Kysely<Database>,
  lease: InstanceLease,
  notifications: Notifications,
  logger: Logger,
  options: { graceMs: number; journalIntervalMs?: number },
): ChatCluster {
  const answers = createClusterAnswers(db, notifications.channel, lease.id, control);
  const journal = new AnswerJournal(db, notifications.channel, logger, options.journalIntervalMs);
  const remote = new RemoteAnswers(db, notifications, logger, { graceMs: options.graceMs });
  let stopHandler: (answerId: string) => void = () => undefined;
  const unsubscribe = notifications.subscribe((payload) => {
    if (payload.startsWith(STOP_PREFIX)) stopHandler(payload.slice(STOP_PREFIX.length));
  });

  async function follow(answerId: string, sessionId: string): Promise<RemoteAnswer | null> {
    const where = await answers.locate(answerId);
    if (!where || where.sessionId !== sessionId) return null;
    return remote.follow(answerId, sessionId);
  }

  return {
    instanceId: lease.id,
    journal,
    hooks: {
      onEvent: (answer, event) => journal.append(answer.answerId, event),
      watchedFor: (answerId) => answers.watchedFor(answerId),
    },
    async claim(answerId, sessionId) {
      if (await answers.claim(answerId, sessionId)) return true;
      // The session's last answer may have ended a moment ago: its client has the end event,
      // but the row is marked finished by the journal's next statement, here or on the
      // instance that wrote it. A question sent right after an end is not refused for that.
      const until = Date.now() + CLAIM_WAIT_MS;
      while (Date.now() < until) {
        await delay(CLAIM_RETRY_MS);
        if (await answers.claim(answerId, sessionId, { reap: false })) return true;
      }
      return false;
    },
    finished: (answerId) => journal.finished(answerId),
    follow,
    async stopElsewhere(sessionId) {
      const active = await answers.active(sessionId);
      if (!active) return false;
      const followed = await remote.follow(active.answerId, sessionId);
      // Held while waiting, so that the answer is not dropped from what this instance follows.
      const detach = followed.attach(followed.lastSeq, () => undefined);
      try {
        await answers.requestStop(active.answerId);
        await followed.done;
      } finally {
        detach();
      }
      return true;
    },
    textsOf: (answerIds) => answers.textsOf(answerIds),
    onStopRequest(handler) {
      stopHandler = handler;
    },
    reap: () => answers.reap(),
    finishedElsewhere: (answerIds) => answers.finishedElsewhere(answerIds),
    forgetFinished: (retainMs) => answers.forgetFinished(retainMs),
    async close() {
      unsubscribe();
      remote.close();
      await journal.drain();
    },
  };
}

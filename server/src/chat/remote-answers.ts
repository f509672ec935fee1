// The reader's side of issue 22: a client resumes, through this instance, an answer another
// instance writes (or wrote). Its events are read from chat_answer_events, from the first, and
// kept while it is followed; then every notification naming it (or '*') reads what came after
// the last event held, for all the answers followed here in one query, one query at a time.
// Clients attach as to a LiveAnswer. While any client follows, the answer's watched_until is
// pushed forward, so its writer does not stop it for want of a client. The answer ends here
// when its last event arrives: from its writer, or from the reaper when the writer died.
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Notifications } from '../cluster/notifications';
import type { Database } from '../db/schema';
import { isTerminal, type AnswerFeed, type ChatEvent, type ChatEventName, type Listener } from './answer-registry';
import { EVENTS_PREFIX } from './answer-journal';

export class RemoteAnswer implements AnswerFeed {
  readonly events: ChatEvent[] = [];
  finished = false;
  private readonly listeners = new Set<Listener>();
  private settle!: () => void;
  /** Resolves at the answer's last event. */
  readonly done = new Promise<void>((resolve) => (this.settle = resolve));

  constructor(
    readonly answerId: string,
    readonly sessionId: string,
    private readonly onIdle: (answer: RemoteAnswer) => void,
  ) {}

  get lastSeq(): number {
    return this.events.length;
  }

  get attached(): number {
    return this.listeners.size;
  }

  /** Events in order; one that is not the next is ignored (already held). */
  deliver(e: ChatEvent): void {
    if (this.finished || e.seq !== this.events.length + 1) return;
    this.events.push(e);
    for (const listener of this.listeners) listener(e);
    if (isTerminal(e)) {
      this.finished = true;
      this.listeners.clear();
      this.settle();
      this.onIdle(this);
    }
  }

  attach(afterSeq: number, listener: Listener): () => void {
    let sent = 0;
    for (const e of this.events) if (e.seq > afterSeq && ++sent) listener(e);
    if (this.finished) {
      // The client saw events its dead writer never stored (its last 20 ms at most): it still
      // gets the end the reaper stored, or it would wait for nothing.
      if (sent === 0) listener(this.events.at(-1)!);
      return () => undefined;
    }
    this.listeners.add(listener);
    return () => {
      if (this.listeners.delete(listener) && this.listeners.size === 0) this.onIdle(this);
    };
  }
}

interface EventRow {
  answer_id: string;
  seq: number;
  event: ChatEventName;
  data: string;
}

export interface RemoteAnswersOptions {
  /** How long the writer keeps an answer going for a client here (its disconnect grace). */
  graceMs: number;
}

export class RemoteAnswers {
  private readonly followed = new Map<string, RemoteAnswer>();
  private reading: Promise<void> | null = null;
  private again = false;
  private readonly watchTimer: NodeJS.Timeout;
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly db: Kysely<Database>,
    notifications: Notifications,
    private readonly logger: Logger,
    private readonly options: RemoteAnswersOptions,
  ) {
    this.unsubscribe = [
      notifications.subscribe((payload) => {
        if (!payload.startsWith(EVENTS_PREFIX) || this.followed.size === 0) return;
        const ids = payload.slice(EVENTS_PREFIX.length);
        if (ids === '*' || ids.split(',').some((id) => this.followed.has(id))) this.read();
      }),
      // What was notified while the connection was down is lost: read everything followed.
      notifications.onReconnect(() => this.read()),
    ];
    this.watchTimer = setInterval(() => void this.watch(), Math.max(1000, Math.floor(options.graceMs / 3)));
    this.watchTimer.unref();
  }

  get size(): number {
    return this.followed.size;
  }

  /** Follows the answer (once per instance); resolves when its stored events are read. */
  async follow(answerId: string, sessionId: string): Promise<RemoteAnswer> {
    let answer = this.followed.get(answerId);
    if (!answer) {
      answer = new RemoteAnswer(answerId, sessionId, (a) => this.idle(a));
      this.followed.set(answerId, answer);
      await this.watch([answerId]);
    }
    await this.read();
    return answer;
  }

  private idle(answer: RemoteAnswer): void {
    // Finished, or nobody here reads it any more: a later resume follows it afresh.
    if (answer.finished || answer.attached === 0) {
      if (this.followed.get(answer.answerId) === answer) this.followed.delete(answer.answerId);
    }
  }

  /** Reads the events after those held, for every answer followed (one query at a time). */
  private read(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading.then(() => this.reading ?? undefined);
    }
    this.reading = (async () => {
      do {
        this.again = false;
        await this.readOnce().catch((err: unknown) => this.logger.error({ err }, 'reading answer events failed'));
      } while (this.again);
    })().finally(() => (this.reading = null));
    return this.reading;
  }

  private async readOnce(): Promise<void> {
    const answers = [...this.followed.values()];
    if (!answers.length) return;
    const { rows } = await sql<EventRow>`
      select e.answer_id, e.seq, e.event, e.data
      from chat_answer_events e
      join unnest(${answers.map((a) => a.answerId)}::text[], ${answers.map((a) => a.lastSeq)}::int[]) as f(id, after)
        on e.answer_id = f.id and e.seq > f.after
      order by e.answer_id, e.seq`.execute(this.db);
    for (const row of rows) {
      this.followed.get(row.answer_id)?.deliver({ seq: row.seq, event: row.event, data: row.data });
    }
  }

  /** Tells the writers that clients here follow these answers (all followed, by default). */
  private async watch(ids = [...this.followed.keys()]): Promise<void> {
    if (!ids.length) return;
    await sql`
      update chat_answers set watched_until = now() + ${`${this.options.graceMs} milliseconds`}::interval
      where answer_id = any(${ids}::text[]) and finished_at is null`
      .execute(this.db)
      .catch((err: unknown) => this.logger.warn({ err }, 'could not mark followed answers as watched'));
  }

  close(): void {
    clearInterval(this.watchTimer);
    for (const stop of this.unsubscribe) stop();
  }
}

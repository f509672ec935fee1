// The writer's side of issue 22: every event of the answers this instance writes is stored in
// chat_answer_events as it is made, so another instance can replay it to a resuming client and
// follow the rest. Events are coalesced: one statement at a time stores everything queued since
// the last one (thousands of events of hundreds of answers in one INSERT from four arrays),
// marks the answers that ended as finished, and sends one NOTIFY naming those answers ('*' when
// the list would not fit a notification). The next statement starts when the last one is done
// and at least `minIntervalMs` after it started. Clients of this instance never wait for it:
// they get the events from memory. A failed statement is tried again with the same events.
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema';
import type { ChatEvent } from './answer-registry';

/** PostgreSQL refuses a payload of 8,000 bytes or more. */
const MAX_IDS_TEXT = 7000;
export const EVENTS_PREFIX = 'e:';

export interface AnswerJournalStats {
  statements: number;
  events: number;
  notifications: number;
  notifyBytes: number;
}

export class AnswerJournal {
  private ids: string[] = [];
  private seqs: number[] = [];
  private names: string[] = [];
  private datas: string[] = [];
  private ended: string[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private lastStart = 0;
  private failures = 0;
  readonly stats: AnswerJournalStats = { statements: 0, events: 0, notifications: 0, notifyBytes: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly channel: string,
    private readonly logger: Logger,
    private readonly minIntervalMs = 20,
  ) {}

  append(answerId: string, e: ChatEvent): void {
    this.ids.push(answerId);
    this.seqs.push(e.seq);
    this.names.push(e.event);
    this.datas.push(e.data);
    this.schedule();
  }

  /** The answer's last event is appended: its row is marked finished with that event. */
  finished(answerId: string): void {
    this.ended.push(answerId);
    this.schedule();
  }

  /** Resolves once everything queued so far is stored (close), or after three failed tries. */
  async drain(): Promise<void> {
    while ((this.flushing || this.timer || this.ids.length || this.ended.length) && this.failures < 3) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = null;
        this.flushing ??= this.flush();
      }
      await this.flushing;
    }
  }

  private schedule(): void {
    if (this.timer || this.flushing) return;
    const wait = Math.max(0, this.lastStart + this.minIntervalMs * (1 + Math.min(this.failures, 50)) - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flushing = this.flush();
    }, wait);
  }

  private async flush(): Promise<void> {
    this.lastStart = Date.now();
    const [ids, seqs, names, datas, ended] = [this.ids, this.seqs, this.names, this.datas, this.ended];
    this.ids = [];
    this.seqs = [];
    this.names = [];
    this.datas = [];
    this.ended = [];
    const touched = [...new Set(ids)];
    const list = touched.join(',');
    const payload = EVENTS_PREFIX + (list.length <= MAX_IDS_TEXT ? list : '*');
    try {
      await sql`
        with ev as (
          insert into chat_answer_events (answer_id, seq, event, data)
          select * from unnest(${ids}::text[], ${seqs}::int[], ${names}::text[], ${datas}::text[])
          on conflict do nothing
          returning 1
        ), fin as (
          update chat_answers set finished_at = now()
          where answer_id = any(${ended}::text[]) and finished_at is null
          returning 1
        )
        select pg_notify(${this.channel}, ${payload}), (select count(*) from ev), (select count(*) from fin)`.execute(
        this.db,
      );
      this.failures = 0;
      this.stats.statements++;
      this.stats.events += ids.length;
      this.stats.notifications++;
      this.stats.notifyBytes += Buffer.byteLength(payload);
    } catch (err) {
      // Kept, in order, before what was queued meanwhile; tried again later (backing off).
      this.failures++;
      this.logger.error({ err, events: ids.length }, 'storing answer events failed; trying again');
      this.ids = ids.concat(this.ids);
      this.seqs = seqs.concat(this.seqs);
      this.names = names.concat(this.names);
      this.datas = datas.concat(this.datas);
      this.ended = ended.concat(this.ended);
    } finally {
      this.flushing = null;
      if (this.ids.length || this.ended.length) this.schedule();
    }
  }
}

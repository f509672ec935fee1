// The rows of issue 22 that let any instance serve any answer (migration 0021): which instance
// writes which answer (chat_answers), claimed before the model is asked, so that one session
// has one answer at a time across every instance; where another instance finds it; the stop
// request sent to its writer; and the reaper, which every instance runs after renewing its own
// lease: the unfinished answers of instances whose lease ran out are stopped with the text
// their stored events hold, get their end event (announced like any other) and are finished.
import { sql, type Kysely } from 'kysely';
import type { ChatEnd } from '@contract/chat';
import type { Database } from '../db/schema';
import { cleanText } from '../lib/unsafe-text';
import { EVENTS_PREFIX } from './answer-journal';

export const STOP_PREFIX = 's:';

export interface AnswerLocation {
  sessionId: string;
  instanceId: string;
  finished: boolean;
}

export interface HeldText {
  content: string;
  reasoning: string | null;
  lastSeq: number;
  ended: boolean;
}

/**
 * What the stored events of these answers say: their text, last seq and whether they ended.
 * Put together here rather than in SQL: a NUL or a lone surrogate in the text (escaped in the
 * stored JSON) would make PostgreSQL's JSON functions fail for every answer of the statement.
 */
async function heldTexts(db: Kysely<Database>, answerIds: string[]): Promise<Map<string, HeldText>> {
  const held = new Map<string, HeldText>();
  if (!answerIds.length) return held;
  const rows = await db
    .selectFrom('chat_answer_events')
    .select(['answer_id', 'seq', 'event', 'data'])
    .where('answer_id', 'in', answerIds)
    .orderBy('answer_id')
    .orderBy('seq')
    .execute();
  for (const row of rows) {
    let text = held.get(row.answer_id);
    if (!text) held.set(row.answer_id, (text = { content: '', reasoning: null, lastSeq: 0, ended: false }));
    text.lastSeq = row.seq;
    if (row.event === 'end' || row.event === 'error') text.ended = true;
    if (row.event !== 'message' && row.event !== 'reasoning') continue;
    const delta = (JSON.parse(row.data) as { content?: unknown }).content;
    if (typeof delta !== 'string') continue;
    if (row.event === 'message') text.content += delta;
    else text.reasoning = (text.reasoning ?? '') + delta;
  }
  return held;
}

export function createClusterAnswers(
  db: Kysely<Database>,
  channel: string,
  instanceId: string,
  /** The reaper's connection (the instance's control pool). */
  control: Kysely<Database> = db,
) {
  /** Stops what dead instances were writing; returns the answers it stopped. */
  async function reap(): Promise<string[]> {
    return control.transaction().execute(async (trx) => {
      // Never this instance's own answers: it is running, whatever its lease says.
      const dead = await sql<{ answer_id: string; session_id: string }>`
        select a.answer_id, a.session_id from chat_answers a
        left join server_instances i on i.id = a.instance_id
        where a.finished_at is null and a.instance_id <> ${instanceId} and (i.id is null or i.lease_until < now())
        for update of a skip locked`.execute(trx);
      if (!dead.rows.length) return [];
      const ids = dead.rows.map((r) => r.answer_id);
      const held = await heldTexts(trx, ids);
      const open = dead.rows.filter((r) => !held.get(r.answer_id)?.ended);
      for (const r of open) {
        const text = held.get(r.answer_id) ?? { content: '', reasoning: null, lastSeq: 0, ended: false };
        await trx
          .updateTable('chat_records')
          .set({
            content: cleanText(text.content),
            reasoning: text.reasoning && cleanText(text.reasoning),
            status: 'stopped',
          })
          .where('id', '=', r.answer_id)
          .where('status', '=', 'streaming')
          .execute();
      }
      if (open.length)
        await trx
          .insertInto('chat_answer_events')
          .values(
            open.map((r) => ({
              answer_id: r.answer_id,
              seq: (held.get(r.answer_id)?.lastSeq ?? 0) + 1,
              event: 'end',
              data: JSON.stringify({
                sessionId: r.session_id,
                answerId: r.answer_id,
                status: 'stopped',
              } satisfies ChatEnd),
            })),
          )
          .onConflict((oc) => oc.doNothing())
          .execute();
      await trx
        .updateTable('chat_answers')
        .set({ finished_at: sql`now()` })
        .where('answer_id', 'in', ids)
        .execute();
      await sql`select pg_notify(${channel}, ${EVENTS_PREFIX + (ids.join(',').length <= 7000 ? ids.join(',') : '*')})`.execute(
        trx,
      );
      return ids;
    });
  }

  return {
    instanceId,
    reap,

    /**
     * Claims the session for a new answer written here; false when another unfinished answer
     * holds it (after stopping it, once, if its instance is dead).
     */
    async claim(answerId: string, sessionId: string, { reap: mayReap = true } = {}): Promise<boolean> {
      for (let attempt = 0; attempt < (mayReap ? 2 : 1); attempt++) {
        const { rows } = await sql<{ answer_id: string }>`
          insert into chat_answers (answer_id, session_id, instance_id) values (${answerId}, ${sessionId}, ${instanceId})
          on conflict (session_id) where finished_at is null do nothing
          returning answer_id`.execute(db);
        if (rows.length) return true;
        if (attempt === 0 && !(await reap()).length) return false;
      }
      return false;
    },

    /** Where the answer is written (or was, while its events are kept); null: unknown. */
    async locate(answerId: string): Promise<AnswerLocation | null> {
      const row = await db
        .selectFrom('chat_answers')
        .select(['session_id', 'instance_id', 'finished_at'])
        .where('answer_id', '=', answerId)
        .executeTakeFirst();
      return row
        ? { sessionId: row.session_id, instanceId: row.instance_id, finished: row.finished_at !== null }
        : null;
    },

    /** The session's unfinished answer, if any. */
    async active(sessionId: string): Promise<{ answerId: string; instanceId: string } | null> {
      const row = await db
        .selectFrom('chat_answers')
        .select(['answer_id', 'instance_id'])
        .where('session_id', '=', sessionId)
        .where('finished_at', 'is', null)
        .executeTakeFirst();
      return row ? { answerId: row.answer_id, instanceId: row.instance_id } : null;
    },

    /** Asks the answer's writer, wherever it runs, to stop it. */
    async requestStop(answerId: string): Promise<void> {
      await sql`select pg_notify(${channel}, ${STOP_PREFIX + answerId})`.execute(db);
    },

    /** Milliseconds a client of another instance still follows the answer (0: none). */
    async watchedFor(answerId: string): Promise<number> {
      const { rows } = await sql<{ ms: number | null }>`
        select (extract(epoch from watched_until - now()) * 1000)::float8 as ms
        from chat_answers where answer_id = ${answerId}`.execute(db);
      return Math.max(0, Math.ceil(rows[0]?.ms ?? 0));
    },

    /** The text so far of answers being written elsewhere, from their stored events. */
    textsOf: (answerIds: string[]) => heldTexts(db, answerIds),

    /** Those of these answers that another instance finished (this one's lease had lapsed). */
    async finishedElsewhere(answerIds: string[]): Promise<string[]> {
      if (!answerIds.length) return [];
      const rows = await control
        .selectFrom('chat_answers')
        .select('answer_id')
        .where('answer_id', 'in', answerIds)
        .where('finished_at', 'is not', null)
        .execute();
      return rows.map((r) => r.answer_id);
    },

    /** Finished answers and their events, `retainMs` after the end (the clean-up job). */
    async forgetFinished(retainMs: number): Promise<number> {
      const { rows } = await sql<{ n: number }>`
        with old as (
          delete from chat_answers where finished_at < now() - ${`${retainMs} milliseconds`}::interval
          returning answer_id
        ), gone as (
          delete from chat_answer_events e using old where e.answer_id = old.answer_id returning 1
        )
        select (select count(*) from gone)::int as n`.execute(db);
      return rows[0]?.n ?? 0;
    },
  };
}

export type ClusterAnswers = ReturnType<typeof createClusterAnswers>;

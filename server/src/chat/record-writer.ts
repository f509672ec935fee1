// Coalesces the assistant's database writes: sessions and records queued within `delayMs` go
// in one statement each (an upsert by id: the first write of a record inserts it, the last one
// stores the finished answer). With a thousand answers at once, a thousand single-row writes
// on the embedded database would hold up every stream; a few batched ones do not.
// A grouped statement holds rows of many visitors, so one row the database refuses must not
// fail the others: text is cleaned first (PostgreSQL refuses U+0000 in text), and a statement
// that still fails is retried row by row, so that only the callers of the bad row see an error.
// The operators' log of exchanges (exchange-log.ts) rides in the same batches.
import type { Kysely } from 'kysely';
import type { ChatRecord, ChatRole } from '@contract/chat';
import type { Database } from '../db/schema';
import { cleanText } from '../lib/unsafe-text';
import { exchangeRow, insertExchanges, type Exchange } from './exchange-log';

export interface RecordRow {
  id: string;
  sessionId: string;
  role: ChatRole;
  content: string;
  reasoning: string | null;
  status: ChatRecord['status'];
}

interface Waiter {
  sessionId: string | null;
  recordIds: string[];
  exchangeId?: string;
  resolve: () => void;
  reject: (err: unknown) => void;
}

interface Pending {
  sessions: Map<string, string | null>;
  records: Map<string, RecordRow>;
  order: string[];
  exchanges: Map<string, Exchange>;
  waiters: Waiter[];
}

// Rows per statement: the embedded database blocks the thread while it runs one, so
// statements stay small and the streams get a turn between them.
const MAX_ROWS = 50;
const yieldToIo = () => new Promise((resolve) => setImmediate(resolve));

export class RecordWriter {
  private pending: Pending | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly delayMs = 20,
  ) {}

  /** Queues a session (created if absent) and records (upserted, in order); resolves when written. */
  write(session: { id: string; memberId: string | null } | null, records: RecordRow[]): Promise<void> {
    const batch = (this.pending ??= this.open());
    if (session && !batch.sessions.has(session.id)) batch.sessions.set(session.id, session.memberId);
    for (const r of records) {
      if (!batch.records.has(r.id)) batch.order.push(r.id);
      batch.records.set(r.id, {
        ...r,
        content: cleanText(r.content),
        reasoning: r.reasoning === null ? null : cleanText(r.reasoning),
      });
    }
    return new Promise((resolve, reject) =>
      batch.waiters.push({ sessionId: session?.id ?? null, recordIds: records.map((r) => r.id), resolve, reject }),
    );
  }

  /**
   * Queues an exchange of the operators' log (after the records of the same batch); resolves
   * when written. Its session must be stored first (or in the same batch).
   */
  log(exchange: Exchange): Promise<void> {
    const batch = (this.pending ??= this.open());
    batch.exchanges.set(exchange.id, exchange);
    return new Promise((resolve, reject) =>
      batch.waiters.push({ sessionId: null, recordIds: [], exchangeId: exchange.id, resolve, reject }),
    );
  }

  private open(): Pending {
    const batch: Pending = { sessions: new Map(), records: new Map(), order: [], exchanges: new Map(), waiters: [] };
    setTimeout(() => {
      if (this.pending === batch) this.pending = null;
      // One batch at a time: records of a later batch may update rows of an earlier one.
      this.flushing = this.flushing.then(() => this.flush(batch));
    }, this.delayMs);
    return batch;
  }

  private async flush(batch: Pending): Promise<void> {
    const sessions = [...batch.sessions].map(([id, memberId]) => ({ id, member_id: memberId }));
    const failedSessions = await inGroups(sessions, (rows) =>
      this.db
        .insertInto('chat_sessions')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute(),
    );
    const rows = batch.order.map((id) => {
      const r = batch.records.get(id)!;
      return {
        id: r.id,
        session_id: r.sessionId,
        role: r.role,
        content: r.content,
        reasoning: r.reasoning,
        status: r.status,
      };
    });
    const failedRecords = await inGroups(rows, (group) =>
      this.db
        .insertInto('chat_records')
        .values(group)
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet((eb) => ({
              content: eb.ref('excluded.content'),
              reasoning: eb.ref('excluded.reasoning'),
              status: eb.ref('excluded.status'),
            }))
            // A finished record stays as it was stored: a late write of the text so far
            // (status 'streaming') never takes back a stopped or complete answer.
            .where('chat_records.status', '=', 'streaming'),
        )
        .execute(),
    );
    const failedExchanges = await inGroups([...batch.exchanges.values()].map(exchangeRow), (group) =>
      insertExchanges(this.db, group),
    );
    for (const w of batch.waiters) {
      const err =
        (w.sessionId && failedSessions.get(w.sessionId)) ||
        w.recordIds.map((id) => failedRecords.get(id)).find(Boolean) ||
        (w.exchangeId && failedExchanges.get(w.exchangeId));
      if (err) w.reject(err);
      else w.resolve();
    }
  }
}

/**
 * Runs `statement` on groups of MAX_ROWS rows; a group that fails is run again row by row.
 * Returns the error of each row that failed on its own, by id.
 */
async function inGroups<R extends { id: string }>(
  rows: R[],
  statement: (rows: R[]) => Promise<unknown>,
): Promise<Map<string, unknown>> {
  const failed = new Map<string, unknown>();
  for (let i = 0; i < rows.length; i += MAX_ROWS) {
    const group = rows.slice(i, i + MAX_ROWS);
    try {
      await statement(group);
    } catch (groupErr) {
      if (group.length === 1) failed.set(group[0]!.id, groupErr);
      else {
        for (const row of group) {
          await statement([row]).catch((err: unknown) => failed.set(row.id, err));
          await yieldToIo();
        }
      }
    }
    await yieldToIo();
  }
  return failed;
}

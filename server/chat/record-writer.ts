// Coalesces the assistant's database writes: sessions and records queued within `delayMs` go
// in one statement each (an upsert by id: the first write of a record inserts it, the last one
// stores the finished answer). With a thousand answers at once, a thousand single-row writes
// on the embedded database would hold up every stream; a few batched ones do not.
import type { Kysely } from 'kysely';
import type { ChatRecord, ChatRole } from '../../src/lib/contract/chat';
import type { Database } from '../db/schema';

export interface RecordRow {
  id: string;
  sessionId: string;
  role: ChatRole;
  content: string;
  reasoning: string | null;
  status: ChatRecord['status'];
}

interface Pending {
  sessions: Map<string, string | null>;
  records: Map<string, RecordRow>;
  order: string[];
  waiters: { resolve: () => void; reject: (err: unknown) => void }[];
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
      batch.records.set(r.id, r);
    }
    return new Promise((resolve, reject) => batch.waiters.push({ resolve, reject }));
  }

  private open(): Pending {
    const batch: Pending = { sessions: new Map(), records: new Map(), order: [], waiters: [] };
    setTimeout(() => {
      if (this.pending === batch) this.pending = null;
      // One batch at a time: records of a later batch may update rows of an earlier one.
      this.flushing = this.flushing.then(() => this.flush(batch));
    }, this.delayMs);
    return batch;
  }

  private async flush(batch: Pending): Promise<void> {
    try {
      const sessions = [...batch.sessions].map(([id, memberId]) => ({ id, member_id: memberId }));
      for (let i = 0; i < sessions.length; i += MAX_ROWS) {
        await this.db
          .insertInto('chat_sessions')
          .values(sessions.slice(i, i + MAX_ROWS))
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        await yieldToIo();
      }
      const rows = batch.order.map((id) => {
        const r = batch.records.get(id)!;
        return { id: r.id, session_id: r.sessionId, role: r.role, content: r.content, reasoning: r.reasoning, status: r.status };
      });
      for (let i = 0; i < rows.length; i += MAX_ROWS) {
        await this.db
          .insertInto('chat_records')
          .values(rows.slice(i, i + MAX_ROWS))
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              content: eb.ref('excluded.content'),
              reasoning: eb.ref('excluded.reasoning'),
              status: eb.ref('excluded.status'),
            })),
          )
          .execute();
        await yieldToIo();
      }
      for (const w of batch.waiters) w.resolve();
    } catch (err) {
      for (const w of batch.waiters) w.reject(err);
    }
  }
}

// Issue 19: every question and answer of the assistant, with what the answer was (its
// language, place, point, sources, whether it declined), for the people who run a place
// (the export: server/src/chat/exchange-export.ts). A row belongs to its session: closing the
// member's account deletes the session and, by the cascade, its exchanges. It does not follow
// the session's records: "stop generating" takes a pair out of the conversation, not out of
// the operators' log. The question and answer text are copied for the same reason.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assistant_exchanges')
    // The answer's record id: one exchange per answer written (a regenerated answer is another).
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Insertion order, the export's cursor (created_at has microseconds a JS Date would lose).
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('complete', 'stopped', 'error')`))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('ui_lang', 'text', (c) => c.notNull())
    .addColumn('place_id', 'text')
    .addColumn('point_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('declined', 'boolean', (c) => c.notNull())
    .addColumn('sources', 'jsonb', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The export reads in insertion order from a time, optionally for one place; closure deletes by session.
  await db.schema.createIndex('assistant_exchanges_seq').on('assistant_exchanges').column('seq').execute();
  await db.schema.createIndex('assistant_exchanges_created').on('assistant_exchanges').column('created_at').execute();
  await db.schema
    .createIndex('assistant_exchanges_place')
    .on('assistant_exchanges')
    .columns(['place_id', 'seq'])
    .execute();
  await db.schema.createIndex('assistant_exchanges_session').on('assistant_exchanges').column('session_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assistant_exchanges').execute();
}

// Issue 22: an answer written by one instance can be resumed through any other. Each instance
// has a row with a lease it renews while it runs (server_instances); each answer being written
// names its instance (chat_answers: one unfinished answer per session, so two instances cannot
// both answer in one session); its events are stored as they are made (chat_answer_events),
// so another instance replays them and follows the rest (LISTEN/NOTIFY). When an instance's
// lease runs out, the others stop its answers with the text its events hold and add the end
// event. Finished answers and their events are deleted a while later by the clean-up job.
// The embedded database (one process) writes none of these.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_instances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // host:pid, for the operators.
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('lease_until', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('chat_answers')
    .addColumn('answer_id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('instance_id', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Until when a client of another instance follows it (the writer does not stop it for
    // want of a client before then).
    .addColumn('watched_until', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create unique index chat_answers_one_per_session on chat_answers (session_id) where finished_at is null`.execute(
    db,
  );
  await sql`create index chat_answers_unfinished on chat_answers (instance_id) where finished_at is null`.execute(db);
  await db.schema.createIndex('chat_answers_finished').on('chat_answers').column('finished_at').execute();
  await db.schema
    .createTable('chat_answer_events')
    .addColumn('answer_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    // The JSON text of the event's data, as sent.
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_answer_events_pk', ['answer_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_answer_events').execute();
  await db.schema.dropTable('chat_answers').execute();
  await db.schema.dropTable('server_instances').execute();
}

// The tracking ingest tables (spec point 7 "Tracking"). Written to on every batch, read
// only by analysis: the event's id is its primary key (a repeated event is stored once),
// no foreign key from events to batches (one lookup less per row on ingest).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tracking_batches')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('event_count', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tracking_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('batch_uuid', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('client_time', 'bigint', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('distinct_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('properties', 'jsonb', (c) => c.notNull())
    .addColumn('super_properties', 'jsonb', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('tracking_events_event_received_idx')
    .on('tracking_events')
    .columns(['event', 'received_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tracking_events').ifExists().execute();
  await db.schema.dropTable('tracking_batches').ifExists().execute();
}

// Issue 22: the assistant's questions per minute were counted in each process, so two
// instances let twice the limit through. A token bucket per key (a keyed hash of the client
// address, a member id) is one row, taken from by one atomic statement (chat/shared-rate-limit.ts).
// A bucket that has refilled completely is the same as no row: the clean-up job deletes those.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_buckets')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('tokens', 'double precision', (c) => c.notNull())
    .addColumn('refilled_at', 'timestamptz', (c) => c.notNull())
    // Whether the last take found a token (returned by the same statement).
    .addColumn('taken', 'boolean', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_buckets_refilled').on('rate_buckets').column('refilled_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_buckets').execute();
}

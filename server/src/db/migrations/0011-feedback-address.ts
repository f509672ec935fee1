// Feedback is limited per sender address (5 an hour). The address is kept only as its
// sha256 (enough to count, not to show who sent it), with an index for the hourly count.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feedback').addColumn('address_hash', 'text').execute();
  await db.schema
    .createIndex('feedback_address_created_idx')
    .on('feedback')
    .columns(['address_hash', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('feedback_address_created_idx').execute();
  await db.schema.alterTable('feedback').dropColumn('address_hash').execute();
}

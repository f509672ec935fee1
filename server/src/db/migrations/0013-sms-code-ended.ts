// Issue 14: an older SMS code must never work again once a newer one exists or a login
// succeeded. ended_at marks a code that was never used but can no longer be (consumed_at
// stays "used to log in", which the per-address rules read as "this address logged in").
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sms_codes').addColumn('ended_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sms_codes').dropColumn('ended_at').execute();
}

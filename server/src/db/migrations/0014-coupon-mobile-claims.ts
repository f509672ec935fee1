// Issue 14: one-per-member coupons were claimed again by closing the account and logging in
// with the same number. Claims are also counted per number, under a keyed hash of it
// (server/src/members/mobile-key.ts), in a table that names no member: closing an account
// deletes the member but not this count.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupon_mobile_claims')
    .addColumn('mobile_key', 'text', (c) => c.notNull())
    .addColumn('offer_id', 'text', (c) => c.notNull().references('coupon_offers.id').onDelete('cascade'))
    .addColumn('claims', 'integer', (c) => c.notNull().check(sql`claims > 0`))
    .addPrimaryKeyConstraint('coupon_mobile_claims_pk', ['mobile_key', 'offer_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('coupon_mobile_claims').execute();
}

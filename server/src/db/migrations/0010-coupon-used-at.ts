// A coupon's use is recorded by its own time, not only by the order naming it: deleting a
// refunded order sets member_coupons.used_order_id to null (0008's ON DELETE SET NULL), and
// the coupon must stay used. Cancelling an order clears both (the coupon is given back).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member_coupons').addColumn('used_at', 'timestamptz').execute();
  await db
    .updateTable('member_coupons' as never)
    .set({ used_at: new Date() } as never)
    .where('used_order_id' as never, 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member_coupons').dropColumn('used_at').execute();
}

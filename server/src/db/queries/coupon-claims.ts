// Coupon claims counted per mobile number (a keyed hash of it: server/src/members/mobile-key.ts),
// so that closing the account and logging in again with the same number does not claim a
// one-per-member offer twice. The count names no member and outlives the closure; the
// closed account's unused coupons go back to their offers' stock.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema';

type Trx = Transaction<Database>;
type Reader = Pick<Trx, 'selectFrom'>;

/** Claims of each offer under this number's key. */
export async function claimsOfMobile(db: Reader, mobileKey: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('coupon_mobile_claims')
    .select(['offer_id', 'claims'])
    .where('mobile_key', '=', mobileKey)
    .execute();
  return new Map(rows.map((r) => [r.offer_id, r.claims]));
}

/** Raises the number's count of an offer to at least `claims` (never lowers it). */
export async function raiseMobileClaims(trx: Trx, mobileKey: string, offerId: string, claims: number): Promise<void> {
  await trx
    .insertInto('coupon_mobile_claims')
    .values({ mobile_key: mobileKey, offer_id: offerId, claims })
    .onConflict((oc) =>
      oc
        .columns(['mobile_key', 'offer_id'])
        .doUpdateSet({ claims: sql`greatest(coupon_mobile_claims.claims, excluded.claims)` }),
    )
    .execute();
}

/**
 * Before a member is deleted: its number's key keeps every claim the member holds (also
 * those made under an earlier number), and its unused coupons return to stock.
 */
export async function settleCouponsOfClosure(trx: Trx, memberId: string, mobileKey: string): Promise<void> {
  const held = await trx
    .selectFrom('member_coupons')
    .select([
      'offer_id',
      sql<number>`count(*)::int`.as('n'),
      sql<number>`(count(*) filter (where used_at is null))::int`.as('unused'),
    ])
    .where('member_id', '=', memberId)
    .groupBy('offer_id')
    .orderBy('offer_id')
    .execute();
  for (const { offer_id: offerId, n, unused } of held) {
    await raiseMobileClaims(trx, mobileKey, offerId, n);
    if (unused > 0) {
      await trx
        .updateTable('coupon_offers')
        .set({ claimed: sql`greatest(claimed - ${unused}, 0)` })
        .where('id', '=', offerId)
        .execute();
    }
  }
}

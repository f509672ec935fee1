// Coupon offers and the coupons members hold. Claiming is one transaction: the member's
// count, and its number's (coupon-claims.ts), are checked under per-member and per-number
// locks, and the offer's stock moves with a conditional update (`claimed < total and
// active`), so the last coupon goes to exactly one caller.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { COUPON_STATUS, type CouponOffer, type MemberCoupon } from '@contract/member';
import type { Database } from '../schema';
import { claimsOfMobile, raiseMobileClaims } from './coupon-claims';

type Db = Kysely<Database> | Transaction<Database>;

/** The caller: its id and the key of its mobile number (claims are counted under both). */
export interface Claimant {
  memberId: string;
  mobileKey: string;
}

export async function listOffers(db: Db, claimant: Claimant | null): Promise<CouponOffer[]> {
  const offers = await db.selectFrom('coupon_offers').selectAll().where('active', '=', true).orderBy('id').execute();
  const held = new Map<string, number>();
  if (claimant && offers.length) {
    const rows = await db
      .selectFrom('member_coupons')
      .select(['offer_id', sql<number>`count(*)::int`.as('n')])
      .where('member_id', '=', claimant.memberId)
      .groupBy('offer_id')
      .execute();
    for (const r of rows) held.set(r.offer_id, r.n);
    for (const [offerId, n] of await claimsOfMobile(db, claimant.mobileKey))
      held.set(offerId, Math.max(n, held.get(offerId) ?? 0));
  }
  return offers.map((o) => ({
    id: o.id,
    title: o.title,
    amountOffMinor: o.amount_off_minor,
    minSpendMinor: o.min_spend_minor,
    validDays: o.valid_days,
    remaining: Math.max(0, o.total - o.claimed),
    status:
      (held.get(o.id) ?? 0) >= o.per_member
        ? COUPON_STATUS.claimed
        : o.claimed >= o.total
          ? COUPON_STATUS.allClaimed
          : COUPON_STATUS.claim,
  }));
}

const memberCouponColumns = [
  'member_coupons.id',
  'member_coupons.offer_id',
  'member_coupons.claimed_at',
  'member_coupons.expires_at',
  'member_coupons.used_order_id',
  'member_coupons.used_at',
  'coupon_offers.title',
  'coupon_offers.amount_off_minor',
  'coupon_offers.min_spend_minor',
] as const;

function memberCoupons(db: Db, memberId: string) {
  return db
    .selectFrom('member_coupons')
    .innerJoin('coupon_offers', 'coupon_offers.id', 'member_coupons.offer_id')
    .select(memberCouponColumns)
    .where('member_coupons.member_id', '=', memberId);
}

type MemberCouponRow = Awaited<ReturnType<ReturnType<typeof memberCoupons>['executeTakeFirstOrThrow']>>;

/** 2 used (by an order, whatever the date), else 1 past its expiry, else 0 to use. */
export function couponStatusOf(row: { used_at: Date | null; expires_at: Date }, now: Date): 0 | 1 | 2 {
  if (row.used_at) return COUPON_STATUS.used;
  return new Date(row.expires_at) <= now ? COUPON_STATUS.expired : COUPON_STATUS.toUse;
}

function memberCouponOf(row: MemberCouponRow, now: Date): MemberCoupon {
  return {
    id: row.id,
    offerId: row.offer_id,
    title: row.title,
    amountOffMinor: row.amount_off_minor,
    minSpendMinor: row.min_spend_minor,
    claimedAt: new Date(row.claimed_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    status: couponStatusOf(row, now),
    usedOrderId: row.used_order_id,
  };
}

export async function listMemberCoupons(
  db: Db,
  memberId: string,
  status: 0 | 1 | 2 | undefined,
  now = new Date(),
): Promise<MemberCoupon[]> {
  let q = memberCoupons(db, memberId);
  if (status === COUPON_STATUS.used) q = q.where('member_coupons.used_at', 'is not', null);
  if (status === COUPON_STATUS.expired)
    q = q.where('member_coupons.used_at', 'is', null).where('member_coupons.expires_at', '<=', now);
  if (status === COUPON_STATUS.toUse)
    q = q.where('member_coupons.used_at', 'is', null).where('member_coupons.expires_at', '>', now);
  const rows = await q.orderBy('member_coupons.claimed_at', 'desc').orderBy('member_coupons.id').execute();
  return rows.map((r) => memberCouponOf(r, now));
}

export async function findMemberCoupon(
  db: Db,
  memberId: string,
  id: string,
  now = new Date(),
): Promise<MemberCoupon | undefined> {
  const row = await memberCoupons(db, memberId).where('member_coupons.id', '=', id).executeTakeFirst();
  return row ? memberCouponOf(row, now) : undefined;
}

/** Marks a coupon used by an order, only if it is the member's, unused and not expired. */
export async function useCoupon(
  db: Db,
  memberId: string,
  couponId: string,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('member_coupons')
    .set({ used_order_id: orderId, used_at: now })
    .where('id', '=', couponId)
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export type ClaimOutcome =
  { kind: 'claimed'; coupon: MemberCoupon } | { kind: 'unknown' } | { kind: 'held' } | { kind: 'all-claimed' };

export async function claimCoupon(
  db: Kysely<Database>,
  claimant: Claimant,
  offerId: string,
  now = new Date(),
): Promise<ClaimOutcome> {
  const { memberId, mobileKey } = claimant;
  return db.transaction().execute(async (trx): Promise<ClaimOutcome> => {
    // One claim of a member, and of a number, at a time: the counts below cannot be raced.
    await sql`select pg_advisory_xact_lock(hashtext(${`coupon-claim:${memberId}`}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(hashtext(${`coupon-claim-mobile:${mobileKey}`}))`.execute(trx);
    const offer = await trx
      .selectFrom('coupon_offers')
      .selectAll()
      .where('id', '=', offerId)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!offer) return { kind: 'unknown' };
    const held = await trx
      .selectFrom('member_coupons')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('member_id', '=', memberId)
      .where('offer_id', '=', offerId)
      .executeTakeFirstOrThrow();
    // The number's count covers claims of accounts closed since (and is at least the member's).
    const claims = Math.max(held.n, (await claimsOfMobile(trx, mobileKey)).get(offerId) ?? 0);
    if (claims >= offer.per_member) return { kind: 'held' };
    const taken = await trx
      .updateTable('coupon_offers')
      .set({ claimed: sql`claimed + 1` })
      .where('id', '=', offerId)
      .where(sql<boolean>`claimed < total`)
      .where('active', '=', true)
      .returning('id')
      .executeTakeFirst();
    if (!taken) return { kind: 'all-claimed' };
    const id = randomUUID();
    await trx
      .insertInto('member_coupons')
      .values({
        id,
        member_id: memberId,
        offer_id: offerId,
        claimed_at: now,
        expires_at: new Date(now.getTime() + offer.valid_days * 86_400_000),
      })
      .execute();
    await raiseMobileClaims(trx, mobileKey, offerId, claims + 1);
    const coupon = await findMemberCoupon(trx, memberId, id, now);
    return { kind: 'claimed', coupon: coupon! };
  });
}

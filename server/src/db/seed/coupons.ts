// content/coupons.json: the coupon offers. Imported at seed; applied by CONTENT_UPDATE
// (the folder's values win, but the number already claimed stays, and an offer the folder
// dropped is deleted only if no member holds one of its coupons, else made inactive).
import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import { AllLocalesText } from '@contract/schemas';
import type { Database } from '../schema';

export const CouponOfferContent = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,64}$/),
    title: AllLocalesText,
    amountOffMinor: z.number().int().positive(),
    minSpendMinor: z.number().int().nonnegative(),
    validDays: z.number().int().positive().max(3650),
    total: z.number().int().nonnegative(),
    perMember: z.number().int().positive().default(1),
    active: z.boolean().default(true),
  })
  .strict();

export const CouponsContentFile = z.array(CouponOfferContent).superRefine((offers, ctx) => {
  const seen = new Set<string>();
  offers.forEach((o, i) => {
    if (seen.has(o.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate offer id '${o.id}'` });
    seen.add(o.id);
  });
});

export type CouponOfferContentT = z.infer<typeof CouponOfferContent>;

const rowOf = (o: CouponOfferContentT) => ({
  id: o.id,
  title: JSON.stringify(o.title),
  amount_off_minor: o.amountOffMinor,
  min_spend_minor: o.minSpendMinor,
  valid_days: o.validDays,
  total: o.total,
  per_member: o.perMember,
  active: o.active,
});

export async function importCoupons(trx: Transaction<Database>, offers: CouponOfferContentT[]): Promise<void> {
  if (offers.length) await trx.insertInto('coupon_offers').values(offers.map(rowOf)).execute();
}

export async function updateCoupons(trx: Transaction<Database>, offers: CouponOfferContentT[]): Promise<void> {
  const ids = offers.map((o) => o.id);
  let dropped = trx.selectFrom('coupon_offers').select('id');
  if (ids.length) dropped = dropped.where('id', 'not in', ids);
  const droppedIds = (await dropped.execute()).map((r) => r.id);
  if (droppedIds.length) {
    await trx.updateTable('coupon_offers').set({ active: false }).where('id', 'in', droppedIds).execute();
    await trx
      .deleteFrom('coupon_offers')
      .where('id', 'in', droppedIds)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('member_coupons').select('id').whereRef('member_coupons.offer_id', '=', 'coupon_offers.id'),
          ),
        ),
      )
      .execute();
  }
  for (const offer of offers) {
    const row = rowOf(offer);
    await trx
      .insertInto('coupon_offers')
      .values(row)
      // What members claimed stays; the stock never goes below it.
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ ...row, total: sql`greatest(excluded.total, coupon_offers.claimed)` }),
      )
      .execute();
  }
}

import type { Context } from 'hono';
import { claimCoupon, listMemberCoupons, listOffers, type Claimant } from '../../db/queries/coupons';
import { memberMobileKey, type MobileKeyer } from '../../members/mobile-key';
import { couponNotFound, couponUnavailable } from '../../members/order-errors';
import { ok } from '../../lib/respond';
import type { AppBindings, AppRouteHandler } from '../../lib/types';
import { reloginError } from '../../middlewares/member-auth';
import type { ClaimRoute, MineRoute, OffersRoute } from './coupons.routes';

/** Claims count per member and per mobile number (its key): closing the account resets neither. */
export function couponsHandlers(keyOf: MobileKeyer) {
  async function claimantOf(c: Context<AppBindings>): Promise<Claimant | null> {
    const member = c.var.member;
    if (!member) return null;
    const mobileKey = await memberMobileKey(c.var.db, keyOf, member.memberId);
    // The member was closed between the token check and now.
    if (!mobileKey) throw reloginError();
    return { memberId: member.memberId, mobileKey };
  }

  const offers: AppRouteHandler<OffersRoute> = async (c) =>
    c.json(ok(await listOffers(c.var.db, await claimantOf(c))), 200);

  const claim: AppRouteHandler<ClaimRoute> = async (c) => {
    const { offerId } = c.req.valid('json');
    const outcome = await claimCoupon(c.var.db, (await claimantOf(c))!, offerId);
    if (outcome.kind === 'unknown') throw couponNotFound(offerId);
    if (outcome.kind === 'held') throw couponUnavailable('You already hold the most coupons of this offer');
    if (outcome.kind === 'all-claimed') throw couponUnavailable('All coupons of this offer have been claimed');
    return c.json(ok(outcome.coupon), 200);
  };

  const mine: AppRouteHandler<MineRoute> = async (c) =>
    c.json(ok(await listMemberCoupons(c.var.db, c.var.member!.memberId, c.req.valid('query').status)), 200);

  return { offers, claim, mine };
}

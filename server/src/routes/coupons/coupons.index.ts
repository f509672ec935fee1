import type { Context } from 'hono';
import { MEMBER_ENDPOINTS } from '@contract/member';
import { claimCoupon, listMemberCoupons, listOffers, type Claimant } from '../../db/queries/coupons';
import { memberMobileKey, type MobileKeyer } from '../../members/mobile-key';
import { couponNotFound, couponUnavailable } from '../../members/order-errors';
import { createRouter } from '../../lib/create-app';
import { ok } from '../../lib/respond';
import type { AppBindings } from '../../lib/types';
import { optionalMember, reloginError, requireMember } from '../../middlewares/member-auth';
import { registerMemberBearer } from '../orders/member-openapi';
import * as routes from './coupons.routes';

/** Claims count per member and per mobile number (its key): closing the account resets neither. */
export function createCouponsRouter(keyOf: MobileKeyer) {
  async function claimantOf(c: Context<AppBindings>): Promise<Claimant | null> {
    const member = c.var.member;
    if (!member) return null;
    const mobileKey = await memberMobileKey(c.var.db, keyOf, member.memberId);
    // The member was closed between the token check and now.
    if (!mobileKey) throw reloginError();
    return { memberId: member.memberId, mobileKey };
  }

  const router = createRouter();
  registerMemberBearer(router);
  router.use(MEMBER_ENDPOINTS.couponOffers, optionalMember());
  router.use(MEMBER_ENDPOINTS.couponClaim, requireMember());
  router.use(MEMBER_ENDPOINTS.couponMine, requireMember());
  return router
    .openapi(routes.offers, async (c) => c.json(ok(await listOffers(c.var.db, await claimantOf(c))), 200))
    .openapi(routes.claim, async (c) => {
      const { offerId } = c.req.valid('json');
      const outcome = await claimCoupon(c.var.db, (await claimantOf(c))!, offerId);
      if (outcome.kind === 'unknown') throw couponNotFound(offerId);
      if (outcome.kind === 'held') throw couponUnavailable('You already hold the most coupons of this offer');
      if (outcome.kind === 'all-claimed') throw couponUnavailable('All coupons of this offer have been claimed');
      return c.json(ok(outcome.coupon), 200);
    })
    .openapi(routes.mine, async (c) =>
      c.json(ok(await listMemberCoupons(c.var.db, c.var.member!.memberId, c.req.valid('query').status)), 200),
    );
}

import { MEMBER_ENDPOINTS } from '@contract/member';
import type { MobileKeyer } from '../../members/mobile-key';
import { createRouter } from '../../lib/create-app';
import { optionalMember, requireMember } from '../../middlewares/member-auth';
import { registerMemberBearer } from '../orders/member-openapi';
import { couponsHandlers } from './coupons.handlers';
import * as routes from './coupons.routes';

export function createCouponsRouter(keyOf: MobileKeyer) {
  const h = couponsHandlers(keyOf);
  const router = createRouter();
  registerMemberBearer(router);
  router.use(MEMBER_ENDPOINTS.couponOffers, optionalMember());
  router.use(MEMBER_ENDPOINTS.couponClaim, requireMember());
  router.use(MEMBER_ENDPOINTS.couponMine, requireMember());
  return router.openapi(routes.offers, h.offers).openapi(routes.claim, h.claim).openapi(routes.mine, h.mine);
}

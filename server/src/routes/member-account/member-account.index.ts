// The member's own account: profile, its changes, a new mobile number, closing the account.
// Every route reads and writes only the caller's row (the member id comes from the token).
import { MEMBER_ENDPOINTS } from '@contract/member';
import type { MobileKeyer } from '../../members/mobile-key';
import type { UploadStore } from '../../members/upload-store';
import { createRouter } from '../../lib/create-app';
import { requireMember } from '../../middlewares/member-auth';
import * as handlers from './member-account.handlers';
import * as routes from './member-account.routes';

/** keyOf: the closure keeps the number's coupon claims under its key; it deletes the member's uploads. */
export function createMemberAccountRouter(deps: { keyOf: MobileKeyer; uploads: UploadStore }) {
  const router = createRouter();
  for (const path of [
    MEMBER_ENDPOINTS.profile,
    MEMBER_ENDPOINTS.profileUpdate,
    MEMBER_ENDPOINTS.mobileChange,
    MEMBER_ENDPOINTS.close,
  ]) {
    router.use(path, requireMember());
  }
  return router
    .openapi(routes.profile, handlers.profile)
    .openapi(routes.profileUpdate, handlers.profileUpdate)
    .openapi(routes.mobileChange, handlers.mobileChange)
    .openapi(routes.close, handlers.makeClose(deps));
}

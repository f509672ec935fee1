// Login by SMS code: ask for a code, log in, log out. Only logout needs the member's token
// (and the code request for purpose 'change-mobile', which checks it itself).
import { MEMBER_ENDPOINTS } from '@contract/member';
import { BEARER_SCHEME } from '../../members/schemas';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { createRouter } from '../../lib/create-app';
import { requireMember } from '../../middlewares/member-auth';
import { authHandlers } from './auth.handlers';
import * as routes from './auth.routes';

export function createAuthRouter(sms: SmsProvider) {
  const handlers = authHandlers(sms);
  const router = createRouter();
  router.openAPIRegistry.registerComponent('securitySchemes', 'memberBearer', BEARER_SCHEME);
  router.use(MEMBER_ENDPOINTS.logout, requireMember());
  return router
    .openapi(routes.smsCode, handlers.smsCode)
    .openapi(routes.login, handlers.login)
    .openapi(routes.logout, handlers.logout);
}

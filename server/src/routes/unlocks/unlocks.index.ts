import { MEMBER_ENDPOINTS } from '@contract/member';
import { createRouter } from '../../lib/create-app';
import { requireMember } from '../../middlewares/member-auth';
import { registerMemberBearer } from '../orders/member-openapi';
import * as handlers from './unlocks.handlers';
import * as routes from './unlocks.routes';

export function createUnlocksRouter() {
  const router = createRouter();
  registerMemberBearer(router);
  router.use(MEMBER_ENDPOINTS.unlocks, requireMember());
  return router.openapi(routes.unlocksRoute, handlers.unlocks);
}

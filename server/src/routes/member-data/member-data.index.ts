// The member's favourites and browsing history (a token required) and feedback (anyone;
// tied to the member when a token is sent).
import { MEMBER_ENDPOINTS } from '@contract/member';
import { createRouter } from '../../lib/create-app';
import { optionalMember, requireMember } from '../../middlewares/member-auth';
import * as handlers from './member-data.handlers';
import * as routes from './member-data.routes';

const router = createRouter();
for (const path of [
  MEMBER_ENDPOINTS.favouriteList,
  MEMBER_ENDPOINTS.favouriteSet,
  MEMBER_ENDPOINTS.historyList,
  MEMBER_ENDPOINTS.historyRecord,
  MEMBER_ENDPOINTS.historyClear,
]) {
  router.use(path, requireMember());
}
router.use(MEMBER_ENDPOINTS.feedback, optionalMember());

router
  .openapi(routes.favouriteList, handlers.favouriteList)
  .openapi(routes.favouriteSet, handlers.favouriteSet)
  .openapi(routes.historyList, handlers.historyList)
  .openapi(routes.historyRecord, handlers.historyRecord)
  .openapi(routes.historyClear, handlers.historyClear)
  .openapi(routes.feedback, handlers.feedback);

export default router;

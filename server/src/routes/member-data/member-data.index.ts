// The member's favourites and browsing history (a token required) and feedback (anyone;
// tied to the member when a token is sent).
import { MEMBER_ENDPOINTS } from '@contract/member';
import { createRouter } from '../../lib/create-app';
import { optionalMember, requireMember } from '../../middlewares/member-auth';
import * as favouriteHandlers from './favourites.handlers';
import * as favouriteRoutes from './favourites.routes';
import * as feedbackHandlers from './feedback.handlers';
import * as feedbackRoutes from './feedback.routes';
import * as historyHandlers from './history.handlers';
import * as historyRoutes from './history.routes';

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
  .openapi(favouriteRoutes.favouriteList, favouriteHandlers.favouriteList)
  .openapi(favouriteRoutes.favouriteSet, favouriteHandlers.favouriteSet)
  .openapi(historyRoutes.historyList, historyHandlers.historyList)
  .openapi(historyRoutes.historyRecord, historyHandlers.historyRecord)
  .openapi(historyRoutes.historyClear, historyHandlers.historyClear)
  .openapi(feedbackRoutes.feedback, feedbackHandlers.feedback);

export default router;

import { createRouter } from '../../lib/create-app';
import { requireAdmin } from '../../middlewares/admin-auth';
import { exportExchangesHandler } from './admin.handlers';
import * as routes from './admin.routes';

/** The operators' routes, behind the admin token (null: every call refused). */
export function createAdminRouter(adminToken: string | null) {
  const router = createRouter();
  router.openAPIRegistry.registerComponent('securitySchemes', 'adminBearer', routes.ADMIN_SCHEME);
  router.use(routes.ADMIN_EXCHANGES_PATH, requireAdmin(adminToken));
  return router.openapi(routes.exportExchanges, exportExchangesHandler);
}

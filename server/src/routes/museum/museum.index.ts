import { createRouter } from '../../lib/create-app';
import * as handlers from './museum.handlers';
import * as routes from './museum.routes';

const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.exhibits, handlers.exhibits);

export default router;

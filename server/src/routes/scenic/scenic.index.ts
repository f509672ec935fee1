import { createRouter } from '../../lib/create-app';
import * as handlers from './scenic.handlers';
import * as routes from './scenic.routes';

const router = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.popular, handlers.popular)
  .openapi(routes.filters, handlers.filters)
  .openapi(routes.detail, handlers.detail);

export default router;

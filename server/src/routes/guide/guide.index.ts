import { createRouter } from '../../lib/create-app';
import * as handlers from './guide.handlers';
import * as routes from './guide.routes';

const router = createRouter().openapi(routes.list, handlers.list).openapi(routes.detail, handlers.detail);

export default router;

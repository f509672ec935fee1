import { createRouter } from '../../lib/create-app';
import * as handlers from './point.handlers';
import * as routes from './point.routes';

const router = createRouter().openapi(routes.detail, handlers.detail);

export default router;

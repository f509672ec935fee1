import { createRouter } from '../../lib/create-app';
import * as handlers from './banner.handlers';
import * as routes from './banner.routes';

const router = createRouter().openapi(routes.list, handlers.list);

export default router;

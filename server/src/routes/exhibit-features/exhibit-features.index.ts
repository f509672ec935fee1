import { createRouter } from '../../lib/create-app';
import * as handlers from './exhibit-features.handlers';
import * as routes from './exhibit-features.routes';

const router = createRouter().openapi(routes.list, handlers.list);

export default router;

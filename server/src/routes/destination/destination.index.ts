import { createRouter } from '../../lib/create-app';
import * as handlers from './destination.handlers';
import * as routes from './destination.routes';

const router = createRouter().openapi(routes.hot, handlers.hot);

export default router;

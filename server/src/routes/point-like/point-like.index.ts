import { createRouter } from '../../lib/create-app';
import * as handlers from './point-like.handlers';
import * as routes from './point-like.routes';

const router = createRouter().openapi(routes.like, handlers.like);

export default router;

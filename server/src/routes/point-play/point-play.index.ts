import { createRouter } from '../../lib/create-app';
import * as handlers from './point-play.handlers';
import * as routes from './point-play.routes';

const router = createRouter().openapi(routes.play, handlers.play);

export default router;

import { createRouter } from '../../lib/create-app';
import * as handlers from './simple-dict.handlers';
import * as routes from './simple-dict.routes';

const router = createRouter().openapi(routes.getByName, handlers.getByName);

export default router;

import { createRouter } from '../../lib/create-app';
import * as handlers from './exhibit-hashes.handlers';
import * as routes from './exhibit-hashes.routes';

const router = createRouter().openapi(routes.list, handlers.list);

export default router;

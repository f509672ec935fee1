import { createRouter } from '../../lib/create-app';
import * as handlers from './public-key.handlers';
import * as routes from './public-key.routes';

const router = createRouter().openapi(routes.publicKey, handlers.publicKey);

export default router;

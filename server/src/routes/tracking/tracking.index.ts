import { createRouter } from '../../lib/create-app';
import * as handlers from './tracking.handlers';
import * as routes from './tracking.routes';

// The ingest verifies the signature over the text as sent, then stores U+FFFD for what no
// database can hold: validation must not refuse that text first.
const router = createRouter({ unstorableText: 'keep' }).openapi(routes.add, handlers.add);

export default router;

// paymentNotify: the signature is checked over the raw body before anything else (Hono
// keeps the text, so the validator then parses the same bytes).
import { MEMBER_ENDPOINTS } from '@contract/member';
import type { SecretSource } from '../../members/secret-source';
import { createRouter } from '../../lib/create-app';
import * as handlers from './payment.handlers';
import * as routes from './payment.routes';

export function createPaymentRouter(secret: SecretSource) {
  const router = createRouter();
  router.use(MEMBER_ENDPOINTS.paymentNotify, handlers.verifySignature(secret));
  return router.openapi(routes.notify, handlers.notify);
}

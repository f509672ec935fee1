// paymentNotify: the signature is checked over the raw body before anything else (Hono
// keeps the text, so the validator then parses the same bytes).
import { MEMBER_ENDPOINTS, PAYMENT_SIGNATURE_HEADER } from '@contract/member';
import { applyPaymentNotification } from '../../members/payment-notifications';
import type { SecretSource } from '../../members/payment-secret';
import { verifyPaymentSignature } from '../../members/payment-signature';
import { createRouter } from '../../lib/create-app';
import { ERROR_CODES } from '../../lib/error-codes';
import { ApiError, ok } from '../../lib/respond';
import * as routes from './payment.routes';

export function createPaymentRouter(secret: SecretSource) {
  const router = createRouter();
  router.use(MEMBER_ENDPOINTS.paymentNotify, async (c, next) => {
    const raw = await c.req.text();
    if (!verifyPaymentSignature(raw, c.req.header(PAYMENT_SIGNATURE_HEADER), await secret())) {
      c.var.logger.warn('payment notification with a bad signature');
      throw new ApiError(401, ERROR_CODES.paymentBadSignature, 'The payment signature does not verify');
    }
    await next();
  });
  return router.openapi(routes.notify, async (c) => {
    const result = await applyPaymentNotification(c.var.db, c.req.valid('json'), c.var.logger);
    return c.json(ok({ received: true as const, applied: result.applied }), 200);
  });
}

import type { MiddlewareHandler } from 'hono';
import { PAYMENT_SIGNATURE_HEADER } from '@contract/member';
import { applyPaymentNotification } from '../../members/payment-notifications';
import { verifyPaymentSignature } from '../../members/payment-signature';
import type { SecretSource } from '../../members/secret-source';
import { ERROR_CODES } from '../../lib/error-codes';
import { ApiError, ok } from '../../lib/respond';
import type { AppBindings, AppRouteHandler } from '../../lib/types';
import type { NotifyRoute } from './payment.routes';

/** Runs before the validator: the signature is checked over the raw body first. */
export function verifySignature(secret: SecretSource): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const raw = await c.req.text();
    if (!verifyPaymentSignature(raw, c.req.header(PAYMENT_SIGNATURE_HEADER), await secret())) {
      c.var.logger.warn('payment notification with a bad signature');
      throw new ApiError(401, ERROR_CODES.paymentBadSignature, 'The payment signature does not verify');
    }
    await next();
  };
}

export const notify: AppRouteHandler<NotifyRoute> = async (c) => {
  const result = await applyPaymentNotification(c.var.db, c.req.valid('json'), c.var.logger);
  return c.json(ok({ received: true as const, applied: result.applied }), 200);
};

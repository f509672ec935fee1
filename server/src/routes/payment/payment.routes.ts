import { createRoute, z } from '@hono/zod-openapi';
import { MEMBER_ENDPOINTS, PAYMENT_SIGNATURE_HEADER } from '@contract/member';
import { errorResponse, errorResponses, jsonContent, okResponse } from '../../lib/schemas';

export const PaymentNotificationSchema = z
  .object({
    eventId: z.string().min(1).max(200),
    type: z.enum(['payment.succeeded', 'refund.succeeded']),
    paymentId: z.string().min(1).max(128),
    orderId: z.string().min(1).max(128),
    amountMinor: z.number().int().positive().max(100_000_000),
    occurredAt: z.iso.datetime(),
  })
  .openapi('PaymentNotification');

const AckSchema = z.object({ received: z.literal(true), applied: z.boolean() }).openapi('PaymentNotificationAck');

export const notify = createRoute({
  method: 'post',
  path: MEMBER_ENDPOINTS.paymentNotify,
  tags: ['payment'],
  summary: 'The payment provider’s signed notification (payment or refund done); applied once per eventId',
  description:
    `Header ${PAYMENT_SIGNATURE_HEADER}: lower-case hex HMAC-SHA256 of the raw body under the shared secret ` +
    '(PAYMENT_SANDBOX_SECRET). A repeated eventId answers applied: false and changes nothing.',
  request: {
    headers: z.object({
      [PAYMENT_SIGNATURE_HEADER]: z.string().optional().openapi({ description: 'hex HMAC-SHA256 of the raw body' }),
    }),
    body: { ...jsonContent(PaymentNotificationSchema, 'The event'), required: true },
  },
  responses: {
    200: okResponse(AckSchema, 'Received (applied: false for an event already applied)'),
    ...errorResponses,
    401: errorResponse('The signature does not verify (errorCode MOB2260401)'),
    404: errorResponse('No order with this id and payment (errorCode MOB2240404)'),
    409: errorResponse(
      'Amount differs from the order (MOB2260409), or the order’s status refuses the move (MOB2240409)',
    ),
    413: errorResponse('Body larger than 1 MB (errorCode GTW0000413)'),
  },
});

export type NotifyRoute = typeof notify;

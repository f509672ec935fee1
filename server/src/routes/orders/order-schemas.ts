// Zod schemas of the order wire types (src/lib/contract/member.ts), named in the OpenAPI document.
import { z } from '@hono/zod-openapi';
import { ORDER_STATUSES } from '@contract/member';
import { sameSitePath } from '../../members/return-path';
import { IdParam, PageParams } from '../../lib/schemas';
import { AllLocalesTextSchema } from './member-openapi';

const isoTime = z.string().openapi({ format: 'date-time' });

export const OrderSchema = z
  .object({
    id: z.string(),
    orderNo: z.string().openapi({ example: 'SG2026112312345678' }),
    status: z.enum(ORDER_STATUSES),
    targetKind: z.enum(['point', 'place']),
    targetId: z.string(),
    title: AllLocalesTextSchema,
    priceMinor: z.number().int(),
    discountMinor: z.number().int(),
    amountMinor: z.number().int(),
    paidMinor: z.number().int().nullable(),
    couponId: z.string().nullable(),
    paymentMethod: z.literal('sandbox').nullable(),
    createdAt: isoTime,
    payBefore: isoTime,
    paidAt: isoTime.nullable(),
    cancelledAt: isoTime.nullable(),
    cancelReason: z.string().nullable(),
    refundRequestedAt: isoTime.nullable(),
    refundedAt: isoTime.nullable(),
    refundReason: z.string().nullable(),
  })
  .openapi('Order');

export const OrderCreateBody = z.object({
  targetKind: z.enum(['point', 'place']),
  targetId: IdParam,
  couponId: IdParam.optional(),
  clientRequestId: z
    .uuid()
    .openapi({ description: 'Made once per purchase by the app: a resend returns the same order' }),
});

export const OrderListQuery = z.object({ status: z.enum(ORDER_STATUSES).optional(), ...PageParams });

const Reason = z.string().trim().max(200).optional();
export const OrderIdBody = z.object({ id: IdParam });
export const OrderCancelBody = z.object({ id: IdParam, reason: Reason });
export const OrderRefundBody = z.object({ id: IdParam, reason: Reason });

/** A path of this site, also once normalised (sameSitePath): the provider sends the member back there. */
export const ReturnUrl = z
  .string()
  .max(512)
  .refine((value) => sameSitePath(value) !== null, 'must be a path of this site, starting with a single /')
  .openapi({ example: '/orderDetail' });

export const OrderPayBody = z.object({ id: IdParam, returnUrl: ReturnUrl });

export const PaymentStartSchema = z.object({ paymentId: z.string(), payUrl: z.string() }).openapi('PaymentStart');
export const DeletedSchema = z.object({ deleted: z.literal(true) }).openapi('OrderDeleted');

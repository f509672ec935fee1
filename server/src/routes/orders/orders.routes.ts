import { createRoute, type z } from '@hono/zod-openapi';
import { MEMBER_ENDPOINTS } from '@contract/member';
import { IdQuery, errorResponse, errorResponses, jsonContent, okResponse, pageResponse } from '../../lib/schemas';
import { memberSecurity, unauthorizedResponse } from './member-openapi';
import {
  DeletedSchema,
  OrderCancelBody,
  OrderCreateBody,
  OrderIdBody,
  OrderListQuery,
  OrderPayBody,
  OrderRefundBody,
  OrderSchema,
  PaymentStartSchema,
} from './order-schemas';

const tags = ['member', 'order'];
const notFound = { 404: errorResponse('No order with this id among the caller’s (errorCode MOB2240404)') } as const;
const illegal = { 409: errorResponse('The order’s status does not allow this move (errorCode MOB2240409)') } as const;
const tooLarge = { 413: errorResponse('Body larger than 1 MB (errorCode GTW0000413)') } as const;
const body = <T extends z.ZodType>(schema: T, description: string) => ({
  body: { ...jsonContent(schema, description), required: true },
});

export const create = createRoute({
  method: 'post',
  path: MEMBER_ENDPOINTS.orderCreate,
  tags,
  security: memberSecurity,
  summary: 'Creates an order awaiting payment for a locked point or a whole place (idempotent by clientRequestId)',
  description:
    'A point costs its priceMinor; a place costs the sum of its locked points less 20%, rounded down to the fen. ' +
    'A target the member already holds a paid or refunding order for is refused (409); an order already awaiting ' +
    'payment for the same target is answered instead of a second one. A coupon takes min(amountOff, price - 1) off.',
  request: body(OrderCreateBody, 'What to buy'),
  responses: {
    200: okResponse(OrderSchema, 'The order (new, repeated, or the one already awaiting payment)'),
    ...errorResponses,
    400: errorResponse('Invalid body (VAL0000400), or the target has nothing locked (MOB2240400)'),
    ...unauthorizedResponse,
    404: errorResponse('Unknown point or place (MOB0000404), or unknown coupon (MOB2250404)'),
    409: errorResponse(
      'Already unlocked (MOB2240409), or the coupon is used, expired or below its minimum spend (MOB2250409)',
    ),
    ...tooLarge,
  },
});

export const list = createRoute({
  method: 'get',
  path: MEMBER_ENDPOINTS.orderList,
  tags,
  security: memberSecurity,
  summary: 'The caller’s orders, newest first (unpaid orders past payBefore are cancelled first)',
  request: { query: OrderListQuery },
  responses: { 200: pageResponse(OrderSchema, 'A page of orders'), ...errorResponses, ...unauthorizedResponse },
});

export const detail = createRoute({
  method: 'get',
  path: MEMBER_ENDPOINTS.orderDetail,
  tags,
  security: memberSecurity,
  summary: 'One of the caller’s orders',
  request: { query: IdQuery },
  responses: { 200: okResponse(OrderSchema, 'The order'), ...errorResponses, ...unauthorizedResponse, ...notFound },
});

export const pay = createRoute({
  method: 'post',
  path: MEMBER_ENDPOINTS.orderPay,
  tags,
  security: memberSecurity,
  summary: 'Starts the payment of an order awaiting payment: where to send the member to confirm it',
  request: body(OrderPayBody, 'The order and the path of this site to come back to'),
  responses: {
    200: okResponse(PaymentStartSchema, 'The payment and its confirmation page'),
    ...errorResponses,
    ...unauthorizedResponse,
    ...notFound,
    ...illegal,
    ...tooLarge,
  },
});

export const cancel = createRoute({
  method: 'post',
  path: MEMBER_ENDPOINTS.orderCancel,
  tags,
  security: memberSecurity,
  summary: 'Cancels an order awaiting payment (its coupon is given back)',
  request: body(OrderCancelBody, 'The order and an optional reason'),
  responses: {
    200: okResponse(OrderSchema, 'The cancelled order'),
    ...errorResponses,
    ...unauthorizedResponse,
    ...notFound,
    ...illegal,
    ...tooLarge,
  },
});

export const refund = createRoute({
  method: 'post',
  path: MEMBER_ENDPOINTS.orderRefund,
  tags,
  security: memberSecurity,
  summary: 'Asks for the refund of a paid order (refunding; the provider’s notification makes it refunded)',
  request: body(OrderRefundBody, 'The order and an optional reason'),
  responses: {
    200: okResponse(OrderSchema, 'The order, refunding'),
    ...errorResponses,
    ...unauthorizedResponse,
    ...notFound,
    ...illegal,
    ...tooLarge,
  },
});

export const remove = createRoute({
  method: 'post',
  path: MEMBER_ENDPOINTS.orderDelete,
  tags,
  security: memberSecurity,
  summary: 'Deletes a cancelled or refunded order',
  request: body(OrderIdBody, 'The order'),
  responses: {
    200: okResponse(DeletedSchema, 'Deleted'),
    ...errorResponses,
    ...unauthorizedResponse,
    ...notFound,
    ...illegal,
    ...tooLarge,
  },
});

export type CreateRoute = typeof create;
export type ListRoute = typeof list;
export type DetailRoute = typeof detail;
export type PayRoute = typeof pay;
export type CancelRoute = typeof cancel;
export type RefundRoute = typeof refund;
export type RemoveRoute = typeof remove;

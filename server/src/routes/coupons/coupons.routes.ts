import { createRoute, z } from '@hono/zod-openapi';
import { MEMBER_ENDPOINTS } from '@contract/member';
import { IdParam, errorResponse, errorResponses, jsonContent, okResponse } from '../../lib/schemas';
import { AllLocalesTextSchema, memberSecurity, unauthorizedResponse } from '../orders/member-openapi';

const tags = ['member', 'coupon'];

const CouponOfferSchema = z
  .object({
    id: z.string(),
    title: AllLocalesTextSchema,
    amountOffMinor: z.number().int(),
    minSpendMinor: z.number().int(),
    validDays: z.number().int(),
    remaining: z.number().int(),
    status: z
      .union([z.literal(3), z.literal(4), z.literal(5)])
      .openapi({ description: '5 claim, 3 claimed, 4 all claimed' }),
  })
  .openapi('CouponOffer');

const MemberCouponSchema = z
  .object({
    id: z.string(),
    offerId: z.string(),
    title: AllLocalesTextSchema,
    amountOffMinor: z.number().int(),
    minSpendMinor: z.number().int(),
    claimedAt: z.string(),
    expiresAt: z.string(),
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]).openapi({ description: '0 to use, 1 expired, 2 used' }),
    usedOrderId: z.string().nullable(),
  })
  .openapi('MemberCoupon');

export const offers = createRoute({
  method: 'get',
  path: MEMBER_ENDPOINTS.couponOffers,
  tags,
  security: [{}, ...memberSecurity],
  summary: 'Active coupon offers; with a token, each with the caller’s claim state',
  responses: {
    200: okResponse(z.array(CouponOfferSchema), 'The offers'),
    ...errorResponses,
    401: errorResponse('A token was sent but is not valid (errorCode MOB2230010)'),
  },
});

export const claim = createRoute({
  method: 'post',
  path: MEMBER_ENDPOINTS.couponClaim,
  tags,
  security: memberSecurity,
  summary: 'Claims one coupon of an offer (the stock and the per-member limit are checked atomically)',
  request: { body: { ...jsonContent(z.object({ offerId: IdParam }), 'The offer'), required: true } },
  responses: {
    200: okResponse(MemberCouponSchema, 'The coupon now held'),
    ...errorResponses,
    ...unauthorizedResponse,
    404: errorResponse('No active offer with this id (errorCode MOB2250404)'),
    409: errorResponse('All claimed, or the caller holds the most allowed (errorCode MOB2250409)'),
    413: errorResponse('Body larger than 1 MB (errorCode GTW0000413)'),
  },
});

export const mine = createRoute({
  method: 'get',
  path: MEMBER_ENDPOINTS.couponMine,
  tags,
  security: memberSecurity,
  summary: 'The caller’s coupons, newest claim first',
  request: {
    query: z.object({
      status: z.coerce
        .number()
        .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
        .optional(),
    }),
  },
  responses: {
    200: okResponse(z.array(MemberCouponSchema), 'The coupons'),
    ...errorResponses,
    ...unauthorizedResponse,
  },
});

export type OffersRoute = typeof offers;
export type ClaimRoute = typeof claim;
export type MineRoute = typeof mine;

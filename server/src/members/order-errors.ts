// The failures of the order, coupon and payment endpoints.
import { ApiError } from '../lib/respond';
import { ERROR_CODES } from '../lib/error-codes';
import type { OrderStatus } from '@contract/member';
import type { OrderMove } from './order-machine';

export const orderNotFound = (id: string) =>
  new ApiError(404, ERROR_CODES.orderNotFound, `Order '${id}' was not found`);

export const illegalMove = (move: OrderMove | 'startPayment', status: OrderStatus) =>
  new ApiError(409, ERROR_CODES.orderIllegalMove, `An order that is ${status} cannot do '${move}'`);

export const alreadyUnlocked = () =>
  new ApiError(409, ERROR_CODES.orderIllegalMove, 'This is already unlocked by a paid order');

export const targetNotFound = (kind: string, id: string) =>
  new ApiError(
    404,
    ERROR_CODES.catalogueNotFound,
    `${kind === 'point' ? 'Explanation point' : 'Place'} '${id}' was not found`,
  );

export const targetNotLocked = (id: string) =>
  new ApiError(400, ERROR_CODES.orderTargetNotLocked, `'${id}' has nothing locked to buy`);

export const couponNotFound = (id: string) =>
  new ApiError(404, ERROR_CODES.couponNotFound, `Coupon '${id}' was not found`);

export const couponUnavailable = (why: string) => new ApiError(409, ERROR_CODES.couponUnavailable, why);

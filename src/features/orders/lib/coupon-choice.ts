// Which of the member's coupons fit an order, and what is left to pay with one.
import type { MemberCoupon } from '../../../lib/contract/member';
import { COUPON_STATUS } from '../../../lib/contract/member';

/** Coupons to use (status 0, not past expiry) whose minimum spend the price reaches; biggest discount first. */
export function usableCoupons(coupons: MemberCoupon[], priceMinor: number, now: number): MemberCoupon[] {
  return coupons
    .filter((c) => c.status === COUPON_STATUS.toUse && priceMinor >= c.minSpendMinor && Date.parse(c.expiresAt) > now)
    .sort((a, b) => b.amountOffMinor - a.amountOffMinor);
}

/** The discount a coupon gives: as the server reckons it, an order is never free (at least 1 fen is paid). */
export function discountOf(coupon: MemberCoupon | null, priceMinor: number): number {
  return coupon ? Math.max(0, Math.min(coupon.amountOffMinor, priceMinor - 1)) : 0;
}

/** A whole place costs the sum of its locked points less 20%, rounded down (the server's rule). */
export const PLACE_BUNDLE_PERCENT_PAID = 80;

export function placePrice(lockedPointPrices: number[]): number {
  return Math.floor((lockedPointPrices.reduce((sum, p) => sum + p, 0) * PLACE_BUNDLE_PERCENT_PAID) / 100);
}

export function payableOf(coupon: MemberCoupon | null, priceMinor: number): number {
  return priceMinor - discountOf(coupon, priceMinor);
}

// Which of the member's coupons fit an order, and what is left to pay with one.
import type { MemberCoupon } from '@contract/member';
import { COUPON_STATUS, couponDiscount } from '@contract/member';

/** Coupons to use (status 0, not past expiry) whose minimum spend the price reaches; biggest discount first. */
export function usableCoupons(coupons: MemberCoupon[], priceMinor: number, now: number): MemberCoupon[] {
  return coupons
    .filter((c) => c.status === COUPON_STATUS.toUse && priceMinor >= c.minSpendMinor && Date.parse(c.expiresAt) > now)
    .sort((a, b) => b.amountOffMinor - a.amountOffMinor);
}

/** The discount a coupon gives, by the contract's rule (the server's). */
export function discountOf(coupon: MemberCoupon | null, priceMinor: number): number {
  return coupon ? couponDiscount(priceMinor, coupon.amountOffMinor) : 0;
}

export function payableOf(coupon: MemberCoupon | null, priceMinor: number): number {
  return priceMinor - discountOf(coupon, priceMinor);
}

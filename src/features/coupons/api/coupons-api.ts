// The coupon calls (contract: src/lib/contract/member.ts).
import { request } from '@/lib/api';
import { MEMBER_ENDPOINTS, type CouponOffer, type MemberCoupon } from '@contract/member';

export function fetchOffers(): Promise<CouponOffer[]> {
  return request<CouponOffer[]>(MEMBER_ENDPOINTS.couponOffers, { errorToast: false });
}

export function fetchMyCoupons(status?: 0 | 1 | 2): Promise<MemberCoupon[]> {
  return request<MemberCoupon[]>(MEMBER_ENDPOINTS.couponMine, {
    payload: status === undefined ? {} : { status },
    errorToast: false,
  });
}

export function claimCoupon(offerId: string): Promise<MemberCoupon> {
  return request<MemberCoupon>(MEMBER_ENDPOINTS.couponClaim, {
    method: 'POST',
    payload: { offerId },
    errorToast: false,
  });
}

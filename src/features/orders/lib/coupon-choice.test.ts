import { describe, expect, it } from 'vitest';
import type { MemberCoupon } from '@contract/member';
import { formatPrice } from '@/lib/format';
import { placeBundlePrice } from '@contract/member';
import { discountOf, payableOf, usableCoupons } from './coupon-choice';

const now = Date.parse('2026-11-23T10:00:00Z');
function coupon(
  id: string,
  amountOffMinor: number,
  minSpendMinor: number,
  status: 0 | 1 | 2 = 0,
  expiresAt = '2026-12-01T00:00:00Z',
): MemberCoupon {
  return {
    id,
    offerId: 'o',
    title: { cn: id },
    amountOffMinor,
    minSpendMinor,
    claimedAt: '2026-11-01T00:00:00Z',
    expiresAt,
    status,
    usedOrderId: null,
  } as MemberCoupon;
}

describe('coupons at checkout', () => {
  it('offers only coupons to use, unexpired, whose minimum spend is reached, biggest first', () => {
    const list = [
      coupon('small', 100, 0),
      coupon('big', 500, 1000),
      coupon('too-dear', 800, 5000),
      coupon('used', 900, 0, 2),
      coupon('expired-status', 900, 0, 1),
      coupon('past', 900, 0, 0, '2026-11-22T00:00:00Z'),
    ];
    expect(usableCoupons(list, 1000, now).map((c) => c.id)).toEqual(['big', 'small']);
  });

  it('leaves at least 1 fen to pay, and the payable amount shows as yuan with 2 decimals', () => {
    expect(discountOf(coupon('v', 800, 0), 500)).toBe(499);
    expect(payableOf(coupon('v', 800, 0), 500)).toBe(1);
    expect(discountOf(coupon('v', 800, 0), 0)).toBe(0);
    expect(payableOf(coupon('v', 150, 0), 1000)).toBe(850);
    expect(payableOf(null, 1000)).toBe(1000);
    expect(formatPrice(payableOf(coupon('v', 150, 0), 1005), 'en')).toBe('¥8.55');
    expect(formatPrice(payableOf(null, 0), 'cn')).toBe('¥0.00');
  });

  it('prices a whole place at its locked points less 20%, rounded down to the fen', () => {
    expect(placeBundlePrice([1000, 500])).toBe(1200);
    expect(placeBundlePrice([999])).toBe(799);
    expect(placeBundlePrice([])).toBe(0);
  });
});

// Prices of what can be bought, and what a coupon takes off. All amounts are integers in fen.
import { randomInt } from 'node:crypto';

/** A whole place costs the sum of its locked points less 20%, rounded down to the fen. */
export const PLACE_BUNDLE_PERCENT_PAID = 80;

export const bundlePrice = (pointPrices: number[]): number =>
  Math.floor((pointPrices.reduce((sum, p) => sum + p, 0) * PLACE_BUNDLE_PERCENT_PAID) / 100);

/** An order is never free: a coupon leaves at least 1 fen to pay. */
export const couponDiscount = (priceMinor: number, amountOffMinor: number): number =>
  Math.max(0, Math.min(amountOffMinor, priceMinor - 1));

/** 'SG' + yyyymmdd (UTC+8, the member's calendar) + 8 random digits. */
export function newOrderNo(now = new Date()): string {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  const day = china.toISOString().slice(0, 10).replaceAll('-', '');
  return `SG${day}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

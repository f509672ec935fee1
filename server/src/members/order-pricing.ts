// Order numbers. The price rules (place bundle, coupon discount) are in the contract
// (src/lib/contract/member.ts): the app shows the same amounts the server charges.
import { randomInt } from 'node:crypto';

/** 'SG' + yyyymmdd (UTC+8, the member's calendar) + 8 random digits. */
export function newOrderNo(now = new Date()): string {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  const day = china.toISOString().slice(0, 10).replaceAll('-', '');
  return `SG${day}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

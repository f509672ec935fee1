// Issue 14, item 9: closing the account and logging in again with the same number must not
// give the one-per-member voucher again. Claims are counted per mobile number under a keyed
// hash (HMAC with a server secret: not a bare SHA of 11 digits, which anyone can reverse by
// trying every number), the count outlives the closure, and a closed account's unused
// coupon goes back to the offer's stock (a used one does not).
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_CLOSE_CONFIRMATION,
  MEMBER_ENDPOINTS,
  type CouponOffer,
  type LoginResult,
  type MemberCoupon,
  type Order,
} from '../../src/lib/contract/member';
import { call, loginAs, startMemberTestServer, type MemberTestServer } from './helpers/member-auth-api';
import { lockPoint, uuid } from './helpers/order-fixtures';
import { TEST_MEMBER_KEY_SECRET } from './helpers/start';

let t: MemberTestServer;
beforeAll(async () => {
  t = await startMemberTestServer();
  await lockPoint(t.pglite, 'fx-ym-1', 600);
});
afterAll(async () => {
  await t?.close();
});

const VOUCHER = 'voucher-2-yuan';
const claim = (m: LoginResult, offerId = VOUCHER) =>
  call<MemberCoupon>(t.url, MEMBER_ENDPOINTS.couponClaim, { offerId }, m.token);
const close = (m: LoginResult) => call(t.url, MEMBER_ENDPOINTS.close, { confirm: ACCOUNT_CLOSE_CONFIRMATION }, m.token);
const claimedOf = async (offerId = VOUCHER) =>
  (await t.pglite.query<{ claimed: number }>('select claimed from coupon_offers where id = $1', [offerId])).rows[0]!
    .claimed;
const statusFor = async (m: LoginResult) =>
  (await call<CouponOffer[]>(t.url, MEMBER_ENDPOINTS.couponOffers, undefined, m.token)).body.data!.find(
    (o) => o.id === VOUCHER,
  )!.status;

describe('one voucher per mobile number, across closures', () => {
  it('a closed and re-created account cannot claim the voucher again; its unused coupon went back to stock', async () => {
    const stock = await claimedOf();
    const first = await loginAs(t, '13400000001');
    expect((await claim(first)).status).toBe(200);
    expect(await claimedOf()).toBe(stock + 1);
    expect((await close(first)).status).toBe(200);
    // The unused coupon is back in the offer's stock.
    expect(await claimedOf()).toBe(stock);

    const again = await loginAs(t, '13400000001');
    expect(again.memberId).not.toBe(first.memberId);
    expect(await statusFor(again)).toBe(3);
    const second = await claim(again);
    expect([second.status, second.body.errorCode]).toEqual([409, 'MOB2250409']);
    expect(await claimedOf()).toBe(stock);
    // Another number is not affected.
    const other = await loginAs(t, '13400000002');
    expect((await claim(other)).status).toBe(200);
  });

  it('a used coupon stays claimed after the closure; the number still cannot claim again', async () => {
    const member = await loginAs(t, '13400000003');
    const coupon = (await claim(member)).body.data!;
    const order = await call<Order>(
      t.url,
      MEMBER_ENDPOINTS.orderCreate,
      { targetKind: 'point', targetId: 'fx-ym-1', couponId: coupon.id, clientRequestId: uuid() },
      member.token,
    );
    expect(order.body.data).toMatchObject({ couponId: coupon.id, discountMinor: 200 });
    const stock = await claimedOf();
    expect((await close(member)).status).toBe(200);
    expect(await claimedOf()).toBe(stock);
    const again = await loginAs(t, '13400000003');
    expect((await claim(again)).status).toBe(409);
  });

  it('counts under a keyed hash of the number, never the number or its bare sha256', async () => {
    const member = await loginAs(t, '13400000004');
    expect((await claim(member)).status).toBe(200);
    expect((await close(member)).status).toBe(200);
    const rows = await t.pglite.query<{ mobile_key: string; claims: number }>(
      'select mobile_key, claims from coupon_mobile_claims where offer_id = $1',
      [VOUCHER],
    );
    const keys = rows.rows.map((r) => r.mobile_key);
    const expected = createHmac('sha256', TEST_MEMBER_KEY_SECRET).update('mobile:13400000004').digest('hex');
    expect(keys).toContain(expected);
    expect(rows.rows.find((r) => r.mobile_key === expected)!.claims).toBe(1);
    for (const bare of ['13400000004', createHash('sha256').update('13400000004').digest('hex')])
      expect(keys).not.toContain(bare);
  });
});

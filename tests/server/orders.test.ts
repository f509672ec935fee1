// Orders over the real server: creation (point and place prices, idempotency, the order
// already awaiting payment, a target already unlocked), lists and details scoped to their
// member, cancel and delete, expiry (cancels and gives the coupon back), bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ENDPOINTS, type MemberCoupon, type Order, type Unlocks } from '../../src/lib/contract/member';
import type { Page } from '../../src/lib/contract/index';
import {
  createMember,
  lockPoint,
  memberApi,
  postNotification,
  TEST_PAYMENT_SECRET,
  uuid,
  type TestMember,
} from './helpers/order-fixtures';
import { startTestServer, type TestServer } from './helpers/start';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ paymentSandboxSecret: TEST_PAYMENT_SECRET });
  await lockPoint(t.pglite, 'fx-ym-1', 600);
  await lockPoint(t.pglite, 'fx-ym-2', 850);
  await lockPoint(t.pglite, 'fx-hg-1', 2500);
  await lockPoint(t.pglite, 'fx-am-1', 100);
});
afterAll(async () => {
  await t?.close();
});

const api = (m: TestMember | null) => memberApi(t.url, m);
const create = (m: TestMember, body: Record<string, unknown>) =>
  api(m).post<Order>(MEMBER_ENDPOINTS.orderCreate, { clientRequestId: uuid(), ...body });

async function payFor(order: Order): Promise<void> {
  const paymentId = uuid();
  await t.pglite.query(`update orders set payment_id = $2 where id = $1`, [order.id, paymentId]);
  const paid = await postNotification(t.url, {
    eventId: uuid(),
    type: 'payment.succeeded',
    paymentId,
    orderId: order.id,
    amountMinor: order.amountMinor,
    occurredAt: new Date().toISOString(),
  });
  expect(paid.status).toBe(200);
}

describe('order creation', () => {
  it('prices a point from the catalogue, names it in every locale, and gives 15 minutes to pay', async () => {
    const m = await createMember(t.pglite);
    const before = Date.now();
    const reply = await create(m, { targetKind: 'point', targetId: 'fx-ym-1' });
    expect(reply.status).toBe(200);
    const order = reply.body.data!;
    expect(order).toMatchObject({
      status: 'awaiting-payment',
      targetKind: 'point',
      targetId: 'fx-ym-1',
      priceMinor: 600,
      discountMinor: 0,
      amountMinor: 600,
      paidMinor: null,
      couponId: null,
    });
    expect(order.orderNo).toMatch(/^SG\d{8}\d{8}$/);
    expect(Object.keys(order.title)).toHaveLength(11);
    const payBefore = Date.parse(order.payBefore) - Date.parse(order.createdAt);
    expect(payBefore).toBe(15 * 60_000);
    expect(Date.parse(order.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('prices a place as its locked points less 20%, rounded down to the fen', async () => {
    const m = await createMember(t.pglite);
    const order = (await create(m, { targetKind: 'place', targetId: 'fx-yellow-mountain' })).body.data!;
    expect(order.priceMinor).toBe(Math.floor((600 + 850) * 0.8));
    expect(order.title.en).toBeTruthy();
  });

  it('is idempotent by clientRequestId, and answers the order already awaiting payment for the same target', async () => {
    const m = await createMember(t.pglite);
    const clientRequestId = uuid();
    const body = { targetKind: 'point', targetId: 'fx-ym-2', clientRequestId };
    const [a, b] = await Promise.all([
      api(m).post<Order>(MEMBER_ENDPOINTS.orderCreate, body),
      api(m).post<Order>(MEMBER_ENDPOINTS.orderCreate, body),
    ]);
    expect(a.body.data!.id).toBe(b.body.data!.id);
    const other = await create(m, { targetKind: 'point', targetId: 'fx-ym-2' });
    expect(other.body.data!.id).toBe(a.body.data!.id);
    const { rows } = await t.pglite.query<{ n: number }>('select count(*)::int as n from orders where member_id = $1', [
      m.memberId,
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses a target already unlocked by a paid order, and a point of a paid place', async () => {
    const m = await createMember(t.pglite);
    const place = (await create(m, { targetKind: 'place', targetId: 'fx-yellow-mountain' })).body.data!;
    await payFor(place);
    const again = await create(m, { targetKind: 'place', targetId: 'fx-yellow-mountain' });
    expect([again.status, again.body.errorCode]).toEqual([409, 'MOB2240409']);
    const point = await create(m, { targetKind: 'point', targetId: 'fx-ym-1' });
    expect([point.status, point.body.errorCode]).toEqual([409, 'MOB2240409']);
    const unlocks = await api(m).get<Unlocks>(MEMBER_ENDPOINTS.unlocks);
    expect(unlocks.body.data).toEqual({ pointIds: [], placeIds: ['fx-yellow-mountain'] });
  });

  it('refuses unknown targets (404) and free points (400)', async () => {
    const m = await createMember(t.pglite);
    expect((await create(m, { targetKind: 'point', targetId: 'no-such-point' })).status).toBe(404);
    expect((await create(m, { targetKind: 'place', targetId: 'no-such-place' })).status).toBe(404);
    const free = await create(m, { targetKind: 'point', targetId: 'fx-ym-3' });
    expect([free.status, free.body.errorCode]).toEqual([400, 'MOB2240400']);
  });

  it('answers 400 to malformed bodies, wrong types and huge payloads, and 401 without a token', async () => {
    const m = await createMember(t.pglite);
    const bad = [
      '{"targetKind": "point", ',
      { targetKind: 'hall', targetId: 'fx-ym-1', clientRequestId: uuid() },
      { targetKind: 'point', targetId: 42, clientRequestId: uuid() },
      { targetKind: 'point', targetId: 'fx-ym-1', clientRequestId: 'not-a-uuid' },
      { targetKind: 'point', targetId: 'fx-ym-1' },
      [],
    ];
    for (const body of bad) {
      const reply = await api(m).post(MEMBER_ENDPOINTS.orderCreate, body);
      expect([reply.status, reply.body.errorCode], JSON.stringify(body)).toEqual([400, 'VAL0000400']);
    }
    const huge = await api(m).post(MEMBER_ENDPOINTS.orderCreate, {
      targetKind: 'point',
      targetId: 'fx-ym-1',
      clientRequestId: uuid(),
      pad: 'x'.repeat(2 * 1024 * 1024),
    });
    expect([huge.status, huge.body.errorCode]).toEqual([413, 'GTW0000413']);
    const anonymous = await api(null).post(MEMBER_ENDPOINTS.orderCreate, {
      targetKind: 'point',
      targetId: 'fx-ym-1',
      clientRequestId: uuid(),
    });
    expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, 'MOB2230010']);
    const badToken = await api({ memberId: 'x', token: 'A'.repeat(43) }).get(MEMBER_ENDPOINTS.orderList);
    expect(badToken.status).toBe(401);
    const badStatus = await api(m).get(MEMBER_ENDPOINTS.orderList, { status: 'lost' });
    expect(badStatus.status).toBe(400);
  });
});

describe('coupons at checkout', () => {
  async function claim(m: TestMember, offerId: string): Promise<MemberCoupon> {
    const reply = await api(m).post<MemberCoupon>(MEMBER_ENDPOINTS.couponClaim, { offerId });
    expect(reply.status).toBe(200);
    return reply.body.data!;
  }

  it('takes the coupon off and marks it used by the order; never makes an order free', async () => {
    const m = await createMember(t.pglite);
    const voucher = await claim(m, 'voucher-2-yuan');
    const order = (await create(m, { targetKind: 'point', targetId: 'fx-am-1', couponId: voucher.id })).body.data!;
    expect(order).toMatchObject({ priceMinor: 100, discountMinor: 99, amountMinor: 1, couponId: voucher.id });
    const mine = await api(m).get<MemberCoupon[]>(MEMBER_ENDPOINTS.couponMine, { status: 2 });
    expect(mine.body.data!.map((c) => [c.id, c.usedOrderId])).toEqual([[voucher.id, order.id]]);
    const reuse = await create(m, { targetKind: 'point', targetId: 'fx-ym-1', couponId: voucher.id });
    expect([reuse.status, reuse.body.errorCode]).toEqual([409, 'MOB2250409']);
  });

  it('refuses a coupon below its minimum spend, and another member’s coupon (404)', async () => {
    const m = await createMember(t.pglite);
    const other = await createMember(t.pglite);
    const fiveOff = await claim(m, 'off-5-from-20');
    const small = await create(m, { targetKind: 'point', targetId: 'fx-ym-1', couponId: fiveOff.id });
    expect([small.status, small.body.errorCode]).toEqual([409, 'MOB2250409']);
    const stolen = await create(other, { targetKind: 'point', targetId: 'fx-hg-1', couponId: fiveOff.id });
    expect([stolen.status, stolen.body.errorCode]).toEqual([404, 'MOB2250404']);
    const big = (await create(m, { targetKind: 'point', targetId: 'fx-hg-1', couponId: fiveOff.id })).body.data!;
    expect(big).toMatchObject({ priceMinor: 2500, discountMinor: 500, amountMinor: 2000 });
  });

  it('refuses an expired coupon, and a refused coupon leaves no order behind', async () => {
    const m = await createMember(t.pglite);
    const voucher = await claim(m, 'voucher-2-yuan');
    await t.pglite.query(`update member_coupons set expires_at = now() - interval '1 minute' where id = $1`, [
      voucher.id,
    ]);
    const reply = await create(m, { targetKind: 'point', targetId: 'fx-ym-1', couponId: voucher.id });
    expect([reply.status, reply.body.errorCode]).toEqual([409, 'MOB2250409']);
    const { rows } = await t.pglite.query<{ n: number }>('select count(*)::int as n from orders where member_id = $1', [
      m.memberId,
    ]);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('expiry', () => {
  it('cancels an unpaid order past payBefore on the next read and gives its coupon back', async () => {
    const m = await createMember(t.pglite);
    const coupon = (await api(m).post<MemberCoupon>(MEMBER_ENDPOINTS.couponClaim, { offerId: 'voucher-2-yuan' })).body
      .data!;
    const order = (await create(m, { targetKind: 'point', targetId: 'fx-ym-1', couponId: coupon.id })).body.data!;
    await t.pglite.query(`update orders set pay_before = now() - interval '1 second' where id = $1`, [order.id]);
    const detail = await api(m).get<Order>(MEMBER_ENDPOINTS.orderDetail, { id: order.id });
    expect(detail.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'Payment timed out' });
    const mine = await api(m).get<MemberCoupon[]>(MEMBER_ENDPOINTS.couponMine, { status: 0 });
    expect(mine.body.data!.map((c) => c.id)).toEqual([coupon.id]);
    const pay = await api(m).post(MEMBER_ENDPOINTS.orderPay, { id: order.id, returnUrl: '/orderDetail' });
    expect([pay.status, pay.body.errorCode]).toEqual([409, 'MOB2240409']);
  });

  it('the sweep cancels unpaid orders without any read', async () => {
    const swept = await startTestServer({ paymentSandboxSecret: TEST_PAYMENT_SECRET, orderExpirySweepMs: 100 });
    try {
      await lockPoint(swept.pglite, 'fx-ym-1', 600);
      const m = await createMember(swept.pglite);
      const order = (
        await memberApi(swept.url, m).post<Order>(MEMBER_ENDPOINTS.orderCreate, {
          targetKind: 'point',
          targetId: 'fx-ym-1',
          clientRequestId: uuid(),
        })
      ).body.data!;
      await swept.pglite.query(`update orders set pay_before = now() - interval '1 second' where id = $1`, [order.id]);
      await expect
        .poll(
          async () =>
            (await swept.pglite.query<{ status: string }>('select status from orders where id = $1', [order.id]))
              .rows[0]!.status,
          { timeout: 5000 },
        )
        .toBe('cancelled');
    } finally {
      await swept.close();
    }
  });
});

describe('lists and ownership', () => {
  it('lists only the caller’s orders, newest first, paged and filtered by status', async () => {
    const m = await createMember(t.pglite);
    const other = await createMember(t.pglite);
    const first = (await create(m, { targetKind: 'point', targetId: 'fx-ym-1' })).body.data!;
    const second = (await create(m, { targetKind: 'point', targetId: 'fx-ym-2' })).body.data!;
    await api(m).post(MEMBER_ENDPOINTS.orderCancel, { id: first.id });
    await create(other, { targetKind: 'point', targetId: 'fx-ym-1' });
    const page = (await api(m).get<Page<Order>>(MEMBER_ENDPOINTS.orderList, { page: 1, pageSize: 1 })).body.data!;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.list.map((o) => o.id)).toEqual([second.id]);
    const cancelled = (await api(m).get<Page<Order>>(MEMBER_ENDPOINTS.orderList, { status: 'cancelled' })).body.data!;
    expect(cancelled.list.map((o) => o.id)).toEqual([first.id]);
  });

  it('answers 404 to every order endpoint given another member’s order id', async () => {
    const owner = await createMember(t.pglite);
    const intruder = await createMember(t.pglite);
    const order = (await create(owner, { targetKind: 'point', targetId: 'fx-ym-1' })).body.data!;
    const calls = [
      api(intruder).get(MEMBER_ENDPOINTS.orderDetail, { id: order.id }),
      api(intruder).post(MEMBER_ENDPOINTS.orderPay, { id: order.id, returnUrl: '/orders' }),
      api(intruder).post(MEMBER_ENDPOINTS.orderCancel, { id: order.id }),
      api(intruder).post(MEMBER_ENDPOINTS.orderRefund, { id: order.id, reason: 'mine' }),
      api(intruder).post(MEMBER_ENDPOINTS.orderDelete, { id: order.id }),
    ];
    for (const reply of await Promise.all(calls)) {
      expect([reply.status, reply.body.errorCode, reply.body.data]).toEqual([404, 'MOB2240404', null]);
    }
    const still = await api(owner).get<Order>(MEMBER_ENDPOINTS.orderDetail, { id: order.id });
    expect(still.body.data!.status).toBe('awaiting-payment');
    expect((await api(intruder).get<Page<Order>>(MEMBER_ENDPOINTS.orderList)).body.data!.total).toBe(0);
  });

  it('refuses a returnUrl that leaves the site', async () => {
    const m = await createMember(t.pglite);
    const order = (await create(m, { targetKind: 'point', targetId: 'fx-ym-1' })).body.data!;
    for (const returnUrl of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'orders', '/a b']) {
      const reply = await api(m).post(MEMBER_ENDPOINTS.orderPay, { id: order.id, returnUrl });
      expect([reply.status, reply.body.errorCode], returnUrl).toEqual([400, 'VAL0000400']);
    }
  });
});

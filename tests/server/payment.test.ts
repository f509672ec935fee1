// Payment over the real server: every order status reached for real and every move tried
// against the endpoints and notifications; the sandbox provider's page and its signed
// notification over real HTTP; refunds; duplicated, badly signed and wrong-amount
// notifications change nothing.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBER_ENDPOINTS,
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  type PaymentStart,
  type Unlocks,
} from '../../src/lib/contract/member';
import { applyMove, ORDER_MOVES, type OrderMove } from '../../server/src/members/order-machine';
import { paymentSecretSource } from '../../server/src/members/secret-source';
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
  // Refunds are notified after 60 s here: an order stays 'refunding' until the test moves it.
  t = await startTestServer({ paymentSandboxSecret: TEST_PAYMENT_SECRET, sandboxRefundDelayMs: 60_000 });
  await lockPoint(t.pglite, 'fx-ym-1', 600);
});
afterAll(async () => {
  await t?.close();
});

const api = (m: TestMember) => memberApi(t.url, m);

async function orderRow(id: string): Promise<Record<string, unknown> | undefined> {
  return (await t.pglite.query<Record<string, unknown>>('select * from orders where id = $1', [id])).rows[0];
}
const eventCount = async () =>
  (await t.pglite.query<{ n: number }>('select count(*)::int as n from payment_events')).rows[0]!.n;

const notify = (
  order: Order,
  paymentId: string,
  type: 'payment.succeeded' | 'refund.succeeded',
  amountMinor = order.paidMinor ?? order.amountMinor,
  eventId = uuid(),
) =>
  postNotification(t.url, {
    eventId,
    type,
    paymentId,
    orderId: order.id,
    amountMinor,
    occurredAt: new Date().toISOString(),
  });

interface Reached {
  member: TestMember;
  order: Order;
  paymentId: string;
}

/** Reaches a status through the real endpoints and notifications. */
async function reach(status: OrderStatus): Promise<Reached> {
  const member = await createMember(t.pglite);
  let order = (
    await api(member).post<Order>(MEMBER_ENDPOINTS.orderCreate, {
      targetKind: 'point',
      targetId: 'fx-ym-1',
      clientRequestId: uuid(),
    })
  ).body.data!;
  const { paymentId } = (
    await api(member).post<PaymentStart>(MEMBER_ENDPOINTS.orderPay, { id: order.id, returnUrl: '/orderDetail' })
  ).body.data!;
  const get = async () => (await api(member).get<Order>(MEMBER_ENDPOINTS.orderDetail, { id: order.id })).body.data!;
  if (status === 'cancelled') await api(member).post(MEMBER_ENDPOINTS.orderCancel, { id: order.id });
  if (['paid', 'refunding', 'refunded'].includes(status))
    expect((await notify(order, paymentId, 'payment.succeeded')).status).toBe(200);
  if (['refunding', 'refunded'].includes(status))
    expect(
      (await api(member).post(MEMBER_ENDPOINTS.orderRefund, { id: order.id, reason: 'Changed my mind' })).status,
    ).toBe(200);
  order = await get();
  if (status === 'refunded') expect((await notify(order, paymentId, 'refund.succeeded')).status).toBe(200);
  order = await get();
  expect(order.status).toBe(status);
  return { member, order, paymentId };
}

async function tryMove(r: Reached, move: OrderMove) {
  switch (move) {
    case 'pay':
      return notify(r.order, r.paymentId, 'payment.succeeded', r.order.amountMinor);
    case 'refund':
      return notify(r.order, r.paymentId, 'refund.succeeded');
    case 'cancel':
      return api(r.member).post(MEMBER_ENDPOINTS.orderCancel, { id: r.order.id });
    case 'requestRefund':
      return api(r.member).post(MEMBER_ENDPOINTS.orderRefund, { id: r.order.id, reason: 'Try' });
    case 'delete':
      return api(r.member).post(MEMBER_ENDPOINTS.orderDelete, { id: r.order.id });
  }
}

describe('every (status, move) pair against the real endpoints', () => {
  const pairs = ORDER_STATUSES.flatMap((s) => ORDER_MOVES.map((m) => [s, m] as [OrderStatus, OrderMove]));
  it.each(pairs)('%s + %s', async (status, move) => {
    const reached = await reach(status);
    const before = await orderRow(reached.order.id);
    const events = await eventCount();
    const reply = await tryMove(reached, move);
    const expected = applyMove(status, move);
    if (!expected.ok) {
      expect([reply.status, reply.body.errorCode]).toEqual([409, 'MOB2240409']);
      expect(await orderRow(reached.order.id)).toEqual(before);
      expect(await eventCount()).toBe(events);
      return;
    }
    expect(reply.status).toBe(200);
    const after = await orderRow(reached.order.id);
    if (expected.to === 'deleted') expect(after).toBeUndefined();
    else expect(after?.status).toBe(expected.to);
  });
});

describe('payment notifications', () => {
  it('keeps the point unlocked while the refund is under way', async () => {
    const { member } = await reach('refunding');
    expect((await api(member).get<Unlocks>(MEMBER_ENDPOINTS.unlocks)).body.data!.pointIds).toEqual(['fx-ym-1']);
  });

  it('a duplicated notification changes nothing; a replay with another eventId after paid is refused', async () => {
    const { member, order, paymentId } = await reach('awaiting-payment');
    const eventId = uuid();
    const first = await notify(order, paymentId, 'payment.succeeded', order.amountMinor, eventId);
    expect(first.body.data).toEqual({ received: true, applied: true });
    const paid = await orderRow(order.id);
    const events = await eventCount();
    const again = await notify(order, paymentId, 'payment.succeeded', order.amountMinor, eventId);
    expect([again.status, again.body.data]).toEqual([200, { received: true, applied: false }]);
    const replay = await notify(order, paymentId, 'payment.succeeded', order.amountMinor);
    expect([replay.status, replay.body.errorCode]).toEqual([409, 'MOB2240409']);
    expect(await orderRow(order.id)).toEqual(paid);
    expect(await eventCount()).toBe(events);
    const detail = (await api(member).get<Order>(MEMBER_ENDPOINTS.orderDetail, { id: order.id })).body.data!;
    expect(detail).toMatchObject({ status: 'paid', paidMinor: 600, paymentMethod: 'sandbox' });
  });

  it('a bad signature (401) and a wrong amount (409) change nothing', async () => {
    const { order, paymentId } = await reach('awaiting-payment');
    const before = await orderRow(order.id);
    const events = await eventCount();
    const body = {
      eventId: uuid(),
      type: 'payment.succeeded' as const,
      paymentId,
      orderId: order.id,
      amountMinor: 600,
      occurredAt: new Date().toISOString(),
    };
    for (const options of [
      { secret: 'another-secret-of-the-same-length-0123456789' },
      { signature: 'not-hex' },
      { signature: '' },
    ]) {
      const reply = await postNotification(t.url, body, options);
      expect([reply.status, reply.body.errorCode]).toEqual([401, 'MOB2260401']);
    }
    // Signed body, altered afterwards: the signature is over the raw bytes.
    const signedFor = JSON.stringify(body);
    const { signPaymentBody } = await import('../../server/src/members/payment-signature');
    const tampered = await postNotification(t.url, body, {
      raw: signedFor.replace('600', '1'),
      signature: signPaymentBody(signedFor, TEST_PAYMENT_SECRET),
    });
    expect(tampered.status).toBe(401);
    const wrong = await postNotification(t.url, { ...body, amountMinor: 1 });
    expect([wrong.status, wrong.body.errorCode]).toEqual([409, 'MOB2260409']);
    expect(await orderRow(order.id)).toEqual(before);
    expect(await eventCount()).toBe(events);
    // The refused event was not recorded: the right amount under the same eventId applies.
    const right = await postNotification(t.url, body);
    expect(right.body.data).toEqual({ received: true, applied: true });
  });

  it('a payment for an order cancelled meanwhile is refused and changes nothing', async () => {
    const { order, paymentId } = await reach('cancelled');
    const before = await orderRow(order.id);
    const reply = await notify(order, paymentId, 'payment.succeeded', order.amountMinor);
    expect([reply.status, reply.body.errorCode]).toEqual([409, 'MOB2240409']);
    expect(await orderRow(order.id)).toEqual(before);
  });

  it('a payment for an order past payBefore is refused: the order expires first', async () => {
    const { order, paymentId } = await reach('awaiting-payment');
    await t.pglite.query(`update orders set pay_before = now() - interval '1 second' where id = $1`, [order.id]);
    const reply = await notify(order, paymentId, 'payment.succeeded', order.amountMinor);
    expect(reply.status).toBe(409);
    expect((await orderRow(order.id))?.status).toBe('cancelled');
  });

  it('an unknown order or payment id is 404; malformed and huge bodies are clear 4xx', async () => {
    const { order } = await reach('awaiting-payment');
    const unknown = await notify(order, uuid(), 'payment.succeeded', order.amountMinor);
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'MOB2240404']);
    const malformed = await postNotification(t.url, {} as never, { raw: '{"eventId": ' });
    expect([malformed.status, malformed.body.errorCode]).toEqual([400, 'VAL0000400']);
    const wrongTypes = await postNotification(t.url, {} as never, {
      raw: JSON.stringify({ eventId: 1, type: 'payment.maybe' }),
    });
    expect([wrongTypes.status, wrongTypes.body.errorCode]).toEqual([400, 'VAL0000400']);
    const huge = await postNotification(t.url, {} as never, {
      raw: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect([huge.status, huge.body.errorCode]).toEqual([413, 'GTW0000413']);
  });
});

describe('the sandbox provider over real HTTP', () => {
  let s: TestServer;
  beforeAll(async () => {
    // Default refund delay (0 to 500 ms), as in production.
    s = await startTestServer({ paymentSandboxSecret: TEST_PAYMENT_SECRET });
    await lockPoint(s.pglite, 'fx-ym-1', 600);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('pays through the confirmation page, unlocks the point, then refunds and locks it again', async () => {
    const member = await createMember(s.pglite);
    const api = memberApi(s.url, member);
    const order = (
      await api.post<Order>(MEMBER_ENDPOINTS.orderCreate, {
        targetKind: 'point',
        targetId: 'fx-ym-1',
        clientRequestId: uuid(),
      })
    ).body.data!;
    const start = (
      await api.post<PaymentStart>(MEMBER_ENDPOINTS.orderPay, { id: order.id, returnUrl: '/orderDetail?from=checkout' })
    ).body.data!;
    expect(start.payUrl).toBe(`/sandbox-pay/${start.paymentId}`);

    // The page speaks the language the app names (issue 16; without one it speaks cn).
    const page = await fetch(new URL(`${start.payUrl}?lang=en`, s.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    for (const text of ['Scenic Guide', order.title.en, '¥6.00', 'Confirm payment', 'Cancel', 'name="viewport"'])
      expect(html).toContain(text);
    expect(html).not.toContain('<script');

    const confirm = await fetch(new URL(`${start.payUrl}/confirm`, s.url), { method: 'POST', redirect: 'manual' });
    expect(confirm.status).toBe(303);
    const back = new URL(confirm.headers.get('location')!, s.url);
    expect([
      back.pathname,
      back.searchParams.get('id'),
      back.searchParams.get('paid'),
      back.searchParams.get('from'),
    ]).toEqual(['/orderDetail', order.id, '1', 'checkout']);
    const followed = await fetch(back);
    expect(followed.status).toBe(200);

    expect((await api.get<Order>(MEMBER_ENDPOINTS.orderDetail, { id: order.id })).body.data).toMatchObject({
      status: 'paid',
      paidMinor: 600,
    });
    expect((await api.get<Unlocks>(MEMBER_ENDPOINTS.unlocks)).body.data).toEqual({
      pointIds: ['fx-ym-1'],
      placeIds: [],
    });
    // A second confirm (double tap) is the same event: still paid, nothing applied twice.
    const twice = await fetch(new URL(`${start.payUrl}/confirm`, s.url), { method: 'POST', redirect: 'manual' });
    expect(new URL(twice.headers.get('location')!, s.url).searchParams.get('paid')).toBe('1');
    const events = (
      await s.pglite.query<{ n: number }>('select count(*)::int as n from payment_events where order_id = $1', [
        order.id,
      ])
    ).rows[0]!.n;
    expect(events).toBe(1);

    const refund = await api.post<Order>(MEMBER_ENDPOINTS.orderRefund, { id: order.id, reason: 'Wrong place' });
    expect(refund.body.data).toMatchObject({ status: 'refunding', refundReason: 'Wrong place' });
    // (While it is refunding the point stays unlocked: tested above, where the refund waits 60 s;
    // here it may already be done, 0-500 ms, before the next request.)
    await expect
      .poll(async () => (await api.get<Order>(MEMBER_ENDPOINTS.orderDetail, { id: order.id })).body.data!.status, {
        timeout: 5000,
      })
      .toBe('refunded');
    expect((await api.get<Unlocks>(MEMBER_ENDPOINTS.unlocks)).body.data).toEqual({ pointIds: [], placeIds: [] });
  });

  it('Cancel on the page sends the member back unpaid; an unknown payment is a 404 page', async () => {
    const member = await createMember(s.pglite);
    const api = memberApi(s.url, member);
    const order = (
      await api.post<Order>(MEMBER_ENDPOINTS.orderCreate, {
        targetKind: 'point',
        targetId: 'fx-ym-1',
        clientRequestId: uuid(),
      })
    ).body.data!;
    const start = (await api.post<PaymentStart>(MEMBER_ENDPOINTS.orderPay, { id: order.id, returnUrl: '/orderDetail' }))
      .body.data!;
    const cancel = await fetch(new URL(`${start.payUrl}/cancel`, s.url), { method: 'POST', redirect: 'manual' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`/orderDetail?id=${order.id}&paid=0`);
    expect((await api.get<Order>(MEMBER_ENDPOINTS.orderDetail, { id: order.id })).body.data!.status).toBe(
      'awaiting-payment',
    );
    // Paying again reuses the payment: same id, page open again.
    const again = (await api.post<PaymentStart>(MEMBER_ENDPOINTS.orderPay, { id: order.id, returnUrl: '/orderDetail' }))
      .body.data!;
    expect(again.paymentId).toBe(start.paymentId);
    expect((await fetch(new URL(again.payUrl, s.url))).status).toBe(200);
    const unknown = await fetch(new URL(`/sandbox-pay/${uuid()}`, s.url), {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Payment not found');
  });
});

describe('the shared secret', () => {
  it('is made once in DATA_DIR and kept across starts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pay-secret-'));
    try {
      const first = await paymentSecretSource({ dataDir: dir })();
      const second = await paymentSecretSource({ dataDir: dir })();
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(second).toBe(first);
      expect(readFileSync(join(dir, 'payment', 'sandbox-secret'), 'utf8')).toBe(first);
      expect(await paymentSecretSource({ secret: 'from-the-environment', dataDir: dir })()).toBe(
        'from-the-environment',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

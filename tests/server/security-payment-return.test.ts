// Issue 14, item 4: the sandbox payment page must never send the member off-site. order/pay
// refuses a returnUrl that resolves to another origin (400 VAL0000400), whatever spelling
// hides it (dot segments, encoded dots or slashes, backslashes, tabs and newlines that
// browsers drop), and the sandbox page itself redirects only to a path of this site, even
// for a payment registered with a bad address (a provider's own check, not only ours).
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ENDPOINTS, type Order, type PaymentStart } from '../../src/lib/contract/member';
import { createSandboxPayments } from '../../server/src/providers/payment/sandbox-provider';
import { createSandboxRouter } from '../../server/src/providers/payment/sandbox-router';
import { createMember, lockPoint, memberApi, TEST_PAYMENT_SECRET, uuid } from './helpers/order-fixtures';
import { startTestServer, type TestServer } from './helpers/start';

const OFF_SITE = [
  '/.//evil.example',
  '/..//evil.example/x',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/./..//evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/orderDetail\r\nLocation: https://evil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  'https://evil.example',
  'https://evil.example/orderDetail',
  'http:/evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' /orderDetail',
  'orderDetail',
  '',
];

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ paymentSandboxSecret: TEST_PAYMENT_SECRET });
  await lockPoint(t.pglite, 'fx-ym-1', 600);
});
afterAll(async () => {
  await t?.close();
});

async function newOrder() {
  const member = await createMember(t.pglite);
  const api = memberApi(t.url, member);
  const order = (
    await api.post<Order>(MEMBER_ENDPOINTS.orderCreate, {
      targetKind: 'point',
      targetId: 'fx-ym-1',
      clientRequestId: uuid(),
    })
  ).body.data!;
  return { api, order };
}

describe('order/pay refuses a return address off this site', () => {
  it.each(OFF_SITE)('%j is 400 VAL0000400', async (returnUrl) => {
    const { api, order } = await newOrder();
    const reply = await api.post<PaymentStart>(MEMBER_ENDPOINTS.orderPay, { id: order.id, returnUrl });
    expect([reply.status, reply.body.errorCode]).toEqual([400, 'VAL0000400']);
  });

  it('accepts paths of this site and sends the member back there', async () => {
    for (const [returnUrl, path] of [
      ['/orderDetail', '/orderDetail'],
      ['/orderDetail?from=checkout#top', '/orderDetail'],
      ['/a/./b/../orderDetail', '/a/orderDetail'],
    ] as const) {
      const { api, order } = await newOrder();
      const start = await api.post<PaymentStart>(MEMBER_ENDPOINTS.orderPay, { id: order.id, returnUrl });
      expect(start.status).toBe(200);
      const cancel = await fetch(new URL(`${start.body.data!.payUrl}/cancel`, t.url), {
        method: 'POST',
        redirect: 'manual',
      });
      expect(cancel.status).toBe(303);
      const location = cancel.headers.get('location')!;
      expect(location).toMatch(/^\/[^/\\]/);
      const back = new URL(location, t.url);
      expect([back.origin, back.pathname, back.searchParams.get('id'), back.searchParams.get('paid')]).toEqual([
        t.url,
        path,
        order.id,
        '0',
      ]);
    }
  });
});

describe('the sandbox page never redirects off-site', () => {
  const payments = createSandboxPayments({
    secret: () => Promise.resolve(TEST_PAYMENT_SECRET),
    logger: pino({ level: 'silent' }),
  });
  let server: ReturnType<typeof serve>;
  let base = '';
  beforeAll(async () => {
    server = serve({ fetch: createSandboxRouter(payments).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((done) => server.once('listening', () => done()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
  });

  it.each(OFF_SITE)('a payment registered with %j returns to / on this site', async (returnUrl) => {
    const paymentId = uuid();
    const orderId = uuid();
    const { payUrl } = await payments.createPayment({
      paymentId,
      orderId,
      amountMinor: 600,
      title: { en: 'A point' } as never,
      returnUrl,
    });
    const cancel = await fetch(`${base}${payUrl}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.status).toBe(303);
    const location = cancel.headers.get('location')!;
    expect(location).toBe(`/?id=${orderId}&paid=0`);
  });
});

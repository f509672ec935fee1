// Coupons over the real server: the offers from the fixture's coupons.json with their claim
// states, claiming (per-member limit, stock, the last coupon raced by many members), the
// member's coupons by status, ownership, bad input, and the offers in the OpenAPI document.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PGliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/schema';
import { updateFromContent } from '../../server/src/db/seed/index';
import { GATEWAY, OPENAPI_PATH } from '../../src/lib/contract/index';
import { MEMBER_ENDPOINTS, type CouponOffer, type MemberCoupon, type Order } from '../../src/lib/contract/member';
import {
  createMember,
  lockPoint,
  memberApi,
  postNotification,
  TEST_PAYMENT_SECRET,
  uuid,
  type TestMember,
} from './helpers/order-fixtures';
import { FIXTURE_CONTENT } from './helpers/paths';
import { freshPglite } from './helpers/pglite-template';
import { startTestServer, type TestServer } from './helpers/start';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ paymentSandboxSecret: TEST_PAYMENT_SECRET });
  await lockPoint(t.pglite, 'fx-ym-1', 600);
});
afterAll(async () => {
  await t?.close();
});

const api = (m: TestMember | null) => memberApi(t.url, m);
const offers = async (m: TestMember | null) =>
  (await api(m).get<CouponOffer[]>(MEMBER_ENDPOINTS.couponOffers)).body.data!;
const claim = (m: TestMember, offerId: string) => api(m).post<MemberCoupon>(MEMBER_ENDPOINTS.couponClaim, { offerId });

describe('coupon offers', () => {
  it('lists the active offers of coupons.json to anyone, with status 5 (claim)', async () => {
    const list = await offers(null);
    expect(list.map((o) => o.id)).toEqual(['last-one-3-off-10', 'off-5-from-20', 'voucher-2-yuan']);
    expect(list.every((o) => o.status === 5)).toBe(true);
    const voucher = list.find((o) => o.id === 'voucher-2-yuan')!;
    expect(voucher).toMatchObject({ amountOffMinor: 200, minSpendMinor: 0, validDays: 30 });
    expect(Object.keys(voucher.title)).toHaveLength(11);
    const bad = await api({ memberId: 'x', token: 'B'.repeat(43) }).get(MEMBER_ENDPOINTS.couponOffers);
    expect(bad.status).toBe(401);
  });

  it('claims one per member (then status 3), and refuses an inactive or unknown offer (404)', async () => {
    const m = await createMember(t.pglite);
    const first = await claim(m, 'voucher-2-yuan');
    expect(first.status).toBe(200);
    const coupon = first.body.data!;
    expect(coupon).toMatchObject({ offerId: 'voucher-2-yuan', status: 0, usedOrderId: null, amountOffMinor: 200 });
    expect(Date.parse(coupon.expiresAt) - Date.parse(coupon.claimedAt)).toBe(30 * 86_400_000);
    const second = await claim(m, 'voucher-2-yuan');
    expect([second.status, second.body.errorCode]).toEqual([409, 'MOB2250409']);
    expect((await offers(m)).find((o) => o.id === 'voucher-2-yuan')!.status).toBe(3);
    expect((await offers(null)).find((o) => o.id === 'voucher-2-yuan')!.status).toBe(5);
    for (const offerId of ['launch-voucher-10', 'no-such-offer']) {
      const reply = await claim(m, offerId);
      expect([reply.status, reply.body.errorCode]).toEqual([404, 'MOB2250404']);
    }
  });

  it('gives the last coupon to exactly one of many concurrent members; then all claimed (4)', async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => createMember(t.pglite)));
    const replies = await Promise.all(members.map((m) => claim(m, 'last-one-3-off-10')));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409 && r.body.errorCode === 'MOB2250409')).toHaveLength(11);
    const { rows } = await t.pglite.query<{ claimed: number; held: number }>(
      `select claimed, (select count(*)::int from member_coupons where offer_id = 'last-one-3-off-10') as held from coupon_offers where id = 'last-one-3-off-10'`,
    );
    expect(rows[0]).toEqual({ claimed: 1, held: 1 });
    const winner = members[replies.findIndex((r) => r.status === 200)]!;
    const loser = members[replies.findIndex((r) => r.status !== 200)]!;
    expect((await offers(winner)).find((o) => o.id === 'last-one-3-off-10')).toMatchObject({ status: 3, remaining: 0 });
    expect((await offers(loser)).find((o) => o.id === 'last-one-3-off-10')).toMatchObject({ status: 4, remaining: 0 });
  });

  it('concurrent claims of one member take one coupon', async () => {
    const m = await createMember(t.pglite);
    const replies = await Promise.all(Array.from({ length: 8 }, () => claim(m, 'off-5-from-20')));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const { rows } = await t.pglite.query<{ n: number }>(
      'select count(*)::int as n from member_coupons where member_id = $1',
      [m.memberId],
    );
    expect(rows[0]!.n).toBe(1);
  });
});

describe('my coupons', () => {
  it('lists only the caller’s coupons by status: 0 to use, 1 expired, 2 used', async () => {
    const m = await createMember(t.pglite);
    const other = await createMember(t.pglite);
    const voucher = (await claim(m, 'voucher-2-yuan')).body.data!;
    const fiveOff = (await claim(m, 'off-5-from-20')).body.data!;
    await claim(other, 'voucher-2-yuan');
    await t.pglite.query(`update member_coupons set expires_at = now() - interval '1 second' where id = $1`, [
      fiveOff.id,
    ]);
    const order = (
      await api(m).post<Order>(MEMBER_ENDPOINTS.orderCreate, {
        targetKind: 'point',
        targetId: 'fx-ym-1',
        couponId: voucher.id,
        clientRequestId: uuid(),
      })
    ).body.data!;
    expect(order.discountMinor).toBe(200);
    const byStatus = async (status?: number) =>
      (
        await api(m).get<MemberCoupon[]>(MEMBER_ENDPOINTS.couponMine, status === undefined ? {} : { status })
      ).body.data!.map((c) => [c.id, c.status]);
    expect(await byStatus(0)).toEqual([]);
    expect(await byStatus(1)).toEqual([[fiveOff.id, 1]]);
    expect(await byStatus(2)).toEqual([[voucher.id, 2]]);
    expect((await byStatus()).sort()).toEqual(
      [
        [fiveOff.id, 1],
        [voucher.id, 2],
      ].sort(),
    );
    // Cancelling the order gives the coupon back.
    await api(m).post(MEMBER_ENDPOINTS.orderCancel, { id: order.id });
    expect(await byStatus(0)).toEqual([[voucher.id, 0]]);
  });

  it('a coupon used by an order that was paid, refunded and deleted stays used', async () => {
    const m = await createMember(t.pglite);
    const voucher = (await claim(m, 'voucher-2-yuan')).body.data!;
    const order = (
      await api(m).post<Order>(MEMBER_ENDPOINTS.orderCreate, {
        targetKind: 'point',
        targetId: 'fx-ym-1',
        couponId: voucher.id,
        clientRequestId: uuid(),
      })
    ).body.data!;
    const { paymentId } = (
      await api(m).post<{ paymentId: string }>(MEMBER_ENDPOINTS.orderPay, { id: order.id, returnUrl: '/orders' })
    ).body.data!;
    const paid = await postNotification(t.url, {
      eventId: uuid(),
      type: 'payment.succeeded',
      paymentId,
      orderId: order.id,
      amountMinor: 400,
      occurredAt: new Date().toISOString(),
    });
    expect(paid.status).toBe(200);
    await api(m).post(MEMBER_ENDPOINTS.orderRefund, { id: order.id });
    await expect
      .poll(async () => (await api(m).get<Order>(MEMBER_ENDPOINTS.orderDetail, { id: order.id })).body.data!.status, {
        timeout: 5000,
      })
      .toBe('refunded');
    expect((await api(m).post(MEMBER_ENDPOINTS.orderDelete, { id: order.id })).status).toBe(200);
    const mine = (await api(m).get<MemberCoupon[]>(MEMBER_ENDPOINTS.couponMine)).body.data!;
    expect(mine.map((c) => [c.id, c.status, c.usedOrderId])).toEqual([[voucher.id, 2, null]]);
  });

  it('refuses bad input and anonymous calls', async () => {
    const m = await createMember(t.pglite);
    expect((await api(m).get(MEMBER_ENDPOINTS.couponMine, { status: 7 })).status).toBe(400);
    expect((await api(m).get(MEMBER_ENDPOINTS.couponMine, { status: 'used' })).status).toBe(400);
    expect((await api(m).post(MEMBER_ENDPOINTS.couponClaim, '{"offerId":')).status).toBe(400);
    expect((await api(m).post(MEMBER_ENDPOINTS.couponClaim, { offerId: 5 })).status).toBe(400);
    expect((await api(m).post(MEMBER_ENDPOINTS.couponClaim, { offerId: 'x'.repeat(2 * 1024 * 1024) })).status).toBe(
      413,
    );
    expect((await api(null).post(MEMBER_ENDPOINTS.couponClaim, { offerId: 'voucher-2-yuan' })).status).toBe(401);
    expect((await api(null).get(MEMBER_ENDPOINTS.couponMine)).status).toBe(401);
  });
});

describe('OpenAPI document', () => {
  it('has every order, payment, unlock and coupon endpoint, member ones with the bearer token and 401', async () => {
    const doc = (await (await fetch(new URL(OPENAPI_PATH, t.url))).json()) as {
      paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
      components: { securitySchemes?: Record<string, unknown> };
    };
    expect(doc.components.securitySchemes?.memberBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const keys = [
      'orderCreate',
      'orderList',
      'orderDetail',
      'orderPay',
      'orderCancel',
      'orderRefund',
      'orderDelete',
      'unlocks',
      'couponClaim',
      'couponMine',
    ] as const;
    for (const key of keys) {
      const ops = Object.values(doc.paths[`${GATEWAY}${MEMBER_ENDPOINTS[key]}`] ?? {});
      expect(ops, key).toHaveLength(1);
      expect(ops[0]!.security, key).toEqual([{ memberBearer: [] }]);
      expect(Object.keys(ops[0]!.responses), key).toContain('401');
    }
    for (const key of ['orderDetail', 'orderPay', 'orderCancel', 'orderRefund', 'orderDelete'] as const) {
      const op = Object.values(doc.paths[`${GATEWAY}${MEMBER_ENDPOINTS[key]}`]!)[0]!;
      expect(Object.keys(op.responses), key).toContain('404');
    }
    for (const key of [
      'orderPay',
      'orderCancel',
      'orderRefund',
      'orderDelete',
      'orderCreate',
      'couponClaim',
    ] as const) {
      expect(Object.keys(Object.values(doc.paths[`${GATEWAY}${MEMBER_ENDPOINTS[key]}`]!)[0]!.responses), key).toContain(
        '409',
      );
    }
    expect(doc.paths[`${GATEWAY}${MEMBER_ENDPOINTS.paymentNotify}`]?.post?.responses).toHaveProperty('401');
    expect(doc.paths[`${GATEWAY}${MEMBER_ENDPOINTS.couponOffers}`]?.get).toBeDefined();
  });
});

describe('coupons.json and CONTENT_UPDATE', () => {
  it('keeps what was claimed, deactivates a dropped offer a member holds, deletes a dropped one nobody holds, adds new ones', async () => {
    const content = mkdtempSync(join(tmpdir(), 'coupons-content-'));
    const pglite = await freshPglite();
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    try {
      cpSync(FIXTURE_CONTENT, content, { recursive: true });
      const m = await createMember(pglite);
      await pglite.query(`update coupon_offers set claimed = 1 where id = 'off-5-from-20'`);
      await pglite.query(
        `insert into member_coupons (id, member_id, offer_id, expires_at) values ($1, $2, 'off-5-from-20', now() + interval '1 day')`,
        [uuid(), m.memberId],
      );
      const file = join(content, 'coupons.json');
      const offers = JSON.parse(readFileSync(file, 'utf8')) as { id: string; total: number }[];
      const voucher = offers.find((o) => o.id === 'voucher-2-yuan')!;
      voucher.total = 5;
      const added = { ...voucher, id: 'new-voucher', total: 3 };
      writeFileSync(
        file,
        JSON.stringify([
          voucher,
          added,
          ...offers.filter((o) => !['voucher-2-yuan', 'off-5-from-20', 'last-one-3-off-10'].includes(o.id)),
        ]),
      );
      await updateFromContent(db, content);
      const { rows } = await pglite.query<{ id: string; total: number; claimed: number; active: boolean }>(
        'select id, total, claimed, active from coupon_offers order by id',
      );
      expect(rows).toEqual([
        { id: 'launch-voucher-10', total: 100, claimed: 0, active: false },
        { id: 'new-voucher', total: 3, claimed: 0, active: true },
        { id: 'off-5-from-20', total: 500, claimed: 1, active: false },
        { id: 'voucher-2-yuan', total: 5, claimed: 0, active: true },
      ]);
      // A bad file stops the update, naming it.
      writeFileSync(file, JSON.stringify([{ ...voucher, title: { en: 'English only' } }]));
      await expect(updateFromContent(db, content)).rejects.toThrow(/coupons\.json/);
    } finally {
      await db.destroy();
      rmSync(content, { recursive: true, force: true });
    }
  });
});

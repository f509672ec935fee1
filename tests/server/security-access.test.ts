// Issue 14's access-control test: for every member operation of the OpenAPI document (an
// operation that takes a member's bearer token), no token is refused with the re-login 401,
// and member A's token on member B's ids or data is refused or sees and changes nothing of
// B's. The table below must name every such operation: a new member operation fails this
// test until it has its attack. The operators' operations (security adminBearer) are listed
// apart: no member's token opens them, and on this server, with no ADMIN_TOKEN, no token at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, GATEWAY, OPENAPI_PATH } from '../../src/lib/contract/index';
import {
  ACCOUNT_CLOSE_CONFIRMATION,
  MEMBER_ENDPOINTS,
  MEMBER_RELOGIN_CODE,
  type MemberCoupon,
  type Order,
} from '../../src/lib/contract/member';
import { ADDRESS_ENDPOINTS, MAINLAND_CHINA } from '../../src/lib/contract/address';
import { CHAT_ENDPOINTS, type ChatRecord } from '../../src/lib/contract/chat';
import { CHAT_OFFLINE_ENDPOINT } from '../../src/lib/contract/chat-offline';
import { chatCallAs, interactAs } from './helpers/chat-as';
import { operationsOf } from './helpers/fuzz-cases';
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

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestServer;
let a: TestMember;
let b: TestMember;
let bOrder: Order;
let bCoupon: MemberCoupon;
let bSession = '';
let memberOps: string[] = [];
let adminOps: string[] = [];

const api = (m: TestMember | null) => memberApi(t.url, m);
const bMobile = async () =>
  (await t.pglite.query<{ mobile: string }>('select mobile from members where id = $1', [b.memberId])).rows[0]!.mobile;

beforeAll(async () => {
  t = await startTestServer({ paymentSandboxSecret: TEST_PAYMENT_SECRET });
  await lockPoint(t.pglite, 'fx-ym-1', 600);
  await lockPoint(t.pglite, 'fx-ym-2', 850);
  [a, b] = [await createMember(t.pglite), await createMember(t.pglite)];
  // B's data: a favourite, a history entry, a profile, a paid order (an unlock), an unpaid
  // order, a claimed coupon, a feedback message.
  expect(
    (await api(b).post(MEMBER_ENDPOINTS.favouriteSet, { targetKind: 'point', targetId: 'fx-am-1', favourite: true }))
      .status,
  ).toBe(200);
  expect(
    (
      await api(b).post(MEMBER_ENDPOINTS.historyRecord, {
        entries: [{ targetKind: 'point', targetId: 'fx-am-2', viewedAt: new Date().toISOString() }],
      })
    ).status,
  ).toBe(200);
  expect(
    (await api(b).post(MEMBER_ENDPOINTS.profileUpdate, { name: 'Bea Secret', email: 'bea@example.com' })).status,
  ).toBe(200);
  // B's postal address (issue 17): A may neither read nor change nor delete it.
  expect(
    (
      await api(b).post(ADDRESS_ENDPOINTS.save, {
        countryName: MAINLAND_CHINA,
        provinceName: '浙江省',
        cityName: '杭州市',
        detailInfo: 'Bea Secret Street 1',
        postalCode: '310000',
      })
    ).status,
  ).toBe(200);
  const paid = (
    await api(b).post<Order>(MEMBER_ENDPOINTS.orderCreate, {
      targetKind: 'point',
      targetId: 'fx-ym-1',
      clientRequestId: uuid(),
    })
  ).body.data!;
  const paymentId = uuid();
  await t.pglite.query('update orders set payment_id = $2 where id = $1', [paid.id, paymentId]);
  const notified = await postNotification(t.url, {
    eventId: uuid(),
    type: 'payment.succeeded',
    paymentId,
    orderId: paid.id,
    amountMinor: paid.amountMinor,
    occurredAt: new Date().toISOString(),
  });
  expect(notified.status).toBe(200);
  bOrder = (
    await api(b).post<Order>(MEMBER_ENDPOINTS.orderCreate, {
      targetKind: 'point',
      targetId: 'fx-ym-2',
      clientRequestId: uuid(),
    })
  ).body.data!;
  bCoupon = (await api(b).post<MemberCoupon>(MEMBER_ENDPOINTS.couponClaim, { offerId: 'voucher-2-yuan' })).body.data!;
  expect(bCoupon?.id).toBeTruthy();
  // B's conversation with the assistant (the embedded one answers from the catalogue).
  bSession = (await chatCallAs<{ id: string }>(t.url, CHAT_ENDPOINTS.addSession, {}, { token: b.token })).data.id;
  const asked = await interactAs(t.url, { content: 'Bea private question', sessionId: bSession }, { token: b.token });
  expect(asked.events.at(-1)?.event).toBe('end');

  const doc = (await (await fetch(`${t.url}${OPENAPI_PATH}`)).json()) as Parameters<typeof operationsOf>[0];
  memberOps = operationsOf(doc)
    .filter((op) => op.member)
    .map((op) => `${op.method} ${op.path.replace(/^\/api/, '')}`);
  const security = (path: string, method: string) =>
    (doc.paths[path]?.[method] as { security?: Record<string, unknown>[] }).security ?? [];
  adminOps = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => security(path, method).some((s) => 'adminBearer' in s))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(async () => {
  await t?.close();
});

/** B's data, read as B: what A's attacks must leave untouched. */
async function bState() {
  const get = <T>(path: string, q: Record<string, string> = {}) =>
    api(b)
      .get<T>(path, q)
      .then((r) => r.body.data);
  return JSON.stringify({
    favourites: await get(MEMBER_ENDPOINTS.favouriteList),
    history: await get(MEMBER_ENDPOINTS.historyList),
    profile: await get(MEMBER_ENDPOINTS.profile),
    address: await get(ADDRESS_ENDPOINTS.get),
    orders: await get(MEMBER_ENDPOINTS.orderList),
    unlocks: await get(MEMBER_ENDPOINTS.unlocks),
    coupons: await get(MEMBER_ENDPOINTS.couponMine),
    chat: (
      await chatCallAs<ChatRecord[]>(t.url, CHAT_ENDPOINTS.listRecords, { sessionId: bSession }, { token: b.token })
    ).data,
  });
}

const refusedAsMissing = (status: number) => status === 404;
const CHAT_OPEN = 'a visitor may chat without an account, by an unguessable session id';
const chatAsA = (path: string, body: unknown) => chatCallAs(t.url, path, body, { token: a.token });
const noTrace = (body: unknown) => {
  const text = JSON.stringify(body);
  return (
    !text.includes(bOrder.id) &&
    !text.includes('Bea Secret') &&
    !text.includes(bCoupon.id) &&
    !text.includes('fx-am-1"') &&
    !text.includes('fx-am-2')
  );
};

type Attack = { anonymousAllowed?: string; run: () => Promise<void> };
const E = MEMBER_ENDPOINTS;
const key = (method: string, path: string) => `${method} ${path}`;

const ATTACKS: Record<string, Attack> = {
  [key('GET', E.favouriteList)]: {
    run: async () => expect(noTrace((await api(a).get(E.favouriteList)).body)).toBe(true),
  },
  [key('POST', E.favouriteSet)]: {
    run: async () =>
      void (await api(a).post(E.favouriteSet, { targetKind: 'point', targetId: 'fx-am-1', favourite: false })),
  },
  [key('GET', E.historyList)]: { run: async () => expect(noTrace((await api(a).get(E.historyList)).body)).toBe(true) },
  [key('POST', E.historyRecord)]: {
    run: async () =>
      void (await api(a).post(E.historyRecord, {
        entries: [{ targetKind: 'point', targetId: 'fx-am-2', viewedAt: new Date(0).toISOString() }],
      })),
  },
  [key('POST', E.historyClear)]: { run: async () => void (await api(a).post(E.historyClear, {})) },
  [key('POST', E.feedback)]: {
    anonymousAllowed: 'a visitor may write to us without an account',
    run: async () => void (await api(a).post(E.feedback, { content: 'from A', clientId: uuid() })),
  },
  [key('POST', E.smsCode)]: {
    anonymousAllowed: 'logging in starts without a token',
    run: async () => {
      // A may not ask a change-mobile code for B's number.
      const reply = await api(a).post(E.smsCode, { mobile: await bMobile(), purpose: 'change-mobile' });
      expect(reply.status).toBeGreaterThanOrEqual(400);
    },
  },
  [key('POST', E.logout)]: { run: async () => void (await api(a).post(E.logout, {})) },
  [key('GET', E.profile)]: { run: async () => expect(noTrace((await api(a).get(E.profile)).body)).toBe(true) },
  [key('POST', E.profileUpdate)]: {
    run: async () => void (await api(a).post(E.profileUpdate, { name: 'Changed by A' })),
  },
  [key('POST', E.mobileChange)]: {
    run: async () =>
      expect(
        (await api(a).post(E.mobileChange, { mobile: await bMobile(), code: '000000' })).status,
      ).toBeGreaterThanOrEqual(400),
  },
  [key('POST', E.close)]: {
    run: async () => void (await api(a).post(E.close, { confirm: ACCOUNT_CLOSE_CONFIRMATION })),
  },
  [key('POST', E.orderCreate)]: {
    run: async () =>
      void (await api(a).post(E.orderCreate, { targetKind: 'point', targetId: 'fx-ym-2', clientRequestId: uuid() })),
  },
  [key('GET', E.orderList)]: { run: async () => expect(noTrace((await api(a).get(E.orderList)).body)).toBe(true) },
  [key('GET', E.orderDetail)]: {
    run: async () => expect(refusedAsMissing((await api(a).get(E.orderDetail, { id: bOrder.id })).status)).toBe(true),
  },
  [key('POST', E.orderPay)]: {
    run: async () =>
      expect(refusedAsMissing((await api(a).post(E.orderPay, { id: bOrder.id, returnUrl: '/orders' })).status)).toBe(
        true,
      ),
  },
  [key('POST', E.orderCancel)]: {
    run: async () => expect(refusedAsMissing((await api(a).post(E.orderCancel, { id: bOrder.id })).status)).toBe(true),
  },
  [key('POST', E.orderRefund)]: {
    run: async () =>
      expect(refusedAsMissing((await api(a).post(E.orderRefund, { id: bOrder.id, reason: 'mine now' })).status)).toBe(
        true,
      ),
  },
  [key('POST', E.orderDelete)]: {
    run: async () => expect(refusedAsMissing((await api(a).post(E.orderDelete, { id: bOrder.id })).status)).toBe(true),
  },
  [key('GET', E.unlocks)]: {
    run: async () =>
      expect(
        noTrace((await api(a).get(E.unlocks)).body) &&
          !JSON.stringify((await api(a).get(E.unlocks)).body).includes('fx-ym-1'),
      ).toBe(true),
  },
  [key('GET', E.couponOffers)]: {
    anonymousAllowed: 'the offers are shown before login',
    run: async () => expect(noTrace((await api(a).get(E.couponOffers)).body)).toBe(true),
  },
  [key('POST', E.couponClaim)]: {
    run: async () => void (await api(a).post(E.couponClaim, { offerId: 'voucher-2-yuan' })),
  },
  [key('GET', ADDRESS_ENDPOINTS.get)]: {
    run: async () => expect(noTrace((await api(a).get(ADDRESS_ENDPOINTS.get)).body)).toBe(true),
  },
  [key('POST', ADDRESS_ENDPOINTS.save)]: {
    run: async () =>
      void (await api(a).post(ADDRESS_ENDPOINTS.save, {
        countryName: MAINLAND_CHINA,
        provinceName: '北京市',
        cityName: '北京市',
        detailInfo: 'A street',
        postalCode: '100000',
      })),
  },
  [key('POST', ADDRESS_ENDPOINTS.delete)]: { run: async () => void (await api(a).post(ADDRESS_ENDPOINTS.delete, {})) },
  [key('GET', E.couponMine)]: { run: async () => expect(noTrace((await api(a).get(E.couponMine)).body)).toBe(true) },
  [key('POST', ENDPOINTS.fileUpload)]: {
    // A member operation since issue 14 (item 7): A's upload is A's own and touches nothing of B's.
    run: async () => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
      const res = await fetch(`${t.url}${GATEWAY}${ENDPOINTS.fileUpload}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${a.token}` },
      });
      expect(res.status).toBe(200);
    },
  },
  [key('GET', CHAT_ENDPOINTS.interact)]: {
    anonymousAllowed: CHAT_OPEN,
    run: async () =>
      expect((await interactAs(t.url, { content: 'Let me in', sessionId: bSession }, { token: a.token })).status).toBe(
        404,
      ),
  },
  [key('POST', CHAT_ENDPOINTS.interactStop)]: {
    anonymousAllowed: CHAT_OPEN,
    run: async () => expect((await chatAsA(CHAT_ENDPOINTS.interactStop, { sessionId: bSession })).status).toBe(404),
  },
  [key('POST', CHAT_ENDPOINTS.listRecords)]: {
    anonymousAllowed: CHAT_OPEN,
    run: async () => expect((await chatAsA(CHAT_ENDPOINTS.listRecords, { sessionId: bSession })).status).toBe(404),
  },
  [key('POST', CHAT_ENDPOINTS.removeRecords)]: {
    anonymousAllowed: CHAT_OPEN,
    run: async () => expect((await chatAsA(CHAT_ENDPOINTS.removeRecords, { sessionId: bSession })).status).toBe(404),
  },
  [key('POST', CHAT_OFFLINE_ENDPOINT)]: {
    anonymousAllowed: CHAT_OPEN,
    run: async () => {
      const exchange = {
        clientId: uuid(),
        sessionId: bSession,
        question: 'Let me in',
        answer: 'No',
        lang: 'en',
        uiLang: 'en',
        kind: 'other',
        placeId: null,
        pointId: null,
        sources: [],
        declined: true,
        askedAt: Date.now(),
      };
      expect((await chatAsA(CHAT_OFFLINE_ENDPOINT, exchange)).status).toBe(404);
    },
  },
  [key('POST', CHAT_ENDPOINTS.addSession)]: {
    anonymousAllowed: CHAT_OPEN,
    run: async () => expect(noTrace((await chatAsA(CHAT_ENDPOINTS.addSession, {})).data)).toBe(true),
  },
};

describe("the operators' operations", () => {
  it('are refused without a token (401), with a member token or a guess (403): no ADMIN_TOKEN is set', async () => {
    expect(adminOps).toEqual(['GET /admin/assistant/exchanges']);
    for (const op of adminOps) {
      const path = op.split(' ')[1]!;
      const tokens = [undefined, a.token, b.token, 'a-guessed-admin-token-0123456789abcdef'];
      const replies = await Promise.all(
        tokens.map(async (token) => {
          const res = await fetch(`${t.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
          const body = (await res.json()) as { errorCode: string };
          return `${res.status} ${body.errorCode}`;
        }),
      );
      expect(replies, op).toEqual(['401 ADM0000401', '403 ADM0000403', '403 ADM0000403', '403 ADM0000403']);
    }
  });
});

describe('access control of every member operation', () => {
  it('has an attack for every member operation of the OpenAPI document', () => {
    expect(memberOps.length).toBeGreaterThan(15);
    expect(memberOps.filter((op) => !ATTACKS[op])).toEqual([]);
  });

  it('refuses every member operation without a token, except those open by design', async () => {
    for (const op of memberOps) {
      const [method, path] = op.split(' ') as [string, string];
      const reply = method === 'GET' ? await api(null).get(path) : await api(null).post(path, {});
      if (ATTACKS[op]?.anonymousAllowed) {
        expect(reply.status, op).not.toBe(500);
        continue;
      }
      expect({ op, status: reply.status, code: reply.body.errorCode }).toEqual({
        op,
        status: 401,
        code: MEMBER_RELOGIN_CODE,
      });
    }
  });

  it("gives member A nothing of member B's and changes nothing of B's", async () => {
    const before = await bState();
    // Closing A's account and logging A out come last: the other attacks need A's token.
    const last = [key('POST', E.logout), key('POST', E.close)];
    const order = [...memberOps.filter((op) => !last.includes(op)), ...last.filter((op) => memberOps.includes(op))];
    for (const op of order) await ATTACKS[op]!.run();
    expect(await bState()).toBe(before);
    expect((await api(b).get(E.profile)).status).toBe(200);
  });
});

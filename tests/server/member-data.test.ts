// Favourites, browsing history and feedback: a token is required (feedback excepted), one
// member never sees or changes another's rows, repeats are idempotent, bad input is a clear
// 4xx, and feedback carries the spec's messages and its hourly limit per address.
import { randomUUID } from 'node:crypto';
import { Kysely, PGliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY, type ApiResponse, type Page } from '../../src/lib/contract/index';
import {
  FEEDBACK_MAX_LENGTH,
  MEMBER_ENDPOINTS,
  MEMBER_RELOGIN_CODE,
  type Favourite,
  type HistoryEntry,
} from '../../src/lib/contract/member';
import type { Database } from '../../server/src/db/schema';
import { issueToken, revokeToken } from '../../server/src/members/tokens';
import { startTestServer, type TestServer } from './helpers/start';

interface Reply<T> {
  status: number;
  body: ApiResponse<T>;
}

let t: TestServer;
let db: Kysely<Database>;
let tokenA: string;
let tokenB: string;

async function newMember(mobile: string): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  await db
    .insertInto('members')
    .values({ id, mobile, open_id: `open-${id}` })
    .execute();
  return { id, token: (await issueToken(db, id)).token };
}

async function call<T>(
  path: string,
  options: { token?: string | null; body?: unknown; raw?: string; query?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const url = new URL(`${GATEWAY}${path}`, t.url);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const post = options.body !== undefined || options.raw !== undefined;
  const res = await fetch(url, {
    method: post ? 'POST' : 'GET',
    headers: {
      ...(post ? { 'Content-Type': 'application/json' } : {}),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: post ? (options.raw ?? JSON.stringify(options.body)) : undefined,
  });
  return { status: res.status, body: (await res.json()) as ApiResponse<T> };
}

const setFav = (token: string | null, body: unknown) => call<Favourite>(MEMBER_ENDPOINTS.favouriteSet, { token, body });
const listFav = (token: string | null, query: Record<string, string> = {}) =>
  call<Page<Favourite>>(MEMBER_ENDPOINTS.favouriteList, { token, query });
const record = (token: string | null, body: unknown) =>
  call<{ saved: number }>(MEMBER_ENDPOINTS.historyRecord, { token, body });
const listHistory = (token: string | null) => call<Page<HistoryEntry>>(MEMBER_ENDPOINTS.historyList, { token });
const sendFeedback = (body: unknown, token: string | null = null) =>
  call<{ id: string }>(MEMBER_ENDPOINTS.feedback, { token, body });

beforeAll(async () => {
  t = await startTestServer();
  db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: t.pglite }) });
  tokenA = (await newMember('13800000001')).token;
  tokenB = (await newMember('13800000002')).token;
});

afterAll(async () => {
  await t?.close();
});

describe('the token', () => {
  const guarded: [string, () => Promise<Reply<unknown>>][] = [
    ['favouriteList', () => listFav(null)],
    ['favouriteSet', () => setFav(null, { targetKind: 'point', targetId: 'fx-ym-1', favourite: true })],
    ['historyList', () => listHistory(null)],
    [
      'historyRecord',
      () =>
        record(null, { entries: [{ targetKind: 'point', targetId: 'fx-ym-1', viewedAt: new Date().toISOString() }] }),
    ],
    ['historyClear', () => call(MEMBER_ENDPOINTS.historyClear, { body: {} })],
  ];

  it.each(guarded)('%s refuses a missing token with 401 MOB2230010', async (_name, send) => {
    const reply = await send();
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ success: false, data: null, errorCode: MEMBER_RELOGIN_CODE });
  });

  it('refuses an unknown and a revoked token', async () => {
    expect((await listFav('x'.repeat(43))).status).toBe(401);
    const member = await newMember('13800000003');
    expect((await listFav(member.token)).status).toBe(200);
    const tokens = await db.selectFrom('member_tokens').select('id').where('member_id', '=', member.id).execute();
    for (const { id } of tokens) await revokeToken(db, id);
    expect((await listFav(member.token)).body.errorCode).toBe(MEMBER_RELOGIN_CODE);
  });

  it('feedback needs no token, but refuses a bad one', async () => {
    const bad = await sendFeedback({ content: 'Hello', clientId: randomUUID() }, 'y'.repeat(43));
    expect(bad.status).toBe(401);
    expect(bad.body.errorCode).toBe(MEMBER_RELOGIN_CODE);
  });
});

describe('favourites', () => {
  it('keeps a point, a scenic area and a museum, newest first, idempotently', async () => {
    const first = await setFav(tokenA, { targetKind: 'point', targetId: 'fx-ym-1', favourite: true });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ targetKind: 'point', targetId: 'fx-ym-1', favourite: true });
    const again = await setFav(tokenA, { targetKind: 'point', targetId: 'fx-ym-1', favourite: true });
    expect(again.body.data?.createdAt).toBe(first.body.data?.createdAt);
    await setFav(tokenA, { targetKind: 'scenic', targetId: 'fx-yellow-mountain', favourite: true });
    await setFav(tokenA, { targetKind: 'museum', targetId: 'fx-anhui-museum', favourite: true });

    const page = (await listFav(tokenA)).body.data!;
    expect(page.total).toBe(3);
    expect(page.list.map((f) => f.targetId)).toEqual(['fx-anhui-museum', 'fx-yellow-mountain', 'fx-ym-1']);
    const paged = (await listFav(tokenA, { page: '2', pageSize: '2' })).body.data!;
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.list.map((f) => f.targetId)).toEqual(['fx-ym-1']);
  });

  it('removes with favourite false, and a second removal changes nothing', async () => {
    await setFav(tokenA, { targetKind: 'point', targetId: 'fx-ym-2', favourite: true });
    for (let i = 0; i < 2; i++) {
      const removed = await setFav(tokenA, { targetKind: 'point', targetId: 'fx-ym-2', favourite: false });
      expect(removed.status).toBe(200);
      expect(removed.body.data).toMatchObject({ targetId: 'fx-ym-2', favourite: false });
    }
    expect((await listFav(tokenA)).body.data!.list.some((f) => f.targetId === 'fx-ym-2')).toBe(false);
  });

  it("never shows or changes another member's favourites", async () => {
    expect((await listFav(tokenB)).body.data).toMatchObject({ list: [], total: 0 });
    await setFav(tokenB, { targetKind: 'point', targetId: 'fx-ym-1', favourite: false });
    await setFav(tokenB, { targetKind: 'point', targetId: 'fx-am-1', favourite: true });
    const a = (await listFav(tokenA)).body.data!.list.map((f) => f.targetId);
    expect(a).toContain('fx-ym-1');
    expect(a).not.toContain('fx-am-1');
    expect((await listFav(tokenB)).body.data!.list.map((f) => f.targetId)).toEqual(['fx-am-1']);
  });

  it('answers 404 for a target the catalogue does not hold, or of another kind', async () => {
    for (const body of [
      { targetKind: 'point', targetId: 'no-such-point', favourite: true },
      { targetKind: 'museum', targetId: 'fx-yellow-mountain', favourite: true },
      { targetKind: 'scenic', targetId: 'fx-ym-1', favourite: true },
    ]) {
      const reply = await setFav(tokenA, body);
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ success: false, errorCode: 'MOB0000404' });
    }
  });

  it.each([
    ['malformed JSON', '{"targetKind": "point", ', /JSON/],
    ['an unknown kind', { targetKind: 'hotel', targetId: 'fx-ym-1', favourite: true }, /targetKind/],
    ['favourite as a string', { targetKind: 'point', targetId: 'fx-ym-1', favourite: 'yes' }, /favourite/],
    ['a numeric id', { targetKind: 'point', targetId: 7, favourite: true }, /targetId/],
    ['a blank id', { targetKind: 'point', targetId: '  ', favourite: true }, /targetId/],
  ])('answers 400 VAL0000400 to %s', async (_label, body, message) => {
    const reply =
      typeof body === 'string'
        ? await call(MEMBER_ENDPOINTS.favouriteSet, { token: tokenA, raw: body })
        : await setFav(tokenA, body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, errorCode: 'VAL0000400' });
    expect(reply.body.message).toMatch(message);
  });

  it('answers 400 to a bad page size', async () => {
    expect((await listFav(tokenA, { pageSize: '500' })).status).toBe(400);
    expect((await listFav(tokenA, { page: 'zero' })).status).toBe(400);
  });
});

describe('browsing history', () => {
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

  it('keeps the latest time per target, skips unknown targets and clamps the future', async () => {
    const saved = await record(tokenA, {
      entries: [
        { targetKind: 'point', targetId: 'fx-ym-1', viewedAt: at(30) },
        { targetKind: 'scenic', targetId: 'fx-yellow-mountain', viewedAt: at(20) },
        { targetKind: 'point', targetId: 'gone-point', viewedAt: at(10) },
        {
          targetKind: 'museum',
          targetId: 'fx-anhui-museum',
          viewedAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ saved: 3 });
    // An older viewing sent again (a retried batch) does not move the time back.
    await record(tokenA, { entries: [{ targetKind: 'point', targetId: 'fx-ym-1', viewedAt: at(60) }] });
    // A newer one moves it forward.
    await record(tokenA, { entries: [{ targetKind: 'scenic', targetId: 'fx-yellow-mountain', viewedAt: at(1) }] });

    const page = (await listHistory(tokenA)).body.data!;
    expect(page.list.map((e) => e.targetId)).toEqual(['fx-anhui-museum', 'fx-yellow-mountain', 'fx-ym-1']);
    expect(Date.parse(page.list[0]!.viewedAt)).toBeLessThanOrEqual(Date.now());
    expect(Math.abs(Date.parse(page.list[2]!.viewedAt) - (Date.now() - 30 * 60_000))).toBeLessThan(60_000);
  });

  it("is the member's own: another member sees none and clears none of it", async () => {
    expect((await listHistory(tokenB)).body.data!.total).toBe(0);
    const cleared = await call<{ cleared: number }>(MEMBER_ENDPOINTS.historyClear, { token: tokenB, body: {} });
    expect(cleared.body.data).toEqual({ cleared: 0 });
    expect((await listHistory(tokenA)).body.data!.total).toBe(3);
  });

  it('clears the history', async () => {
    const cleared = await call<{ cleared: number }>(MEMBER_ENDPOINTS.historyClear, { token: tokenA, body: {} });
    expect(cleared.body.data).toEqual({ cleared: 3 });
    expect((await listHistory(tokenA)).body.data!.total).toBe(0);
  });

  const entry = { targetKind: 'point', targetId: 'fx-ym-1', viewedAt: new Date().toISOString() };
  it.each([
    ['no entries', { entries: [] }, /entries/],
    ['51 entries', { entries: Array.from({ length: 51 }, () => entry) }, /entries/],
    ['a time that is not ISO', { entries: [{ ...entry, viewedAt: 'yesterday' }] }, /viewedAt/],
    ['an unknown kind', { entries: [{ ...entry, targetKind: 'shop' }] }, /targetKind/],
    ['entries as an object', { entries: entry }, /entries/],
  ])('answers 400 VAL0000400 to %s, storing nothing', async (_label, body, message) => {
    const reply = await record(tokenA, body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, errorCode: 'VAL0000400' });
    expect(reply.body.message).toMatch(message);
    expect((await listHistory(tokenA)).body.data!.total).toBe(0);
  });

  it('answers 413 to a body over 1 MB', async () => {
    const reply = await call(MEMBER_ENDPOINTS.historyRecord, {
      token: tokenA,
      raw: JSON.stringify({ entries: [entry], pad: 'x'.repeat(1_100_000) }),
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ success: false, errorCode: 'GTW0000413' });
  });
});

describe('feedback', () => {
  const feedbackRows = () => db.selectFrom('feedback').selectAll().execute();

  it.each([
    ['empty content', { content: '', clientId: 'client-empty-1' }, /^Feedback content cannot be empty$/],
    ['whitespace content', { content: ' \n\t ', clientId: 'client-empty-2' }, /^Feedback content cannot be empty$/],
    [
      'content over the limit',
      { content: 'x'.repeat(FEEDBACK_MAX_LENGTH + 1), clientId: 'client-long-1' },
      /at most 2000/,
    ],
    ['a bad email', { content: 'Fine', email: 'not-an-email', clientId: 'client-mail-1' }, /email/],
    ['content as a number', { content: 42, clientId: 'client-type-1' }, /content/],
    ['a missing clientId', { content: 'Fine' }, /clientId/],
    ['a bad clientId', { content: 'Fine', clientId: 'a b' }, /clientId/],
  ])('answers 400 VAL0000400 to %s, storing nothing', async (_label, body, message) => {
    const reply = await sendFeedback(body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, errorCode: 'VAL0000400' });
    expect(reply.body.message).toMatch(message);
    expect(await feedbackRows()).toHaveLength(0);
  });

  it('stores a message once per clientId, trimmed, with the member when logged in', async () => {
    const clientId = randomUUID();
    const body = { content: '  The audio of stop 3 is too quiet.  ', email: ' visitor@example.com ', clientId };
    const first = await sendFeedback(body, tokenA);
    expect(first.status).toBe(200);
    const again = await sendFeedback(body, tokenA);
    expect(again.body.data?.id).toBe(first.body.data?.id);
    const rows = await feedbackRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first.body.data?.id,
      content: 'The audio of stop 3 is too quiet.',
      email: 'visitor@example.com',
    });
    expect(rows[0]!.member_id).not.toBeNull();
    expect(rows[0]!.address_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores an anonymous message without a member, a blank email as none', async () => {
    const reply = await sendFeedback({ content: 'Great app', email: '  ', clientId: randomUUID() });
    expect(reply.status).toBe(200);
    const row = (await feedbackRows()).find((r) => r.id === reply.body.data?.id);
    expect(row).toMatchObject({ member_id: null, email: null });
  });

  it('takes at most 5 messages an hour from one address (429), and still answers a resend', async () => {
    const stored = (await feedbackRows()).length;
    for (let i = stored; i < 5; i++)
      expect((await sendFeedback({ content: `Message ${i}`, clientId: randomUUID() })).status).toBe(200);
    const limited = await sendFeedback({ content: 'One too many', clientId: randomUUID() });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, errorCode: 'MOB2270429' });
    expect(await feedbackRows()).toHaveLength(5);
    const first = (await feedbackRows())[0]!;
    const resend = await sendFeedback({ content: first.content, clientId: first.client_id });
    expect(resend.status).toBe(200);
    expect(resend.body.data?.id).toBe(first.id);
  });
});

describe('the OpenAPI document', () => {
  it('lists every favourites, history and feedback path', async () => {
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    for (const key of [
      'favouriteList',
      'favouriteSet',
      'historyList',
      'historyRecord',
      'historyClear',
      'feedback',
    ] as const) {
      expect(Object.keys(doc.paths)).toContain(`${GATEWAY}${MEMBER_ENDPOINTS[key]}`);
    }
  });
});

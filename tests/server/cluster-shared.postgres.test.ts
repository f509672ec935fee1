// Issue 22, in one process: two real servers on one PostgreSQL schema (TEST_DATABASE_URL), as
// two instances behind a balancer would be, for what the HAProxy test does not cover: the
// sandbox payment page and its secret through either instance, a refund sent by the job queue,
// an upload served by the other instance, a key rotation taken by both, a stop asked through
// the other instance, a client of the other instance keeping an answer going, and one answer
// at a time in a session across both.
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRotate } from '../../server/src/cli/rotate-keys';
import { startServer, type RunningServer } from '../../server/src/start-server';
import { CHAT_ENDPOINTS, type ChatRecord } from '../../src/lib/contract/chat';
import { ENDPOINTS, PUBLIC_KEY_PATH } from '../../src/lib/contract/index';
import { MEMBER_ENDPOINTS, type Order, type PaymentStart } from '../../src/lib/contract/member';
import { newSession, open, postSealed, type Session } from './helpers/envelope';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';
import { postJson } from './helpers/http';
import { createMember, lockPoint, memberApi } from './helpers/order-fixtures';
import { FIXTURE_CONTENT } from './helpers/paths';
import { createTestSchema, type TestSchema } from './helpers/postgres';
import { answerText, readInteract } from './helpers/sse-client';
import { testServerOptions } from './helpers/start';

const baseUrl = process.env.TEST_DATABASE_URL;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

describe.skipIf(!baseUrl)(`two instances on one PostgreSQL${baseUrl ? '' : ' (skipped: no TEST_DATABASE_URL)'}`, () => {
  let fake: FakeOpenAi;
  let schema: TestSchema;
  let a: RunningServer;
  let b: RunningServer;
  let db: pg.Client;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    schema = await createTestSchema(baseUrl!);
    const options = {
      ...(await testServerOptions()),
      // The key pairs and the payment secret come from the database: no key files, no secret.
      rsaPrivateKeyFiles: undefined,
      databaseUrl: schema.url,
      distDir: FIXTURE_CONTENT,
      llm: { baseUrl: fake.url, model: 'fake-model', grounded: false },
      chatQuestionsPerMinute: null,
      sandboxRefundDelayMs: 50,
      clusterLeaseMs: 1500,
    };
    a = await startServer({ ...options, chatDisconnectGraceMs: 300 });
    b = await startServer(options);
    db = new pg.Client({ connectionString: schema.url });
    await db.connect();
    await lockPoint(db as unknown as PGlite, 'fx-ym-1', 600);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await a?.close();
    await b?.close();
    await schema?.drop();
    await fake?.close();
  });

  const newChatSession = async (url: string) =>
    (await postJson<{ id: string }>(url, CHAT_ENDPOINTS.addSession, {})).body.data!.id;

  it('pays through the sandbox page of the other instance, then refunds through the job queue', async () => {
    const member = await createMember(db as unknown as PGlite);
    const order = (
      await memberApi(a.url, member).post<Order>(MEMBER_ENDPOINTS.orderCreate, {
        targetKind: 'point',
        targetId: 'fx-ym-1',
        clientRequestId: randomUUID(),
      })
    ).body.data!;
    const start = (
      await memberApi(a.url, member).post<PaymentStart>(MEMBER_ENDPOINTS.orderPay, { id: order.id, returnUrl: '/' })
    ).body.data!;
    expect((await fetch(new URL(start.payUrl, b.url))).status).toBe(200);
    // B notifies B, signed with the secret A never saw in its environment: the database's.
    const confirm = await fetch(new URL(`${start.payUrl}/confirm`, b.url), { method: 'POST', redirect: 'manual' });
    expect(new URL(confirm.headers.get('location')!, b.url).searchParams.get('paid')).toBe('1');
    const detail = async () =>
      (await memberApi(a.url, member).get<Order>(MEMBER_ENDPOINTS.orderDetail, { id: order.id })).body.data!.status;
    expect(await detail()).toBe('paid');
    const refund = await memberApi(b.url, member).post<Order>(MEMBER_ENDPOINTS.orderRefund, { id: order.id });
    expect(refund.body.data?.status).toBe('refunding');
    await expect.poll(detail, { timeout: 15_000 }).toBe('refunded');
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from ${schema.name}_jobs.jobs where task_identifier = 'sandbox-refund'`,
    );
    expect(rows[0]!.n).toBe(0); // done, so gone from the queue
  });

  it('serves an upload stored through the other instance', async () => {
    const member = await createMember(db as unknown as PGlite);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`${a.url}/api${ENDPOINTS.fileUpload}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.status).toBe(200);
    const { url } = ((await res.json()) as { data: { url: string } }).data;
    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('takes a key rotation on both instances; envelopes made with the older key still open on both', async () => {
    const served = async (url: string) =>
      ((await (await fetch(`${url}${PUBLIC_KEY_PATH}`)).json()) as { data: { publicKey: string; secretHash: string } })
        .data;
    const before = await served(a.url);
    expect(await served(b.url)).toEqual(before);
    const older = newSession(before.publicKey);
    const lines: string[] = [];
    expect(await runRotate([], (line) => lines.push(line), { DATABASE_URL: schema.url })).toBe(0);
    await expect.poll(async () => (await served(a.url)).secretHash, { timeout: 10_000 }).not.toBe(before.secretHash);
    await expect.poll(async () => (await served(b.url)).secretHash, { timeout: 10_000 }).not.toBe(before.secretHash);
    const newer = newSession((await served(a.url)).publicKey);
    const opens = async (url: string, session: Session) =>
      open(await postSealed(url, ENDPOINTS.bannerList, session, { position: 'home' }), session);
    for (const url of [a.url, b.url])
      for (const session of [older, newer])
        expect(await opens(url, session)).toMatchObject({ success: true, data: [{ id: 'fx-banner-1' }] });
    expect(lines[0]).toContain((await served(b.url)).secretHash);
  });

  it('stops, through the other instance, an answer being written: both streams end, the text is kept', async () => {
    fake.script = () => ({ deltas: [{ content: 'on ' }], endless: true, intervalMs: 20 });
    const sessionId = await newChatSession(a.url);
    const asked = fake.calls.length;
    const writing = readInteract(a.url, { content: 'Go on', sessionId });
    await expect.poll(() => fake.calls[asked]?.sentAt.length ?? 0).toBeGreaterThan(3);
    const stopped = await postJson<{ stopped: boolean }>(b.url, CHAT_ENDPOINTS.interactStop, { sessionId });
    expect(stopped.body.data).toEqual({ stopped: true });
    const reply = await writing;
    expect(reply.events.at(-1)).toMatchObject({ event: 'end', data: { status: 'stopped' } });
    const records = (await postJson<ChatRecord[]>(b.url, CHAT_ENDPOINTS.listRecords, { sessionId })).body.data!;
    expect(records.at(-1)).toMatchObject({ status: 'stopped', content: answerText(reply.events) });
  });

  it('goes on writing an answer past its grace while a client of the other instance follows it', async () => {
    // A stops an answer 300 ms after its last client of its own left; this one lasts about 1.2 s.
    const deltas = Array.from({ length: 30 }, (_, i) => ({ content: `w${i} ` }));
    fake.script = () => ({ deltas, intervalMs: 40 });
    const sessionId = await newChatSession(a.url);
    const first = await readInteract(a.url, { content: 'Long one', sessionId }, { stopAfter: 3 });
    const answerId = String(first.events[0]!.data.answerId);
    const rest = await readInteract(b.url, { sessionId, answerId }, { lastEventId: first.events.at(-1)!.id! });
    const all = [...first.events, ...rest.events];
    expect(all.at(-1)).toMatchObject({ event: 'end', data: { status: 'complete' } });
    expect(answerText(all)).toBe(deltas.map((d) => d.content).join(''));
  });

  it('lets one answer at a time be written in a session, whichever instance the questions reach', async () => {
    fake.script = () => ({ deltas: [{ content: 'x' }], endless: true, intervalMs: 20 });
    const sessionId = await newChatSession(a.url);
    const asked = fake.calls.length;
    const writing = readInteract(a.url, { content: 'First', sessionId });
    await expect.poll(() => fake.calls[asked]?.sentAt.length ?? 0).toBeGreaterThan(2);
    const second = await readInteract(b.url, { content: 'Second', sessionId });
    expect(second.status).toBe(409);
    expect(second.json?.errorCode).toBe('CHT0000409');
    await postJson(a.url, CHAT_ENDPOINTS.interactStop, { sessionId });
    expect((await writing).events.at(-1)?.event).toBe('end');
    const third = await readInteract(b.url, { content: 'Third', sessionId }, { stopAfter: 2 });
    expect(third.status).toBe(200);
    await postJson(b.url, CHAT_ENDPOINTS.interactStop, { sessionId });
  });

  it('answers a question sent the moment the last answer ended, whichever instance it reaches', async () => {
    // The end event reaches the client before the answer's row is stored as finished (the
    // journal's next statement). Here that statement is held for 200 ms by a lock on the row:
    // the next question, sent through the other instance meanwhile, waits for it.
    fake.script = () => ({ deltas: [{ content: 'one ' }, { content: 'two' }], intervalMs: 150 });
    const sessionId = await newChatSession(a.url);
    const writing = readInteract(a.url, { content: 'First', sessionId });
    await expect
      .poll(async () => (await db.query('select 1 from chat_answers where session_id = $1', [sessionId])).rowCount)
      .toBe(1);
    await db.query('begin');
    try {
      await db.query('select 1 from chat_answers where session_id = $1 for update', [sessionId]);
      expect((await writing).events.at(-1)).toMatchObject({ event: 'end', data: { status: 'complete' } });
      const next = readInteract(b.url, { content: 'Second', sessionId });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await db.query('commit');
      const reply = await next;
      expect(reply.status).toBe(200);
      expect(reply.events.at(-1)).toMatchObject({ event: 'end', data: { status: 'complete' } });
    } finally {
      await db.query('rollback').catch(() => undefined);
    }
  });
});

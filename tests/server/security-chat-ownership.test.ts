// Issue 14, item 5: a session made by a logged-in member is the member's. Anyone else (no token,
// another member's token) gets 404 from every call that names it: list/records, remove/records,
// interact/stop, and interact itself (ask, regenerate, resume). Anonymous sessions keep working
// by their id; a member who asks in one takes it over. The member of the rate limits is the
// token's: an openId in the query names nobody.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/src/db/migrate';
import { MIGRATIONS } from '../../server/src/db/migrations/index';
import type { Database } from '../../server/src/db/schema';
import type { LoginResult } from '../../src/lib/contract/member';
import { CHAT_ENDPOINTS, type ChatRecord } from '../../src/lib/contract/chat';
import { chatCallAs, interactAs, type As } from './helpers/chat-as';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';
import { loginAs, startMemberTestServer, type MemberTestServer } from './helpers/member-auth-api';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.script = () => ({ deltas: [{ content: 'An ' }, { content: 'answer.' }] });
});
afterAll(() => fake?.close());

const records = (t: MemberTestServer, sessionId: string, as: As = {}) =>
  chatCallAs<ChatRecord[]>(t.url, CHAT_ENDPOINTS.listRecords, { sessionId }, as);
const notFound = { status: 404, success: false, errorCode: 'CHT0000404' };

describe('sessions and their owners', () => {
  let t: MemberTestServer;
  let alice: LoginResult;
  let bob: LoginResult;
  beforeAll(async () => {
    t = await startMemberTestServer({
      llm: { baseUrl: fake.url, model: 'fake-model', grounded: false },
      chatQuestionsPerMinute: null,
    });
    alice = await loginAs(t, '13800000101');
    bob = await loginAs(t, '13800000102');
  });
  afterAll(() => t?.close());

  it("a member's session answers nobody else: 404 on every call, and nothing is changed", async () => {
    const mine = { token: alice.token };
    const made = await chatCallAs<{ id: string }>(t.url, CHAT_ENDPOINTS.addSession, {}, mine);
    const sessionId = made.data.id;
    const asked = await interactAs(t.url, { content: 'Private question', sessionId }, mine);
    expect(asked.events.at(-1)).toMatchObject({ event: 'end', data: { status: 'complete' } });
    const answerId = String(asked.events[0]!.data.answerId);

    for (const other of [{}, { token: bob.token }] as As[]) {
      expect(await records(t, sessionId, other)).toMatchObject(notFound);
      expect(await chatCallAs(t.url, CHAT_ENDPOINTS.removeRecords, { sessionId }, other)).toMatchObject(notFound);
      expect(await chatCallAs(t.url, CHAT_ENDPOINTS.interactStop, { sessionId }, other)).toMatchObject(notFound);
      const queries: Record<string, string>[] = [
        { content: 'Let me in', sessionId },
        { sessionId, regenerate: '1' },
        { sessionId, answerId, lastEventId: `${answerId}:1` },
      ];
      for (const query of queries) {
        const reply = await interactAs(t.url, query, other);
        expect({ status: reply.status, ...reply.json }).toMatchObject(notFound);
      }
      // The openId in the body names nobody either.
      expect(
        await chatCallAs(t.url, CHAT_ENDPOINTS.listRecords, { sessionId, openId: alice.userInfo.openId }, other),
      ).toMatchObject(notFound);
    }
    const kept = await records(t, sessionId, mine);
    expect(kept.data.map((r) => [r.role, r.content])).toEqual([
      ['user', 'Private question'],
      ['assistant', 'An answer.'],
    ]);
  });

  it('a session id first used by a member (from the address) is theirs', async () => {
    const sessionId = 'from-the-address-1';
    const asked = await interactAs(t.url, { content: 'Mine?', sessionId }, { token: alice.token });
    expect(asked.events.at(-1)?.event).toBe('end');
    expect(await records(t, sessionId)).toMatchObject(notFound);
    expect((await records(t, sessionId, { token: alice.token })).data).toHaveLength(2);
  });

  it("another's stop does not stop a member's answer", async () => {
    fake.script = () => ({ deltas: Array.from({ length: 10 }, (_, i) => ({ content: `w${i} ` })), intervalMs: 30 });
    try {
      const sessionId = 'stop-attempt-1';
      const answer = interactAs(t.url, { content: 'Long one', sessionId }, { token: alice.token });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await chatCallAs(t.url, CHAT_ENDPOINTS.interactStop, { sessionId }, { token: bob.token })).toMatchObject(
        notFound,
      );
      expect((await answer).events.at(-1)).toMatchObject({ event: 'end', data: { status: 'complete' } });
    } finally {
      fake.script = () => ({ deltas: [{ content: 'An ' }, { content: 'answer.' }] });
    }
  });

  it('an anonymous session works by its id for anyone; a member who asks in it takes it over', async () => {
    const made = await chatCallAs<{ id: string }>(t.url, CHAT_ENDPOINTS.addSession, { openId: alice.userInfo.openId });
    const sessionId = made.data.id;
    await interactAs(t.url, { content: 'Before login', sessionId });
    expect((await records(t, sessionId)).data).toHaveLength(2);
    // Reading with a token takes nothing over.
    expect((await records(t, sessionId, { token: bob.token })).data).toHaveLength(2);
    expect((await records(t, sessionId)).data).toHaveLength(2);
    // Asking does: the visitor logged in and goes on in the same conversation.
    const asked = await interactAs(t.url, { content: 'After login', sessionId }, { token: bob.token });
    expect(asked.events.at(-1)?.event).toBe('end');
    expect((await records(t, sessionId, { token: bob.token })).data.map((r) => r.content)).toEqual([
      'Before login',
      'An answer.',
      'After login',
      'An answer.',
    ]);
    expect(await records(t, sessionId)).toMatchObject(notFound);
    expect(await records(t, sessionId, { token: alice.token })).toMatchObject(notFound);
  });

  it('a bad token is refused (401), not taken for anonymous', async () => {
    const reply = await records(t, 'any-session', { token: 'x'.repeat(43) });
    expect(reply).toMatchObject({ status: 401, success: false, errorCode: 'MOB2230010' });
  });
});

describe('question limits by the member of the token', () => {
  let t: MemberTestServer;
  let victim: LoginResult;
  beforeAll(async () => {
    t = await startMemberTestServer({
      llm: { baseUrl: fake.url, model: 'fake-model', grounded: false },
      chatQuestionsPerMinute: 2,
    });
    victim = await loginAs(t, '13800000103');
  });
  afterAll(() => t?.close());

  let n = 0;
  const ask = (as: As, openId?: string) =>
    interactAs(t.url, { content: 'Hi', sessionId: `limit-${n++}`, ...(openId ? { openId } : {}) }, as).then(
      (r) => r.status,
    );

  it("another's openId in the query spends nothing of the member's limit; the token's member and each address are limited", async () => {
    const attacker = { from: '127.0.0.61' };
    expect([
      await ask(attacker, victim.userInfo.openId),
      await ask(attacker, victim.userInfo.openId),
      await ask(attacker, victim.userInfo.openId),
    ]).toEqual([200, 200, 429]);
    // The victim, from elsewhere, with the token (and the openId the wrapper adds): still 2.
    expect(await ask({ token: victim.token, from: '127.0.0.62' }, victim.userInfo.openId)).toBe(200);
    expect(await ask({ token: victim.token, from: '127.0.0.63' })).toBe(200);
    // The member's own limit holds across addresses.
    expect(await ask({ token: victim.token, from: '127.0.0.64' })).toBe(429);
    expect(await ask({ from: '127.0.0.64' })).toBe(200);
  });
});

describe('sessions stored before their owners were checked (migration 0012)', () => {
  it("a row naming a member's openId becomes the member's; one naming nobody becomes anonymous", async () => {
    const pglite = await PGlite.create();
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    try {
      const before = Object.fromEntries(
        Object.entries(MIGRATIONS).filter(([name]) => name !== '0012_chat_session_owner'),
      );
      const migrator = new Migrator({ db, provider: { getMigrations: async () => before } });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      await db.insertInto('members').values({ id: 'member-1', mobile: '13800000199', open_id: 'open-1' }).execute();
      await db
        .insertInto('chat_sessions')
        .values([
          { id: 's-open-id', member_id: 'open-1' },
          { id: 's-stranger', member_id: 'open-of-nobody' },
          { id: 's-anonymous', member_id: null },
        ])
        .execute();
      expect(await migrateToLatest(db)).toEqual(['0012_chat_session_owner']);
      const rows = await db.selectFrom('chat_sessions').select(['id', 'member_id']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: 's-anonymous', member_id: null },
        { id: 's-open-id', member_id: 'member-1' },
        { id: 's-stranger', member_id: null },
      ]);
    } finally {
      await db.destroy();
    }
  });
});

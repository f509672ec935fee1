// Issue 22: two instances of the real server (child processes, each with its own data folder)
// on one PostgreSQL (a fresh schema of TEST_DATABASE_URL) behind HAProxy with the repository's
// deploy/haproxy.cfg. An answer started through one instance is resumed through the other,
// whole and once; kill -9 of the instance writing an answer, then a resume through the other:
// the stored text and an end event; limits that hold across instances; an envelope made with
// one instance's key read by the other; a place download and tracking batches sent half to
// each, stored exactly once. Each test names its own client address (X-Forwarded-For, which
// the instances believe from 127.0.0.1: TRUSTED_PROXIES), so their limits do not meet.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findHaproxy } from '../../scripts/cluster/haproxy';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster';
import { CHAT_ENDPOINTS, type ChatRecord } from '../../src/lib/contract/chat';
import {
  ENDPOINTS,
  GATEWAY,
  PUBLIC_KEY_PATH,
  type MediaBundleHeader,
  type PlacePackage,
} from '../../src/lib/contract/index';
import { MEMBER_ENDPOINTS } from '../../src/lib/contract/member';
import { newSession, open, postSealed } from './helpers/envelope';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';
import { getJson, postJson } from './helpers/http';
import { FIXTURE_CONTENT } from './helpers/paths';
import { createTestSchema, type TestSchema } from './helpers/postgres';
import { answerText, readInteract, type SseEvent } from './helpers/sse-client';
import { makeDevice, makeEvents, postTracking, signBatch } from './helpers/tracking';

const baseUrl = process.env.TEST_DATABASE_URL;
const skipReason = !baseUrl ? 'no TEST_DATABASE_URL' : !findHaproxy() ? 'haproxy is not installed' : null;
const QUESTIONS_PER_MINUTE = 4;

describe.skipIf(skipReason !== null)(
  `two instances behind HAProxy${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let fake: FakeOpenAi;
    let schema: TestSchema;
    let cluster: Cluster;
    let db: pg.Client;
    const a = () => cluster.instances[0]!.url;
    const b = () => cluster.instances[1]!.url;

    beforeAll(async () => {
      fake = await startFakeOpenAi();
      schema = await createTestSchema(baseUrl!);
      cluster = await startCluster({
        instances: 2,
        databaseUrl: schema.url,
        from: 'source',
        env: {
          CONTENT_DIR: FIXTURE_CONTENT,
          DIST_DIR: FIXTURE_CONTENT,
          LLM_BASE_URL: fake.url,
          LLM_MODEL: 'fake-model',
          LLM_GROUNDED: '0',
          CHAT_QUESTIONS_PER_MINUTE: String(QUESTIONS_PER_MINUTE),
          // A dead instance's answers are ended within about two seconds.
          CLUSTER_LEASE_MS: '1500',
        },
      });
      db = new pg.Client({ connectionString: schema.url });
      await db.connect();
    }, 120_000);

    afterAll(async () => {
      await db?.end();
      await cluster?.stop();
      await schema?.drop();
      await fake?.close();
    });

    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const newChatSession = async (url: string) =>
      (await postJson<{ id: string }>(url, CHAT_ENDPOINTS.addSession, {})).body.data!.id;
    const ids = (events: SseEvent[]) => events.map((e) => e.id);

    it('serves one public key from both instances; an envelope made with one is read by the other', async () => {
      const keyOf = async (url: string) =>
        (
          (await (await fetch(`${url}${PUBLIC_KEY_PATH}`)).json()) as {
            data: { publicKey: string; secretHash: string };
          }
        ).data;
      const [fromA, fromB] = await Promise.all([keyOf(a()), keyOf(b())]);
      expect(fromB).toEqual(fromA);
      const session = newSession(fromA.publicKey);
      for (const url of [b(), a(), cluster.url]) {
        const reply = await postSealed(url, ENDPOINTS.bannerList, session, { position: 'home' });
        expect(reply.status).toBe(200);
        expect(open(reply, session)).toMatchObject({ success: true, data: [{ id: 'fx-banner-1' }] });
      }
    });

    it('resumes through one instance an answer started through the other: every event once, in order', async () => {
      const deltas = Array.from({ length: 12 }, (_, i) => ({ content: `part${i} ` }));
      fake.script = () => ({ deltas, intervalMs: 40 });
      const sessionId = await newChatSession(a());
      const headers = from('198.51.100.1');
      const first = await readInteract(a(), { content: 'Hello', sessionId }, { stopAfter: 4, headers });
      const answerId = String(first.events[0]!.data.answerId);
      const rest = await readInteract(b(), { sessionId, answerId }, { lastEventId: first.events.at(-1)!.id!, headers });
      expect(rest.status).toBe(200);
      const all = [...first.events, ...rest.events];
      expect(ids(all)).toEqual(all.map((_, i) => `${answerId}:${i + 1}`));
      expect(answerText(all)).toBe(deltas.map((d) => d.content).join(''));
      expect(all.at(-1)).toMatchObject({ event: 'end', data: { answerId, status: 'complete' } });
      // The model was asked once, by the instance the question reached.
      expect(fake.calls.filter((call) => call.body.messages.at(-1)?.content === 'Hello')).toHaveLength(1);
      // Both instances list the stored answer.
      for (const url of [a(), b()]) {
        const records = (await postJson<ChatRecord[]>(url, CHAT_ENDPOINTS.listRecords, { sessionId })).body.data!;
        expect(records.at(-1)).toMatchObject({ id: answerId, status: 'complete', content: answerText(all) });
      }
    });

    it('counts the questions per minute of an address on both instances, even sent all at once', async () => {
      fake.script = () => ({ deltas: [{ content: 'ok' }] });
      const sessions = await Promise.all(Array.from({ length: 8 }, () => newChatSession(cluster.url)));
      const headers = from('198.51.100.2');
      const replies = await Promise.all(
        sessions.map((sessionId) => readInteract(cluster.url, { content: 'Hi', sessionId }, { headers })),
      );
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses).toEqual([
        ...Array(QUESTIONS_PER_MINUTE).fill(200),
        ...Array(8 - QUESTIONS_PER_MINUTE).fill(429),
      ]);
      // HAProxy spread them: both instances answered some.
      const servedBy = new Set(replies.map((r) => r.headers.get('x-served-by')));
      expect(servedBy).toEqual(new Set(['app1', 'app2']));
      // Another address is not held by this one's limit.
      const other = await readInteract(
        cluster.url,
        { content: 'Hi', sessionId: sessions[0]! },
        { headers: from('198.51.100.3') },
      );
      expect(other.status).toBe(200);
    });

    it('holds the login code limit of a number across instances', async () => {
      const ask = (url: string) =>
        fetch(`${url}${GATEWAY}${MEMBER_ENDPOINTS.smsCode}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...from('198.51.100.4') },
          body: JSON.stringify({ mobile: '13800138022', purpose: 'login' }),
        });
      expect((await ask(a())).status).toBe(200);
      expect((await ask(b())).status).toBe(429);
    });

    it('downloads a place in two parts, one from each instance: every file once, as listed', async () => {
      const pkg = (await getJson<PlacePackage>(a(), `${ENDPOINTS.placePackage}?id=fx-yellow-mountain&lang=cn`)).body
        .data!;
      const query = `id=fx-yellow-mountain&lang=cn&version=${pkg.contentVersion}&parts=2`;
      const parts = await Promise.all(
        [a(), b()].map(async (url, part) => {
          const res = await fetch(`${url}${GATEWAY}${ENDPOINTS.placeMediaBundle}?${query}&part=${part}`);
          expect(res.status).toBe(200);
          return Buffer.from(await res.arrayBuffer());
        }),
      );
      const items = parts.flatMap(parseBundle);
      expect(items.map((i) => i.header.index).sort((x, y) => x - y)).toEqual(pkg.media.map((_, i) => i));
      for (const { header, bytes } of items) {
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(pkg.media[header.index]!.sha256);
      }
    });

    it('stores tracking batches sent to both instances at once exactly once', async () => {
      const device = makeDevice();
      const events = makeEvents(40);
      // Two overlapping batches, each sent to both instances at the same time (a retry landing elsewhere).
      const batches = [signBatch(device, events.slice(0, 30)), signBatch(device, events.slice(10))];
      const replies = await Promise.all(batches.flatMap((batch) => [a(), b()].map((url) => postTracking(url, batch))));
      for (const reply of replies) expect(reply.status).toBe(200);
      const accepted = replies.reduce((sum, r) => sum + r.body.data!.accepted, 0);
      expect(accepted).toBe(40);
      const { rows } = await db.query<{ n: number; ids: number }>(
        `select count(*)::int as n, count(distinct id)::int as ids from tracking_events where id = any($1)`,
        [events.map((e) => e.id)],
      );
      expect(rows[0]).toEqual({ n: 40, ids: 40 });
      const stored = await db.query<{ n: number }>(
        `select count(*)::int as n from tracking_batches where uuid = any($1)`,
        [batches.map((batch) => batch.body.uuid)],
      );
      expect(stored.rows[0]!.n).toBe(2);
    });

    // Last: it kills the first instance.
    it('after kill -9 of the instance writing an answer, a resume through the other gets the stored text and an end', async () => {
      fake.script = () => ({ deltas: [{ content: 'word ' }], endless: true, intervalMs: 30 });
      const sessionId = await newChatSession(a());
      const headers = from('198.51.100.5');
      const first = await readInteract(a(), { content: 'Tell me everything', sessionId }, { stopAfter: 5, headers });
      const answerId = String(first.events[0]!.data.answerId);
      // Let a few more chunks be written and journaled after the client went away, then kill the writer.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await cluster.instances[0]!.kill();
      const sent = fake.calls.at(-1)!.sentAt.length;
      const rest = await readInteract(b(), { sessionId, answerId }, { lastEventId: first.events.at(-1)!.id!, headers });
      const all = [...first.events, ...rest.events];
      expect(ids(all)).toEqual(all.map((_, i) => `${answerId}:${i + 1}`));
      expect(all.at(-1)).toMatchObject({ event: 'end', data: { answerId, sessionId, status: 'stopped' } });
      const text = answerText(all);
      // What reached the resumed client is what the dead instance had stored: at least what the
      // first client saw, at most what the model sent.
      expect(text.length).toBeGreaterThan(answerText(first.events).length);
      expect(text.split('word ').length - 1).toBeLessThanOrEqual(sent);
      const records = (await postJson<ChatRecord[]>(b(), CHAT_ENDPOINTS.listRecords, { sessionId })).body.data!;
      expect(records.at(-1)).toMatchObject({ id: answerId, status: 'stopped', content: text });
      // A client that saw events the dead instance never stored still gets the end.
      const ahead = await readInteract(b(), { sessionId, answerId }, { lastEventId: `${answerId}:9999`, headers });
      expect(ahead.events.map((e) => e.event)).toEqual(['end']);
      // HAProxy takes the dead instance out: the balancer still answers.
      expect((await fetch(`${cluster.url}/api/health`)).status).toBe(200);
      // The session is free again: a new question is answered by the living instance.
      fake.script = () => ({ deltas: [{ content: 'again' }] });
      const next = await readInteract(cluster.url, { content: 'And now?', sessionId }, { headers });
      expect(next.status).toBe(200);
      expect(answerText(next.events)).toBe('again');
    });
  },
);

/** Splits a media bundle into its items (the framing of server/src/routes/place-package). */
function parseBundle(body: Buffer): Array<{ header: MediaBundleHeader; bytes: Buffer }> {
  const items: Array<{ header: MediaBundleHeader; bytes: Buffer }> = [];
  let at = 0;
  while (at < body.length) {
    const headerLength = body.readUInt32BE(at);
    const header = JSON.parse(body.subarray(at + 4, at + 4 + headerLength).toString('utf8')) as MediaBundleHeader;
    at += 4 + headerLength;
    items.push({ header, bytes: body.subarray(at, at + header.bytes) });
    at += header.bytes;
  }
  return items;
}

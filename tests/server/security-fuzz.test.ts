// Issue 14's fuzz suite: every operation of the OpenAPI document gets malformed and hostile
// values (helpers/fuzz-cases.ts), plain and in the encrypted envelope, with and without a
// member's token, plus broken envelopes. Every answer must come within 5 s, never be a 5xx
// (the documented 503s of the speech endpoint and of the mini-program scheme, 'no provider
// configured', excepted and counted), and
// never show a stack trace or SQL; the server must answer normally afterwards. Seeded
// (FUZZ_SEED), bounded, and it prints the count of requests and of statuses.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, OPENAPI_PATH } from '../../src/lib/contract/index';
import { ERROR_CODES } from '../../server/src/lib/error-codes';
import { aesEncrypt, newSession, seal, sessionHeaders, type Session } from './helpers/envelope';
import { casesFor, operationsOf, seeded, type FuzzCase, type Operation } from './helpers/fuzz-cases';
import { loginAs, startMemberTestServer, type MemberTestServer } from './helpers/member-auth-api';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const PER_FIELD = 4;
const TIME_LIMIT_MS = 5_000;
/** No speech provider and no mini-program are configured on the fuzzed server: documented 503s. */
const DESIGNED_503: string[] = [ERROR_CODES.speechUnavailable, ERROR_CODES.miniProgramUnavailable];
const DESIGNED_503_OPS = ['/speech/recognize', '/applet/wx/generateScheme'];
const LEAK = [
  /\n\s+at \S+ \(/,
  /\.(ts|js|mjs):\d+:\d+/,
  /node_modules\//,
  /\bSELECT\b[\s\S]*\bFROM\b/,
  /INSERT INTO/,
  /syntax error at or near/,
  /ZodError/,
  /invalid byte sequence/,
];

interface Outcome {
  op: string;
  label: string;
  status: number;
  ms: number;
  problem?: string;
}

let t: MemberTestServer;
let ops: Operation[] = [];
let token = '';
let session: Session;
const outcomes: Outcome[] = [];

beforeAll(async () => {
  t = await startMemberTestServer();
  const doc = (await (await fetch(`${t.url}${OPENAPI_PATH}`)).json()) as Parameters<typeof operationsOf>[0];
  ops = operationsOf(doc);
  token = (await loginAs(t, '13800138123')).token;
  const key = (await (await fetch(`${t.url}/api/public-key`)).json()) as { data: { publicKey: string } };
  session = newSession(key.data.publicKey);
});
afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  type: string;
  text: string;
}

/**
 * One request on a connection of its own (agent: false): a server that closes a connection
 * after refusing a large body early must not be blamed for a reused socket.
 */
function httpSend(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false, timeout: TIME_LIMIT_MS }, (res) => {
      const type = String(res.headers['content-type'] ?? '');
      if (type.includes('event-stream')) {
        res.destroy();
        resolve({ status: res.statusCode ?? 0, type, text: '' });
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIME_LIMIT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

async function send(op: Operation, c: FuzzCase, mode: 'plain' | 'member' | 'sealed'): Promise<Outcome> {
  const url = `${t.url}${op.path}${c.query ? `?${c.query}` : ''}`;
  const headers: Record<string, string> = { ...c.headers };
  if (mode === 'member' && !headers.authorization) headers.authorization = `Bearer ${token}`;
  let body: string | Buffer | undefined;
  if (op.method !== 'GET' && c.body) {
    if ('json' in c.body) {
      const json = JSON.stringify(c.body.json);
      body = mode === 'sealed' ? JSON.stringify(seal(c.body.json, session)) : json;
      headers['content-type'] = 'application/json';
    } else {
      body = c.body.raw;
      headers['content-type'] = c.body.type;
    }
    if (mode === 'sealed') Object.assign(headers, sessionHeaders(session));
  }
  const started = performance.now();
  const outcome: Outcome = { op: `${op.method} ${op.path}`, label: `${mode} ${c.label}`, status: 0, ms: 0 };
  try {
    const res = await httpSend(url, op.method, headers, body);
    outcome.status = res.status;
    const text = res.text;
    outcome.ms = performance.now() - started;
    const leak = LEAK.find((re) => re.test(text));
    const designed503 = res.status === 503 && DESIGNED_503.some((code) => text.includes(code));
    if (res.status >= 500 && !designed503) outcome.problem = `${res.status}: ${text.slice(0, 200)}`;
    else if (leak) outcome.problem = `leak ${leak}: ${text.slice(0, 200)}`;
  } catch (error) {
    outcome.ms = performance.now() - started;
    outcome.problem = `no answer: ${String(error)}`;
  }
  return outcome;
}

/** Broken envelopes on a POST route: each must be the uniform 400 (413 when oversized). */
function badEnvelopes(): { label: string; headers: Record<string, string>; body: string }[] {
  const good = seal({}, session);
  const h = sessionHeaders(session);
  return [
    { label: 'not base64', headers: h, body: JSON.stringify({ iv: good.iv, data: '!!!not base64!!!' }) },
    { label: 'short iv', headers: h, body: JSON.stringify({ iv: 'abc', data: good.data }) },
    { label: 'iv as number', headers: h, body: JSON.stringify({ iv: 12345678, data: good.data }) },
    // Another first character than the sealed one (its IV is random: one seal in 64 starts with "A").
    {
      label: 'tampered data',
      headers: h,
      body: JSON.stringify({ iv: good.iv, data: `${good.data.startsWith('A') ? 'B' : 'A'}${good.data.slice(1)}` }),
    },
    {
      label: 'wrong padding',
      headers: h,
      body: JSON.stringify({ iv: good.iv, data: aesEncrypt('{"a":1}xxxxxxxxx', session.key, good.iv, false) }),
    },
    {
      label: 'not JSON inside',
      headers: h,
      body: JSON.stringify({ iv: good.iv, data: aesEncrypt('not json', session.key, good.iv) }),
    },
    { label: 'unknown secret-hash', headers: { ...h, 'secret-hash': 'f'.repeat(64) }, body: JSON.stringify(good) },
    { label: 'garbage secret', headers: { ...h, secret: 'Z'.repeat(344) }, body: JSON.stringify(good) },
    { label: 'secret only', headers: { secret: h.secret! }, body: JSON.stringify(good) },
    {
      label: 'short secret',
      headers: { 'secret-hash': h['secret-hash']!, secret: 'b'.repeat(10) },
      body: JSON.stringify(good),
    },
    { label: 'plain JSON with the headers', headers: h, body: '{"position":"home"}' },
  ];
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('answers every hostile request within 5 s with no 5xx, stack trace or SQL, and stays up', async () => {
    const rand = seeded(SEED);
    const started = performance.now();
    for (const op of ops) {
      const cases = casesFor(op, rand, PER_FIELD);
      const modes: ('plain' | 'member' | 'sealed')[] = ['plain'];
      if (op.member) modes.push('member');
      if (op.method === 'POST' && op.bodySchema) modes.push('sealed');
      for (const mode of modes) {
        // A few at a time: enough to overlap requests, not so many that they queue past 5 s.
        for (let i = 0; i < cases.length; i += 4) {
          outcomes.push(...(await Promise.all(cases.slice(i, i + 4).map((c) => send(op, c, mode)))));
        }
      }
    }
    const post = ops.find((o) => o.path.endsWith(ENDPOINTS.bannerList))!;
    for (const bad of badEnvelopes()) {
      const res = await httpSend(
        `${t.url}${post.path}`,
        'POST',
        { 'content-type': 'application/json', ...bad.headers },
        bad.body,
      );
      const text = res.text;
      outcomes.push({
        op: `POST ${post.path}`,
        label: `envelope ${bad.label}`,
        status: res.status,
        ms: 0,
        problem:
          res.status === 400 && text.includes(ERROR_CODES.badEnvelope)
            ? undefined
            : `${res.status} ${text.slice(0, 120)}`,
      });
    }
    const seconds = (performance.now() - started) / 1000;

    const statuses = new Map<number, number>();
    for (const o of outcomes) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
    const covered = new Set(outcomes.map((o) => o.op)).size;
    const fives = outcomes.filter((o) => o.status >= 500);
    console.log(
      `fuzz (seed ${SEED}): ${outcomes.length} requests over ${covered} of ${ops.length} operations in ${seconds.toFixed(1)} s; ` +
        `statuses ${[...statuses]
          .sort((a, b) => a[0] - b[0])
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}; ` +
        `5xx ${fives.length} (all documented 503s of unconfigured providers: ${fives.every((o) => DESIGNED_503_OPS.some((op) => o.op.endsWith(op)))}); ` +
        `slowest ${Math.max(...outcomes.map((o) => o.ms)).toFixed(0)} ms`,
    );
    expect(covered).toBe(ops.length);
    expect(outcomes.filter((o) => o.problem).map((o) => `${o.op} [${o.label}] ${o.problem}`)).toEqual([]);

    const health = await fetch(`${t.url}/api/health`);
    expect(health.status).toBe(200);
    const banners = await fetch(`${t.url}/api${ENDPOINTS.bannerList}`, { method: 'POST' });
    expect(banners.status).toBe(200);
  }, 180_000);
});

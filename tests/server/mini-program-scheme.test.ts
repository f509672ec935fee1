// Issue 17: POST /applet/wx/generateScheme against a local stand-in of the messaging
// platform's API (helpers/fake-wechat.ts): the scheme asked for with the configured app's
// token, the token shared and renewed (on its expiry and when the platform expires it
// early), the platform's refusals, limits and failures as our codes, bad input refused before
// the platform is asked, and the embedded default saying that no mini-program is configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINI_PROGRAM_ENDPOINTS, type SchemeResult } from '../../src/lib/contract/mini-program';
import { ERROR_CODES } from '../../server/src/lib/error-codes';
import { createWechatSchemeProvider } from '../../server/src/providers/mini-program/wechat-scheme-provider';
import { SchemeError } from '../../server/src/providers/mini-program/scheme-provider';
import { startFakeWechat, type FakeWechat } from './helpers/fake-wechat';
import { postJson } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/start';

const PATH = MINI_PROGRAM_ENDPOINTS.generateScheme;
let fake: FakeWechat;
let t: TestServer;
let unconfigured: TestServer;

const configOf = (f: FakeWechat, secret = f.appSecret) => ({
  appId: f.appId,
  appSecret: secret,
  apiBase: f.url,
  version: 'trial' as const,
});

beforeAll(async () => {
  fake = await startFakeWechat();
  [t, unconfigured] = await Promise.all([
    startTestServer({ miniProgram: configOf(fake) }),
    startTestServer({ miniProgram: null }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), unconfigured?.close()]);
  await fake?.close();
});

describe('generateScheme with a configured mini-program', () => {
  it('asks the platform for a scheme of the page and query, and answers its openlink and expiry', async () => {
    const before = Date.now();
    const reply = await postJson<SchemeResult>(t.url, PATH, {
      path: 'pages/scenic/detail',
      query: 'id=hz-west-lake&shopkeeperId=1024',
      expireDays: 7,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data?.openlink).toMatch(/^weixin:\/\/dl\/business\/\?t=/);
    const expires = Date.parse(reply.body.data?.expiresAt ?? '');
    expect(expires - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(expires - before).toBeLessThan(7 * 86_400_000 + 60_000);
    expect(fake.schemeCalls.at(-1)?.body).toEqual({
      jump_wxa: { path: 'pages/scenic/detail', query: 'id=hz-west-lake&shopkeeperId=1024', env_version: 'trial' },
      is_expire: true,
      expire_type: 1,
      expire_interval: 7,
    });
  });

  it('shares one access token between requests, and defaults to the home page for 30 days', async () => {
    const tokensBefore = fake.tokenCalls;
    const reply = await postJson<SchemeResult>(t.url, PATH, { path: 'pages/index/index' });
    expect(reply.status).toBe(200);
    expect(fake.tokenCalls).toBe(tokensBefore);
    expect(fake.schemeCalls.at(-1)?.body.expire_interval).toBe(30);
    expect(fake.schemeCalls.at(-1)?.body.jump_wxa?.query).toBe('');
  });

  it('fetches a new token when the platform expires the old one early, and still answers', async () => {
    const tokensBefore = fake.tokenCalls;
    const callsBefore = fake.schemeCalls.length;
    fake.expireTokens();
    const reply = await postJson<SchemeResult>(t.url, PATH, { path: 'pages/index/index' });
    expect(reply.status).toBe(200);
    expect(fake.tokenCalls).toBe(tokensBefore + 1);
    expect(fake.schemeCalls.length).toBe(callsBefore + 2);
    expect(fake.schemeCalls.at(-2)?.token).not.toBe(fake.schemeCalls.at(-1)?.token);
  });

  it("gives the platform's refusal of a page as 400 MOB2290400 and its limit as 429 MOB2290429", async () => {
    const refused = await postJson(t.url, PATH, { path: 'pages/nowhere/index' });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe(ERROR_CODES.miniProgramRefused);
    expect(refused.body.message).toContain('40165');

    fake.failNextScheme(45009, 'reach max api daily quota limit');
    const limited = await postJson(t.url, PATH, { path: 'pages/index/index' });
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe(ERROR_CODES.miniProgramLimited);
  });

  it('answers 502 MOB2290502 while the platform fails, and recovers with it', async () => {
    fake.broken = true;
    try {
      const failed = await postJson(t.url, PATH, { path: 'pages/index/index' });
      expect(failed.status).toBe(502);
      expect(failed.body.errorCode).toBe(ERROR_CODES.miniProgramUpstream);
    } finally {
      fake.broken = false;
    }
    expect((await postJson(t.url, PATH, { path: 'pages/index/index' })).status).toBe(200);
  });

  it('refuses bad input with 400 VAL0000400 before asking the platform; the next request is served', async () => {
    const callsBefore = fake.schemeCalls.length;
    const bad = [
      { path: 'pages/index/index?id=1' },
      { path: 'https://evil.example/pages/index' },
      { path: 'pages/index/\u0000' },
      { path: 'pages/index/index', query: 'name=西湖' },
      { path: 'pages/index/index', query: 'a b' },
      { path: 'pages/index/index', query: 'x'.repeat(129) },
      { path: 'pages/index/index', expireDays: 31 },
      { path: 'pages/index/index', expireDays: 0 },
      {},
    ];
    for (const body of bad) {
      const reply = await postJson(t.url, PATH, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.errorCode).toBe(ERROR_CODES.validation);
    }
    expect(fake.schemeCalls.length).toBe(callsBefore);
    expect((await postJson(t.url, PATH, { path: '/pages/index/index', query: 'id=1' })).status).toBe(200);
  });
});

describe('the scheme provider', () => {
  it('makes one token call for concurrent requests, and renews the token before it expires', async () => {
    let clock = Date.now();
    const provider = createWechatSchemeProvider(configOf(fake), () => clock);
    const tokensBefore = fake.tokenCalls;
    const ask = { path: 'pages/index/index', query: '', expireDays: 1 };
    await Promise.all(Array.from({ length: 5 }, () => provider.generate(ask)));
    expect(fake.tokenCalls).toBe(tokensBefore + 1);
    clock += 7200 * 1000 - 4 * 60_000; // within the renewal margin of the 2-hour token
    await provider.generate(ask);
    expect(fake.tokenCalls).toBe(tokensBefore + 2);
  });

  it("reports refused credentials without the app's secret", async () => {
    const provider = createWechatSchemeProvider(configOf(fake, 'a-wrong-secret-0123456789'));
    const error = await provider
      .generate({ path: 'pages/index/index', query: '', expireDays: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemeError);
    expect((error as SchemeError).status).toBe(502);
    expect((error as SchemeError).message).toContain('40125');
    expect((error as SchemeError).message).not.toContain('a-wrong-secret');
  });
});

describe('generateScheme with no mini-program configured', () => {
  it('answers 503 MOB2290503 and says that none is configured', async () => {
    const reply = await postJson(unconfigured.url, PATH, { path: 'pages/index/index' });
    expect(reply.status).toBe(503);
    expect(reply.body.errorCode).toBe(ERROR_CODES.miniProgramUnavailable);
    expect(reply.body.message).toMatch(/no mini-program is configured/i);
  });
});

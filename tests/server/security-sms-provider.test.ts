// Issue 14 ("also seen"): the embedded 'log' provider writes codes to the log (it exists for
// that), a real provider never. The 'http' provider posts to a gateway (here a local HTTP
// server that records what it gets); the server logs at level trace, and no log line holds
// the code, whether the gateway accepts, fails, or cannot be reached.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ENDPOINTS, type LoginResult } from '../../src/lib/contract/member';
import { createSmsProvider } from '../../server/src/providers/sms/sms-provider';
import { ERROR_CODES } from '../../server/src/lib/error-codes';
import { call, forgetRecentAsks } from './helpers/member-auth-api';
import { startTestServer, type TestServer } from './helpers/start';

interface Received {
  authorization: string | undefined;
  body: { mobile: string; purpose: string; code: string; expiresInSeconds: number };
}

const received: Received[] = [];
let gatewayStatus = 200;
let gateway: Server;
let t: TestServer;
let logText = '';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((done) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => done(text));
  });

async function startServerWithGateway(url: string): Promise<TestServer> {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logText += chunk.toString();
      done();
    },
  });
  return startTestServer({
    logger: pino({ level: 'trace' }, stream),
    smsProvider: 'http',
    smsHttpUrl: url,
    smsHttpToken: 'gateway-token',
  });
}

beforeAll(async () => {
  gateway = createServer((req, res) => {
    void readBody(req).then((text) => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(text) as Received['body'] });
      res.writeHead(gatewayStatus, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => gateway.listen(0, '127.0.0.1', done));
  t = await startServerWithGateway(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`);
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((done) => gateway.close(() => done()));
});

/** Every string value of every log line (numbers such as times and ports are left out). */
function loggedStrings(): string[] {
  const strings: string[] = [];
  const walk = (value: unknown, key = ''): void => {
    if (typeof value === 'string') strings.push(`${key}=${value}`);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  for (const line of logText.split('\n').filter((l) => l.startsWith('{'))) walk(JSON.parse(line));
  return strings;
}

const ask = (mobile: string) => call(t.url, MEMBER_ENDPOINTS.smsCode, { mobile, purpose: 'login' });

describe('a real SMS provider never logs the code', () => {
  it('sends the code to the gateway, which logs it nowhere; the code logs in', async () => {
    await forgetRecentAsks(t);
    gatewayStatus = 200;
    const reply = await ask('13300000001');
    expect(reply.status).toBe(200);
    const sent = received.at(-1)!;
    expect(sent.authorization).toBe('Bearer gateway-token');
    expect(sent.body).toMatchObject({ mobile: '13300000001', purpose: 'login', expiresInSeconds: 300 });
    expect(sent.body.code).toMatch(/^\d{6}$/);
    expect(loggedStrings().length).toBeGreaterThan(3);
    expect(loggedStrings().filter((s) => s.includes(sent.body.code))).toEqual([]);
    expect(logText).not.toContain('sms code sent');
    const login = await call<LoginResult>(t.url, MEMBER_ENDPOINTS.login, {
      mobile: '13300000001',
      code: sent.body.code,
      agreed: true,
    });
    expect(login.status).toBe(200);
  });

  it('a failing gateway is a 503 and the log says what failed, never the code', async () => {
    await forgetRecentAsks(t);
    gatewayStatus = 500;
    const reply = await ask('13300000002');
    expect([reply.status, reply.body.errorCode]).toEqual([503, ERROR_CODES.smsUnavailable]);
    const sent = received.at(-1)!;
    expect(sent.body.mobile).toBe('13300000002');
    expect(loggedStrings().filter((s) => s.includes(sent.body.code))).toEqual([]);
    expect(logText).toContain('SMS gateway answered HTTP 500');
  });

  it('an unreachable gateway is a 503 with nothing of the request in the log', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const other = await startServerWithGateway(`http://127.0.0.1:${port}/send`);
    try {
      logText = '';
      const reply = await call(other.url, MEMBER_ENDPOINTS.smsCode, { mobile: '13300000003', purpose: 'login' });
      expect([reply.status, reply.body.errorCode]).toEqual([503, ERROR_CODES.smsUnavailable]);
      expect(logText).toContain('SMS gateway unreachable');
      const lines = logText
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines.filter((l) => 'code' in l || JSON.stringify(l).includes('13300000003'))).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('the http provider needs its gateway; the log provider is the only one given a logger', () => {
    const silent = pino({ level: 'silent' });
    expect(() => createSmsProvider({ name: 'http' }, silent)).toThrow(/SMS_HTTP_URL/);
    expect(() => createSmsProvider({ name: 'carrier-pigeon' }, silent)).toThrow(/unknown/);
  });
});

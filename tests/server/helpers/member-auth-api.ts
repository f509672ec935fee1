// Member login for server tests: a server whose log is captured (the embedded SMS provider
// writes the codes there), calls with or without a bearer token, and moving the clock of the
// SMS limits by ageing the codes' created_at in the test's PGlite.
import { Writable } from 'node:stream';
import pino from 'pino';
import { GATEWAY } from '../../../src/lib/contract/envelope';
import { MEMBER_ENDPOINTS, type LoginResult, type SmsPurpose } from '../../../src/lib/contract/member';
import type { JsonReply } from './http';
import { newestSmsCode } from './sms-log';
import type { StartServerOptions } from '../../../server/src/start-server';
import { startTestServer, type TestServer } from './start';

export interface MemberTestServer extends TestServer {
  /** Every log line so far. */
  logs(): string;
}

export async function startMemberTestServer(options: StartServerOptions = {}): Promise<MemberTestServer> {
  let captured = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      captured += chunk.toString();
      done();
    },
  });
  const logger = pino({ level: 'info' }, stream);
  const t = await startTestServer({ ...options, logger });
  return { ...t, logs: () => captured };
}

export async function call<T>(
  url: string,
  path: string,
  body?: unknown,
  token?: string,
  raw?: string,
): Promise<JsonReply<T>> {
  const res = await fetch(`${url}${GATEWAY}${path}`, {
    method: body === undefined && raw === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as JsonReply<T>['body'] };
}

/** The newest code the log shows for this number and purpose. */
export function codeFromLogs(t: { logs(): string }, mobile: string, purpose: SmsPurpose = 'login'): string {
  const code = newestSmsCode(t.logs(), mobile, purpose);
  if (!code) throw new Error(`no code for ${mobile} in the log`);
  return code;
}

/** Moves every sent code a day and a minute into the past: the limits start afresh (expiry unchanged). */
export async function forgetRecentAsks(t: TestServer): Promise<void> {
  await t.pglite.query(`update sms_codes set created_at = created_at - interval '1 day 1 minute'`);
}

export async function askCode(
  t: MemberTestServer,
  mobile: string,
  purpose: SmsPurpose = 'login',
  token?: string,
): Promise<string> {
  await forgetRecentAsks(t);
  const reply = await call(t.url, MEMBER_ENDPOINTS.smsCode, { mobile, purpose }, token);
  if (reply.status !== 200) throw new Error(`sms-code answered ${reply.status}: ${reply.body.message}`);
  return codeFromLogs(t, mobile, purpose);
}

export async function loginAs(t: MemberTestServer, mobile: string): Promise<LoginResult> {
  const code = await askCode(t, mobile);
  const reply = await call<LoginResult>(t.url, MEMBER_ENDPOINTS.login, { mobile, code, agreed: true });
  if (!reply.body.data) throw new Error(`login answered ${reply.status}: ${reply.body.message}`);
  return reply.body.data;
}

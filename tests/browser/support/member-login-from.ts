// Member logins for browser tests that need more than one code per minute: the server allows
// one code a minute per client address, so each API login comes from its own loopback
// address (127.0.0.x; Linux routes the whole 127/8 to the loopback interface).
import { request } from 'node:http';
import { GATEWAY } from '../../../src/lib/contract/envelope';
import { MEMBER_ENDPOINTS, type LoginResult, type SmsPurpose } from '../../../src/lib/contract/member';
import { smsCodeFromLogs } from './member-login';

let nextAddress = 10;

export function postFrom<T>(localAddress: string, baseUrl: string, path: string, body: unknown, token?: string): Promise<{ status: number; success: boolean; data: T; errorCode: string | null }> {
  const url = new URL(`${GATEWAY}${path}`, baseUrl);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
        let raw = '';
        res.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        res.on('end', () => {
          const parsed = JSON.parse(raw) as { success: boolean; data: T; errorCode: string | null };
          resolve({ status: res.statusCode ?? 0, ...parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** Asks a code from a fresh loopback address and returns it (read from the server log). */
export async function codeFrom(baseUrl: string, logs: () => string, mobile: string, purpose: SmsPurpose = 'login', token?: string): Promise<string> {
  const before = logs().length;
  const asked = await postFrom(`127.0.0.${nextAddress++}`, baseUrl, MEMBER_ENDPOINTS.smsCode, { mobile, purpose }, token);
  if (!asked.success) throw new Error(`sms-code answered ${asked.status} ${asked.errorCode}`);
  return smsCodeFromLogs(() => logs().slice(before), mobile, purpose);
}

export async function loginFrom(baseUrl: string, logs: () => string, mobile: string): Promise<LoginResult> {
  const code = await codeFrom(baseUrl, logs, mobile);
  const reply = await postFrom<LoginResult>(`127.0.0.${nextAddress++}`, baseUrl, MEMBER_ENDPOINTS.login, { mobile, code, agreed: true });
  if (!reply.success) throw new Error(`login answered ${reply.status} ${reply.errorCode}`);
  return reply.data;
}

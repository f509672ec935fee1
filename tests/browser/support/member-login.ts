// Logging a member in for browser tests (and the benches), the way a visitor does it: ask for
// a code, read it where the embedded SMS provider writes it (the server log: start the server
// with LOG_LEVEL=info), log in, and hand the app its account through local storage. The
// server allows one code a minute per client address, so each call comes from its own
// loopback address (127.0.0.x; Linux routes the whole 127/8 to the loopback interface).
import type { Page } from 'playwright-core';
import { MEMBER_ENDPOINTS, type LoginResult, type SmsPurpose } from '../../../src/lib/contract/member';
import { postFrom } from '../../server/helpers/from-address';
import { newestSmsCode } from '../../server/helpers/sms-log';

let nextAddress = 10;

/** The newest code the server log shows for this number and purpose (waits for it to appear). */
export async function smsCodeFromLogs(
  logs: () => string,
  mobile: string,
  purpose: SmsPurpose = 'login',
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const code = newestSmsCode(logs(), mobile, purpose);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no SMS code for ${mobile} in the server log`);
}

/** Asks a code from a fresh loopback address and returns it (read from the server log). */
export async function codeFrom(
  baseUrl: string,
  logs: () => string,
  mobile: string,
  purpose: SmsPurpose = 'login',
  token?: string,
): Promise<string> {
  const before = logs().length;
  const asked = await postFrom(
    `127.0.0.${nextAddress++}`,
    baseUrl,
    MEMBER_ENDPOINTS.smsCode,
    { mobile, purpose },
    token,
  );
  if (!asked.success) throw new Error(`sms-code answered ${asked.status} ${asked.errorCode}`);
  return smsCodeFromLogs(() => logs().slice(before), mobile, purpose);
}

/** A full login through the API, from a fresh loopback address; a new number creates a new member. */
export async function loginByApi(baseUrl: string, logs: () => string, mobile: string): Promise<LoginResult> {
  const code = await codeFrom(baseUrl, logs, mobile);
  const reply = await postFrom<LoginResult>(`127.0.0.${nextAddress++}`, baseUrl, MEMBER_ENDPOINTS.login, {
    mobile,
    code,
    agreed: true,
  });
  if (!reply.success) throw new Error(`login answered ${reply.status} ${reply.errorCode}`);
  return reply.data;
}

/**
 * Puts the account where the app keeps it (spec point 3's keys) before the app's first load
 * in this tab, once: a later logout is not undone by a reload.
 */
export async function storeLoginBeforeLoad(page: Page, login: LoginResult): Promise<void> {
  await page.addInitScript((account) => {
    if (sessionStorage.getItem('test.loginStored')) return;
    sessionStorage.setItem('test.loginStored', '1');
    localStorage.setItem('token', account.token);
    localStorage.setItem('memberId', account.memberId);
    localStorage.setItem('mobile', account.mobile);
    localStorage.setItem('userInfo', JSON.stringify(account.userInfo));
  }, login);
}

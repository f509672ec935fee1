// Logging a member in for browser tests, the way a visitor does it: ask for a code, read it
// where the embedded SMS provider writes it (the server log: start the server with
// LOG_LEVEL=info), log in, and hand the app its account through local storage.
import type { Page } from 'playwright-core';
import { GATEWAY } from '../../../src/lib/contract/envelope';
import { MEMBER_ENDPOINTS, type LoginResult, type SmsPurpose } from '../../../src/lib/contract/member';

interface SmsLogLine {
  msg?: string;
  mobile?: string;
  purpose?: string;
  code?: string;
}

/** The newest code the server log shows for this number and purpose (waits for it to appear). */
export async function smsCodeFromLogs(logs: () => string, mobile: string, purpose: SmsPurpose = 'login', timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const codes = logs()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as SmsLogLine)
      .filter((line) => line.msg === 'sms code sent' && line.mobile === mobile && line.purpose === purpose && line.code);
    const newest = codes.at(-1)?.code;
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no SMS code for ${mobile} in the server log`);
}

async function post<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${GATEWAY}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const result = (await response.json()) as { success: boolean; data: T; message: string | null };
  if (!result.success) throw new Error(`${path} answered ${response.status}: ${result.message}`);
  return result.data;
}

/** A full login through the API; a new number creates a new member. */
export async function loginByApi(baseUrl: string, logs: () => string, mobile: string): Promise<LoginResult> {
  const before = logs().length;
  await post(baseUrl, MEMBER_ENDPOINTS.smsCode, { mobile, purpose: 'login' });
  const code = await smsCodeFromLogs(() => logs().slice(before), mobile);
  return post<LoginResult>(baseUrl, MEMBER_ENDPOINTS.login, { mobile, code, agreed: true });
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

// /login through the UI: the spec's messages inline (empty and wrong number, empty code,
// the agreement), a code asked with "Get code" and read from the server log, the resend
// countdown kept over a reload, a wrong code answered in place, the way back to a same-origin
// tUrl and an off-site tUrl ignored (-> /mine), the link parameters of spec point 3 taken
// and stripped; axe on /login.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from './support/app-server';
import { expectNoSeriousAxeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { codeFrom, loginByApi, smsCodeFromLogs } from './support/member-login';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ LOG_LEVEL: 'info' }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openLogin(search = ''): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto(`${server.baseUrl}/login${search}`);
  await page.getByLabel('Mobile number', { exact: true }).waitFor();
  return page;
}

const alerts = (page: Page) => page.getByRole('alert').allTextContents();
const submit = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true }).click();

describe('login page', () => {
  it('shows the spec messages inline and passes axe', async () => {
    const page = await openLogin();
    await expectNoSeriousAxeViolations(page);
    await submit(page);
    await expect
      .poll(() => alerts(page))
      .toEqual([
        'Mobile number cannot be empty',
        'Verification code cannot be empty',
        'Please read and agree to the User Agreement and Privacy Policy first',
      ]);
    await page.getByLabel('Mobile number', { exact: true }).fill('12345678901');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect.poll(() => alerts(page)).toContain('Please enter the correct mobile number');
    // The agreement links go to the visitor's language (English here).
    expect(
      await page.locator('.account-agreement a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(['/userAgreement_en', '/privacyPage_en']);
    expect(await page.getByLabel('Verification code', { exact: true }).getAttribute('autocomplete')).toBe(
      'one-time-code',
    );
    expect(await page.getByLabel('Verification code', { exact: true }).getAttribute('inputmode')).toBe('numeric');
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it('logs in with the code from the server log and goes back to the tUrl; the countdown survives a reload', async () => {
    const page = await openLogin(`?tUrl=${encodeURIComponent('/history?from=login')}`);
    await page.getByLabel('Mobile number', { exact: true }).fill('13600000001');
    const before = server.logs().length;
    await page.getByRole('button', { name: 'Get code' }).click();
    const code = await smsCodeFromLogs(() => server.logs().slice(before), '13600000001');
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();

    await page.getByLabel('Mobile number', { exact: true }).fill('13600000001');
    // A wrong code: the server's answer in place.
    await page
      .getByLabel('Verification code', { exact: true })
      .fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByLabel(/I have read and agree/).check();
    await submit(page);
    await expect.poll(() => alerts(page)).toContain('Wrong verification code');

    await page.getByLabel('Verification code', { exact: true }).fill(code);
    await submit(page);
    await page.waitForURL((url) => url.pathname === '/history');
    expect(new URL(page.url()).search).toBe('?from=login');
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      mobile: localStorage.getItem('mobile'),
    }));
    expect(stored.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored.mobile).toBe('13600000001');
    await page.context().close();
  });

  it('ignores an off-site tUrl and goes to /mine instead', async () => {
    for (const [i, target] of ['https://evil.example/steal', '//evil.example/x', 'javascript:alert(1)'].entries()) {
      const mobile = `1360000001${i}`;
      const page = await openLogin(`?tUrl=${encodeURIComponent(target)}`);
      // The code comes from another address (one code a minute per address).
      const code = await codeFrom(server.baseUrl, server.logs, mobile);
      await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
      await page.getByLabel('Verification code', { exact: true }).fill(code);
      await page.getByLabel(/I have read and agree/).check();
      await submit(page);
      await page.waitForURL((url) => url.pathname === '/mine');
      expect(new URL(page.url()).host).toBe(new URL(server.baseUrl).host);
      await page.getByTestId('mine-mobile').waitFor();
      await page.context().close();
    }
  });

  it('offers the authorized login inside a mini-program, which opens its login page with this address', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      localStorage.setItem('lang', 'en');
      const calls: string[] = [];
      (window as unknown as { miniCalls: string[] }).miniCalls = calls;
      (window as unknown as { wx: unknown }).wx = {
        miniProgram: { navigateTo: ({ url }: { url: string }) => calls.push(url) },
      };
    });
    // terminal=4 (the short-video app) arrives in the address and is kept for the session.
    await page.goto(`${server.baseUrl}/login?terminal=4&tUrl=%2Forders`);
    await page.getByRole('button', { name: 'Authorized login' }).click();
    const calls = await page.evaluate(() => (window as unknown as { miniCalls: string[] }).miniCalls);
    expect(calls).toEqual([`/pages/login/index?url=${encodeURIComponent(`${server.baseUrl}/login?tUrl=%2Forders`)}`]);
    await context.close();
  });

  it('takes an account from the link parameters of spec point 3 and strips them from the address', async () => {
    const login = await loginByApi(server.baseUrl, server.logs, '13600000003');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    const query = new URLSearchParams({
      loginToken: login.token,
      memberId: login.memberId,
      mobile: login.mobile,
      loginId: login.userInfo.loginId,
      terminal: '0',
      env: 'sst',
      sourceflag: 'poster',
      city: 'Hangzhou',
      keep: '1',
    });
    await page.goto(`${server.baseUrl}/mine?${query.toString()}`);
    await page.getByTestId('mine-mobile').waitFor();
    expect(await page.getByTestId('mine-mobile').textContent()).toBe('136****0003');
    expect(new URL(page.url()).search).toBe('?keep=1');
    expect(await page.evaluate(() => [sessionStorage.getItem('env'), sessionStorage.getItem('sourceFlag')])).toEqual([
      'sst',
      'poster',
    ]);
    await context.close();
  });
});

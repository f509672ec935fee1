// The account through the UI: Mine shows the masked number and the account links; account
// info edits nickname, name and email as one form with one save (a bad email refused at its
// field, a failed save losing nothing), changes the mobile number with a code sent to the new
// number; log out (confirmed) forgets the account and the server refuses the old token; account closure (two confirmations) deletes the member and the old
// token is refused. Axe on /mine (logged out and in) and /accountInfo.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ENDPOINTS, MEMBER_RELOGIN_CODE, type LoginResult } from '../../src/lib/contract/member';
import { startAppServer, type RunningServer } from './support/app-server';
import { expectNoSeriousAxeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { loginByApi, smsCodeFromLogs, storeLoginBeforeLoad } from './support/member-login';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ LOG_LEVEL: 'info' }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openAs(login: LoginResult | null, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  if (login) await storeLoginBeforeLoad(page, login);
  await page.goto(`${server.baseUrl}${path}`);
  return page;
}

/** The server's answer to the token now (profile is a GET; logout would revoke it). */
async function tokenWorks(token: string): Promise<{ status: number; errorCode: string | null }> {
  const res = await fetch(`${server.baseUrl}/api${MEMBER_ENDPOINTS.profile}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { errorCode: string | null };
  return { status: res.status, errorCode: body.errorCode };
}

async function savedProfile(
  token: string,
): Promise<{ nickname: string | null; name: string | null; email: string | null }> {
  const res = await fetch(`${server.baseUrl}/api${MEMBER_ENDPOINTS.profile}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { nickname: string | null; name: string | null; email: string | null } }).data;
}

describe('account', () => {
  it('shows a Log in card on Mine when logged out', async () => {
    const page = await openAs(null, '/mine');
    await page.locator('.mine-account-card').getByRole('link', { name: 'Log in' }).waitFor();
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it('titles favourites and history when logged out, with the way to log in', async () => {
    const page = await openAs(null, '/favorites');
    for (const [path, heading] of [
      ['/favorites', 'My favourites'],
      ['/history', 'Browsing history'],
    ] as const) {
      if (path !== '/favorites') await page.goto(`${server.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByText('Log in to see this page.').waitFor();
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('tUrl') === path);
    }
    await page.context().close();
  });

  it('edits the profile, changes the mobile number, and logs out', async () => {
    const login = await loginByApi(server.baseUrl, server.logs, '13500000001');
    const page = await openAs(login, '/mine');
    await page.getByTestId('mine-mobile').waitFor();
    expect(await page.getByTestId('mine-mobile').textContent()).toBe('135****0001');
    for (const name of [
      'Account info',
      'My orders',
      'Coupons',
      'My favourites',
      'Browsing history',
      'Contact us',
      'About us',
      'Close account',
    ]) {
      expect(await page.getByRole('link', { name }).count(), name).toBeGreaterThan(0);
    }
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: 'Account info' }).click();
    await page.getByLabel('Nickname').waitFor();
    await expectNoSeriousAxeViolations(page);
    // One form, one save: a field's problem is shown at the field and nothing is sent.
    const profileForm = page.locator('form:has(#profile-nickname)');
    expect(await profileForm.getByRole('button').count()).toBe(1);
    await page.getByLabel('Nickname').fill('  Wanderer  ');
    await page.getByLabel('Name', { exact: true }).fill('Li Ming');
    await page.getByLabel('Email address').fill('not-an-email');
    await profileForm.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.locator('#profile-email-error').textContent())
      .toBe('Please enter a correct email address');
    expect(await page.locator('#profile-nickname-error, #profile-name-error').count()).toBe(0);
    expect((await savedProfile(login.token)).nickname).toBeNull();
    // A save that fails loses nothing, also across a reload.
    await page.getByLabel('Email address').fill('li@example.com');
    await page.context().setOffline(true);
    await profileForm.getByRole('button', { name: 'Save' }).click();
    await page.locator('#profile-form-error').waitFor();
    await page.context().setOffline(false);
    await page.reload();
    await expect.poll(() => page.getByLabel('Email address').inputValue()).toBe('li@example.com');
    expect(await page.getByLabel('Nickname').inputValue()).toBe('  Wanderer  ');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Li Ming');
    await profileForm.getByRole('button', { name: 'Save' }).click();
    await profileForm.getByRole('status').getByText('Saved').waitFor();
    expect(await savedProfile(login.token)).toMatchObject({
      nickname: 'Wanderer',
      name: 'Li Ming',
      email: 'li@example.com',
    });
    // Mine shows the nickname.
    await page.goto(`${server.baseUrl}/mine`);
    await expect.poll(() => page.locator('.mine-account-title').textContent()).toBe('Wanderer');
    await page.goto(`${server.baseUrl}/accountInfo`);
    await expect.poll(() => page.getByLabel('Nickname').inputValue()).toBe('Wanderer');

    // The mobile number: a code sent to the new number.
    await page.getByRole('button', { name: 'Change mobile number' }).click();
    await page.getByLabel('New mobile number').fill('13500000009');
    const before = server.logs().length;
    await page.getByRole('button', { name: 'Get code' }).click();
    const code = await smsCodeFromLogs(() => server.logs().slice(before), '13500000009', 'change-mobile');
    await page.getByLabel('Verification code', { exact: true }).fill(code);
    await page.locator('form:has(#new-mobile)').getByRole('button', { name: 'Change mobile number' }).click();
    await expect.poll(() => page.getByTestId('account-mobile').textContent()).toBe('135****0009');
    expect(await page.evaluate(() => localStorage.getItem('mobile'))).toBe('13500000009');

    // Log out from Mine, confirmed.
    await page.goto(`${server.baseUrl}/mine`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('Log out of this account?').waitFor();
    await page.getByRole('group').getByRole('button', { name: 'Log out' }).click();
    await page.locator('.mine-account-card').getByRole('link', { name: 'Log in' }).waitFor();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('token'),
        localStorage.getItem('memberId'),
        localStorage.getItem('userInfo'),
      ]),
    ).toEqual([null, null, null]);
    expect(await tokenWorks(login.token)).toEqual({ status: 401, errorCode: MEMBER_RELOGIN_CODE });
    await page.context().close();
  });

  it('closes the account after two confirmations; the old token is refused', async () => {
    const login = await loginByApi(server.baseUrl, server.logs, '13500000002');
    const page = await openAs(login, '/accountInfo');
    await page.getByRole('button', { name: 'Close account' }).click();
    await page.getByText(/deletes all your orders/).waitFor();
    await expectNoSeriousAxeViolations(page);
    // Keeping the account goes back.
    await page.getByRole('button', { name: 'Keep my account' }).click();
    await page.getByRole('button', { name: 'Close account' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Final confirmation').waitFor();
    expect(await tokenWorks(login.token)).toEqual({ status: 200, errorCode: null });
    await page.getByRole('button', { name: 'Delete my account permanently' }).click();
    await page.getByText('Your account has been closed').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await tokenWorks(login.token)).toEqual({ status: 401, errorCode: MEMBER_RELOGIN_CODE });
    await page.context().close();
  });
});

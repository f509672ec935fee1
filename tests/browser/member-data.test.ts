// Favourites, browsing history and feedback in the real app against the real server: the
// heart on the detail pages, the lists from Dexie then the server, offline favourites and
// feedback sent through the outbox when the connection returns, and axe on each screen.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY, type ApiResponse, type Page as ListPage } from '../../src/lib/contract/index';
import { formatFeedbackReference } from '../../src/lib/contract/feedback-reference';
import { MEMBER_ENDPOINTS, type Favourite, type HistoryEntry, type LoginResult } from '../../src/lib/contract/member';
import { startAppServer, type RunningServer } from './support/app-server';
import { readAppStore } from './support/app-db';
import { expectNoSeriousAxeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { loginByApi, storeLoginBeforeLoad } from './support/member-login';
import { waitForWorkerControl } from './support/worker-control';
import { pageWait } from './support/waits';

let server: RunningServer;
let browser: Browser;
let login: LoginResult;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ LOG_LEVEL: 'info' }), launchChromium()]);
  login = await loginByApi(server.baseUrl, server.logs, '13912345678');
  context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  page = await context.newPage();
  await storeLoginBeforeLoad(page, login);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

async function apiList<T>(path: string): Promise<ListPage<T>> {
  const res = await fetch(`${server.baseUrl}${GATEWAY}${path}?page=1&pageSize=50`, {
    headers: { authorization: `Bearer ${login.token}` },
  });
  return ((await res.json()) as ApiResponse<ListPage<T>>).data!;
}
const serverFavourites = async () =>
  (await apiList<Favourite>(MEMBER_ENDPOINTS.favouriteList)).list.map((f) => `${f.targetKind}:${f.targetId}`);
const serverHistory = async () =>
  (await apiList<HistoryEntry>(MEMBER_ENDPOINTS.historyList)).list.map((e) => `${e.targetKind}:${e.targetId}`);

const heart = () => page.getByRole('button', { name: 'Favourite', exact: true });
const rows = () => page.locator('.member-row').evaluateAll((els) => els.map((el) => el.getAttribute('data-target')));
// The references the server logged, as the app shows them.
const feedbackLogIds = () =>
  server
    .logs()
    .split('\n')
    .filter((line) => line.includes('"feedback stored"'))
    .map((line) => JSON.parse(line) as { reference: string; created: boolean })
    .map(({ reference, created }) => ({ reference: formatFeedbackReference(reference), created }));
const shownReference = () => page.getByTestId('feedback-reference').textContent();

describe('favourites', () => {
  it('favourites a point and a scenic area, lists them, and unfavourites', async () => {
    await page.goto(`${server.baseUrl}/pointDetail?id=hz-west-lake-02`);
    await heart().click();
    await expect.poll(() => heart().getAttribute('aria-pressed')).toBe('true');
    await page.goto(`${server.baseUrl}/poiDetail?id=hz-west-lake`);
    await heart().click();
    await expect.poll(() => heart().getAttribute('aria-pressed')).toBe('true');
    await expect.poll(serverFavourites).toEqual(['scenic:hz-west-lake', 'point:hz-west-lake-02']);

    await page.goto(`${server.baseUrl}/favorites`);
    await expect.poll(rows).toEqual(['scenic:hz-west-lake', 'point:hz-west-lake-02']);
    // Each row shows the target's name and kind, and opens it.
    await expect.poll(() => page.locator('.member-row').first().textContent()).toMatch(/West Lake.*Scenic area/);
    await expectNoSeriousAxeViolations(page);

    await page.locator('[data-target="point:hz-west-lake-02"]').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(rows).toEqual(['scenic:hz-west-lake']);
    await expect.poll(serverFavourites).toEqual(['scenic:hz-west-lake']);

    await page.locator('[data-target="scenic:hz-west-lake"] a').click();
    await page.waitForURL(/\/poiDetail\?id=hz-west-lake/);
  });

  it('keeps a favourite made offline across an offline reload, and sends it when back online', async () => {
    await page.goto(`${server.baseUrl}/museumDetail?id=bj-palace-museum`);
    await waitForWorkerControl(page);
    await heart().waitFor();
    await context.setOffline(true);
    await heart().click();
    await expect.poll(() => heart().getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await expect.poll(() => heart().getAttribute('aria-pressed'), pageWait).toBe('true');
    expect(await serverFavourites()).not.toContain('museum:bj-palace-museum');

    await page.goto(`${server.baseUrl}/favorites`);
    await expect.poll(rows).toEqual(['museum:bj-palace-museum', 'scenic:hz-west-lake']);

    await context.setOffline(false);
    await expect.poll(serverFavourites, pageWait).toEqual(['museum:bj-palace-museum', 'scenic:hz-west-lake']);
    await expect
      .poll(
        async () =>
          (await readAppStore<{ kind: string }>(page, 'pendingActions')).filter((a) => a.kind === 'favourite').length,
      )
      .toBe(0);
  });
});

describe('browsing history', () => {
  it('lists the opened details most recent first, and clears them after a confirmation', async () => {
    for (const path of [
      '/museumDetail?id=bj-palace-museum',
      '/poiDetail?id=hz-west-lake',
      '/pointDetail?id=hz-west-lake-01',
    ]) {
      await page.goto(`${server.baseUrl}${path}`);
      await heart().waitFor();
    }
    await page.goto(`${server.baseUrl}/history`);
    const expected = ['point:hz-west-lake-01', 'scenic:hz-west-lake', 'museum:bj-palace-museum'];
    await expect.poll(async () => (await rows()).slice(0, 3)).toEqual(expected);
    await expect.poll(async () => (await serverHistory()).slice(0, 3), pageWait).toEqual(expected);
    await expectNoSeriousAxeViolations(page);

    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Clear history' }).click();
    expect(asked).toMatch(/clear your browsing history/);
    await page.getByText('No browsing history yet.').waitFor();
    await expect.poll(serverHistory).toEqual([]);
  });
});

describe('feedback', () => {
  const content = () => page.getByLabel('Feedback content');
  const email = () => page.getByLabel('Contact email (optional)');
  const send = () => page.getByRole('button', { name: 'Send' });

  it('validates, sends online and shows a reference to read out, under the page heading', async () => {
    await page.goto(`${server.baseUrl}/feedback`);
    await send().click();
    await page.getByText('Feedback content cannot be empty').waitFor();
    await content().fill('The map of West Lake is lovely.');
    await expect.poll(() => page.getByText(/\d+ \/ 2000 characters/).textContent()).toBe('31 / 2000 characters');
    await email().fill('not-an-email');
    await send().click();
    await page.getByText('Please enter a correct email address').waitFor();
    await expectNoSeriousAxeViolations(page);

    // The draft survives a reload.
    await page.reload();
    await expect.poll(() => content().inputValue()).toBe('The map of West Lake is lovely.');
    await email().fill('visitor@example.com');
    await send().click();
    await page.getByText('Thank you! Your message has been sent.').waitFor();
    const reference = await shownReference();
    expect(reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // The server's log reaches the test through its output pipe, a moment after the answer.
    await expect.poll(feedbackLogIds).toEqual([{ reference, created: true }]);
    // The page keeps its frame after sending.
    expect(await page.getByRole('heading', { level: 1, name: 'Contact us' }).isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
  });

  it('queues a message offline, keeps it across a reload, and sends it once when back online', async () => {
    await page.getByRole('button', { name: 'Write another message' }).click();
    await context.setOffline(true);
    await content().fill('Sent from the museum basement.');
    await send().click();
    await page.getByText('You are offline. Your message is saved and will be sent when you are back online.').waitFor();
    await page.reload();
    await page
      .getByText('You are offline. Your message is saved and will be sent when you are back online.')
      .waitFor(pageWait);
    expect(feedbackLogIds()).toHaveLength(1);

    await context.setOffline(false);
    await page.getByText('Thank you! Your message has been sent.').waitFor(pageWait);
    const reference = await shownReference();
    await expect
      .poll(
        async () =>
          (await readAppStore<{ kind: string }>(page, 'pendingActions')).filter((a) => a.kind === 'feedback').length,
      )
      .toBe(0);
    await expect.poll(() => feedbackLogIds().length).toBe(2);
    expect(feedbackLogIds().filter((l) => l.reference === reference)).toEqual([{ reference, created: true }]);
  });
});

describe('logout', () => {
  it('clears the favourites and history from the device when the token goes', async () => {
    await page.goto(`${server.baseUrl}/pointDetail?id=hz-west-lake-02`);
    await heart().click();
    await page.goto(`${server.baseUrl}/favorites`);
    await expect.poll(async () => (await readAppStore(page, 'favourites')).length).toBeGreaterThan(0);
    await expect.poll(async () => (await readAppStore(page, 'browsingHistory')).length).toBeGreaterThan(0);
    // The token is revoked elsewhere: the next member call answers 401, the app logs out
    // (the token leaves the store) and the member's tables are emptied at once.
    const res = await fetch(`${server.baseUrl}${GATEWAY}${MEMBER_ENDPOINTS.logout}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
      body: '{}',
    });
    expect(res.status).toBe(200);
    await page.reload();
    // The re-login clears the member's data, then opens the login page.
    await page.waitForURL((url) => url.pathname === '/login', pageWait);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), pageWait).toBeNull();
    await expect.poll(async () => (await readAppStore(page, 'favourites')).length, pageWait).toBe(0);
    expect(await readAppStore(page, 'browsingHistory')).toEqual([]);
    expect(
      (await readAppStore<{ kind: string }>(page, 'pendingActions')).filter(
        (a) => a.kind === 'favourite' || a.kind === 'history',
      ),
    ).toEqual([]);

    // Logged out, the heart leads to the login page and back.
    await page.goto(`${server.baseUrl}/poiDetail?id=hz-west-lake`);
    await heart().click();
    await page.waitForURL(/\/login\?tUrl=%2FpoiDetail%3Fid%3Dhz-west-lake/);
  });
});

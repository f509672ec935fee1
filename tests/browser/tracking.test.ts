// 50 clicks made with the network cut, the page reloaded, the network back: every click
// reaches the server's database exactly once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_PATH } from '../../src/lib/contract/tracking';
import { readAppStore } from './support/app-db';
import { startAppServer, type RunningServer } from './support/app-server';
import { launchChromium } from './support/browser';
import { waitForWorkerControl } from './support/worker-control';
import { pageWait } from './support/waits';

const dataDir = mkdtempSync(join(tmpdir(), 'guide-tracking-'));
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({}, { dataDir }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Events of one kind still waiting in the page's IndexedDB queue. */
async function queuedClicks(page: Page): Promise<number> {
  return (await readAppStore<{ event: string }>(page, 'trackingQueue')).filter((e) => e.event === 'click').length;
}

describe('tracking', () => {
  it('keeps a tap made before tracking has loaded, with the time it was made', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    // Tracking loads once the first screen is painted; held back here so that the tap surely
    // comes first.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/tracking-setup-*.js', async (route) => {
      await released;
      await route.continue();
    });
    // Its sends fail, so that what is queued stays there to be read.
    await context.route(`**${TRACKING_PATH}`, (route) => route.abort('connectionreset'));
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.locator('#home-guides').waitFor();
    const tappedAt = Date.now();
    await page.locator('#home-guides').click();
    await page.waitForTimeout(300);
    expect(await queuedClicks(page)).toBe(0);

    const releasedAt = Date.now();
    release();
    await expect.poll(() => queuedClicks(page), pageWait).toBe(1);
    const [click] = (
      await readAppStore<{ event: string; time: number; properties: Record<string, unknown> }>(page, 'trackingQueue')
    ).filter((e) => e.event === 'click');
    expect(click!.time).toBeGreaterThanOrEqual(tappedAt - 1_000);
    expect(click!.time).toBeLessThan(releasedAt);
    expect(click!.properties).toEqual(expect.objectContaining({ x: expect.any(Number), y: expect.any(Number) }));
    await context.close();
  });

  it('delivers 50 offline clicks exactly once after a reload and the network coming back', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.locator('#home-guides').waitFor();
    // The worker installs the whole app first: beside the layout test on 2 cores that took over 30 s.
    await waitForWorkerControl(page);

    await context.setOffline(true);
    for (let n = 0; n < 50; n++) await page.locator('#home-guides').click();
    await expect.poll(() => queuedClicks(page)).toBe(50);

    await page.reload(); // still offline: the shell comes from the service worker, the queue from IndexedDB
    await page.locator('#home-guides').waitFor();
    expect(await queuedClicks(page)).toBe(50);

    await context.setOffline(false);
    await expect.poll(() => queuedClicks(page), pageWait).toBe(0);
    await context.close();

    await server.stop();
    const db = await PGlite.create(join(dataDir, 'pglite'));
    try {
      const { rows } = await db.query<{ total: number; distinct_ids: number }>(
        "select count(*)::int as total, count(distinct id)::int as distinct_ids from tracking_events where event = 'click'",
      );
      expect(rows[0]).toEqual({ total: 50, distinct_ids: 50 });
    } finally {
      await db.close();
    }
  });
});

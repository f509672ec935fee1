// The service worker's media caches and its update: pictures cache first; a narration once
// played is kept whole and served with Range support offline (seeking works); the API is
// never answered from a cache; a new version is offered and applied on the visitor's click.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiResponse, ExplanationPointT } from '../../src/lib/contract';
import { startAppServer } from './support/app-server';
import { playFromMiddle } from './support/play-from-middle';
import { useAppAndBrowser } from './support/app-and-browser';
import { waitForWorkerControl } from './support/worker-control';
import { pageWait } from './support/waits';

const app = useAppAndBrowser();

describe('service worker media caches', () => {
  it('keeps a played narration whole and serves ranges of it offline, so seeking works', async () => {
    const body = (await (
      await fetch(`${app.server.baseUrl}/api/mob-server/open-api/point/detail?id=hz-west-lake-01`)
    ).json()) as ApiResponse<ExplanationPointT>;
    const audio = body.data!.audio.cn!.url;
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.server.baseUrl}/`);
    await waitForWorkerControl(page);

    // Online, the player asks for a range; the worker keeps the whole file beside it.
    const online = await page.evaluate(
      async (url) => (await fetch(url, { headers: { Range: 'bytes=0-99' } })).status,
      audio,
    );
    expect(online).toBe(206);
    await page.waitForFunction(
      async (url) => Boolean(await (await caches.open('guide-audio')).match(url)),
      audio,
      pageWait,
    );

    await context.setOffline(true);
    const ranged = await page.evaluate(async (url) => {
      const response = await fetch(url, { headers: { Range: 'bytes=1000-1999' } });
      return {
        status: response.status,
        bytes: (await response.arrayBuffer()).byteLength,
        range: response.headers.get('content-range'),
      };
    }, audio);
    expect(ranged).toMatchObject({ status: 206, bytes: 1000 });
    expect(ranged.range).toMatch(/^bytes 1000-1999\/\d+$/);

    // An audio element seeks into the middle of the file and plays on from there, offline.
    const played = await playFromMiddle(page, audio);
    expect(played.now).toBeGreaterThan(played.middle + 0.2);
    await context.close();
  });

  it('shows cached pictures offline and never answers the API from a cache', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.server.baseUrl}/`);
    await waitForWorkerControl(page);
    await page.reload(); // now through the worker, which caches the pictures it serves
    await page.locator('.banner img').first().waitFor();
    await page.waitForFunction(
      async () => (await (await caches.open('guide-images')).keys()).length > 0,
      null,
      pageWait,
    );

    await context.setOffline(true);
    await page.reload();
    const banner = page.locator('.banner img').first();
    await banner.waitFor();
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const api = await page.evaluate(async () => {
      try {
        await fetch('/api/mob-server/open-api/scenic/list?page=1&pageSize=6');
        return 'answered';
      } catch {
        return 'failed';
      }
    });
    expect(api).toBe('failed');
    await context.close();
  });
});

describe('app update', () => {
  it("offers 'A new version is ready' and reloads into it on the click", async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'guide-dist-copy-'));
    cpSync('dist', distDir, { recursive: true });
    const server = await startAppServer({ DIST_DIR: distDir });
    const context = await app.browser.newContext();
    try {
      await context.addInitScript(() => localStorage.setItem('lang', 'en'));
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/`);
      await waitForWorkerControl(page);
      const before = await page.evaluate(() => performance.timeOrigin);

      // A new build of the worker on the server.
      const sw = join(distDir, 'sw.js');
      writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// next version\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      const prompt = page.locator('.update-prompt');
      await prompt.getByText('A new version is ready').waitFor(pageWait);
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await page.waitForFunction((origin) => performance.timeOrigin !== origin, before, pageWait);
      await page.locator('.card').first().waitFor();
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
      ).toBeNull();
      expect(await page.locator('.update-prompt').count()).toBe(0);
    } finally {
      await context.close();
      await server.stop();
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});

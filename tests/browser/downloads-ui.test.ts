// The download control and the Downloads screen: the size before, pause and resume (nothing
// fetched while paused), the Downloads list with storage, delete with a confirmation (the
// place's cache goes with it), the button refused offline, and no serious axe violation.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiResponse, PlacePackageInfo } from '../../src/lib/contract';
import { useAppAndBrowser } from './support/app-and-browser';
import { expectNoSeriousAxeViolations } from './support/axe';
import { waitForWorkerControl } from './support/worker-control';
import { pageWait } from './support/waits';

const app = useAppAndBrowser();
const PLACE = 'gl-li-river';
const MUSEUM = 'sh-shanghai-museum';

async function openApp(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  await page.goto(`${app.server.baseUrl}/`);
  await waitForWorkerControl(page);
  return { context, page };
}

const storedCount = (page: Page, placeId: string) =>
  page.evaluate(
    async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).length : -1),
    `place-${placeId}`,
  );

describe('the download control and the Downloads screen', () => {
  it('shows the size before, pauses and resumes, lists the place with storage, and deletes it after a confirmation', async () => {
    const info = (
      (await (
        await fetch(`${app.server.baseUrl}/api/mob-server/open-api/place/package-info?id=${PLACE}&lang=en`)
      ).json()) as ApiResponse<PlacePackageInfo>
    ).data!;
    const { context, page } = await openApp();
    await page.goto(`${app.server.baseUrl}/poiDetail?id=${PLACE}`);
    const start = page.getByRole('button', { name: /Download for offline/ });
    await expect.poll(() => start.innerText()).toContain(`${info.mediaCount} files`);
    await expectNoSeriousAxeViolations(page);

    // Slow, so that pause lands mid-download.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 40_000,
      uploadThroughput: 40_000,
    });
    await start.click();
    await page.getByText('Downloading for offline use').waitFor();
    await page.locator('.download-control progress').waitFor();
    await expect.poll(() => storedCount(page, PLACE), pageWait).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByText('Download paused').waitFor();
    const paused = await storedCount(page, PLACE);
    await page.waitForTimeout(1500);
    expect(await storedCount(page, PLACE)).toBe(paused);
    expect(paused).toBeLessThan(info.mediaCount);
    await expectNoSeriousAxeViolations(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByText('Available offline').waitFor(pageWait);
    expect(await storedCount(page, PLACE)).toBe(info.mediaCount);

    // The Downloads screen, reached from Mine.
    await page.goto(`${app.server.baseUrl}/mine`);
    await page.getByRole('link', { name: /Downloads/ }).click();
    await page.waitForURL((url) => url.pathname === '/downloads');
    await page.getByText('Li River').first().waitFor();
    await page.getByText('Version 1').waitFor();
    await page.getByText(/^Using .+ of .+$/).waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await storedCount(page, PLACE)).toBe(info.mediaCount);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('No downloads yet').waitFor();
    expect(await storedCount(page, PLACE)).toBe(-1);
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });

  it('offline, the button is refused with a reason instead of failing', async () => {
    const { context, page } = await openApp();
    await page.goto(`${app.server.baseUrl}/museumDetail?id=${MUSEUM}`);
    await page.getByRole('button', { name: /Download for offline/ }).waitFor();
    await context.setOffline(true);
    const start = page.getByRole('button', { name: /Download for offline/ });
    await expect.poll(() => start.isDisabled()).toBe(true);
    await page.getByText('Connect to the internet to download').waitFor();
    expect(await start.getAttribute('aria-describedby')).toBeTruthy();
    await context.close();
  });
});

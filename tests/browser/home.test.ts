import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse, Page as ApiPage, ScenicAreaT, GuideT } from '../../src/lib/contract';
import { startAppServer, type RunningServer } from './support/app-server';
import { launchChromium } from './support/browser';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${server.baseUrl}/api${path}`)).json()) as ApiResponse<T>;
  if (!body.success || body.data === null) throw new Error(`${path}: ${body.message}`);
  return body.data;
}

describe('home page', () => {
  it('shows the banner, scenic areas, gold-medal guides and popular areas from the API, and keeps them offline', async () => {
    const scenic = await api<ApiPage<ScenicAreaT>>('/mob-server/open-api/scenic/list?page=1&pageSize=6');
    const guides = await api<GuideT[]>('/mob-server/open-api/guide/list');
    expect(scenic.list.length).toBeGreaterThan(0);
    expect(guides.length).toBeGreaterThan(0);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);

    const firstArea = scenic.list[0]!.name.cn;
    const firstGuide = guides[0]!.name.cn;
    await page.getByText(firstArea).first().waitFor();
    await page.getByText(firstGuide).first().waitFor();
    expect(await page.locator('.banner').count()).toBeGreaterThan(0);
    expect(await page.locator('#home-popular ~ * .card, #home-popular + * .card').count()).toBeGreaterThan(0);

    // The service worker takes control on its first install, so other tabs' chunks load offline.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

    await context.setOffline(true);
    await page.locator('.bottom-tabs a[href="/destinations"]').click();
    await page.waitForURL((url) => url.pathname === '/destinations');
    await page.locator('.page-heading').waitFor();
    await page.locator('.bottom-tabs a[href="/"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(firstArea).first().waitFor();
    await page.getByText(firstGuide).first().waitFor();
    await page.locator('.offline-banner').waitFor();
    expect(await page.locator('.network-error').count()).toBe(0);

    // Even a reload with no network opens the shell from the service worker and the data from Dexie.
    await page.reload();
    await page.getByText(firstArea).first().waitFor();
    await context.close();
  });
});

import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPoFile } from '../../scripts/po-file';
import { TRACKING_PATH } from '../../src/lib/contract/tracking';
import { readAppStore } from './support/app-db';
import { useAppAndBrowser } from './support/app-and-browser';
import { ROUTES, expectedTitle } from './support/route-table';
import { PAGE_WAIT_MS } from './support/waits';

const cn = readPoFile('locales/cn/messages.po');
const fr = readPoFile('locales/fr/messages.po');
const inCn = (english: string) => cn.get(english) ?? `missing cn translation of ${english}`;
const catalogs = new Map<string, Map<string, string>>();
const catalogOf = (locale: string) => {
  if (!catalogs.has(locale)) catalogs.set(locale, readPoFile(`locales/${locale}/messages.po`));
  return catalogs.get(locale)!;
};

const app = useAppAndBrowser();

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  return { context, page };
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('app shell', () => {
  it('opens every route with its localized title and background', async () => {
    const { context, page } = await freshPage();
    for (const route of ROUTES) {
      await page.goto(`${app.server.baseUrl}${route.path}`);
      await page.waitForFunction((title) => document.title === title, expectedTitle(route, 'cn', catalogOf), {
        timeout: PAGE_WAIT_MS,
      });
      expect(new URL(page.url()).pathname, route.path).toBe(route.path);
      expect(await bodyBackground(page), route.path).toBe(route.background);
    }
    await context.close();
  });

  it('paints the first screen of / from the shell catalog alone, and has every string before another route', async () => {
    const { context, page } = await freshPage();
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('Missing translation')) missing.push(message.text());
    });
    // Hold the full catalogs back: the first screen must not need them.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/messages-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${app.server.baseUrl}/`);
    await page.locator('.card').first().waitFor();
    await expect.poll(() => page.getByRole('link', { name: inCn('Mine') }).count()).toBe(1);
    expect(missing).toEqual([]);

    // Another route waits for the full catalog rather than render ids.
    await page
      .locator('.bottom-tabs')
      .getByRole('link', { name: inCn('Destinations') })
      .click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await page.waitForFunction((title) => document.title === title, inCn('Destinations'));
    await expect.poll(() => page.getByText(inCn('Hot destinations')).count()).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    await context.close();
  });

  it('paints / without the router, which takes over at the first way of leaving it', async () => {
    const { context, page } = await freshPage();
    // Kept in the queue, to be read: the tracking endpoint does not answer.
    await page.route(`**${TRACKING_PATH}`, (route) => route.abort('connectionrefused'));
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('.card')) return;
        (window as unknown as { firstCard: number }).firstCard = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${app.server.baseUrl}/`);
    await page.locator('.card').first().waitFor();
    // The first screen's links are the anchors the router's would be.
    expect(await page.locator('.bottom-tabs a[href="/"]').getAttribute('aria-current')).toBe('page');
    // The router's code is asked for only once the first screen is there (after its paint). It
    // is one of the tasks run one per idle moment after the paint: on a loaded machine the
    // network may be quiet for a while before its turn comes, so its request is waited for.
    const timings = () =>
      page.evaluate(() => ({
        firstCard: (window as unknown as { firstCard: number }).firstCard,
        routerCode: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/router-(?!host-)[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
    await expect.poll(async () => (await timings()).routerCode.length).toBeGreaterThan(0);
    const { firstCard, routerCode } = await timings();
    for (const start of routerCode) expect(start).toBeGreaterThan(firstCard);

    // Code that pushes an address (a host's bridge) is followed, as the router follows it.
    await page.evaluate(() => history.pushState(history.state, '', '/poiList'));
    await page.waitForFunction((title) => document.title === title, inCn('Scenic areas'));
    await page.locator('.scenic-item').first().waitFor();
    // Back to / under the router, and forward again.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.card').first().waitFor();
    await page.goForward();
    await page.waitForFunction((title) => document.title === title, inCn('Scenic areas'));
    // The way there was tracked as a page view from /.
    await expect
      .poll(async () =>
        (await readAppStore<{ event: string; properties: { url?: string; referrer?: string } }>(page, 'trackingQueue'))
          .filter((event) => event.event === 'page_view')
          .map((event) => `${event.properties.referrer ?? ''} -> ${event.properties.url ?? ''}`),
      )
      .toContain('/ -> /poiList');
    await context.close();
  });

  it('sends an unknown path to /', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${app.server.baseUrl}/no/such/screen?x=1`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction((title) => document.title === title, inCn('Scenic area guide'));
    await context.close();
  });

  it('shows the top bar with a back arrow only on /login; back goes to the referrer, else home', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${app.server.baseUrl}/poiList`);
    await page.waitForFunction((title) => document.title === title, inCn('Scenic areas'));
    expect(await page.locator('.top-bar').count()).toBe(0);

    // A full page load: no history entry of the app, but a referrer.
    await page.evaluate(() => window.location.assign('/login'));
    await page.waitForFunction((title) => document.title === title, inCn('Log in'));
    await expect.poll(() => page.locator('.top-bar h1').textContent()).toBe(inCn('Log in'));
    await page.getByRole('button', { name: inCn('Back') }).click();
    await page.waitForURL((url) => url.pathname === '/poiList');

    // Opened directly: no history, no referrer, no saved route: back lands on /.
    const direct = await context.newPage();
    await direct.goto(`${app.server.baseUrl}/login`);
    await direct.getByRole('button', { name: inCn('Back') }).click();
    await direct.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('reads the startup query parameters and the openId after the hash', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${app.server.baseUrl}/?shopkeeperId=shop42&id=p7&distinctID=d-9#openId=open-1`);
    await page.waitForSelector('.home');
    const stored = await page.evaluate(() => ({
      scan: localStorage.getItem('shopkeeperId-product'),
      userInfo: localStorage.getItem('userInfo'),
      lang: localStorage.getItem('lang'),
    }));
    expect(stored.scan).toMatch(/^shop42-p7-\d{13}$/);
    expect(JSON.parse(stored.userInfo ?? '{}')).toMatchObject({ openId: 'open-1' });
    expect(stored.lang).toBeNull(); // read at startup with the default cn, written only when set
    await expect
      .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('languageList'))) ?? '[]').length)
      .toBe(11);
    await context.close();
  });

  it('switches the shell to English and French and keeps the choice', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${app.server.baseUrl}/`);
    const tabs = page.locator('.bottom-tabs');
    await expect.poll(() => tabs.textContent()).toContain(inCn('Destinations'));

    await page.getByRole('combobox').selectOption('en');
    await expect.poll(() => tabs.textContent()).toContain('Destinations');
    await page.waitForFunction(() => document.title === 'Scenic area guide');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.getByRole('combobox').selectOption('fr');
    await expect.poll(() => tabs.textContent()).toContain(fr.get('Destinations'));
    await page.waitForFunction((title) => document.title === title, fr.get('Scenic area guide') ?? '');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');

    await page.reload();
    await expect.poll(() => tabs.textContent()).toContain(fr.get('Mine'));
    await context.close();
  });
});

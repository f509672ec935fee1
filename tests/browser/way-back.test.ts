// Issue 16, a way back: every screen below a tab has a back control top-left in a browser tab
// and in the installed app; it returns to the previous screen, or to the tab after a deep link
// or a scanned code; mini-programs and the app wrapper keep their host's own back button.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPoFile } from '../../scripts/po-file';
import { useAppAndBrowser } from './support/app-and-browser';
import { expectNoSeriousAxeViolations } from './support/axe';
import { ROUTES, expectedTitle } from './support/route-table';
import { runAsInstalledApp } from './support/standalone';
import { pageWait } from './support/waits';

const app = useAppAndBrowser();
const de = readPoFile('locales/de/messages.po');

const TAB_ROOTS = ['/', '/destinations', '/guidePage', '/chatTravel', '/mine'];
// Real ids of the sample content; /chatInteract opened as plain web (its default is the
// mini-program, where the page draws the spec's own back icon).
const QUERY: Record<string, string> = {
  '/poiDetail': '?id=hz-west-lake',
  '/pointDetail': '?id=hz-west-lake-02',
  '/playerDetail': '?id=hz-west-lake-02',
  '/mapGuide': '?id=hz-west-lake',
  '/museumDetail': '?id=bj-palace-museum',
  '/onlineMuseum': '?id=bj-palace-museum',
  '/exhibitionTour': '?id=bj-palace-museum',
  '/guideDetailPage': '?id=g-lin-yingxue',
  '/chatInteract': '?clientType=0',
};
// /login keeps the spec's top bar; the tab roots have the bottom tabs.
const BELOW_TABS = ROUTES.filter((route) => !TAB_ROOTS.includes(route.path) && route.path !== '/login');

async function openContext(
  options: { lang?: string; width?: number; standalone?: boolean; init?: () => void } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({ viewport: { width: options.width ?? 390, height: 844 } });
  await context.addInitScript((lang) => localStorage.setItem('lang', lang), options.lang ?? 'en');
  if (options.init) await context.addInitScript(options.init);
  const page = await context.newPage();
  // The installed app (this Chromium ignores a display-mode in Emulation.setEmulatedMedia).
  if (options.standalone) await runAsInstalledApp(context);
  return { context, page };
}

const catalogOf = (locale: string) => readPoFile(`locales/${locale}/messages.po`);

const backControl = (page: Page, name = 'Back') => page.getByRole('banner').getByRole('button', { name, exact: true });
const waitForPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);

/** Counts the screens below a tab whose back control is there, named and top-left. */
async function countWayBack(page: Page): Promise<{ found: number; missing: string[] }> {
  const missing: string[] = [];
  for (const route of BELOW_TABS) {
    await page.goto(`${app.server.baseUrl}${route.path}${QUERY[route.path] ?? ''}`);
    // The interface is English; a legal text's tab title is in the text's language.
    await page.waitForFunction((title) => document.title === title, expectedTitle(route, 'en', catalogOf));
    const control = backControl(page);
    const box = await control
      .waitFor(pageWait)
      .then(() => control.boundingBox())
      .catch(() => null);
    if (!box || box.x > 16 || box.y > 16 || box.width < 44 || box.height < 44) missing.push(route.path);
  }
  return { found: BELOW_TABS.length - missing.length, missing };
}

describe('a way back', () => {
  it('is on every screen below a tab, in a browser tab and in the installed app', async () => {
    // The two at once: most of a screen's load is waiting, not work.
    const [inTab, inApp] = await Promise.all([
      (async () => {
        const tab = await openContext();
        const found = await countWayBack(tab.page);
        await tab.context.close();
        return found;
      })(),
      (async () => {
        const installed = await openContext({ standalone: true });
        // The app itself believes it is installed.
        await installed.page.goto(`${app.server.baseUrl}/download`);
        await installed.page.getByText('The guide is already installed: you are using it now.').waitFor();
        const found = await countWayBack(installed.page);
        await installed.context.close();
        return found;
      })(),
    ]);

    console.log(
      `detail screens with a way back: browser tab ${inTab.found}/${BELOW_TABS.length}, ` +
        `installed app ${inApp.found}/${BELOW_TABS.length}`,
    );
    expect(inTab.missing).toEqual([]);
    expect(inApp.missing).toEqual([]);
  });

  it("returns to the previous screens of the app, and the browser's own back keeps working", async () => {
    const { context, page } = await openContext();
    await page.goto(`${app.server.baseUrl}/`);
    expect(await backControl(page).count()).toBe(0); // a tab root
    await page.locator('a.section-link[href="/poiList"]').click();
    await waitForPath(page, '/poiList');
    await page.locator('.scenic-item').first().click();
    await waitForPath(page, '/poiDetail');
    await page.locator('.point-row').first().click();
    await waitForPath(page, '/pointDetail');

    // The hardware button and the edge swipe go through the same history.
    await page.goBack();
    await waitForPath(page, '/poiDetail');
    await page.goForward();
    await waitForPath(page, '/pointDetail');

    await backControl(page).click();
    await waitForPath(page, '/poiDetail');
    await backControl(page).click();
    await waitForPath(page, '/poiList');
    await backControl(page).click();
    await waitForPath(page, '/');
    await expect.poll(() => backControl(page).count()).toBe(0);
    await context.close();
  });

  it("goes up to the screen's tab after a deep link or a scanned code, in place of that entry", async () => {
    const { context, page } = await openContext();
    for (const [address, tab] of [
      ['/pointDetail?id=hz-west-lake-02&shopkeeperId=shop-1', '/'],
      ['/guideDetailPage?id=g-lin-yingxue', '/guidePage'],
      ['/feedback', '/mine'],
    ] as const) {
      await page.goto(`${app.server.baseUrl}${address}`);
      const length = await page.evaluate(() => history.length);
      await backControl(page).click();
      await waitForPath(page, tab);
      expect(await page.evaluate(() => history.length), address).toBe(length);
    }
    await context.close();
  });

  it('is named for screen readers and passes axe, and its title never widens a 360 px page', async () => {
    const { context, page } = await openContext({ lang: 'de', width: 360 });
    await page.goto(`${app.server.baseUrl}/museumDetail?id=bj-palace-museum`);
    const control = backControl(page, de.get('Back'));
    await control.waitFor();
    await expectNoSeriousAxeViolations(page);
    // Scrolled past the page's heading, the bar carries it, cut short rather than widened.
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.locator('.back-bar-title').innerText()).toBe(heading);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});

describe('inside a host that draws its own back button', () => {
  async function expectNoBackControl(page: Page, address: string) {
    await page.goto(`${app.server.baseUrl}${address}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.locator('.back-bar').count(), address).toBe(0);
  }

  it('draws none in a mini-program (terminals 1, 4, 6), for the whole visit; /login keeps its top bar', async () => {
    for (const terminal of ['1', '4', '6']) {
      const { context, page } = await openContext();
      await expectNoBackControl(page, `/poiDetail?id=hz-west-lake&terminal=${terminal}`);
      // The terminal is stripped from the address and kept for the visit.
      await page.locator('.point-row').first().click();
      await waitForPath(page, '/pointDetail');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator('.back-bar').count()).toBe(0);
      if (terminal === '1') {
        await page.goto(`${app.server.baseUrl}/login`);
        await page.locator('.top-bar').getByRole('button', { name: 'Back', exact: true }).waitFor();
      }
      await context.close();
    }
  });

  it('draws none in the app wrapper, known by its WebView interface or by clientType=1', async () => {
    const wrapper = await openContext({
      init: () => {
        (window as unknown as { ReactNativeWebView: object }).ReactNativeWebView = { postMessage: () => {} };
      },
    });
    await expectNoBackControl(wrapper.page, '/guideDetailPage?id=g-lin-yingxue');
    await wrapper.context.close();

    const named = await openContext();
    await expectNoBackControl(named.page, '/museumDetail?id=bj-palace-museum&clientType=1');
    await named.context.close();
  });
});

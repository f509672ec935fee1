// The installed app opening warm: its service worker installed and controlling, its data in
// IndexedDB (the home lists in Dexie), a new window opened on the start URL. Timed from the
// navigation's start to the first content in the DOM (the first home card; the floor app's
// heading), in a browser context that stays open between runs, as an installed app's profile.
import type { Browser, BrowserContext } from 'playwright-core';

/** Before any script: note when `selector` first matches (performance.now()). */
function markFirstContent(selector: string): void {
  const observer = new MutationObserver(() => {
    if (document.querySelector(selector)) {
      (window as unknown as { __firstContent: number }).__firstContent = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

export interface WarmSite {
  label: string;
  url: string;
  /** What counts as the first content. */
  selector: string;
  /** The app is warm once this is true in the page (data stored), after the worker controls. */
  ready?: () => Promise<boolean> | boolean;
}

export interface WarmContext {
  site: WarmSite;
  context: BrowserContext;
}

/** Installs the site in a fresh context: first visit, worker controlling, data stored. */
export async function installWarm(browser: Browser, site: WarmSite): Promise<WarmContext> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(markFirstContent, site.selector);
  const page = await context.newPage();
  await page.goto(site.url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  if (site.ready) await page.waitForFunction(site.ready, null, { timeout: 60_000, polling: 200 });
  await page.waitForLoadState('networkidle');
  await page.close();
  return { site, context };
}

/** Opens a new window on the site; ms from its navigation start to the first content. */
export async function openWarm(warm: WarmContext, cpuSlowdown = 1): Promise<number> {
  const page = await warm.context.newPage();
  try {
    if (cpuSlowdown > 1) {
      const cdp = await warm.context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.goto(warm.site.url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { __firstContent?: number }).__firstContent !== undefined,
      null,
      {
        timeout: 30_000,
      },
    );
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error(`${warm.site.label}: the window was not served by the service worker`);
    return await page.evaluate(() => (window as unknown as { __firstContent: number }).__firstContent);
  } finally {
    await page.close();
  }
}

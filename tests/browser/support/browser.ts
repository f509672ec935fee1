// Debian's Chromium driven by playwright-core; never a downloaded browser.
import { chromium, type Browser } from 'playwright-core';
import { PAGE_WAIT_MS } from './waits';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The closed network here refuses Chromium's background connections; keep them off.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Every context and page it opens waits PAGE_WAIT_MS for a locator, an action or a load,
 * not Playwright's 30 s: a wait for the page guards against a page that never gets there, and
 * CI's machine has run three times slower than this one beside the rest of the suite.
 */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(PAGE_WAIT_MS);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    page.context().setDefaultTimeout(PAGE_WAIT_MS);
    page.setDefaultTimeout(PAGE_WAIT_MS);
    return page;
  };
  return browser;
}

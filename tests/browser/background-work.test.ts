// The work the app does after its first screen (tracking, the outboxes, the unlocks, the
// interrupted downloads, the language list) loads its code lazily. On a slow phone that never
// installed the app, the network can go before that code came: the page shows no error, and the
// work is done once the connection returns.
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser';
import { pageWait } from './support/waits';

const app = useAppAndBrowser();
const LAZY = ['tracking-setup', 'like-outbox', 'member-data-sync', 'unlocks', 'download-manager', 'language-list'];
const chunkOf = (url: string) => /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1];

describe('the work after the first screen', () => {
  it('with its code cut off by a lost connection, shows no error and is done when the connection returns', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const refused = new Set<string>();
    const loaded = new Set<string>();
    const cut = (url: URL) => LAZY.includes(chunkOf(url.href) ?? '');
    await context.route(cut, async (route) => {
      refused.add(chunkOf(route.request().url())!);
      await route.abort('internetdisconnected');
    });
    let languagesAsked = 0;
    page.on('request', (request) => {
      if (request.url().includes('/simple-dict/getByName')) languagesAsked += 1;
    });
    page.on('response', (response) => {
      const chunk = chunkOf(response.url());
      if (chunk && LAZY.includes(chunk) && response.ok()) loaded.add(chunk);
    });
    await page.goto(`${app.server.baseUrl}/`);
    await expect.poll(() => [...refused].sort(), pageWait).toEqual([...LAZY].sort());
    expect(loaded.size).toBe(0);
    expect(languagesAsked).toBe(0);

    await context.unroute(cut);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => [...loaded].sort(), pageWait).toEqual([...LAZY].sort());
    // The work itself ran: the language list was asked for once its code came.
    await expect.poll(() => languagesAsked, pageWait).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

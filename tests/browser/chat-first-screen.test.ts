// /chatInteract opened cold on a first visit is the page the server sent: with every script
// blocked, the greeting and the suggestions are there, in the visitor's language and where the
// React page draws them; with the scripts, React's page replaces it (one greeting, not two)
// without moving them, and without a loading line in place of the greeting in between.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/lib/contract';
import { useAppAndBrowser } from './support/app-and-browser';

const app = useAppAndBrowser();

/** A fresh visitor whose chosen language is `lang` (stored, and in the cookie the app keeps). */
async function visit(lang: Locale, scripts: boolean, query = ''): Promise<Page> {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'lang', value: lang, url: app.server.baseUrl }]);
  await context.addInitScript((chosen) => {
    localStorage.setItem('lang', chosen);
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      // The loading line below the suggestions (a new session's history on its way) is not a
      // state of its own: only one in place of the greeting is.
      const now = document.querySelector('.boot-chat')
        ? 'server'
        : document.querySelector('.chat-page .chat-markdown')
          ? 'page'
          : document.querySelector('.chat-loading, .loading-state')
            ? 'loading'
            : null;
      if (now && seen.at(-1) !== now) seen.push(now);
    }).observe(document, { subtree: true, childList: true });
  }, lang);
  const page = await context.newPage();
  if (!scripts) await page.route('**/*.js', (route) => route.abort());
  await page.goto(`${app.server.baseUrl}/chatInteract${query}`);
  return page;
}

const BOXES = ['.chat-top-image', '.chat-markdown', '.chat-disclaimer', '.chat-suggestions', '.chat-bottom'];
const boxes = (page: Page) =>
  page.evaluate((selectors) => {
    const round = (e: Element | null) => {
      const r = e?.getBoundingClientRect();
      return r ? `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}` : null;
    };
    return Object.fromEntries(selectors.map((s) => [s, round(document.querySelector(s))]));
  }, BOXES);

describe('the first screen of /chatInteract, from the page the server sent', () => {
  it('shows the greeting and the suggestions before any script runs, at 390 px', async () => {
    for (const lang of ['cn', 'en'] as const) {
      const page = await visit(lang, false);
      const greeting = page.locator('.boot-chat .chat-markdown');
      await greeting.waitFor();
      expect((await greeting.textContent())!.length).toBeGreaterThan(10);
      expect(await page.locator('.chat-suggestion').count()).toBeGreaterThan(0);
      const box = await greeting.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang === 'cn' ? 'zh-Hans' : 'en');
      await page.context().close();
    }
  });

  it('is replaced by the React page at the same place: one greeting, no loading line between', async () => {
    for (const [lang, query] of [
      ['cn', ''],
      ['en', '?clientType=2'],
      ['de', '?clientType=0'],
      ['ja', '?clientType=1'],
    ] as const) {
      const blocked = await visit(lang, false, query);
      await blocked.locator('.boot-chat .chat-markdown').waitFor();
      const before = await boxes(blocked);
      const text = await blocked.locator('.chat-markdown').textContent();
      await blocked.context().close();

      const page = await visit(lang, true, query);
      await page.locator('.boot-chat').waitFor({ state: 'detached' });
      await page.locator('.chat-page .chat-markdown').waitFor();
      expect(await page.locator('.chat-markdown').count(), query).toBe(1);
      expect(await page.locator('.chat-markdown').textContent(), query).toBe(text);
      expect(await boxes(page), `${lang} ${query}`).toEqual(before);
      // Past the chat's waits (1.5 s): still one greeting, never a loading line.
      await page.waitForTimeout(1700);
      expect(await page.locator('.chat-markdown').count(), query).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen), query).toEqual([
        'server',
        'page',
      ]);
      await page.context().close();
    }
  });
});

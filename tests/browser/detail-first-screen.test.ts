// The first screen of a scenic area opened cold is the page the server sent: with every script
// blocked, the cover, the name and the introduction are there, in the visitor's language and
// where the React page draws them; with the scripts, React's page replaces it (one
// introduction, not two) without moving them, and without a loading state in between.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiResponse, Locale, ScenicAreaT } from '../../src/lib/contract';
import { useAppAndBrowser } from './support/app-and-browser';

const app = useAppAndBrowser();
const ID = 'hz-west-lake';

async function area(): Promise<ScenicAreaT> {
  const reply = await fetch(`${app.server.baseUrl}/api/mob-server/open-api/scenic/detail?id=${ID}`);
  const body = (await reply.json()) as ApiResponse<{ area: ScenicAreaT }>;
  return body.data!.area;
}

/** A fresh visitor whose chosen language is `lang` (stored, and in the cookie the app keeps). */
async function visit(lang: Locale, scripts: boolean): Promise<Page> {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'lang', value: lang, url: app.server.baseUrl }]);
  await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
  const page = await context.newPage();
  if (!scripts) await page.route('**/*.js', (route) => route.abort());
  await page.goto(`${app.server.baseUrl}/poiDetail?id=${ID}`);
  return page;
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  return found && { x: Math.round(found.x), y: Math.round(found.y), width: Math.round(found.width) };
};

describe('the first screen of /poiDetail, from the page the server sent', () => {
  it('shows the cover, the name and the introduction before any script runs, in cn and en', async () => {
    const place = await area();
    for (const lang of ['cn', 'en'] as const) {
      const page = await visit(lang, false);
      const intro = page.locator('.place-intro .content-text p').first();
      await intro.waitFor();
      expect(await page.locator('h1').textContent()).toBe(place.name[lang]);
      expect(await intro.textContent()).toBe(place.intro[lang]!.split(/\n+/)[0]);
      expect(await page.locator('.gallery-image').getAttribute('src')).toBe(place.cover);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang === 'cn' ? 'zh-Hans' : 'en');
      await page.context().close();
    }
  });

  it('is replaced by the React page at the same place, with one introduction', async () => {
    for (const lang of ['en', 'de'] as const) {
      const blocked = await visit(lang, false);
      await blocked.locator('.place-intro').waitFor();
      const before = {
        cover: await box(blocked, '.gallery-image'),
        name: await box(blocked, 'h1'),
        intro: await box(blocked, '.place-intro .content-text'),
      };
      await blocked.context().close();

      const page = await visit(lang, true);
      await page.locator('.place-actions').waitFor();
      expect(await page.locator('.boot-detail').count()).toBe(0);
      expect(await page.locator('.place-intro').count()).toBe(1);
      expect(await page.locator('h1').count()).toBe(1);
      const after = {
        cover: await box(page, '.gallery-image'),
        name: await box(page, 'h1'),
        intro: await box(page, '.place-intro .content-text'),
      };
      expect(after, lang).toEqual(before);
      await page.context().close();
    }
  });

  it('goes from the server’s screen to the complete page, with no loading state between', async () => {
    for (const route of [`/poiDetail?id=${ID}`, '/museumDetail?id=bj-palace-museum']) {
      const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addCookies([{ name: 'lang', value: 'en', url: app.server.baseUrl }]);
      await context.addInitScript(() => {
        localStorage.setItem('lang', 'en');
        const seen: string[] = [];
        (window as unknown as { seen: string[] }).seen = seen;
        new MutationObserver(() => {
          const now = document.querySelector('.loading-state')
            ? 'loading'
            : document.querySelector('.place-actions, .museum-play')
              ? 'page'
              : null;
          if (now && seen.at(-1) !== now) seen.push(now);
        }).observe(document, { subtree: true, childList: true });
      });
      const page = await context.newPage();
      await page.goto(`${app.server.baseUrl}${route}`);
      await page.locator('.place-actions, .museum-play').first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen[0]), route).toBe('page');
      await context.close();
    }
  });

  it('keeps the lang cookie with the chosen language, and an unknown id shows the skeleton', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.setItem('lang', 'ja'));
    const page = await context.newPage();
    await page.goto(`${app.server.baseUrl}/poiDetail?id=${ID}`);
    await page.locator('.place-actions').waitFor();
    const cookies = await context.cookies(app.server.baseUrl);
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('ja');

    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${app.server.baseUrl}/poiDetail?id=no-such-place`);
    await page.locator('.boot').waitFor({ state: 'attached' });
    expect(await page.locator('.boot-detail').count()).toBe(0);
    await context.close();
  });
});

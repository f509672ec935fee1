// A PNG of every screen of the route table (with real ids and a logged-in member, as the
// layout test opens them) in every language, taken from the built app on the real server in
// Debian's Chromium, for a person to look at: npm run screenshots (it builds first).
// Options: --width=360 (default 390), --lang=de,ru (default all 11), --screen=login,home.
// Files: screenshots/<width>/<lang>/<screen>.png (git-ignored). The web manifest's own two
// screenshots are scripts/make-screenshots.ts.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { readPoFile } from './po-file';
import { LOCALES, type Locale } from '../src/lib/contract/locales';
import { startAppServer } from '../tests/browser/support/app-server';
import { launchChromium } from '../tests/browser/support/browser';
import { storeLoginBeforeLoad } from '../tests/browser/support/member-login';
import { expectedTitle } from '../tests/browser/support/route-table';
import { sampleMember, sampleScreens } from '../tests/browser/support/sample-screens';
import { ScreenVisitor } from '../tests/browser/support/screen-visit';

const { values } = parseArgs({
  options: { width: { type: 'string', default: '390' }, lang: { type: 'string' }, screen: { type: 'string' } },
});
const width = Number(values.width);
const locales = values.lang ? (values.lang.split(',') as Locale[]) : [...LOCALES];
const unknown = locales.filter((l) => !(LOCALES as readonly string[]).includes(l));
if (!Number.isInteger(width) || width < 200 || unknown.length > 0) {
  throw new Error(`usage: --width=<px, 200 or more> --lang=<${LOCALES.join(',')}>; not known: ${unknown.join(',')}`);
}
const wanted = values.screen?.split(',');
const folder = resolve('screenshots', String(width));

/**
 * The whole screen in one picture: the window made as tall as the page (rather than a full-page
 * capture, which paints the bottom tabs and the mini-player in the middle), its images loaded.
 */
async function shoot(page: Page, path: string): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height > 844) await page.setViewportSize({ width, height });
  // Lazy images further along a carousel never load: only those in the window count.
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      const box = image.getBoundingClientRect();
      const shown = box.right > 0 && box.left < innerWidth && box.bottom > 0 && box.top < innerHeight;
      return image.complete || !shown;
    }),
  );
  await page.screenshot({ path });
  if (height > 844) await page.setViewportSize({ width, height: 844 });
}

const [server, browser] = await Promise.all([startAppServer({ LOG_LEVEL: 'info' }), launchChromium()]);
let written = 0;
try {
  const member = await sampleMember(server);
  const screens = sampleScreens(member).filter((s) => !wanted || wanted.includes(s.name));
  for (const locale of locales) {
    const catalog = readPoFile(`locales/${locale}/messages.po`);
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    await context.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
    const page = await context.newPage();
    await storeLoginBeforeLoad(page, member.login);
    const visitor = new ScreenVisitor(page, server.baseUrl);
    mkdirSync(resolve(folder, locale), { recursive: true });
    for (const screen of screens) {
      await visitor.open(
        screen.url,
        expectedTitle(screen.route, locale, (l) => (l === locale ? catalog : readPoFile(`locales/${l}/messages.po`))),
      );
      await shoot(page, resolve(folder, locale, `${screen.name}.png`));
      written += 1;
    }
    await context.close();
    console.log(`${locale}: ${screens.length} screens`);
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`wrote ${written} screenshots to ${folder}/<lang>/<screen>.png`);

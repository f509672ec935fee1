// Screenshots of the home page for the web manifest (the richer install dialog), taken from
// the built app on the real server in Debian's Chromium: npm run build, then
// node --import tsx scripts/make-screenshots.ts
import { mkdirSync } from 'node:fs';
import { startAppServer } from '../tests/browser/support/app-server';
import { launchChromium } from '../tests/browser/support/browser';

const [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
try {
  mkdirSync('public/screenshots', { recursive: true });
  for (const [name, width, height] of [
    ['home-narrow', 390, 844],
    ['home-wide', 1280, 800],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.locator('.card').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `public/screenshots/${name}.png` });
    console.log(`wrote public/screenshots/${name}.png`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

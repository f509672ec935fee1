// Issue 5's "Lighthouse: installable, with a service worker that controls the start URL".
// Lighthouse 12 (the last release that runs on Node 20) no longer has the installability
// audits: this asks Chromium the question Lighthouse's `installable-manifest` audit asked
// (CDP Page.getInstallabilityErrors), and checks that the service worker controls the
// manifest's start URL and answers it with the network cut.
import { startAppServer } from '../tests/browser/support/app-server';
import { launchChromium } from '../tests/browser/support/browser';

const [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
try {
  const manifest = (await (await fetch(`${server.baseUrl}/manifest.webmanifest`)).json()) as { start_url: string };
  const startUrl = new URL(manifest.start_url, server.baseUrl).href;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(startUrl);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  // Playwright's contexts are incognito, where Chromium never installs: that error is the browser's.
  const errors = installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
  await context.setOffline(true);
  const offline = await page.reload();
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  console.log(
    `installable: Chromium's installability errors ${errors.length === 0 ? 'none' : errors.join(', ')}; ` +
      `start URL ${manifest.start_url} controlled by ${controlled ? new URL(controlled).pathname : 'no service worker'}, ` +
      `offline reload answered ${offline?.status() ?? 'nothing'}${offline?.fromServiceWorker() ? ' by the service worker' : ''} ` +
      `(${errors.length === 0 && controlled && offline?.ok() ? 'met' : 'not met'})`,
  );
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}

// Offline reload of / with a warm service worker (issue 5: median at most 400 ms to the first
// content): the page is loaded online once (the worker precaches the shell, Dexie gets the
// home lists), the network is cut, and the page is reloaded N times; each run measures from
// the navigation's start to the first home card in the DOM. Baseline in the same run: the
// same reloads' DOMContentLoaded (the shell from the worker's cache, before any app code).
import { launchChromium } from '../tests/browser/support/browser';
import { startAppServer } from '../tests/browser/support/app-server';

const RUNS = Number(process.argv[2] ?? 15);
const TARGET_MS = 400;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('.card')) {
        (window as unknown as { __firstContent: number }).__firstContent = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);

  const content: number[] = [];
  const shell: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { __firstContent?: number }).__firstContent !== undefined);
    const times = await page.evaluate(() => ({
      content: (window as unknown as { __firstContent: number }).__firstContent,
      dcl: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
    }));
    content.push(times.content);
    shell.push(times.dcl);
  }
  const m = median(content);
  console.log(`  first content (ms): ${content.map((t) => t.toFixed(0)).join(' ')}`);
  console.log(`  shell DOMContentLoaded (ms): ${shell.map((t) => t.toFixed(0)).join(' ')}`);
  console.log(
    `offline reload with a warm service worker (${RUNS} runs): median ${m.toFixed(0)} ms to the first content, ` +
      `shell DOMContentLoaded median ${median(shell).toFixed(0)} ms, ratio ${(m / median(shell)).toFixed(2)} ` +
      `(target median <= ${TARGET_MS} ms: ${m <= TARGET_MS ? 'met' : 'not met'})`,
  );
} finally {
  await browser.close();
  await server.stop();
}

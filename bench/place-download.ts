// Download of places from the local server with Chromium's network throttled to 10 Mbit/s
// (issue 5: effective throughput at least 90% of the throttle). Each place is downloaded
// through its 'Download for offline' button, timed in the page from the click to
// 'Available offline' appearing; the bytes are what crossed the wire (CDP encodedDataLength
// of the package and the media bundle: the bundle is not compressed, so SVGs travel whole).
// Baseline in the same run, same throttle: the same files fetched one by one by a bare
// Promise.all in the page (no verification, no storage; SVGs gzipped as /media serves them).
// Also printed: what the bundle gives up by not compressing the SVGs (gzip -9, as /media).
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../tests/browser/support/browser';
import { startAppServer } from '../tests/browser/support/app-server';
import type { ApiResponse, PlacePackage } from '../src/lib/contract';

const PLACES = (process.argv[2] ?? 'hz-west-lake,hs-huangshan,bj-palace-museum,aba-jiuzhaigou,sh-shanghai-museum').split(',');
const THROTTLE_BYTES_PER_S = 10_000_000 / 8;
const TARGET = 0.9;

/**
 * Bytes received over the wire while `work` runs (every request of the page), and the
 * milliseconds `work` reports. A request's bytes are its loadingFinished encodedDataLength;
 * Chromium reports the media bundle, read to its end through a stream reader, as cancelled
 * once the page has it all (loadingFailed, net::ERR_ABORTED), so for such a request the
 * bytes are its headers plus its dataReceived chunks. The events can arrive after the page is
 * done: the count waits for every request seen to end.
 */
async function wireBytes(cdp: CDPSession, work: () => Promise<number>): Promise<{ bytes: number; ms: number }> {
  const received = new Map<string, number>();
  let bytes = 0;
  let open = 0;
  const onSent = () => (open += 1);
  const onResponse = (event: { requestId: string; response: { encodedDataLength: number } }) =>
    received.set(event.requestId, (received.get(event.requestId) ?? 0) + event.response.encodedDataLength);
  const onData = (event: { requestId: string; encodedDataLength: number }) =>
    received.set(event.requestId, (received.get(event.requestId) ?? 0) + event.encodedDataLength);
  const onFinished = (event: { requestId: string; encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
    open -= 1;
  };
  const onFailed = (event: { requestId: string }) => {
    bytes += received.get(event.requestId) ?? 0;
    open -= 1;
  };
  cdp.on('Network.requestWillBeSent', onSent);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.dataReceived', onData);
  cdp.on('Network.loadingFinished', onFinished);
  cdp.on('Network.loadingFailed', onFailed);
  const ms = await work();
  for (let quiet = 0, started = Date.now(); quiet < 4 && Date.now() - started < 10_000; ) {
    const seen = bytes;
    await new Promise((resolve) => setTimeout(resolve, 250));
    quiet = open <= 0 && bytes === seen ? quiet + 1 : 0;
  }
  cdp.off('Network.requestWillBeSent', onSent);
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.dataReceived', onData);
  cdp.off('Network.loadingFinished', onFinished);
  cdp.off('Network.loadingFailed', onFailed);
  return { bytes, ms };
}

/** In the page: when the download button was clicked, and when 'Available offline' first showed. */
function watchDownloadTimes() {
  const w = window as unknown as { __clickAt?: number; __shownAt?: number };
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest('.download-start')) {
        w.__clickAt = performance.now();
        w.__shownAt = undefined;
      }
    },
    true,
  );
  new MutationObserver(() => {
    if (w.__clickAt !== undefined && w.__shownAt === undefined && document.querySelector('.download-status.is-done'))
      w.__shownAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

const rate = (r: { bytes: number; ms: number }) => r.bytes / (r.ms / 1000);
const mbit = (bytesPerS: number) => `${((bytesPerS * 8) / 1e6).toFixed(2)} Mbit/s`;

/** Opens the place's page, then measures from the click to 'Available offline'. */
async function downloadPlace(page: Page, cdp: CDPSession, baseUrl: string, id: string, kind: string) {
  await page.goto(`${baseUrl}/${kind === 'museum' ? 'museumDetail' : 'poiDetail'}?id=${id}`);
  const button = page.getByRole('button', { name: /Download for offline/ });
  await button.waitFor();
  await page.waitForLoadState('networkidle');
  return wireBytes(cdp, async () => {
    await button.click();
    await page.getByText('Available offline').waitFor({ timeout: 120_000 });
    return page.evaluate(() => {
      const w = window as unknown as { __clickAt: number; __shownAt: number };
      return w.__shownAt - w.__clickAt;
    });
  });
}

const [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  await context.addInitScript(watchDownloadTimes);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: THROTTLE_BYTES_PER_S,
    uploadThroughput: THROTTLE_BYTES_PER_S,
  });

  const engine: Array<{ bytes: number; ms: number }> = [];
  const bare: Array<{ bytes: number; ms: number }> = [];
  const svg = { raw: 0, gzipped: 0, media: 0 };
  for (const id of PLACES) {
    const response = await fetch(`${server.baseUrl}/api/mob-server/open-api/place/package?id=${id}&lang=en`);
    const pkg = ((await response.json()) as ApiResponse<PlacePackage>).data!;
    svg.media += pkg.mediaBytes;
    for (const item of pkg.media.filter((m) => m.url.endsWith('.svg'))) {
      const raw = Buffer.from(await (await fetch(`${server.baseUrl}${item.url}`)).arrayBuffer());
      svg.raw += raw.length;
      svg.gzipped += Math.min(raw.length, gzipSync(raw, { level: 9 }).length);
    }
    // Bare: the same media, with a query so that no cache answers.
    const urls = pkg.media.map((item) => `${item.url}?bare=${Date.now()}`);
    bare.push(
      await wireBytes(cdp, () =>
        page.evaluate(async (list) => {
          const started = performance.now();
          await Promise.all(
            list.map(async (url) => (await fetch(url, { cache: 'no-store', headers: { 'x-place-download': '1' } })).arrayBuffer()),
          );
          return performance.now() - started;
        }, urls),
      ),
    );
    const run = await downloadPlace(page, cdp, server.baseUrl, id, pkg.kind);
    engine.push(run);
    const b = bare.at(-1)!;
    console.log(
      `  ${id}: ${pkg.media.length} files, ${(run.bytes / 1024).toFixed(0)} KB in ${run.ms.toFixed(0)} ms = ${mbit(rate(run))} ` +
        `(bare fetch of the media: ${(b.bytes / 1024).toFixed(0)} KB in ${b.ms.toFixed(0)} ms = ${mbit(rate(b))})`,
    );
  }
  const total = (runs: Array<{ bytes: number; ms: number }>) => ({
    bytes: runs.reduce((s, r) => s + r.bytes, 0),
    ms: runs.reduce((s, r) => s + r.ms, 0),
  });
  const mean = (runs: Array<{ ms: number }>) => runs.reduce((t, r) => t + r.ms, 0) / runs.length;
  console.log(
    `time per place: ${mean(engine).toFixed(0)} ms from the click to 'Available offline' (bare fetch of the media: ${mean(bare).toFixed(0)} ms)`,
  );
  const saved = svg.raw - svg.gzipped;
  console.log(
    `uncompressed SVGs in the bundle: ${(svg.raw / 1024).toFixed(0)} KB (gzip -9: ${(svg.gzipped / 1024).toFixed(0)} KB), ` +
      `${(saved / 1024).toFixed(0)} KB more on the wire over ${PLACES.length} places = ${((saved / svg.media) * 100).toFixed(1)}% of the media, ` +
      `${((saved / THROTTLE_BYTES_PER_S) * 1000 / PLACES.length).toFixed(0)} ms per place at 10 Mbit/s`,
  );
  const effective = rate(total(engine));
  const baseline = rate(total(bare));
  const share = effective / THROTTLE_BYTES_PER_S;
  console.log(
    `place download at a 10 Mbit/s throttle (${PLACES.length} places, click to 'Available offline'): ${mbit(effective)} effective, ` +
      `${(share * 100).toFixed(0)}% of the throttle; bare parallel fetch of the same files ${mbit(baseline)}, ratio ${(effective / baseline).toFixed(2)} ` +
      `(target >= ${TARGET * 100}% of the throttle: ${share >= TARGET ? 'met' : 'not met'})`,
  );
} finally {
  await browser.close();
  await server.stop();
}

// Download of places from the local server with Chromium's network throttled to 10 Mbit/s
// (issue 5: effective throughput at least 90% of the throttle). Each place is downloaded
// through its 'Download for offline' button, timed in the page from the click to
// 'Available offline' appearing; the bytes are what crossed the wire (CDP encodedDataLength
// of the package and the media bundle: the bundle is not compressed, so SVGs travel whole).
// Baselines in the same run, same throttle: the same files fetched one by one by a bare
// Promise.all in the page (no verification, no storage; SVGs gzipped as /media serves them),
// and the same requests as the download's media (the bundle in MEDIA_BUNDLE_PARTS parts side
// by side) fetched bare and read to their ends: what the download costs on top of its
// transfer. Chromium's emulated link delivers less than its nominal rate to one response
// (about 88%), and less still to a short transfer; a single bundle is printed too. The sample places are small (8 kbps
// narration, 0.3-0.4 MB a place), so fixed costs weigh; a full-size place is measured too:
// West Lake from a copy of the content whose English narrations are each repeated to about
// 400 KB (a few minutes at 32 kbps, the size of real narration).
// Also printed: what the bundle gives up by not compressing the SVGs (gzip -9, as /media).
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../tests/browser/support/browser';
import { startAppServer, type RunningServer } from '../tests/browser/support/app-server';
import { MEDIA_BUNDLE_PARTS, type ApiResponse, type PlacePackage } from '../src/lib/contract';

const PLACES = (
  process.argv[2] ?? 'hz-west-lake,hs-huangshan,bj-palace-museum,aba-jiuzhaigou,sh-shanghai-museum'
).split(',');
const FULL_SIZE_PLACE = 'hz-west-lake';
const FULL_SIZE_NARRATION_BYTES = 400_000;
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
  for (let quiet = 0, started = Date.now(); quiet < 4 && Date.now() - started < 10_000;) {
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

/** A copy of content/ whose narrations of `placeId` in `lang` are each repeated up to `bytes`. */
function fullSizeContent(placeId: string, lang: string, bytes: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'guide-full-size-'));
  cpSync('content', dir, { recursive: true });
  const audio = join(dir, 'media', 'audio');
  for (const name of readdirSync(audio).filter(
    (file) => file.startsWith(`${placeId}-`) && file.endsWith(`.${lang}.mp3`),
  )) {
    const one = readFileSync(join(audio, name));
    // MP3 frames follow one another: the narration, said again, is a valid file.
    writeFileSync(join(audio, name), Buffer.concat(Array.from({ length: Math.ceil(bytes / one.length) }, () => one)));
  }
  return dir;
}

interface PlaceRun {
  id: string;
  files: number;
  engine: { bytes: number; ms: number };
  bare: { bytes: number; ms: number };
  ceiling: { bytes: number; ms: number };
  single: { bytes: number; ms: number };
}

/** The bundle requests fetched bare, side by side, and read to their ends. */
function bareBundles(page: Page, cdp: CDPSession, urls: string[]) {
  return wireBytes(cdp, () =>
    page.evaluate(async (list) => {
      const started = performance.now();
      await Promise.all(
        list.map(async (url) =>
          (await fetch(url, { cache: 'no-store', headers: { 'x-place-download': '1' } })).arrayBuffer(),
        ),
      );
      return performance.now() - started;
    }, urls),
  );
}

/** Each place: the bare per-file fetch, the bare bundle (the link's ceiling), then the download itself. */
async function measurePlaces(
  browser: Browser,
  server: RunningServer,
  ids: string[],
  svg: { raw: number; gzipped: number; media: number },
) {
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
  const runs: PlaceRun[] = [];
  for (const id of ids) {
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
    const bare = await wireBytes(cdp, () =>
      page.evaluate(async (list) => {
        const started = performance.now();
        await Promise.all(
          list.map(async (url) =>
            (await fetch(url, { cache: 'no-store', headers: { 'x-place-download': '1' } })).arrayBuffer(),
          ),
        );
        return performance.now() - started;
      }, urls),
    );
    const bundleUrl = `/api/mob-server/open-api/place/media-bundle?id=${id}&lang=en&version=${pkg.contentVersion}`;
    const parts = Array.from(
      { length: MEDIA_BUNDLE_PARTS },
      (_, part) => `${bundleUrl}&part=${part}&parts=${MEDIA_BUNDLE_PARTS}`,
    );
    const ceiling = await bareBundles(page, cdp, parts);
    const single = await bareBundles(page, cdp, [bundleUrl]);
    const engine = await downloadPlace(page, cdp, server.baseUrl, id, pkg.kind);
    runs.push({ id, files: pkg.media.length, engine, bare, ceiling, single });
    console.log(
      `  ${id}: ${pkg.media.length} files, ${(engine.bytes / 1024).toFixed(0)} KB in ${engine.ms.toFixed(0)} ms = ${mbit(rate(engine))} ` +
        `(bare: the parts ${(ceiling.bytes / 1024).toFixed(0)} KB in ${ceiling.ms.toFixed(0)} ms = ${mbit(rate(ceiling))}, ` +
        `one bundle ${mbit(rate(single))}, the files one by one ${mbit(rate(bare))})`,
    );
  }
  await context.close();
  return runs;
}

const total = (runs: Array<{ bytes: number; ms: number }>) => ({
  bytes: runs.reduce((s, r) => s + r.bytes, 0),
  ms: runs.reduce((s, r) => s + r.ms, 0),
});

function report(label: string, runs: PlaceRun[]) {
  const effective = rate(total(runs.map((r) => r.engine)));
  const bare = rate(total(runs.map((r) => r.bare)));
  const ceiling = rate(total(runs.map((r) => r.ceiling)));
  const single = rate(total(runs.map((r) => r.single)));
  const share = effective / THROTTLE_BYTES_PER_S;
  const ofThrottle = (bytesPerS: number) => `${((bytesPerS / THROTTLE_BYTES_PER_S) * 100).toFixed(0)}%`;
  console.log(
    `${label}: ${mbit(effective)} effective, ${ofThrottle(effective)} of the throttle (target >= ${TARGET * 100}%: ${share >= TARGET ? 'met' : 'not met'}); ` +
      `baselines fetched bare in the same run: the same ${MEDIA_BUNDLE_PARTS} parts ${mbit(ceiling)} (${ofThrottle(ceiling)}), ratio ${(effective / ceiling).toFixed(2)}; ` +
      `one bundle ${mbit(single)} (${ofThrottle(single)}); the files one by one ${mbit(bare)} (${ofThrottle(bare)}), ratio ${(effective / bare).toFixed(2)}`,
  );
}

const fullSizeDir = fullSizeContent(FULL_SIZE_PLACE, 'en', FULL_SIZE_NARRATION_BYTES);
const [server, fullSizeServer, browser] = await Promise.all([
  startAppServer(),
  startAppServer({ CONTENT_DIR: fullSizeDir }),
  launchChromium(),
]);
try {
  const svg = { raw: 0, gzipped: 0, media: 0 };
  console.log('sample places:');
  const sample = await measurePlaces(browser, server, PLACES, svg);
  const mean = (values: number[]) => values.reduce((t, v) => t + v, 0) / values.length;
  console.log(
    `time per place: ${mean(sample.map((r) => r.engine.ms)).toFixed(0)} ms from the click to 'Available offline' ` +
      `(its parts fetched bare: ${mean(sample.map((r) => r.ceiling.ms)).toFixed(0)} ms; bare per-file fetch: ${mean(sample.map((r) => r.bare.ms)).toFixed(0)} ms)`,
  );
  const saved = svg.raw - svg.gzipped;
  console.log(
    `uncompressed SVGs in the bundle: ${(svg.raw / 1024).toFixed(0)} KB (gzip -9: ${(svg.gzipped / 1024).toFixed(0)} KB), ` +
      `${(saved / 1024).toFixed(0)} KB more on the wire over ${PLACES.length} places = ${((saved / svg.media) * 100).toFixed(1)}% of the media, ` +
      `${(((saved / THROTTLE_BYTES_PER_S) * 1000) / PLACES.length).toFixed(0)} ms per place at 10 Mbit/s`,
  );
  console.log(
    `full-size place (${FULL_SIZE_PLACE}, each English narration repeated to ${FULL_SIZE_NARRATION_BYTES / 1000} KB):`,
  );
  const fullSize = await measurePlaces(browser, fullSizeServer, [FULL_SIZE_PLACE], { raw: 0, gzipped: 0, media: 0 });
  report(
    `place download at a 10 Mbit/s throttle, ${PLACES.length} sample places (click to 'Available offline')`,
    sample,
  );
  report(
    `place download at a 10 Mbit/s throttle, full-size place (${(fullSize[0]!.engine.bytes / 1e6).toFixed(1)} MB)`,
    fullSize,
  );
} finally {
  await browser.close();
  await Promise.all([server.stop(), fullSizeServer.stop()]);
  rmSync(fullSizeDir, { recursive: true, force: true });
}

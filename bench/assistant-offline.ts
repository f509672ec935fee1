// The assistant offline (issue 19, docs/decisions/0062): answer time on a 4×-slowed CPU (CDP
// Emulation.setCPUThrottlingRate) and the index bytes per place. In Chromium with the built
// app and the real server: a Japanese visitor downloads Mount Tai and the Palace Museum, opens
// the assistant and asks questions in three languages, first online (the baseline: the
// server's embedded assistant, streamed; same page, same throttle), then with the network cut:
// in the app's worker as shipped, then on the page's thread (the worker removed), since CDP
// slows a dedicated worker less than the page (printed). Each is timed in the page from Enter
// to the finished answer. Then, over the catalogue the app handed its worker (caught on its
// way): each place's indexes serialized (what shipping them in the download would add) against
// the place's package data, building them on the device against loading them shipped, and the
// whole build on the page's thread (what the worker keeps off it).
//   node --import tsx bench/assistant-offline.ts [rounds]
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { bundleForPage } from '../content/scripts/lib/media-page';
import { ENDPOINTS, GATEWAY, type ApiResponse, type PlacePackageInfo } from '../src/lib/contract';
import type { AssistantCatalogue } from '../src/lib/assistant/types';
import { startAppServer } from '../tests/browser/support/app-server';
import { launchChromium } from '../tests/browser/support/browser';
import type * as OfflinePage from './support/assistant-offline-page';

type Catalogues = { downloaded: AssistantCatalogue; known: AssistantCatalogue };
declare global {
  interface Window {
    GuideOffline: typeof OfflinePage;
    __offlineCatalogue?: Catalogues;
    __asked: number[];
    __finished: number[];
  }
}

const ROUNDS = Math.max(1, Number(process.argv[2] ?? 2));
const THROTTLE = 4;
const TARGET_MS = 300;
const PLACES = [
  { id: 'ta-mount-tai', page: 'poiDetail' },
  { id: 'bj-palace-museum', page: 'museumDetail' },
];
const QUESTIONS = [
  '泰山の入場料はいくらですか？',
  '泰山门票多少钱？',
  'How long does it take to walk up Mount Tai?',
  '故宫门票多少钱？需要预约吗？',
  'Which exhibits should I not miss at the Palace Museum?',
  '故宮博物院は何時に開きますか？',
  '泰山怎么爬比较好？',
  'What is the phone number of the director of Mount Tai?',
];

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)]!;
const ms = (n: number) => `${Math.round(n)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const line = (xs: number[]) => `median ${ms(pct(xs, 0.5))}, p95 ${ms(pct(xs, 0.95))}, max ${ms(Math.max(...xs))}`;
const verdict = (xs: number[]) => (pct(xs, 0.95) <= TARGET_MS ? 'met' : 'not met');

/** Before any script: the catalogue the app hands its worker (or no worker), and when answers are asked and finished. */
function instrument() {
  if (sessionStorage.getItem('bench-no-worker')) Reflect.deleteProperty(window, 'Worker');
  else {
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, options?: StructuredSerializeOptions) {
      if ((message as { type?: string }).type === 'load') window.__offlineCatalogue = message as Catalogues;
      return post.call(this, message, options);
    } as Worker['postMessage'];
  }
  window.__asked = [];
  window.__finished = [];
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && (event.target as Element).matches('.chat-textarea'))
        window.__asked.push(performance.now());
    },
    true,
  );
  let seen = 0;
  new MutationObserver(() => {
    const now = document.querySelectorAll('.chat-list .chat-bubble-ai[data-phase="finished"]').length;
    for (; seen < now; seen++) window.__finished.push(performance.now());
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase'] });
}

/** How much a fixed loop in a dedicated worker slows under the page's CPU throttle, and on the page. */
async function throttleFactors(browser: Browser): Promise<{ worker: number; page: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('data:text/html,<p>probe</p>');
  const run = () =>
    page.evaluate(async () => {
      const loop = 'let x = 0; for (let i = 0; i < 5e7; i++) x += Math.sqrt(i);';
      const source = `onmessage = () => { const t = performance.now(); ${loop} postMessage(performance.now() - t); }`;
      const worker = new Worker(URL.createObjectURL(new Blob([source])));
      const inWorker = await new Promise<number>((done) => {
        worker.onmessage = (event: MessageEvent<number>) => done(event.data);
        worker.postMessage(0);
      });
      worker.terminate();
      const started = performance.now();
      new Function(loop)();
      return { inWorker, onPage: performance.now() - started };
    });
  const thrice = async () => {
    const runs = [await run(), await run(), await run()];
    const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
    return { inWorker: mid(runs.map((r) => r.inWorker)), onPage: mid(runs.map((r) => r.onPage)) };
  };
  const plain = await thrice();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const slowed = await thrice();
  await context.close();
  return { worker: slowed.inWorker / plain.inWorker, page: slowed.onPage / plain.onPage };
}

/** Asks each question in turn; the milliseconds from Enter to its finished answer. */
async function askAll(page: Page, questions: string[]): Promise<number[]> {
  const from = await page.evaluate(() => ({ asked: window.__asked.length, finished: window.__finished.length }));
  const box = page.locator('.chat-textarea');
  for (const [i, question] of questions.entries()) {
    await box.fill(question);
    await box.press('Enter');
    await page.waitForFunction((n) => window.__finished.length >= n, from.finished + i + 1, { timeout: 60_000 });
  }
  return page.evaluate(
    ({ asked, finished }) => window.__asked.slice(asked).map((t, i) => window.__finished[finished + i]! - t),
    from,
  );
}

const [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
try {
  const factors = await throttleFactors(browser);
  // The index figures run a bundle of the assistant in the page: past the app's script-src.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  await context.addInitScript(() => localStorage.setItem('lang', 'ja'));
  await context.addInitScript(instrument);
  const page = await context.newPage();
  for (const place of PLACES) {
    await page.goto(`${server.baseUrl}/${place.page}?id=${place.id}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await page.locator('.download-start').click();
    await page.locator('.download-status.is-done').waitFor({ timeout: 120_000 });
  }
  await page.goto(`${server.baseUrl}/chatInteract?sessionId=bench-offline&clientType=0`);
  await page.locator('.chat-page').waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const questions = Array.from({ length: ROUNDS }, () => QUESTIONS).flat();

  const online = await askAll(page, questions);
  await context.setOffline(true);
  const [cold, ...inWorker] = await askAll(page, questions);
  const catalogues = await page.evaluate(() => window.__offlineCatalogue!);
  await page.evaluate(() => sessionStorage.setItem('bench-no-worker', '1'));
  await page.reload();
  // The conversation so far (from the device) is on screen before the next question.
  await page.waitForFunction((n) => window.__finished.length >= n, questions.length * 2);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const [coldOnPage, ...onPage] = await askAll(page, questions);
  const marked = await page.locator('.chat-offline-mark').count();
  if (marked !== questions.length * 2) throw new Error(`${marked} of ${questions.length * 2} answers marked offline`);
  if (process.env.BENCH_VERBOSE)
    questions.forEach((q, i) =>
      console.log(
        `  ${ms(online[i]!)} online, ${ms([cold!, ...inWorker][i]!)} worker, ${ms([coldOnPage!, ...onPage][i]!)} page: ${q}`,
      ),
    );

  console.log(
    `Offline answers, CPU slowed ${THROTTLE}× (CDP), ${questions.length} questions (cn, ja, en) over ${PLACES.length} downloaded places, Enter to finished answer:`,
  );
  console.log(
    `  in the app's worker (as shipped): first ${ms(cold!)} (its indexes still building), then ${line(inWorker)} (target ≤ ${TARGET_MS} ms at p95: ${verdict(inWorker)})`,
  );
  console.log(
    `  on the page's thread (worker removed): first ${ms(coldOnPage!)} (builds the indexes), then ${line(onPage)} (${verdict(onPage)})`,
  );
  console.log(
    `  a fixed loop slowed ${factors.page.toFixed(1)}× on the page and ${factors.worker.toFixed(1)}× in a worker: the page-thread line is the ${THROTTLE}× figure`,
  );
  console.log(
    `  baseline, online (the server's embedded assistant, streamed): ${line(online)}; offline in the worker / online ${(pct(inWorker, 0.5) / pct(online, 0.5)).toFixed(2)}`,
  );

  await page.addScriptTag({
    content: `${await bundleForPage(resolve('bench/support/assistant-offline-page.ts'), 'GuideOffline')};window.__name = (f) => f;`,
  });
  const figures = await page.evaluate(async ({ downloaded, known }) => {
    const { createOfflineAnswerer, serializedIndexes, timeBuild, timeLoad, gzipBytes } = window.GuideOffline;
    const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const thrice = (work: () => number) => mid([work(), work(), work()]);
    const whole = thrice(() => {
      const started = performance.now();
      createOfflineAnswerer(downloaded, known).warm();
      return performance.now() - started;
    });
    const places = [];
    for (const place of downloaded.places) {
      const json = serializedIndexes(place);
      places.push({
        id: place.id,
        bytes: json.reduce((sum, text) => sum + new TextEncoder().encode(text).length, 0),
        gzip: (await Promise.all(json.map(gzipBytes))).reduce((a, b) => a + b, 0),
        build: thrice(() => timeBuild(place)),
        load: thrice(() => timeLoad(json)),
      });
    }
    return { whole, known: known.places.length, places };
  }, catalogues);
  await context.close();

  console.log(
    `The assistant built on the device (${PLACES.length} places × 11 languages; ${figures.known} more known by name), ` +
      `page thread, CPU slowed ${THROTTLE}×: ${ms(figures.whole)}, which the worker keeps off the page`,
  );
  for (const place of figures.places) {
    const response = await fetch(`${server.baseUrl}${GATEWAY}${ENDPOINTS.placePackageInfo}?id=${place.id}&lang=ja`);
    const data = ((await response.json()) as ApiResponse<PlacePackageInfo>).data!.dataBytes;
    console.log(
      `Index of ${place.id} (11 languages): ${kb(place.bytes)} JSON, ${kb(place.gzip)} gzip = ` +
        `${(place.gzip / data).toFixed(2)}× its package data (${kb(data)} JSON); ` +
        `built on the device ${ms(place.build)}, loaded shipped ${ms(place.load)} (CPU slowed ${THROTTLE}×)`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}

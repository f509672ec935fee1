// Tap to sound: from the pointer going down on the number pad's Go to the audio element's
// 'playing' event, for a stop whose recording is already in the browser's cache. Baseline,
// measured in the same run and the same way: a button doing `new Audio(url).play()` on the
// same cached file. Runs alternate (player, baseline), each in a freshly loaded page.
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/browser/support/browser';
import { startAppServer } from '../tests/browser/support/app-server';
import { installMediaSpy, waitForPlayback } from '../tests/browser/support/media-spy';

export const TAP_TO_AUDIO_TARGET_MS = 150;
const PLACE = 'hz-west-lake';
const STOP = '101';
const AUDIO = `/media/audio/${PLACE}-01.cn.mp3`;
const RUNS = Number(process.argv[2] ?? 20);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** ms from the last pointerdown to the first 'playing' of the newest element playing `AUDIO`. */
async function tapToPlaying(page: Page): Promise<number> {
  await waitForPlayback(page, AUDIO, 0);
  await page.waitForFunction((src) => {
    const w = window as unknown as { __media: HTMLMediaElement[]; __playingAt: Map<HTMLMediaElement, number> };
    const media = w.__media.filter((m) => m.src.includes(src)).at(-1);
    return media !== undefined && w.__playingAt.has(media);
  }, AUDIO);
  return page.evaluate((src) => {
    const w = window as unknown as {
      __media: HTMLMediaElement[];
      __playingAt: Map<HTMLMediaElement, number>;
      __tapAt: number;
    };
    const media = w.__media.filter((m) => m.src.includes(src)).at(-1)!;
    return w.__playingAt.get(media)! - w.__tapAt;
  }, AUDIO);
}

async function openPad(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/playerDetail?placeId=${PLACE}`);
  await page.locator('.stop-pad-go').waitFor();
  // A visitor looks at the pad before tapping; the page loads the engine meanwhile.
  await page.waitForLoadState('networkidle');
}

async function playerRun(page: Page, baseUrl: string): Promise<number> {
  await openPad(page, baseUrl);
  for (const digit of STOP) await page.locator('.stop-pad-keys button', { hasText: new RegExp(`^${digit}$`) }).click();
  await page.locator('.stop-pad-go').click();
  return tapToPlaying(page);
}

async function baselineRun(page: Page, baseUrl: string): Promise<number> {
  await openPad(page, baseUrl);
  await page.evaluate((src) => {
    const button = document.createElement('button');
    button.id = 'bench-baseline';
    button.textContent = 'baseline';
    button.style.cssText = 'position:fixed;top:0;left:0;z-index:99999;width:80px;height:44px';
    button.onclick = () => void new Audio(src).play();
    document.body.append(button);
  }, AUDIO);
  await page.locator('#bench-baseline').click();
  return tapToPlaying(page);
}

export async function measureTapToAudio(runs = RUNS): Promise<{ player: number[]; baseline: number[] }> {
  const [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await installMediaSpy(context);
    const page = await context.newPage();
    // Warm-up: the place in Dexie, the recording in the HTTP cache, the chunks compiled.
    await playerRun(page, server.baseUrl);
    await baselineRun(page, server.baseUrl);
    const player: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < runs; i++) {
      player.push(await playerRun(page, server.baseUrl));
      baseline.push(await baselineRun(page, server.baseUrl));
    }
    await context.close();
    return { player, baseline };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { player, baseline } = await measureTapToAudio();
  const p = median(player);
  const b = median(baseline);
  const fmt = (values: number[]) => values.map((v) => v.toFixed(0)).join(' ');
  console.log(`  player runs (ms):   ${fmt(player)}`);
  console.log(`  baseline runs (ms): ${fmt(baseline)}`);
  console.log(
    `tap to audio (cached recording, ${player.length} runs each): player median ${p.toFixed(1)} ms, ` +
      `new Audio(url).play() median ${b.toFixed(1)} ms, ratio player/baseline ${(p / b).toFixed(2)} ` +
      `(target median <= ${TAP_TO_AUDIO_TARGET_MS} ms: ${p <= TAP_TO_AUDIO_TARGET_MS ? 'met' : 'NOT met'})`,
  );
}

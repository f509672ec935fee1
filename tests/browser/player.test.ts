// The player, driven through its real UI against the real server: a stop typed on the
// number pad plays; speed, seeking and the transcript act on the audio howler plays; the
// mini-player keeps playing across screens; a reload resumes; a French visitor hears the
// French recording; the pad works offline from Dexie; axe finds nothing serious.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiResponse, ExplanationPointT } from '../../src/lib/contract';
import { readAppStore } from './support/app-db';
import { useAppAndBrowser } from './support/app-and-browser';
import { installMediaSpy, playedMedia, spoken, waitForPlayback } from './support/media-spy';
import { waitForWorkerControl } from './support/worker-control';

const app = useAppAndBrowser();
const PLACE = 'hz-west-lake';

async function point(id: string): Promise<ExplanationPointT> {
  const body = (await (
    await fetch(`${app.server.baseUrl}/api/mob-server/open-api/point/detail?id=${id}`)
  ).json()) as ApiResponse<ExplanationPointT>;
  if (!body.data) throw new Error(`no point ${id}`);
  return body.data;
}

async function newPage(): Promise<Page> {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  await installMediaSpy(context);
  return context.newPage();
}

async function tapStop(page: Page, digits: string): Promise<void> {
  for (const digit of digits)
    await page.locator('.stop-pad-keys button', { hasText: new RegExp(`^${digit}$`) }).click();
  await page.locator('.stop-pad-go').click();
}

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

describe('player', () => {
  it('plays a typed stop, follows speed, seeks from the transcript, keeps playing across screens and resumes after a reload', async () => {
    const broken = await point(`${PLACE}-01`);
    const audioFile = broken.audio.cn!.url;
    const page = await newPage();
    await page.goto(`${app.server.baseUrl}/playerDetail?placeId=${PLACE}`);
    expect(await seriousViolations(page)).toEqual([]);

    await tapStop(page, '101');
    await page.waitForURL((url) => url.pathname === '/pointDetail' && url.searchParams.get('id') === broken.id);
    const first = await waitForPlayback(page, audioFile);
    await expect
      .poll(async () => (await playedMedia(page, audioFile)).at(-1)!.currentTime)
      .toBeGreaterThan(first.currentTime + 0.5);
    await expect.poll(async () => (await point(broken.id)).playCount).toBe(broken.playCount + 1);
    await expect.poll(() => page.locator('.mini-player-title').innerText()).toBe(broken.name.cn);

    // The player screen: speed 1.5 reaches the audio element.
    await page.locator('.mini-player-open').click();
    await page.waitForURL((url) => url.pathname === '/playerDetail');
    const player = page.locator('.player-page');
    await expect.poll(() => player.getAttribute('data-status')).toBe('playing');
    await page.locator('.player-speed[data-speed="1.5"]').click();
    expect(await page.locator('.player-speed[data-speed="1.5"]').getAttribute('aria-pressed')).toBe('true');
    expect(await player.getAttribute('data-rate')).toBe('1.5');
    await expect.poll(async () => (await playedMedia(page, audioFile)).at(-1)!.playbackRate).toBe(1.5);

    // The transcript: a tap on the third sentence seeks there and highlights it.
    const third = page.locator('.player-sentence').nth(2);
    const thirdStart = Number(await third.getAttribute('data-start'));
    expect(thirdStart).toBeGreaterThan(5);
    await third.click();
    await expect
      .poll(async () => (await playedMedia(page, audioFile)).at(-1)!.currentTime)
      .toBeGreaterThanOrEqual(thirdStart - 0.1);
    expect((await playedMedia(page, audioFile)).at(-1)!.currentTime).toBeLessThan(thirdStart + 3);
    await expect.poll(() => third.getAttribute('aria-current')).toBe('true');

    // The seek slider answers the keyboard.
    await page.locator('.player-seek-range').focus();
    await page.keyboard.press('Home');
    await expect.poll(async () => (await playedMedia(page, audioFile)).at(-1)!.currentTime).toBeLessThan(2);

    // Back on the point's screen: the same audio element keeps playing.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/pointDetail');
    const before = (await playedMedia(page, audioFile)).at(-1)!;
    await expect
      .poll(async () => (await playedMedia(page, audioFile)).at(-1)!.currentTime)
      .toBeGreaterThan(before.currentTime + 0.5);
    expect((await playedMedia(page, audioFile)).length).toBe(1);

    // Pause; a reload (onto the home page) brings the point back paused where it stopped.
    await page.waitForTimeout(1500);
    await page.locator('.mini-player-toggle').click();
    await expect.poll(async () => (await playedMedia(page, audioFile)).at(-1)!.paused).toBe(true);
    const stoppedAt = (await playedMedia(page, audioFile)).at(-1)!.currentTime;
    expect(stoppedAt).toBeGreaterThan(2);
    // The pause is stored (Dexie `playback`) before the reload: a navigation within a few ms
    // of the pause could abort the write, as a document's unload aborts IndexedDB transactions.
    const storedAt = async () =>
      (await readAppStore<{ pointId: string; positionSec: number }>(page, 'playback')).find(
        (p) => p.pointId === broken.id,
      )?.positionSec;
    await expect.poll(async () => Math.abs(((await storedAt()) ?? -100) - stoppedAt)).toBeLessThan(0.5);
    await page.goto(`${app.server.baseUrl}/`);
    await page.locator('.mini-player').waitFor();
    expect(await page.locator('.mini-player').getAttribute('data-status')).toBe('ready');
    await page.locator('.mini-player-open').click();
    await page.waitForURL((url) => url.pathname === '/playerDetail');
    await expect
      .poll(async () => Math.abs(Number(await page.locator('.player-seek-range').inputValue()) - stoppedAt))
      .toBeLessThan(1.5);
    await page.locator('.player-main-toggle').click();
    const resumed = await waitForPlayback(page, audioFile, 0);
    expect(resumed.currentTime).toBeGreaterThan(stoppedAt - 1);
    expect(resumed.playbackRate).toBe(1.5);
    expect(await seriousViolations(page)).toEqual([]);

    // Across the tabs the audio goes on, and the mini-player sits above the tabs.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.bottom-tabs a[href="/destinations"]').click();
    await page.waitForURL((url) => url.pathname === '/destinations');
    const onTab = (await playedMedia(page, audioFile)).at(-1)!;
    await expect
      .poll(async () => (await playedMedia(page, audioFile)).at(-1)!.currentTime)
      .toBeGreaterThan(onTab.currentTime + 0.5);
    expect(await page.locator('.mini-player').getAttribute('data-status')).toBe('playing');
    const mini = await page.locator('.mini-player').boundingBox();
    const tabs = await page.locator('.bottom-tabs').boundingBox();
    expect(mini!.y + mini!.height).toBeLessThanOrEqual(tabs!.y + 1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('moves through the playlist: next and previous skip locked points, auto-next at the end, a persisted auto-next switch, the lock screen', async () => {
    const [p03, p05, p06] = await Promise.all([point(`${PLACE}-03`), point(`${PLACE}-05`), point(`${PLACE}-06`)]);
    expect((await point(`${PLACE}-04`)).locked).toBe(true);
    const page = await newPage();
    await page.goto(`${app.server.baseUrl}/playerDetail?placeId=${PLACE}`);
    await tapStop(page, '105');
    await waitForPlayback(page, p05.audio.cn!.url);
    await page.locator('.mini-player-open').click();
    const title = page.locator('.player-title');
    await expect.poll(() => title.innerText()).toBe(p05.name.cn);
    const session = () =>
      page.evaluate(() => ({
        title: navigator.mediaSession.metadata?.title,
        artist: navigator.mediaSession.metadata?.artist,
        artwork: navigator.mediaSession.metadata?.artwork[0]?.src,
        state: navigator.mediaSession.playbackState,
      }));
    expect(await session()).toMatchObject({ title: p05.name.cn, artist: '西湖', state: 'playing' });
    expect((await session()).artwork).toContain(p05.image);

    await page.locator('.player-transport button').last().click(); // next
    await waitForPlayback(page, p06.audio.cn!.url);
    await expect.poll(() => title.innerText()).toBe(p06.name.cn);
    await page.locator('.player-transport button').first().click(); // previous
    await expect.poll(() => title.innerText()).toBe(p05.name.cn);
    await page.locator('.player-transport button').first().click(); // previous: 104 is locked
    await expect.poll(() => title.innerText()).toBe(p03.name.cn);
    await waitForPlayback(page, p03.audio.cn!.url);
    expect(await session()).toMatchObject({ title: p03.name.cn });

    // The end of 103 goes on to 105 by itself.
    await page.locator('.player-seek-range').focus();
    await page.keyboard.press('End');
    await expect.poll(() => title.innerText()).toBe(p05.name.cn);
    await expect.poll(() => page.locator('.player-page').getAttribute('data-status')).toBe('playing');

    // Auto-next off survives a reload; the end then stays on the finished point.
    const autoNext = page.getByRole('switch');
    expect(await autoNext.isChecked()).toBe(true);
    await autoNext.click();
    await page.reload();
    await expect.poll(() => title.innerText()).toBe(p05.name.cn);
    expect(await page.getByRole('switch').isChecked()).toBe(false);
    await page.locator('.player-main-toggle').click();
    await waitForPlayback(page, p05.audio.cn!.url, 0);
    await page.locator('.player-seek-range').focus();
    await page.keyboard.press('End');
    await expect.poll(() => page.locator('.player-page').getAttribute('data-status')).toBe('ended');
    expect(await title.innerText()).toBe(p05.name.cn);
    expect(await playedMedia(page, p06.audio.cn!.url)).toEqual([]);
    await page.context().close();
  });

  it('plays a stop in the visitor language: the French recording under the French text, never speech', async () => {
    const causeway = await point(`${PLACE}-02`);
    const french = causeway.audio.fr!.url;
    const page = await newPage();
    await page.goto(`${app.server.baseUrl}/`);
    await page.locator('.language-switcher select').selectOption('fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.goto(`${app.server.baseUrl}/playerDetail?placeId=${PLACE}`);
    // The keyboard path: digits typed into the field, Enter.
    await page.locator('.stop-pad-display').fill('102');
    await page.locator('.stop-pad-display').press('Enter');
    await page.waitForURL((url) => url.pathname === '/pointDetail');
    // Speech of the text was the player's answer once (silence on a device without voices).
    await waitForPlayback(page, french);
    expect(await spoken(page)).toEqual([]);

    await page.locator('.mini-player-open').click();
    const player = page.locator('.player-page');
    await expect.poll(() => player.getAttribute('data-mode')).toBe('audio');
    const transcript = page.locator('.player-sentences');
    await expect.poll(() => transcript.getAttribute('lang')).toBe('fr');
    expect(await transcript.innerText()).not.toContain(causeway.narration!.en!.slice(0, 30));
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("keeps one playing state: the point's button and the mini-player both say Pause, then both Play", async () => {
    const bridge = await point(`${PLACE}-01`);
    const page = await newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${app.server.baseUrl}/pointDetail?id=${bridge.id}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Play', exact: true }).click();
    await main.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    const mini = page.locator('.mini-player');
    await mini.getByRole('button', { name: `Pause ${bridge.name.en}` }).waitFor();
    await waitForPlayback(page, bridge.audio.en!.url);

    await mini.getByRole('button', { name: `Pause ${bridge.name.en}` }).click();
    await main.getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect(await main.getByRole('button', { name: 'Pause', exact: true }).count()).toBe(0);
    await mini.getByRole('button', { name: `Play ${bridge.name.en}` }).waitFor();
    await expect.poll(async () => (await playedMedia(page, bridge.audio.en!.url)).at(-1)!.paused).toBe(true);

    // The point's own button resumes the same narration rather than starting it again.
    await main.getByRole('button', { name: 'Play', exact: true }).click();
    await mini.getByRole('button', { name: `Pause ${bridge.name.en}` }).waitFor();
    await expect.poll(async () => (await playedMedia(page, bridge.audio.en!.url)).at(-1)!.paused).toBe(false);
    expect((await playedMedia(page, bridge.audio.en!.url)).length).toBe(1);
    await page.context().close();
  });

  it("names the place once it arrives when Play is pressed before the place's details", async () => {
    const bridge = await point(`${PLACE}-01`);
    const page = await newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    // The place's details are held until the narration sounds: the page shows the point alone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/scenic/detail**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${app.server.baseUrl}/pointDetail?id=${bridge.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click();
    await waitForPlayback(page, bridge.audio.en!.url);
    await page.locator('.mini-player-title').getByText(bridge.name.en).waitFor();
    expect((await page.locator('.mini-player-where').allInnerTexts()).join('')).toBe('');

    release();
    await page.locator('.mini-player-where').getByText('West Lake', { exact: true }).waitFor();
    // The sample's English narration is a synthetic voice: the link's name holds its label too.
    expect(await page.locator('.mini-player-voice').innerText()).toBe('Synthetic voice');
    expect(await page.locator('.mini-player-open').getAttribute('aria-label')).toBe(
      `Open the player: ${bridge.name.en}, Synthetic voice, West Lake`,
    );
    // The reloaded session keeps the name.
    await page.reload();
    await page.locator('.mini-player-where').getByText('West Lake', { exact: true }).waitFor();
    await page.context().close();
  });

  it('finds stops offline from Dexie, refuses locked and unknown stops', async () => {
    const page = await newPage();
    await page.goto(`${app.server.baseUrl}/playerDetail?placeId=${PLACE}`);
    await waitForWorkerControl(page);
    // The pad stores the place's points as it opens.
    await expect.poll(async () => (await readAppStore(page, 'points')).length).toBeGreaterThan(0);

    await page.context().setOffline(true);
    await tapStop(page, '999');
    await expect.poll(() => page.locator('.stop-pad-message').innerText()).toContain('999');
    expect(page.url()).toContain('/playerDetail');

    await page.locator('.stop-pad-keys button[aria-label]').click({ clickCount: 3 });
    await tapStop(page, '104');
    await page.waitForURL((url) => url.searchParams.get('id') === `${PLACE}-04`);
    await page.locator('.toast-error').waitFor();
    expect(await playedMedia(page, `${PLACE}-04`)).toEqual([]);

    await page.goto(`${app.server.baseUrl}/playerDetail?placeId=${PLACE}`);
    await tapStop(page, '103');
    await page.waitForURL((url) => url.searchParams.get('id') === `${PLACE}-03`);
    await expect.poll(() => page.locator('.mini-player-title').innerText()).toBe((await point(`${PLACE}-03`)).name.cn);
    await page.context().close();
  });
});

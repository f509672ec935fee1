// One visitor's journey through the guide, on the real server with the real player: search a
// destination, filter, reset, open a scenic area and a point, play it (the audio advances), set
// 1.5x, leave the screen with the mini-player still playing, play another point from a map
// pin, open a museum with all its facts, and jump to an exhibit by its stop number.
import { describe, expect, it } from 'vitest';
import type { ApiResponse, ExplanationPointT, MuseumT, ScenicAreaT } from '../../src/lib/contract';
import { useAppAndBrowser } from './support/app-and-browser';
import { installMediaSpy, playedMedia, waitForPlayback } from './support/media-spy';

const app = useAppAndBrowser();

async function api<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${app.server.baseUrl}/api/mob-server/open-api${path}`)).json()) as ApiResponse<T>;
  if (!body.success || body.data === null) throw new Error(`${path}: ${body.message}`);
  return body.data;
}

describe('a visitor journey', () => {
  it('from a search to a narration, across screens, to a map pin, a museum and a stop number', async () => {
    const { area, points } = await api<{ area: ScenicAreaT; points: ExplanationPointT[] }>(
      '/scenic/detail?id=hz-west-lake',
    );
    const { museum, exhibits } = await api<{ museum: MuseumT; exhibits: ExplanationPointT[] }>(
      '/museum/detail?id=bj-palace-museum',
    );
    const [first, second] = points.filter((p) => !p.locked && p.audio.en && p.mapPosition);
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await installMediaSpy(context);
    const page = await context.newPage();

    // Search, filter to nothing, reset.
    await page.goto(`${app.server.baseUrl}/destinations`);
    await page.getByRole('searchbox', { name: 'Search by destination or keyword' }).fill('West Lake');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const result = page.locator('.scenic-item', { hasText: area.name.en });
    await result.waitFor();
    await page.getByLabel('Scenic type').selectOption('mountain');
    await page.getByText('No related destinations available').waitFor();
    await page.getByRole('button', { name: 'Reset filter' }).click();
    await result.waitFor();

    // The scenic area, a point, and its narration playing.
    await result.click();
    await page.getByRole('heading', { name: `Total ${points.length} explanation points` }).waitFor();
    await page.locator('.point-row', { hasText: first!.name.en }).click();
    await page.getByRole('heading', { level: 1, name: first!.name.en }).waitFor();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const started = await waitForPlayback(page, first!.audio.en!.url);
    await expect
      .poll(async () => (await playedMedia(page, first!.audio.en!.url)).at(-1)!.currentTime)
      .toBeGreaterThan(started.currentTime + 0.5);

    // 1.5x on the player screen reaches the audio.
    await page.locator('.mini-player-open').click();
    await page.waitForURL((url) => url.pathname === '/playerDetail');
    await page.locator('.player-speed[data-speed="1.5"]').click();
    await expect.poll(async () => (await playedMedia(page, first!.audio.en!.url)).at(-1)!.playbackRate).toBe(1.5);

    // Away from the player, the mini-player is there and the audio goes on.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: first!.name.en }).waitFor();
    await page.locator('.mini-player').waitFor();
    const away = (await playedMedia(page, first!.audio.en!.url)).at(-1)!.currentTime;
    await expect
      .poll(async () => (await playedMedia(page, first!.audio.en!.url)).at(-1)!.currentTime)
      .toBeGreaterThan(away + 0.3);

    // The map guide: a pin plays its point.
    await page.goBack();
    await page.getByRole('link', { name: 'Map guide' }).click();
    await page.waitForURL((url) => url.pathname === '/mapGuide');
    await page.getByRole('button', { name: `Stop ${second!.stopNumber}: ${second!.name.en}` }).click();
    await page.locator('.map-sheet').getByRole('button', { name: 'Play' }).click();
    await waitForPlayback(page, second!.audio.en!.url);
    await expect.poll(() => page.locator('.mini-player-title').innerText()).toBe(second!.name.en);

    // A museum with every fact, then a stop number typed on its pad opens that exhibit.
    await page.goto(`${app.server.baseUrl}/`);
    await page.locator('.quick-entry[href="/museum"]').click();
    await page.locator('.museum-card').getByText(museum.name.en, { exact: true }).click();
    await page.getByRole('heading', { level: 1, name: museum.name.en }).waitFor();
    expect(await page.locator('.museum-facts dt').count()).toBeGreaterThanOrEqual(12);
    const exhibit = exhibits.find((e) => !e.locked)!;
    // The pad opens from "Stop number" (issue 16), then takes the digits as before.
    await page.getByRole('main').getByRole('button', { name: 'Stop number' }).click();
    for (const digit of exhibit.stopNumber)
      await page.locator('.stop-pad-keys button', { hasText: new RegExp(`^${digit}$`) }).click();
    await page.locator('.stop-pad-go').click();
    await page.waitForURL((url) => url.pathname === '/pointDetail' && url.searchParams.get('id') === exhibit.id);
    await page.getByRole('heading', { level: 1, name: exhibit.name.en }).waitFor();
    await context.close();
  });
});

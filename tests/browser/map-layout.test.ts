// The map guide as a visitor on a phone sees it (issue 16): the map fills its frame, opened
// fitted to the place; no pin covers another; the controls stay clear of the mini-player; and
// with location allowed, the nearest stop is named. One context, reused: 390 × 844.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse, ExplanationPointT, ScenicAreaT } from '../../src/lib/contract';
import { useAppAndBrowser } from './support/app-and-browser';
import { expectNoSeriousAxeViolations } from './support/axe';

interface BoundingBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const app = useAppAndBrowser();
let page: Page;

beforeAll(async () => {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  page = await context.newPage();
});
afterAll(async () => page.context().close());

async function openMap(id: string): Promise<void> {
  await page.goto(`${app.server.baseUrl}/mapGuide?id=${id}`);
  await page.locator('.map-pin').first().waitFor();
}

const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
const intersect = (a: BoundingBox, b: BoundingBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const contains = (outer: BoundingBox, inner: BoundingBox) =>
  outer.x <= inner.x + 1 &&
  outer.y <= inner.y + 1 &&
  outer.x + outer.width >= inner.x + inner.width - 1 &&
  outer.y + outer.height >= inner.y + inner.height - 1;

describe('map guide on a phone', () => {
  for (const id of ['hz-west-lake', 'bj-palace-museum']) {
    it(`${id}: the map fills its frame, every pin is whole inside it, and no two pins overlap`, async () => {
      await openMap(id);
      const frame = await box('.map-viewport');
      expect(contains(await box('.map-layer img'), frame)).toBe(true);
      const pins = await page
        .locator('.map-pin')
        .evaluateAll((els) =>
          els.map(
            (el) =>
              ({ stop: el.textContent!, ...el.getBoundingClientRect().toJSON() }) as BoundingBox & { stop: string },
          ),
        );
      expect(pins.length).toBeGreaterThan(5);
      for (const pin of pins) expect(contains(frame, pin), `pin ${pin.stop} inside the frame`).toBe(true);
      const overlapping = pins.flatMap((a, i) =>
        pins.slice(i + 1).flatMap((b) => (intersect(a, b) ? [`${a.stop}/${b.stop}`] : [])),
      );
      expect(overlapping).toEqual([]);
      // The frame is most of the column: no empty bands above and below the map.
      const below = await box('.map-below');
      expect(frame.height + below.height).toBeGreaterThan(600);
    });
  }

  it('keeps the locate button clear of the mini-player', async () => {
    await openMap('bj-palace-museum');
    await page.locator('.map-pin', { hasText: '101' }).click();
    await page.locator('.map-sheet').getByRole('button', { name: 'Play' }).click();
    await page.locator('.mini-player').waitFor();
    await page.locator('.mini-player-toggle').click();
    // The map as it opens with a narration cued (restored, paused, after the reload).
    await page.reload();
    await page.locator('.map-pin').first().waitFor();
    await page.locator('.mini-player').waitFor();
    const locate = page.getByRole('button', { name: 'Show my position' });
    await expect.poll(async () => intersect((await locate.boundingBox())!, await box('.mini-player'))).toBe(false);
    expect((await locate.boundingBox())!.y + 44).toBeLessThanOrEqual((await box('.mini-player')).y);
  });

  it('names the nearest stop, and how far it is, once location is allowed', async () => {
    const body = (await (
      await fetch(`${app.server.baseUrl}/api/mob-server/open-api/scenic/detail?id=hz-west-lake`)
    ).json()) as ApiResponse<{ area: ScenicAreaT; points: ExplanationPointT[] }>;
    const stop = body.data!.points.find((p) => p.stopNumber === '103')!;
    // About 110 m north of the stop: outside its 50 m radius, so no offer to play, but nearest.
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: stop.geo!.lat + 0.001, longitude: stop.geo!.lng, accuracy: 10 });
    await openMap('hz-west-lake');
    const nearest = page.getByRole('button', { name: `Nearest stop 103, ${stop.name.en}: 110 m away` });
    await nearest.waitFor();
    expect(await page.locator('.map-nearby').count()).toBe(0);
    await page.getByRole('img', { name: 'Your position' }).waitFor();
    expect(await page.locator('.map-pin.is-nearest').textContent()).toBe('103');
    await expectNoSeriousAxeViolations(page);
    await nearest.click();
    await page.locator('.map-sheet').getByRole('heading', { name: stop.name.en }).waitFor();
  });
});

// The map guide: the illustrated map with its pins, a tapped pin's sheet with play, pan and
// zoom by buttons, keys, mouse drag and a two-finger pinch, and the visitor's position from
// geolocation (with the nearest point offered), or a quiet note when it is refused.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiResponse, ExplanationPointT, MuseumT, ScenicAreaT } from '../../src/lib/contract';
import { useAppAndBrowser } from './support/app-and-browser';
import { expectNoSeriousAxeViolations } from './support/axe';
import { waitForWorkerControl } from './support/worker-control';

const app = useAppAndBrowser();
const AREA = 'hz-west-lake';

async function api<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${app.server.baseUrl}/api/mob-server/open-api${path}`)).json()) as ApiResponse<T>;
  if (!body.success || body.data === null) throw new Error(`${path}: ${body.message}`);
  return body.data;
}

async function openMap(id: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, ...options });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  await page.goto(`${app.server.baseUrl}/mapGuide?id=${id}`);
  await page.locator('.map-pin').first().waitFor();
  return page;
}

/** Screen centre of a pin, relative to the page. */
async function pinAt(page: Page, stop: string) {
  const box = (await page.locator('.map-pin', { hasText: stop }).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
const gap = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('map guide', () => {
  it("shows the place's map with a pin per point; a tapped pin shows the point and its play button", async () => {
    const { area, points } = await api<{ area: ScenicAreaT; points: ExplanationPointT[] }>(`/scenic/detail?id=${AREA}`);
    const page = await openMap(AREA);
    await page.getByRole('heading', { level: 1, name: area.name.en }).waitFor();
    expect(await page.locator('.map-layer img').getAttribute('src')).toBe(area.map.image);
    const pinned = points.filter((p) => p.mapPosition);
    expect((await page.locator('.map-pin').allTextContents()).sort()).toEqual(pinned.map((p) => p.stopNumber).sort());

    const point = pinned[2]!;
    await page.getByRole('button', { name: `Stop ${point.stopNumber}: ${point.name.en}` }).click();
    const sheet = page.locator('.map-sheet');
    await sheet.getByRole('heading', { name: point.name.en }).waitFor();
    await sheet.getByText(`Stop ${point.stopNumber}`).waitFor();
    expect(await sheet.getByRole('button', { name: 'Play' }).count()).toBe(1);
    await expectNoSeriousAxeViolations(page);
    await sheet.getByRole('button', { name: 'Close' }).click();
    expect(await sheet.count()).toBe(0);
    await page.context().close();
  });

  it('zooms with the buttons and a pinch, pans with the arrow keys and a drag', async () => {
    const page = await openMap(AREA);
    // Stops away from the frame's edge: a pin at the edge is drawn whole inside it (issue 16).
    const spread = async () => gap(await pinAt(page, '103'), await pinAt(page, '106'));
    const before = await spread();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const zoomed = await spread();
    expect(zoomed / before).toBeCloseTo(1.4, 1);

    const viewport = page.locator('.map-viewport');
    await viewport.focus();
    const start = await pinAt(page, '103');
    await page.keyboard.press('ArrowLeft'); // the view moves left: the map slides right
    const moved = await pinAt(page, '103');
    expect(moved.x - start.x).toBeCloseTo(60, 0);
    // The map fills its frame now (issue 16), so the zoomed map is taller than the view and moves down too.
    await page.keyboard.press('ArrowUp');
    expect((await pinAt(page, '103')).y - moved.y).toBeCloseTo(60, 0);

    await page.mouse.move(200, 400);
    await page.mouse.down();
    await page.mouse.move(160, 400, { steps: 5 });
    await page.mouse.up();
    const dragged = await pinAt(page, '103');
    expect(dragged.x - moved.x).toBeCloseTo(-40, 0);

    // Two fingers moving apart zoom in around their middle.
    const box = (await viewport.boundingBox())!;
    await viewport.evaluate(
      (el, { cx, cy }) => {
        const fire = (type: string, pointerId: number, x: number, y: number) =>
          el.dispatchEvent(
            new PointerEvent(type, {
              pointerId,
              pointerType: 'touch',
              clientX: x,
              clientY: y,
              bubbles: true,
              isPrimary: pointerId === 1,
            }),
          );
        fire('pointerdown', 1, cx - 40, cy);
        fire('pointerdown', 2, cx + 40, cy);
        for (let i = 1; i <= 5; i++) {
          fire('pointermove', 1, cx - 40 - i * 8, cy);
          fire('pointermove', 2, cx + 40 + i * 8, cy);
        }
        fire('pointerup', 1, cx - 80, cy);
        fire('pointerup', 2, cx + 80, cy);
      },
      { cx: box.x + box.width / 2, cy: box.y + box.height / 2 },
    );
    expect((await spread()) / zoomed).toBeGreaterThan(1.5);

    await page.getByRole('button', { name: 'Show the whole map' }).click();
    expect(await spread()).toBeCloseTo(before, 0);
    await page.context().close();
  });

  it('places the visitor on the map and offers the point whose radius they are in', async () => {
    const { points } = await api<{ points: ExplanationPointT[] }>(`/scenic/detail?id=${AREA}`);
    const point = points[3]!;
    const page = await openMap(AREA, {
      geolocation: { latitude: point.geo!.lat + 0.0001, longitude: point.geo!.lng, accuracy: 10 },
      permissions: ['geolocation'],
    });
    const offer = page.locator('.map-nearby');
    await offer.getByText(`You are near stop ${point.stopNumber}, ${point.name.en}`).waitFor();
    expect(await offer.getByRole('button', { name: 'Play it now' }).count()).toBe(1);
    // The visitor's dot sits near the point's pin (the map is fitted to the points' positions).
    const dot = (await page.getByRole('img', { name: 'Your position' }).boundingBox())!;
    expect(
      gap({ x: dot.x + dot.width / 2, y: dot.y + dot.height / 2 }, await pinAt(page, point.stopNumber)),
    ).toBeLessThan(30);
    await expectNoSeriousAxeViolations(page);

    await offer.getByRole('button', { name: 'Not now' }).click();
    expect(await offer.count()).toBe(0);
    await page.context().close();
  });

  it('says quietly that the position is off when geolocation is refused', async () => {
    const page = await openMap(AREA);
    await page.getByRole('button', { name: 'Show my position' }).click();
    await page.getByText('Location is off for this site', { exact: false }).waitFor();
    expect(await page.locator('.map-nearby').count()).toBe(0);
    expect(await page.locator('.map-pin').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it("shows a museum's floor plan with its exhibits as pins, offline too once seen", async () => {
    const { museum, exhibits } = await api<{ museum: MuseumT; exhibits: ExplanationPointT[] }>(
      '/museum/detail?id=bj-palace-museum',
    );
    const page = await openMap(museum.id);
    expect(await page.locator('.map-layer img').getAttribute('src')).toBe(museum.map.image);
    const pins = exhibits.filter((e) => e.mapPosition).length;
    expect(await page.locator('.map-pin').count()).toBe(pins);
    await expectNoSeriousAxeViolations(page);

    // Stored once seen: the map guide opens offline.
    await waitForWorkerControl(page);
    await page.context().setOffline(true);
    await page.reload();
    await page.locator('.map-pin').first().waitFor();
    expect(await page.locator('.map-pin').count()).toBe(pins);
    await page.context().close();
  });
});

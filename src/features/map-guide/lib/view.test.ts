import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  frameHeight,
  LIST_MIN_PX,
  openingView,
  PIN_REACH_PX,
  PLACE_MARGIN_PX,
  scaleLimits,
  type Bounds,
  type MapView,
  type Size,
} from './view';

const phone = { width: 390, height: 680 };
const onScreen = (view: MapView, p: { x: number; y: number }) => ({
  x: p.x * view.scale + view.x,
  y: p.y * view.scale + view.y,
});
const covers = (view: MapView, map: Size, viewport: Size) =>
  view.x <= 0 &&
  view.y <= 0 &&
  view.x + map.width * view.scale >= viewport.width - 1e-6 &&
  view.y + map.height * view.scale >= viewport.height - 1e-6;

function expectStopsInView(view: MapView, bounds: Bounds, viewport: Size) {
  for (const corner of [
    { x: bounds.minX, y: bounds.minY },
    { x: bounds.maxX, y: bounds.maxY },
  ]) {
    const p = onScreen(view, corner);
    expect(p.x).toBeGreaterThanOrEqual(PLACE_MARGIN_PX - 1e-6);
    expect(p.x).toBeLessThanOrEqual(viewport.width - PLACE_MARGIN_PX + 1e-6);
    expect(p.y).toBeGreaterThanOrEqual(PLACE_MARGIN_PX - 1e-6);
    expect(p.y).toBeLessThanOrEqual(viewport.height - PLACE_MARGIN_PX + 1e-6);
  }
}

describe('the opening view', () => {
  it('fills a tall screen with a tall map and frames its stops (the Palace Museum)', () => {
    const map = { width: 700, height: 1000 };
    const bounds = boundsOf([
      { x: 350, y: 560 },
      { x: 170, y: 690 },
      { x: 610, y: 300 },
    ])!;
    const view = openingView(map, phone, bounds);
    expect(covers(view, map, phone)).toBe(true);
    expectStopsInView(view, bounds, phone);
  });

  it('fills the screen rather than keep the margin, while every stop is still on it', () => {
    const map = { width: 700, height: 1000 };
    const tall = { width: 358, height: 780 };
    const bounds = boundsOf([
      { x: 170, y: 690 },
      { x: 610, y: 300 },
    ])!;
    const view = openingView(map, tall, bounds);
    expect(covers(view, map, tall)).toBe(true);
    for (const corner of [
      { x: 170, y: 690 },
      { x: 610, y: 300 },
    ]) {
      const p = onScreen(view, corner);
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(tall.width);
    }
  });

  it('shrinks a wide map on a tall screen only as far as its stops need (West Lake)', () => {
    const map = { width: 1000, height: 700 };
    const bounds = boundsOf([
      { x: 213, y: 130 },
      { x: 652, y: 139 },
      { x: 553, y: 561 },
    ])!;
    const tall = { width: 390, height: 780 };
    const view = openingView(map, tall, bounds);
    expectStopsInView(view, bounds, tall);
    const contain = Math.min(tall.width / map.width, tall.height / map.height);
    // Much larger than the whole map in view (which left two thirds of the screen empty) ...
    expect(view.scale).toBeGreaterThan(contain * 1.7);
    // ... and the visitor cannot zoom out past the stops into empty bands.
    expect(scaleLimits(map, tall, bounds).min).toBeCloseTo(view.scale, 6);

    // A little less tall, and the map fills it: the outermost spots are then less than half a
    // pin outside, where their pins are still drawn, whole, at the edge.
    const shorter = openingView(map, phone, bounds);
    expect(covers(shorter, map, phone)).toBe(true);
    for (const x of [213, 652]) {
      const screenX = x * shorter.scale + shorter.x;
      expect(screenX).toBeGreaterThan(-PIN_REACH_PX);
      expect(screenX).toBeLessThan(phone.width + PIN_REACH_PX);
    }
  });

  it('covers the screen when the stops fit at the covering scale, and does not zoom without end on one stop', () => {
    const map = { width: 1000, height: 700 };
    const bounds = boundsOf([
      { x: 450, y: 300 },
      { x: 550, y: 400 },
    ])!;
    expect(covers(openingView(map, phone, bounds), map, phone)).toBe(true);
    const single = openingView(map, phone, boundsOf([{ x: 500, y: 350 }]));
    expect(single.scale).toBeCloseTo(2 * (680 / 700), 6);
    expect(boundsOf([])).toBeNull();
  });
});

describe('the frame', () => {
  const bounds = { minX: 213, minY: 130, maxX: 652, maxY: 561 };

  it('is shortened for a wide map, to the height at which the map fills it with its stops in view', () => {
    const map = { width: 1000, height: 700 };
    const height = frameHeight(map, 358, 780, bounds);
    expect(height).toBeLessThan(780 - LIST_MIN_PX + 1);
    const view = openingView(map, { width: 358, height }, bounds);
    expect(covers(view, map, { width: 358, height })).toBe(true);
    expectStopsInView(view, bounds, { width: 358, height });
  });

  it('keeps the whole column for a tall map, or when too little would be left for the list', () => {
    expect(frameHeight({ width: 700, height: 1000 }, 358, 780, bounds)).toBe(780);
    expect(frameHeight({ width: 1000, height: 700 }, 358, 560, bounds)).toBe(560);
    expect(frameHeight({ width: 1000, height: 700 }, 358, 780, null)).toBe(780);
  });
});

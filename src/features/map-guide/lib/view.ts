// The map's view: screen = map pixel × scale + offset. Pure functions, so pan, pinch, wheel,
// buttons and keys all move the map the same way.

export interface MapView {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The box around the place's stops, in map pixels. */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Room kept around the stops' spots when the map opens fitted to them. Small, so that the map
 * can fill the screen: a pin near the edge is drawn whole, just inside (lib/spread.ts).
 */
export const PLACE_MARGIN_PX = 16;

export function boundsOf(positions: readonly { x: number; y: number }[]): Bounds | null {
  if (positions.length === 0) return null;
  const xs = positions.map((p) => p.x);
  const ys = positions.map((p) => p.y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** The whole map in view, centred. */
export function fitView(map: Size, viewport: Size): MapView {
  const scale = Math.min(viewport.width / map.width, viewport.height / map.height);
  return { scale, x: (viewport.width - map.width * scale) / 2, y: (viewport.height - map.height * scale) / 2 };
}

/** The largest scale that shows every stop's spot, `margin` inside the edges (Infinity for one spot). */
function placeScale(bounds: Bounds, viewport: Size, margin = PLACE_MARGIN_PX): number {
  const axis = (room: number, span: number) => (span > 0 ? Math.max(0, room - 2 * margin) / span : Infinity);
  return Math.min(axis(viewport.width, bounds.maxX - bounds.minX), axis(viewport.height, bounds.maxY - bounds.minY));
}

/** How far outside the frame a stop's spot may lie and still have its pin drawn (whole, inside). */
export const PIN_REACH_PX = 24;

/** The largest scale at which every stop's pin is still on the screen, if only at its edge. */
const spotsScale = (bounds: Bounds, viewport: Size) => placeScale(bounds, viewport, -PIN_REACH_PX);

/**
 * The map may not shrink below the screen (no empty bands), unless that is what it takes to
 * show all of the place's stops at once: a wide map on a tall phone. Never below the whole map.
 */
export function scaleLimits(map: Size, viewport: Size, bounds: Bounds | null = null): { min: number; max: number } {
  const contain = fitView(map, viewport).scale;
  const cover = Math.max(viewport.width / map.width, viewport.height / map.height);
  const place = bounds ? placeScale(bounds, viewport) : contain;
  // Filling wins while every stop's pin can still be drawn on the screen (lib/spread.ts).
  const min = bounds && cover <= spotsScale(bounds, viewport) ? cover : Math.max(contain, Math.min(cover, place));
  return { min, max: Math.max(contain * 6, 3, min) };
}

/** Keeps the map covering the viewport where it is larger, centred where it is smaller. */
export function clampView(view: MapView, map: Size, viewport: Size, bounds: Bounds | null = null): MapView {
  const { min, max } = scaleLimits(map, viewport, bounds);
  const scale = Math.min(max, Math.max(min, view.scale));
  const axis = (offset: number, mapLength: number, viewLength: number) => {
    const length = mapLength * scale;
    if (length <= viewLength) return (viewLength - length) / 2;
    return Math.min(0, Math.max(viewLength - length, offset));
  };
  return { scale, x: axis(view.x, map.width, viewport.width), y: axis(view.y, map.height, viewport.height) };
}

/** How the map opens: fitted to the place's stops and centred on them, filling the screen. */
export function openingView(map: Size, viewport: Size, bounds: Bounds | null): MapView {
  if (!bounds) return clampView(fitView(map, viewport), map, viewport);
  const { min, max } = scaleLimits(map, viewport, bounds);
  const cover = Math.max(viewport.width / map.width, viewport.height / map.height);
  // A single stop (or stops in a row) would zoom without end: at most twice the covering scale.
  const scale = Math.min(max, Math.max(min, Math.min(placeScale(bounds, viewport), 2 * cover)));
  const cx = (bounds.minX + bounds.maxX) / 2;
  const cy = (bounds.minY + bounds.maxY) / 2;
  return clampView(
    { scale, x: viewport.width / 2 - cx * scale, y: viewport.height / 2 - cy * scale },
    map,
    viewport,
    bounds,
  );
}

/** Room under a shortened map worth giving to the list of stops; less than this stays map. */
export const LIST_MIN_PX = 140;

/**
 * The map's frame height in a column `available` tall: all of it, unless the map is wide for
 * the screen (West Lake on a phone held upright). Then the frame is as tall as the map is
 * once its stops fit the width, so the map still fills the frame, and the rest of the column
 * goes to the list of stops instead of empty bands above and below the map.
 */
export function frameHeight(map: Size, width: number, available: number, bounds: Bounds | null): number {
  if (!bounds || bounds.maxX === bounds.minX) return available;
  const fitsWidth = Math.max(0, width - 2 * PLACE_MARGIN_PX) / (bounds.maxX - bounds.minX);
  const scale = Math.max(fitsWidth, width / map.width);
  const needed = Math.max(map.height * scale, (bounds.maxY - bounds.minY) * scale + 2 * PLACE_MARGIN_PX);
  return available - needed >= LIST_MIN_PX ? Math.floor(needed) : available;
}

/** Zooms by `factor` keeping the screen point (cx, cy) over the same map point. */
export function zoomAt(view: MapView, factor: number, cx: number, cy: number): MapView {
  const scale = view.scale * factor;
  return { scale, x: cx - (cx - view.x) * factor, y: cy - (cy - view.y) * factor };
}

export function panBy(view: MapView, dx: number, dy: number): MapView {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** Centres the map point (mx, my) in the viewport. */
export function centreOn(view: MapView, mx: number, my: number, viewport: Size): MapView {
  return { ...view, x: viewport.width / 2 - mx * view.scale, y: viewport.height / 2 - my * view.scale };
}

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

/** The whole map in view, centred. */
export function fitView(map: Size, viewport: Size): MapView {
  const scale = Math.min(viewport.width / map.width, viewport.height / map.height);
  return { scale, x: (viewport.width - map.width * scale) / 2, y: (viewport.height - map.height * scale) / 2 };
}

export function scaleLimits(map: Size, viewport: Size): { min: number; max: number } {
  const fit = fitView(map, viewport).scale;
  return { min: fit, max: Math.max(fit * 6, 3) };
}

/** Keeps the map covering the viewport where it is larger, centred where it is smaller. */
export function clampView(view: MapView, map: Size, viewport: Size): MapView {
  const { min, max } = scaleLimits(map, viewport);
  const scale = Math.min(max, Math.max(min, view.scale));
  const axis = (offset: number, mapLength: number, viewLength: number) => {
    const length = mapLength * scale;
    if (length <= viewLength) return (viewLength - length) / 2;
    return Math.min(0, Math.max(viewLength - length, offset));
  };
  return { scale, x: axis(view.x, map.width, viewport.width), y: axis(view.y, map.height, viewport.height) };
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

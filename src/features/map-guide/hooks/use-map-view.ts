// Pan and pinch-zoom of the map with pointer events (one finger or the mouse drags, two
// fingers pinch), wheel zoom at the cursor, and the same moves for buttons and keys.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { clampView, centreOn, openingView, panBy, zoomAt, type Bounds, type MapView, type Size } from '../lib/view';

/** A pointer moved less than this is a tap (on a pin), not a drag. */
const DRAG_START_PX = 6;
const KEY_PAN_PX = 60;
export const ZOOM_STEP = 1.4;

type Point = { x: number; y: number };
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** Keeps a dragging pointer's events even outside the map; a pointer already gone is ignored. */
function capture(element: HTMLElement, pointerId: number): void {
  try {
    if (!element.hasPointerCapture(pointerId)) element.setPointerCapture(pointerId);
  } catch {
    // NotFoundError: the pointer was released meanwhile
  }
}

export interface MapViewControls {
  view: MapView | null;
  zoomBy: (factor: number) => void;
  reset: () => void;
  centreOnMapPoint: (x: number, y: number) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** `bounds`: the place's stops, which the map opens fitted to. */
export function useMapView(
  ref: RefObject<HTMLElement | null>,
  map: Size,
  viewport: Size | null,
  bounds: Bounds | null,
): MapViewControls {
  // null: never moved, so the place is shown fitted (and stays fitted across resizes).
  const [moved, setMoved] = useState<MapView | null>(null);
  const view = viewport ? clampView(moved ?? openingView(map, viewport, bounds), map, viewport, bounds) : null;
  const sizes = useRef({ map, viewport, bounds });
  useEffect(() => {
    sizes.current = { map, viewport, bounds };
  });

  const update = useCallback((change: (current: MapView) => MapView) => {
    setMoved((previous) => {
      const { map: m, viewport: v, bounds: b } = sizes.current;
      if (!v) return previous;
      return clampView(change(clampView(previous ?? openingView(m, v, b), m, v, b)), m, v, b);
    });
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const pointers = new Map<number, Point>();
    let downAt: Point | null = null;
    let dragging = false;
    const at = (event: PointerEvent | WheelEvent): Point => {
      const box = element.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top };
    };
    const down = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      pointers.set(event.pointerId, at(event));
      if (pointers.size === 1) downAt = at(event);
    };
    const move = (event: PointerEvent) => {
      const previous = pointers.get(event.pointerId);
      if (!previous) return;
      const next = at(event);
      if (pointers.size === 1) {
        if (!dragging && downAt && distance(downAt, next) < DRAG_START_PX) return;
        if (!dragging) capture(element, event.pointerId);
        dragging = true;
        update((v) => panBy(v, next.x - previous.x, next.y - previous.y));
      } else {
        const other = [...pointers].find(([id]) => id !== event.pointerId)?.[1];
        if (!other) return;
        dragging = true;
        capture(element, event.pointerId);
        const before = middle(previous, other);
        const after = middle(next, other);
        const factor = distance(next, other) / Math.max(1, distance(previous, other));
        update((v) => panBy(zoomAt(v, factor, before.x, before.y), after.x - before.x, after.y - before.y));
      }
      pointers.set(event.pointerId, next);
    };
    const up = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
      if (pointers.size === 0) dragging = false;
    };
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      const p = at(event);
      update((v) => zoomAt(v, Math.exp(-event.deltaY * 0.0015), p.x, p.y));
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    element.addEventListener('wheel', wheel, { passive: false });
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
      element.removeEventListener('wheel', wheel);
    };
  }, [ref, update]);

  const zoomBy = useCallback(
    (factor: number) =>
      update((v) => {
        const { viewport: size } = sizes.current;
        return size ? zoomAt(v, factor, size.width / 2, size.height / 2) : v;
      }),
    [update],
  );
  const reset = useCallback(() => setMoved(null), []);
  const centreOnMapPoint = useCallback(
    (x: number, y: number) => update((v) => (sizes.current.viewport ? centreOn(v, x, y, sizes.current.viewport) : v)),
    [update],
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => update((v) => panBy(v, KEY_PAN_PX, 0)),
      ArrowRight: () => update((v) => panBy(v, -KEY_PAN_PX, 0)),
      ArrowUp: () => update((v) => panBy(v, 0, KEY_PAN_PX)),
      ArrowDown: () => update((v) => panBy(v, 0, -KEY_PAN_PX)),
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
      '0': reset,
    };
    const action = moves[event.key];
    if (!action || event.target !== event.currentTarget) return;
    event.preventDefault();
    action();
  };
  return { view, zoomBy, reset, centreOnMapPoint, onKeyDown };
}

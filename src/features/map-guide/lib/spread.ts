// Pins that would cover each other on the screen are pushed apart, in screen pixels: at a
// closer zoom they stand on their own spots again. Each pin moves as little as it can (along
// the axis where the overlap is smaller), so it stays next to the place it marks. A pin whose
// spot is near the frame's edge (inside, or just outside) is drawn whole inside it, so that no
// stop is cut in half when the map fills the screen.
import { PIN_REACH_PX } from './view';

export interface PinBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Air between two pins' boxes. */
export const PIN_GAP_PX = 4;
export const PIN_HEIGHT_PX = 44;

/** A pin's width for its stop number: at least a touch target, wider for longer numbers. */
export function pinWidth(label: string): number {
  return Math.max(44, 20 + 10 * label.length);
}

const within = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The pins' centres, moved so that no two boxes (plus the gap) overlap and, given the frame,
 * so that the pins of spots inside it lie wholly inside it. Same order as given.
 */
export function spreadPins(
  pins: readonly PinBox[],
  frame: { width: number; height: number } | null = null,
  gap = PIN_GAP_PX,
  rounds = 100,
): { x: number; y: number }[] {
  const at = pins.map((p) => ({ x: p.x, y: p.y }));
  const reach = PIN_REACH_PX;
  const inside = pins.map(
    (p) =>
      frame !== null && p.x >= -reach && p.y >= -reach && p.x <= frame.width + reach && p.y <= frame.height + reach,
  );
  const keepIn = () => {
    if (!frame) return;
    pins.forEach((pin, i) => {
      if (!inside[i]) return;
      const a = at[i]!;
      a.x = within(a.x, pin.width / 2 + gap, frame.width - pin.width / 2 - gap);
      a.y = within(a.y, pin.height / 2 + gap, frame.height - pin.height / 2 - gap);
    });
  };
  keepIn();
  for (let round = 0; round < rounds; round++) {
    let moved = false;
    for (let i = 0; i < pins.length; i++) {
      for (let j = i + 1; j < pins.length; j++) {
        const a = at[i]!;
        const b = at[j]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const overlapX = (pins[i]!.width + pins[j]!.width) / 2 + gap - Math.abs(dx);
        const overlapY = (pins[i]!.height + pins[j]!.height) / 2 + gap - Math.abs(dy);
        if (overlapX <= 0 || overlapY <= 0) continue;
        moved = true;
        // Pins on the very same spot part sideways, the later one to the right.
        if (overlapX <= overlapY) {
          const push = ((dx < 0 ? -1 : 1) * (overlapX + 0.01)) / 2;
          a.x -= push;
          b.x += push;
        } else {
          const push = ((dy < 0 ? -1 : 1) * (overlapY + 0.01)) / 2;
          a.y -= push;
          b.y += push;
        }
      }
    }
    keepIn();
    if (!moved) break;
  }
  return at;
}

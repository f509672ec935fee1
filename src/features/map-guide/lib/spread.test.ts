import { describe, expect, it } from 'vitest';
import { PIN_GAP_PX, pinWidth, spreadPins, type PinBox } from './spread';

const overlaps = (a: PinBox, b: PinBox) =>
  Math.abs(a.x - b.x) < (a.width + b.width) / 2 && Math.abs(a.y - b.y) < (a.height + b.height) / 2;

function boxes(centres: { x: number; y: number }[]): PinBox[] {
  return centres.map((c) => ({ ...c, width: pinWidth('101'), height: 44 }));
}

describe('spreadPins', () => {
  it('leaves pins that do not touch where they are', () => {
    const pins = boxes([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 0, y: 100 },
    ]);
    expect(spreadPins(pins)).toEqual(pins.map(({ x, y }) => ({ x, y })));
  });

  it('parts overlapping pins along the shorter way, each by half, with the gap between', () => {
    const pins = boxes([
      { x: 100, y: 100 },
      { x: 130, y: 110 },
    ]);
    const [a, b] = spreadPins(pins);
    // 30 px apart across, 10 down: crossing widths (50) is shorter than crossing heights (44).
    expect(a!.y).toBe(100);
    expect(b!.y).toBe(110);
    expect(b!.x - a!.x).toBeGreaterThanOrEqual(50 + PIN_GAP_PX);
    expect((a!.x + b!.x) / 2).toBeCloseTo(115, 5);
  });

  it('untangles a crowd, pins on one spot included, so that no two boxes overlap', () => {
    const pins = boxes([
      { x: 200, y: 200 },
      { x: 200, y: 200 },
      { x: 210, y: 205 },
      { x: 190, y: 215 },
      { x: 205, y: 190 },
      { x: 400, y: 400 },
    ]);
    const spread = spreadPins(pins);
    const moved = pins.map((p, i) => ({ ...p, ...spread[i]! }));
    for (let i = 0; i < moved.length; i++)
      for (let j = i + 1; j < moved.length; j++) expect(overlaps(moved[i]!, moved[j]!), `${i} and ${j}`).toBe(false);
    expect(spread[5]).toEqual({ x: 400, y: 400 });
  });
});

describe('spreadPins in a frame', () => {
  it('draws a pin whose spot is near the edge wholly inside, and leaves pins of spots far outside alone', () => {
    const frame = { width: 300, height: 400 };
    const [edge, corner, justOut, outside] = spreadPins(
      boxes([
        { x: 5, y: 200 },
        { x: 298, y: 398 },
        { x: -10, y: 100 },
        { x: -40, y: 200 },
      ]),
      frame,
    );
    expect(edge).toEqual({ x: 25 + PIN_GAP_PX, y: 200 });
    expect(corner).toEqual({ x: 300 - 25 - PIN_GAP_PX, y: 400 - 22 - PIN_GAP_PX });
    expect(justOut).toEqual({ x: 25 + PIN_GAP_PX, y: 100 });
    expect(outside).toEqual({ x: -40, y: 200 });
  });
});

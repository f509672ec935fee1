// A 3x3 homography from four point pairs (the unit square's corners to a quadrilateral), and
// the quadrilateral a camera sees of a square picture turned in space. Pure arithmetic.
import type { Placement } from './kinds';

export type Point2 = readonly [number, number];
/** Row-major 3x3, h[8] = 1. */
export type Homography = number[];

/** Solves A x = b (n x n, Gaussian elimination with partial pivoting). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    [b[c], b[pivot]] = [b[pivot]!, b[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k < n; k++) a[r]![k]! -= f * a[c]![k]!;
      b[r]! -= f * b[c]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r]!;
    for (let k = r + 1; k < n; k++) s -= a[r]![k]! * x[k]!;
    x[r] = s / a[r]![r]!;
  }
  return x;
}

/** The homography taking `from[i]` to `to[i]` (four pairs). */
export function homographyFrom(from: readonly Point2[], to: readonly Point2[]): Homography {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  return [...solve(a, b), 1];
}

export function invert(h: Homography): Homography {
  const [a, b, c, d, e, f, g, k, l] = h as [number, number, number, number, number, number, number, number, number];
  const m = [
    e * l - f * k,
    c * k - b * l,
    b * f - c * e,
    f * g - d * l,
    a * l - c * g,
    c * d - a * f,
    d * k - e * g,
    b * g - a * k,
    a * e - b * d,
  ];
  const s = m[8]!;
  return m.map((v) => v / s);
}

export function apply(h: Homography, x: number, y: number): Point2 {
  const w = h[6]! * x + h[7]! * y + h[8]!;
  return [(h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w];
}

/**
 * Where the corners of a square of `sidePx` (seen face on) land in a width x height frame when
 * it is turned by the placement's yaw and pitch in front of a camera of focal length
 * max(width, height), then rolled and moved to its centre. Order: top-left, top-right,
 * bottom-right, bottom-left.
 */
export function seenQuad(placement: Placement, sidePx: number, width: number, height: number): Point2[] {
  const rad = Math.PI / 180;
  const yaw = placement.yawDeg * rad;
  const pitch = placement.pitchDeg * rad;
  const roll = placement.rollDeg * rad;
  const f = Math.max(width, height);
  const half = sidePx / 2;
  const corners: Point2[] = [
    [-half, -half],
    [half, -half],
    [half, half],
    [-half, half],
  ];
  return corners.map(([x0, y0]) => {
    // yaw about the vertical axis, then pitch about the horizontal one
    const x1 = x0 * Math.cos(yaw);
    const z1 = -x0 * Math.sin(yaw);
    const y2 = y0 * Math.cos(pitch) - z1 * Math.sin(pitch);
    const z2 = y0 * Math.sin(pitch) + z1 * Math.cos(pitch);
    const px = (f * x1) / (f + z2);
    const py = (f * y2) / (f + z2);
    const rx = px * Math.cos(roll) - py * Math.sin(roll);
    const ry = px * Math.sin(roll) + py * Math.cos(roll);
    return [placement.cx * width + rx, placement.cy * height + ry] as const;
  });
}

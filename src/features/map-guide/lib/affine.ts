// Geographic position -> map pixels. The illustrated maps are not to any projection, so the
// transform is fitted to the points that have both a geo position and a map position: an
// affine map (x = a·lng + b·lat + c, y = d·lng + e·lat + f) by least squares.

export interface GeoToMapSample {
  lat: number;
  lng: number;
  x: number;
  y: number;
}

export type AffineFit = (lat: number, lng: number) => { x: number; y: number };

/** Solves the 3x3 system m·v = r (Cramer's rule); null when singular. */
function solve3(m: number[][], r: number[]): [number, number, number] | null {
  const det = (a: number[][]) =>
    a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) -
    a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) +
    a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const d = det(m);
  if (Math.abs(d) < 1e-12) return null;
  const column = (i: number) => det(m.map((row, k) => row.map((v, j) => (j === i ? r[k]! : v))));
  return [column(0) / d, column(1) / d, column(2) / d];
}

/** The least-squares affine fit, or null with fewer than 3 samples or samples on one line. */
export function fitAffine(samples: readonly GeoToMapSample[]): AffineFit | null {
  if (samples.length < 3) return null;
  // Centred and scaled coordinates keep the normal equations well conditioned.
  const n = samples.length;
  const lat0 = samples.reduce((s, p) => s + p.lat, 0) / n;
  const lng0 = samples.reduce((s, p) => s + p.lng, 0) / n;
  const spread = Math.max(...samples.map((p) => Math.max(Math.abs(p.lat - lat0), Math.abs(p.lng - lng0))));
  if (spread === 0) return null;
  const u = (p: { lng: number }) => (p.lng - lng0) / spread;
  const v = (p: { lat: number }) => (p.lat - lat0) / spread;
  const ata = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const atx = [0, 0, 0];
  const aty = [0, 0, 0];
  for (const p of samples) {
    const row = [u(p), v(p), 1];
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) ata[i]![j]! += row[i]! * row[j]!;
      atx[i]! += row[i]! * p.x;
      aty[i]! += row[i]! * p.y;
    }
  }
  const cx = solve3(ata, atx);
  const cy = solve3(ata, aty);
  if (!cx || !cy) return null;
  // Nearly collinear samples give a solvable but meaningless fit: refuse a poor conditioning.
  const scale = Math.max(...ata.flat().map(Math.abs));
  if (Math.abs(cx[0] * cy[1] - cx[1] * cy[0]) < 1e-9 * scale) return null;
  return (lat, lng) => {
    const a = u({ lng });
    const b = v({ lat });
    return { x: cx[0] * a + cx[1] * b + cx[2], y: cy[0] * a + cy[1] * b + cy[2] };
  };
}

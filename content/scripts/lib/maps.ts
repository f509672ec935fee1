// Illustrated place maps: terrain by place type, a route through the stops in order, stop markers.
// The viewBox equals the map width/height in the JSON so mapPosition is in map pixels. No text.
import { rng, r1 } from './rng';

const ri = (n: number): string => Math.round(n).toString();

export interface MapPoint {
  x: number;
  y: number;
  hallId: string | null;
  locked: boolean;
}

type Pt = [number, number];

/** Catmull-Rom spline through the points, as cubic Bézier segments. */
function smoothPath(pts: Pt[]): string {
  if (pts.length < 2) return '';
  const at = (i: number): Pt => pts[Math.max(0, Math.min(pts.length - 1, i))]!;
  let d = `M${ri(at(0)[0])} ${ri(at(0)[1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${ri(c1[0])} ${ri(c1[1])} ${ri(c2[0])} ${ri(c2[1])} ${ri(p2[0])} ${ri(p2[1])}`;
  }
  return d;
}

/** A wobbly closed blob around a centre. */
function blob(rand: () => number, cx: number, cy: number, rx: number, ry: number, n = 10): string {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 0.8 + rand() * 0.35;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const d = smoothPath([...pts, pts[0]!, pts[1]!]);
  return d + 'Z';
}

// Repeated terrain marks are <use> references to symbols, to keep the files small.
const SYMBOLS =
  `<symbol id="pk" overflow="visible"><path d="M-26 0L0-38L26 0Z" fill="#9fae8e"/><path d="M-8-26L0-38L8-26Z" fill="#f4f1e8"/></symbol>` +
  `<symbol id="kc" overflow="visible"><path d="M-22 0q22-60 44 0z" fill="#9fae8e"/></symbol>` +
  `<symbol id="tr" overflow="visible"><circle r="9" fill="#7fae74"/></symbol>`;

function use(id: string, x: number, y: number): string {
  return `<use href="#${id}" x="${Math.round(x)}" y="${Math.round(y)}"/>`;
}

export function mapSvg(opts: {
  seed: string;
  type: string; // scenic type, or 'museum'
  width: number;
  height: number;
  points: MapPoint[];
  halls?: string[];
}): string {
  const { width: W, height: H, points, type } = opts;
  const rand = rng(opts.seed);
  const pts: Pt[] = points.map((p) => [p.x, p.y]);
  const isMuseum = type === 'museum';
  const ground = isMuseum ? '#efe9dd' : '#e8efd9';
  let s = `<rect width="${W}" height="${H}" fill="${ground}"/>`;
  s += `<rect x="10" y="10" width="${W - 20}" height="${H - 20}" rx="18" fill="none" stroke="#c9bfa6" stroke-width="4"/>`;

  if (isMuseum) {
    // Floor plan: outer walls, a central atrium, and one tinted room per hall around its exhibits.
    s += `<rect x="50" y="50" width="${W - 100}" height="${H - 100}" rx="10" fill="#f8f4ec" stroke="#8c806b" stroke-width="8"/>`;
    s += `<rect x="${W / 2 - 60}" y="${H - 58}" width="120" height="16" fill="#f8f4ec"/>`;
    const tints = ['#e7d3b0', '#cfe0d2', '#d6dbe9', '#efd2cf'];
    (opts.halls ?? []).forEach((hid, i) => {
      const mine = points.filter((p) => p.hallId === hid);
      if (!mine.length) return;
      const xs = mine.map((p) => p.x);
      const ys = mine.map((p) => p.y);
      const x0 = Math.max(60, Math.min(...xs) - 70);
      const y0 = Math.max(60, Math.min(...ys) - 70);
      const x1 = Math.min(W - 60, Math.max(...xs) + 70);
      const y1 = Math.min(H - 60, Math.max(...ys) + 70);
      s += `<rect x="${r1(x0)}" y="${r1(y0)}" width="${r1(x1 - x0)}" height="${r1(y1 - y0)}" rx="8" fill="${tints[i % tints.length]}" stroke="#8c806b" stroke-width="4"/>`;
      for (let k = 0; k < 3; k++) {
        s += `<rect x="${r1(x0 + 14 + rand() * (x1 - x0 - 60))}" y="${r1(y0 + 14 + rand() * (y1 - y0 - 40))}" width="36" height="16" rx="3" fill="#fff" opacity=".6"/>`;
      }
    });
    s += `<circle cx="${W / 2}" cy="${H - 120}" r="34" fill="#dfe8ee" stroke="#8c806b" stroke-width="3"/>`;
  } else {
    // Terrain
    const hill = '#b9cf9f';
    for (let i = 0; i < 5; i++) {
      s += `<path d="${blob(rand, rand() * W, rand() * H, 80 + rand() * 120, 60 + rand() * 90)}" fill="${hill}" opacity=".55"/>`;
    }
    if (type === 'water' || type === 'garden') {
      const cx = pts.reduce((a, p) => a + p[0], 0) / pts.length;
      const cy = pts.reduce((a, p) => a + p[1], 0) / pts.length;
      s += `<path d="${blob(rand, cx, cy, W * 0.3, H * 0.28, 12)}" fill="#9fd0dc" stroke="#6fb0c2" stroke-width="4"/>`;
      s += `<path d="${blob(rand, cx - W * 0.08, cy + H * 0.05, W * 0.12, H * 0.08)}" fill="#cfe6c0"/>`;
    }
    if (type === 'mountain' || type === 'forest' || type === 'heritage') {
      for (let i = 0; i < 18; i++) s += use('pk', rand() * W, 40 + rand() * (H - 40));
    }
    if (type === 'karst') {
      for (let i = 0; i < 24; i++) s += use('kc', rand() * W, rand() * H);
    }
    if (type === 'karst') {
      // The river the boats follow, under the route.
      s += `<path d="${smoothPath(pts)}" stroke="#9fd0dc" stroke-width="46" fill="none" stroke-linecap="round"/>`;
    }
    if (type === 'heritage') {
      s += `<path d="${smoothPath(pts)}" stroke="#8c806b" stroke-width="14" fill="none" stroke-linecap="round"/>`;
    }
    for (let i = 0; i < 24; i++) s += use('tr', rand() * W, rand() * H);
  }

  // Route and stops
  s += `<path d="${smoothPath(pts)}" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" opacity=".9"/>`;
  s += `<path d="${smoothPath(pts)}" stroke="#c8553d" stroke-width="4" fill="none" stroke-dasharray="12 10" stroke-linecap="round"/>`;
  for (const p of points) {
    s += `<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="17" fill="#fff" stroke="${p.locked ? '#8c806b' : '#c8553d'}" stroke-width="5"/><circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="6" fill="${p.locked ? '#8c806b' : '#c8553d'}"/>`;
  }
  // Compass rose (north up)
  s += `<g transform="translate(${W - 60} 70)"><circle r="24" fill="#fff" opacity=".8"/><path d="M0-20l7 20h-14z" fill="#c8553d"/><path d="M0 20l7-20h-14z" fill="#8c806b"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${SYMBOLS}</defs>${s}</svg>\n`;
}

export function avatarSvg(seed: string): string {
  const r = rng(seed);
  const bgs = ['#f3d8c7', '#cfe3d8', '#d6dbe9', '#f0e0b8', '#e4d2e8'];
  const skins = ['#f1c9a5', '#e0b089', '#d49e7a', '#f5d3b3'];
  const hairs = ['#2b1d16', '#3a2a20', '#1b1b1f', '#4a3122'];
  const shirts = ['#c8553d', '#3b6e8f', '#3b7d5a', '#8a4fb3', '#d9a441'];
  const pick = <T>(a: T[]): T => a[Math.floor(r() * a.length)]!;
  const bg = pick(bgs);
  const skin = pick(skins);
  const hair = pick(hairs);
  const shirt = pick(shirts);
  const style = Math.floor(r() * 4);
  let hairBack = '';
  let hairFront = `<path d="M62 92q0-44 38-44t38 44q-10-22-38-24t-38 24z" fill="${hair}"/>`;
  if (style === 0) hairBack = `<path d="M58 96q-4 50 10 70h64q14-20 10-70z" fill="${hair}"/>`;
  if (style === 1) hairBack = `<circle cx="100" cy="44" r="16" fill="${hair}"/>`;
  if (style === 2) hairFront = `<path d="M62 90q2-42 38-42t38 42q-6-16-20-18q-14 8-36 4q-14 4-20 14z" fill="${hair}"/>`;
  if (style === 3) hairBack = `<path d="M132 80q30 30 10 70q-4-40-18-56z" fill="${hair}"/>`;
  const glasses =
    r() < 0.35
      ? `<circle cx="86" cy="96" r="9" fill="none" stroke="#333" stroke-width="2.5"/><circle cx="114" cy="96" r="9" fill="none" stroke="#333" stroke-width="2.5"/><path d="M95 96h10" stroke="#333" stroke-width="2.5"/>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">` +
    `<circle cx="100" cy="100" r="100" fill="${bg}"/>` +
    hairBack +
    `<path d="M36 200q4-56 64-56t64 56z" fill="${shirt}"/><path d="M88 140h24v14q-12 8-24 0z" fill="${skin}"/>` +
    `<ellipse cx="100" cy="98" rx="36" ry="42" fill="${skin}"/>` +
    hairFront +
    `<circle cx="86" cy="98" r="3.5" fill="#2b1d16"/><circle cx="114" cy="98" r="3.5" fill="#2b1d16"/>` +
    `<path d="M90 118q10 8 20 0" stroke="#a0563f" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<circle cx="80" cy="110" r="6" fill="#f09a8a" opacity=".35"/><circle cx="120" cy="110" r="6" fill="#f09a8a" opacity=".35"/>` +
    glasses +
    `<path d="M82 160l18 14l18-14" stroke="#fff" stroke-width="4" fill="none" opacity=".7"/><circle cx="130" cy="172" r="8" fill="#e3b548" stroke="#fff" stroke-width="2"/>` +
    `</svg>\n`
  );
}

// Flat-illustration landscapes and landmark motifs, as small hand-written SVG (no text).
import { rng, r1 } from './rng';

export type Time = 'day' | 'dusk' | 'mist' | 'night';
export type SceneType = 'water' | 'mountain' | 'heritage' | 'forest' | 'karst' | 'garden';

export interface Palette {
  sky: [string, string];
  sun: string;
  hills: [string, string, string];
  water: [string, string];
  ink: string;
  accent: string;
  leaf: string;
  light: string;
}

export const PALETTES: Record<Time, Palette> = {
  day: {
    sky: ['#a9d8ee', '#eef7f2'],
    sun: '#fff4c2',
    hills: ['#a8c9cf', '#73a6a4', '#3f7d6e'],
    water: ['#7cc2cf', '#3f8fa3'],
    ink: '#2f4a4a',
    accent: '#c8553d',
    leaf: '#4f8a5b',
    light: '#ffffff',
  },
  dusk: {
    sky: ['#f3a683', '#fbe3c8'],
    sun: '#fff0c9',
    hills: ['#d3a5a9', '#a07791', '#5f4d6e'],
    water: ['#e3a99a', '#7d6a8e'],
    ink: '#3b2f45',
    accent: '#b23a48',
    leaf: '#5b6e4f',
    light: '#fff6ea',
  },
  mist: {
    sky: ['#dfe6ec', '#f7f3ea'],
    sun: '#ffffff',
    hills: ['#c4ced6', '#93a4b0', '#5e7280'],
    water: ['#b9ccd3', '#7f9aa6'],
    ink: '#34434d',
    accent: '#a4453a',
    leaf: '#5f7d68',
    light: '#ffffff',
  },
  night: {
    sky: ['#1f2c4d', '#4b5f8a'],
    sun: '#f6efc8',
    hills: ['#3c4c72', '#2c3a5c', '#1d2742'],
    water: ['#34507a', '#1c2a46'],
    ink: '#0f1729',
    accent: '#e2a03f',
    leaf: '#2f4a45',
    light: '#f6efc8',
  },
};

export interface SceneSpec {
  type: SceneType;
  time: Time;
  motifs: string[];
  seed: string;
}

const W = 800;
const H = 500;

function grad(id: string, a: string, b: string, vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
}

/** A smooth ridge line across the width, closed to the bottom. */
function ridge(rand: () => number, base: number, amp: number, step: number, fill: string, sharp = false): string {
  const pts: [number, number][] = [];
  for (let x = -40; x <= W + 40; x += step * (0.6 + rand() * 0.8)) pts.push([x, base - rand() * amp]);
  let d = `M${r1(pts[0]![0])} ${r1(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!;
    const [x1, y1] = pts[i]!;
    if (sharp) {
      const mx = (x0 + x1) / 2;
      d += `L${r1(mx)} ${r1(Math.min(y0, y1) - amp * 0.5 * rand())}L${r1(x1)} ${r1(y1)}`;
    } else {
      d += `Q${r1((x0 + x1) / 2)} ${r1(Math.min(y0, y1) - amp * 0.25)} ${r1(x1)} ${r1(y1)}`;
    }
  }
  return `<path d="${d}L${W + 40} ${H}L-40 ${H}Z" fill="${fill}"/>`;
}

function karstCones(rand: () => number, base: number, h: number, fill: string, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const cx = rand() * W;
    const w = 50 + rand() * 70;
    const hh = h * (0.6 + rand() * 0.5);
    s += `<path d="M${r1(cx - w)} ${base}C${r1(cx - w * 0.7)} ${r1(base - hh * 0.9)} ${r1(cx - w * 0.35)} ${r1(base - hh)} ${r1(cx)} ${r1(base - hh)}C${r1(cx + w * 0.35)} ${r1(base - hh)} ${r1(cx + w * 0.7)} ${r1(base - hh * 0.9)} ${r1(cx + w)} ${base}Z" fill="${fill}"/>`;
  }
  return s + `<rect x="0" y="${base - 1}" width="${W}" height="${H - base + 1}" fill="${fill}"/>`;
}

function pillars(rand: () => number, base: number, fill: string, cap: string, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = rand() * W;
    const w = 18 + rand() * 34;
    const top = base - 120 - rand() * 200;
    s += `<path d="M${r1(x)} ${base}V${r1(top + 10)}Q${r1(x + w / 2)} ${r1(top - 6)} ${r1(x + w)} ${r1(top + 10)}V${base}Z" fill="${fill}"/>`;
    s += `<ellipse cx="${r1(x + w / 2)}" cy="${r1(top + 4)}" rx="${r1(w * 0.7)}" ry="9" fill="${cap}"/>`;
  }
  return s;
}

function clouds(rand: () => number, y: number, color: string, n = 3): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = rand() * W;
    const w = 80 + rand() * 120;
    s += `<path d="M${r1(x)} ${r1(y)}h${r1(w)}a16 16 0 0 0-26-14a24 24 0 0 0-44-6a18 18 0 0 0-30 20z" fill="${color}" opacity=".8"/>`;
    y += 14 + rand() * 20;
  }
  return s;
}

function pine(x: number, y: number, s: number, trunk: string, leaf: string): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})"><path d="M0 0c4-20-6-34 4-52" stroke="${trunk}" stroke-width="4" fill="none"/><path d="M-34-40q34-14 60-2q-28 10-60 2zM-20-56q30-12 50 0q-26 8-50 0zM-6-70q20-8 34 2q-18 6-34-2z" fill="${leaf}"/></g>`;
}

function willow(x: number, y: number, s: number, trunk: string, leaf: string): string {
  let strands = '';
  for (let i = -4; i <= 4; i++) strands += `M${i * 7} -58q${i * 3} 30 ${i * 5} 56`;
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})"><path d="M0 0V-60" stroke="${trunk}" stroke-width="5"/><path d="${strands}" stroke="${leaf}" stroke-width="3" fill="none" opacity=".9"/><ellipse cx="0" cy="-62" rx="34" ry="12" fill="${leaf}"/></g>`;
}

function roof(x: number, y: number, w: number, color: string): string {
  const e = w * 0.18;
  return `<path d="M${r1(x - e)} ${r1(y)}Q${r1(x + w / 2)} ${r1(y - w * 0.12)} ${r1(x + w + e)} ${r1(y)}L${r1(x + w * 0.8)} ${r1(y - w * 0.22)}H${r1(x + w * 0.2)}Z" fill="${color}"/>`;
}

function pagoda(x: number, base: number, tiers: number, s: number, wall: string, roofC: string): string {
  let out = '';
  let y = base;
  for (let i = 0; i < tiers; i++) {
    const w = (70 - i * 7) * s;
    const h = 28 * s;
    out += `<rect x="${r1(x - w / 2)}" y="${r1(y - h)}" width="${r1(w)}" height="${r1(h)}" fill="${wall}"/>`;
    out += roof(x - w / 2 - 4 * s, y - h, w + 8 * s, roofC);
    y -= h + 10 * s;
  }
  return out + `<path d="M${r1(x)} ${r1(y + 6)}v-${r1(26 * s)}" stroke="${roofC}" stroke-width="${r1(3 * s)}"/>`;
}

function hall(x: number, base: number, w: number, wall: string, roofC: string, plinth: string): string {
  const h = w * 0.32;
  return (
    `<rect x="${r1(x - w / 2 - 14)}" y="${r1(base - 16)}" width="${r1(w + 28)}" height="16" fill="${plinth}"/>` +
    `<rect x="${r1(x - w / 2)}" y="${r1(base - 16 - h)}" width="${r1(w)}" height="${r1(h)}" fill="${wall}"/>` +
    `<path d="M${r1(x - w / 2 - w * 0.12)} ${r1(base - 14 - h)}Q${r1(x)} ${r1(base - 8 - h - w * 0.05)} ${r1(x + w / 2 + w * 0.12)} ${r1(base - 14 - h)}L${r1(x + w * 0.32)} ${r1(base - 16 - h - w * 0.2)}H${r1(x - w * 0.32)}Z" fill="${roofC}"/>` +
    Array.from(
      { length: 5 },
      (_, i) =>
        `<rect x="${r1(x - w / 2 + w * 0.1 + i * w * 0.18)}" y="${r1(base - 16 - h * 0.8)}" width="${r1(w * 0.08)}" height="${r1(h * 0.8)}" fill="${plinth}" opacity=".5"/>`,
    ).join('')
  );
}

function waterBand(y: number, p: Palette, id: string): string {
  let lines = '';
  for (let i = 0; i < 6; i++) {
    const yy = y + 16 + i * 14;
    lines += `<path d="M${60 + i * 90} ${yy}h${80 - i * 6}" stroke="${p.light}" stroke-width="2" opacity=".45" stroke-linecap="round"/>`;
  }
  return `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="url(#${id})"/>${lines}`;
}

/** Landmark overlays; each draws around the horizontal centre on a ground line. */
function motif(name: string, p: Palette, rand: () => number, ground: number): string {
  const cx = W / 2 + (rand() - 0.5) * 160;
  switch (name) {
    case 'bridge':
      return `<path d="M${r1(cx - 150)} ${ground}Q${r1(cx)} ${ground - 90} ${r1(cx + 150)} ${ground}" stroke="${p.ink}" stroke-width="14" fill="none"/><path d="M${r1(cx - 60)} ${ground}A60 46 0 0 1 ${r1(cx + 60)} ${ground}" fill="${p.water[1]}" opacity=".6"/><path d="M${r1(cx - 150)} ${ground + 4}Q${r1(cx)} ${ground + 70} ${r1(cx + 150)} ${ground + 4}" stroke="${p.ink}" stroke-width="6" fill="none" opacity=".25"/>`;
    case 'causeway': {
      let t = `<path d="M-10 ${ground + 6}Q${W / 2} ${ground - 14} ${W + 10} ${ground + 8}" stroke="${p.hills[2]}" stroke-width="12" fill="none"/>`;
      for (let i = 0; i < 7; i++) t += willow(40 + i * 120 + rand() * 30, ground + 2, 0.55, p.ink, p.leaf);
      return t;
    }
    case 'willow':
      return willow(90, ground + 10, 1.2, p.ink, p.leaf) + willow(W - 100, ground + 14, 1, p.ink, p.leaf);
    case 'pine':
      return pine(120, ground + 6, 1.6, p.ink, p.leaf) + pine(W - 150, ground + 10, 1.2, p.ink, p.leaf);
    case 'bigpine':
      return (
        pine(cx, ground + 20, 3.2, p.ink, p.leaf) +
        `<path d="M${r1(cx - 120)} ${ground + 30}q100-50 240 0z" fill="${p.hills[2]}"/>`
      );
    case 'pagoda':
      return (
        `<path d="M${r1(cx - 140)} ${ground}q140-80 280 0z" fill="${p.hills[2]}"/>` +
        pagoda(cx, ground - 24, 5, 1, p.light, p.accent)
      );
    case 'pavilion':
      return `<rect x="${r1(cx - 70)}" y="${ground - 8}" width="140" height="10" fill="${p.ink}"/><rect x="${r1(cx - 50)}" y="${ground - 60}" width="6" height="52" fill="${p.accent}"/><rect x="${r1(cx + 44)}" y="${ground - 60}" width="6" height="52" fill="${p.accent}"/>${roof(cx - 60, ground - 60, 120, p.ink)}`;
    case 'hall':
      return hall(cx, ground, 200, p.accent, p.ink, p.light);
    case 'gate':
      return `<rect x="${r1(cx - 80)}" y="${ground - 100}" width="14" height="100" fill="${p.accent}"/><rect x="${r1(cx + 66)}" y="${ground - 100}" width="14" height="100" fill="${p.accent}"/><rect x="${r1(cx - 96)}" y="${ground - 118}" width="192" height="18" fill="${p.ink}"/>${roof(cx - 100, ground - 118, 200, p.ink)}`;
    case 'wall': {
      let d = `M-10 ${ground - 40}`;
      const pts: [number, number][] = [];
      for (let x = 0; x <= W + 20; x += 40) pts.push([x, ground - 40 - Math.sin(x / 120) * 50 - rand() * 10]);
      for (const [x, y] of pts) d += `L${x} ${r1(y)}`;
      let merlons = '';
      for (const [x, y] of pts)
        merlons += `<rect x="${x - 6}" y="${r1(y - 14)}" width="10" height="10" fill="${p.ink}"/>`;
      let towers = '';
      for (const i of [3, 9, 16]) {
        const [x, y] = pts[Math.min(i, pts.length - 1)]!;
        towers += `<rect x="${x - 22}" y="${r1(y - 50)}" width="44" height="50" fill="${p.light}" stroke="${p.ink}" stroke-width="3"/><rect x="${x - 8}" y="${r1(y - 36)}" width="16" height="20" rx="8" fill="${p.ink}"/>`;
      }
      return `<path d="${d}" stroke="${p.light}" stroke-width="16" fill="none" stroke-linejoin="round"/><path d="${d}" stroke="${p.ink}" stroke-width="3" fill="none" transform="translate(0 8)"/>${merlons}${towers}`;
    }
    case 'tower':
      return `<path d="M${r1(cx - 160)} ${ground}q160-70 320 0z" fill="${p.hills[2]}"/><rect x="${r1(cx - 50)}" y="${ground - 120}" width="100" height="100" fill="${p.light}" stroke="${p.ink}" stroke-width="4"/>${[0, 1, 2].map((i) => `<rect x="${r1(cx - 36 + i * 28)}" y="${ground - 96}" width="16" height="26" rx="8" fill="${p.ink}"/>`).join('')}${[0, 1, 2, 3, 4].map((i) => `<rect x="${r1(cx - 50 + i * 22)}" y="${ground - 134}" width="12" height="14" fill="${p.ink}"/>`).join('')}`;
    case 'waterfall': {
      // A travertine ledge with trees on top, water pouring over it in many strands.
      let s = `<path d="M${r1(cx - 190)} ${ground - 84}q190-24 380 0v14h-380z" fill="${p.hills[2]}"/>`;
      for (let i = 0; i < 12; i++)
        s += `<ellipse cx="${r1(cx - 180 + i * 33)}" cy="${r1(ground - 92 - rand() * 10)}" rx="${r1(16 + rand() * 8)}" ry="${r1(12 + rand() * 8)}" fill="${p.leaf}"/>`;
      for (let i = 0; i < 18; i++)
        s += `<path d="M${r1(cx - 176 + i * 21)} ${ground - 72}q${r1(2 - rand() * 4)} ${r1(40 + rand() * 20)} ${r1(4 - rand() * 8)} ${r1(70 + rand() * 14)}" stroke="${p.light}" stroke-width="${r1(4 + rand() * 5)}" fill="none" stroke-linecap="round" opacity=".9"/>`;
      return s + `<ellipse cx="${r1(cx)}" cy="${ground + 12}" rx="210" ry="14" fill="${p.light}" opacity=".55"/>`;
    }
    case 'cave':
      return `<path d="M${r1(cx - 180)} ${ground}q180-260 360 0z" fill="${p.hills[2]}"/><path d="M${r1(cx - 60)} ${ground}q60-120 120 0z" fill="${p.ink}"/>`;
    case 'stairs': {
      let d = `M${r1(cx - 140)} ${ground}`;
      for (let i = 0; i < 12; i++) d += `h${14}v-${16}`;
      return (
        `<path d="${d}V${ground}Z" fill="${p.light}" opacity=".9"/><path d="${d}" stroke="${p.ink}" stroke-width="3" fill="none"/>` +
        gateTop(cx + 30, ground - 200, p)
      );
    }
    case 'stele':
      return `<rect x="${r1(cx - 34)}" y="${ground - 150}" width="68" height="150" rx="6" fill="${p.light}" stroke="${p.ink}" stroke-width="4"/><rect x="${r1(cx - 50)}" y="${ground - 12}" width="100" height="14" fill="${p.ink}"/>`;
    case 'cliffscript': {
      let s = `<path d="M${r1(cx - 200)} ${ground}V${ground - 220}q200-30 400 0V${ground}Z" fill="${p.hills[1]}"/><rect x="${r1(cx - 70)}" y="${ground - 190}" width="140" height="160" fill="${p.accent}" opacity=".25"/>`;
      for (let i = 0; i < 6; i++)
        s += `<path d="M${r1(cx - 55 + i * 22)} ${ground - 176}v130" stroke="#d9a441" stroke-width="5" stroke-dasharray="10 8"/>`;
      return s;
    }
    case 'boat':
      return `<path d="M${r1(cx - 130)} ${ground}h260l-30 26h-200z" fill="${p.ink}"/><rect x="${r1(cx - 60)}" y="${ground - 50}" width="110" height="50" fill="${p.light}"/>${roof(cx - 70, ground - 50, 130, p.accent)}<rect x="${r1(cx + 60)}" y="${ground - 80}" width="50" height="80" fill="${p.light}"/>${roof(cx + 52, ground - 80, 66, p.accent)}`;
    case 'raft':
      return `<rect x="${r1(cx - 90)}" y="${ground + 20}" width="180" height="12" rx="6" fill="#b88a4a"/><path d="M${r1(cx + 30)} ${ground + 20}l30-120" stroke="${p.ink}" stroke-width="4"/><circle cx="${r1(cx)}" cy="${ground - 10}" r="10" fill="${p.ink}"/><path d="M${r1(cx - 10)} ${ground + 20}l10-24l10 24z" fill="${p.ink}"/><path d="M${r1(cx - 60)} ${ground + 10}q6-16 14-8l-2 12z" fill="${p.ink}"/>`;
    case 'moongate':
      return `<rect x="${r1(cx - 200)}" y="${ground - 220}" width="400" height="220" fill="${p.light}"/><circle cx="${r1(cx)}" cy="${ground - 110}" r="90" fill="${p.water[0]}"/><path d="M${r1(cx - 90)} ${ground - 90}q90-40 180 0v40h-180z" fill="${p.leaf}" opacity=".8"/>${roof(cx - 210, ground - 220, 420, p.ink)}`;
    case 'fanwindow':
      return `<rect x="${r1(cx - 200)}" y="${ground - 200}" width="400" height="200" fill="${p.light}"/><path d="M${r1(cx - 120)} ${ground - 40}A140 140 0 0 1 ${r1(cx + 120)} ${ground - 40}L${r1(cx + 50)} ${ground - 60}A60 60 0 0 0 ${r1(cx - 50)} ${ground - 60}Z" fill="${p.water[0]}"/>${roof(cx - 210, ground - 200, 420, p.ink)}`;
    case 'lattice': {
      let s = `<rect x="${r1(cx - 180)}" y="${ground - 180}" width="360" height="180" fill="${p.ink}"/>`;
      for (let i = 0; i < 4; i++)
        s += `<rect x="${r1(cx - 170 + i * 88)}" y="${ground - 170}" width="80" height="160" fill="${p.water[0]}" opacity=".85"/>`;
      for (let i = 0; i < 4; i++)
        s += `<path d="M${r1(cx - 170 + i * 88)} ${ground - 90}h80M${r1(cx - 130 + i * 88)} ${ground - 170}v160" stroke="${p.ink}" stroke-width="3"/>`;
      return s + roof(cx - 190, ground - 180, 380, p.ink);
    }
    case 'lotus': {
      let s = '';
      for (let i = 0; i < 9; i++) {
        const x = 60 + rand() * (W - 120);
        const y = ground + 20 + rand() * 90;
        s += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="26" ry="9" fill="${p.leaf}"/>`;
        if (i % 3 === 0) s += `<path d="M${r1(x - 8)} ${r1(y - 6)}q8-22 16 0z" fill="#f2a7b8"/>`;
      }
      return s;
    }
    case 'fish': {
      let s = '';
      for (let i = 0; i < 9; i++) {
        const x = 120 + rand() * (W - 240);
        const y = ground + 30 + rand() * 100;
        const c = i % 3 ? '#e8743b' : '#f2c14e';
        s += `<path d="M${r1(x)} ${r1(y)}q22-14 44 0q-22 14-44 0zM${r1(x + 42)} ${r1(y)}l14-9v18z" fill="${c}"/>`;
      }
      return s;
    }
    case 'threepagodas': {
      let s = '';
      for (const dx of [-170, 0, 170]) {
        const x = cx + dx;
        s += `<rect x="${r1(x - 6)}" y="${ground - 10}" width="12" height="30" fill="${p.ink}"/><circle cx="${r1(x)}" cy="${ground - 28}" r="20" fill="${p.light}" stroke="${p.ink}" stroke-width="3"/><circle cx="${r1(x)}" cy="${ground - 28}" r="6" fill="${p.accent}"/><path d="M${r1(x - 16)} ${ground - 46}h32l-16-24z" fill="${p.ink}"/><circle cx="${r1(x)}" cy="${ground + 44}" r="5" fill="${p.light}" opacity=".6"/>`;
      }
      return s;
    }
    case 'moon':
      return `<circle cx="640" cy="90" r="44" fill="${p.sun}"/><ellipse cx="640" cy="${ground + 60}" rx="40" ry="8" fill="${p.sun}" opacity=".5"/>`;
    case 'sunrise':
      return (
        `<circle cx="${r1(cx)}" cy="${ground - 20}" r="70" fill="#ffb65c"/>` + clouds(rand, ground - 10, p.light, 4)
      );
    case 'seaofclouds':
      return (
        `<rect x="0" y="${ground - 20}" width="${W}" height="${H}" fill="${p.light}" opacity=".85"/>` +
        clouds(rand, ground - 40, p.light, 5)
      );
    case 'rock':
      return `<path d="M${r1(cx - 160)} ${ground}q160-40 320 0z" fill="${p.hills[2]}"/><path d="M${r1(cx - 40)} ${ground - 24}c-20-40 -10-120 30-150c40 10 50 90 30 150z" fill="${p.hills[1]}" stroke="${p.ink}" stroke-width="3"/>`;
    case 'pillars':
      return pillars(rand, ground + 40, p.hills[1], p.leaf, 7);
    case 'pillar':
      return (
        `<path d="M${r1(cx - 40)} ${H}V${ground - 260}q40-30 80 0V${H}Z" fill="${p.hills[1]}"/><ellipse cx="${r1(cx)}" cy="${ground - 262}" rx="60" ry="18" fill="${p.leaf}"/>` +
        pine(cx - 20, ground - 262, 0.8, p.ink, p.leaf)
      );
    case 'naturalbridge':
      return `<path d="M120 ${H}V${ground - 200}h120V${H}ZM560 ${H}V${ground - 210}h120V${H}Z" fill="${p.hills[1]}"/><path d="M230 ${ground - 200}h340v28q-170-20-340 0z" fill="${p.hills[2]}"/><ellipse cx="180" cy="${ground - 204}" rx="80" ry="16" fill="${p.leaf}"/><ellipse cx="620" cy="${ground - 214}" rx="80" ry="16" fill="${p.leaf}"/>`;
    case 'elevator':
      return `<path d="M${r1(cx + 20)} ${H}V${ground - 300}h160V${H}Z" fill="${p.hills[1]}"/><rect x="${r1(cx)}" y="${ground - 290}" width="30" height="${290 + H - ground}" fill="${p.light}" stroke="${p.ink}" stroke-width="3"/><rect x="${r1(cx + 4)}" y="${ground - 150}" width="22" height="30" fill="${p.accent}"/>`;
    case 'town': {
      let s = '';
      for (let i = 0; i < 6; i++) {
        const x = 80 + i * 110 + rand() * 20;
        const h = 50 + rand() * 30;
        s += `<rect x="${r1(x)}" y="${r1(ground - h)}" width="90" height="${r1(h)}" fill="${p.light}" stroke="${p.ink}" stroke-width="2"/><path d="M${r1(x - 8)} ${r1(ground - h)}l53-26l53 26z" fill="${p.ink}"/><rect x="${r1(x + 36)}" y="${r1(ground - 30)}" width="18" height="30" fill="${p.accent}"/>`;
      }
      return s;
    }
    case 'temple':
      return hall(cx, ground, 240, p.accent, '#d9a441', p.light);
    case 'tibetan': {
      let s = '';
      for (let i = 0; i < 3; i++) {
        const x = 140 + i * 190;
        s += `<path d="M${x} ${ground}v-40" stroke="${p.ink}" stroke-width="2"/><path d="M${x} ${ground - 40}L${x + 130} ${ground - 30}" stroke="${p.ink}" stroke-width="1"/>`;
        for (let k = 0; k < 5; k++)
          s += `<rect x="${x + 10 + k * 24}" y="${ground - 38 + k * 1.6}" width="10" height="14" fill="${['#3b7dd8', '#ffffff', '#d8453b', '#3bb273', '#f2c14e'][k % 5]}"/>`;
      }
      return s;
    }
    default:
      return '';
  }
}

function gateTop(x: number, y: number, p: Palette): string {
  return `<rect x="${r1(x - 40)}" y="${r1(y)}" width="80" height="50" fill="${p.accent}"/><rect x="${r1(x - 14)}" y="${r1(y + 20)}" width="28" height="30" rx="14" fill="${p.ink}"/>${roof(x - 50, y, 100, p.ink)}`;
}

export function scene(spec: SceneSpec, width = W, height = H): string {
  const p = PALETTES[spec.time];
  const rand = rng(spec.seed);
  const defs = grad('s', p.sky[0], p.sky[1]) + grad('w', p.water[0], p.water[1]);
  let body = `<rect width="${W}" height="${H}" fill="url(#s)"/>`;
  if (!spec.motifs.includes('moon') && !spec.motifs.includes('sunrise')) {
    body += `<circle cx="${r1(120 + rand() * 560)}" cy="${r1(70 + rand() * 50)}" r="${r1(26 + rand() * 16)}" fill="${p.sun}" opacity=".9"/>`;
  }
  body += clouds(rand, 60 + rand() * 40, p.light, 2);
  let ground = 330;
  switch (spec.type) {
    case 'water':
      body += ridge(rand, 250, 70, 90, p.hills[0]) + ridge(rand, 300, 50, 70, p.hills[1]);
      body += waterBand(310, p, 'w');
      ground = 312;
      break;
    case 'mountain':
      body += ridge(rand, 260, 150, 70, p.hills[0], true) + ridge(rand, 340, 130, 60, p.hills[1], true);
      body += clouds(rand, 300, p.light, 3) + ridge(rand, 430, 60, 80, p.hills[2], true);
      ground = 420;
      break;
    case 'heritage':
      body += ridge(rand, 270, 90, 90, p.hills[0]) + ridge(rand, 350, 80, 80, p.hills[1]);
      body += ridge(rand, 440, 40, 100, p.hills[2]);
      ground = 380;
      break;
    case 'forest':
      body +=
        pillars(rand, 380, p.hills[0], p.hills[1], 10) +
        `<rect y="300" width="${W}" height="60" fill="${p.light}" opacity=".5"/>`;
      body += pillars(rand, H, p.hills[1], p.leaf, 8) + ridge(rand, 470, 30, 80, p.hills[2]);
      ground = 430;
      break;
    case 'karst':
      body += karstCones(rand, 300, 170, p.hills[0], 8) + karstCones(rand, 330, 140, p.hills[1], 6);
      body += waterBand(330, p, 'w');
      ground = 332;
      break;
    case 'garden':
      body += ridge(rand, 300, 30, 100, p.hills[0]) + waterBand(340, p, 'w');
      body += `<path d="M0 340q120-40 220-10t200 0v20H0z" fill="${p.hills[2]}"/>`;
      ground = 340;
      break;
  }
  for (const m of spec.motifs) body += motif(m, p, rand, ground);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>\n`;
}

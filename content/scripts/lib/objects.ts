// Museum objects, museum buildings and gallery interiors as flat SVG illustrations (no text).
import { rng, r1 } from './rng';

export type Material = 'bronze' | 'gold' | 'silver' | 'jade' | 'porcelain' | 'lacquer' | 'stone' | 'silk' | 'wood';

const MAT: Record<Material, { base: string; dark: string; light: string }> = {
  bronze: { base: '#5d8a7a', dark: '#34574c', light: '#9cc2ae' },
  gold: { base: '#d9a63f', dark: '#9a6b1e', light: '#f6dc8a' },
  silver: { base: '#c9ced3', dark: '#7d868f', light: '#f2f4f6' },
  jade: { base: '#7fae8a', dark: '#4c7a5a', light: '#c6e0c4' },
  porcelain: { base: '#eef2f4', dark: '#3c6fa8', light: '#ffffff' },
  lacquer: { base: '#7a2c24', dark: '#2b1a17', light: '#d9a441' },
  stone: { base: '#c9bfae', dark: '#6f6558', light: '#ece5d8' },
  silk: { base: '#e8d9b5', dark: '#5b4a36', light: '#f6eedb' },
  wood: { base: '#a8744a', dark: '#5b3a22', light: '#d9b48a' },
};

const BACKDROPS: [string, string][] = [
  ['#2d3b45', '#56707a'],
  ['#3b2f2f', '#7a5c50'],
  ['#22303f', '#4c6078'],
  ['#2f3a2f', '#5e7560'],
];

function frame(seed: string, inner: string, mat: Material): string {
  const r = rng(seed);
  const [a, b] = BACKDROPS[Math.floor(r() * BACKDROPS.length)]!;
  const m = MAT[mat];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">` +
    `<defs><radialGradient id="bg" cx=".5" cy=".4" r=".7"><stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></radialGradient>` +
    `<linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${m.light}"/><stop offset=".55" stop-color="${m.base}"/><stop offset="1" stop-color="${m.dark}"/></linearGradient></defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/><ellipse cx="300" cy="120" rx="220" ry="80" fill="#fff" opacity=".06"/>` +
    `<path d="M90 520h420l30 50H60z" fill="#000" opacity=".25"/><rect x="90" y="500" width="420" height="20" fill="#fff" opacity=".12"/>` +
    inner +
    `</svg>\n`
  );
}

function band(y: number, x0: number, x1: number, c: string): string {
  let s = `<path d="M${x0} ${y}H${x1}" stroke="${c}" stroke-width="3"/>`;
  for (let x = x0 + 10; x < x1 - 10; x += 22)
    s += `<path d="M${x} ${y + 6}q6-10 12 0t12 0" stroke="${c}" stroke-width="2" fill="none"/>`;
  return s;
}

type Draw = (m: (typeof MAT)[Material], r: () => number) => string;

const DRAW: Record<string, Draw> = {
  ding: (m) =>
    `<path d="M150 230h300q-10 170-150 170T150 230z" fill="url(#m)"/><path d="M170 230v-60h30v60M400 230v-60h30v60" stroke="${m.dark}" stroke-width="14" fill="none"/>` +
    `<path d="M200 380l-20 120M300 400v100M400 380l20 120" stroke="${m.dark}" stroke-width="22" stroke-linecap="round"/>` +
    band(270, 170, 430, m.light),
  sheng: (m) =>
    `<rect x="170" y="340" width="200" height="140" fill="url(#m)"/><rect x="370" y="395" width="140" height="26" rx="8" fill="${m.dark}"/><rect x="185" y="355" width="170" height="110" fill="${m.dark}" opacity=".35"/>` +
    Array.from(
      { length: 6 },
      (_, i) => `<path d="M${200 + i * 26} 370v80" stroke="${m.light}" stroke-width="3" stroke-dasharray="6 6"/>`,
    ).join(''),
  bells: (m) => {
    let s = `<path d="M90 150h420M90 290h420M90 420h420" stroke="#3a2a20" stroke-width="16"/><path d="M100 150v350M500 150v350" stroke="#3a2a20" stroke-width="20"/>`;
    const rows: [number, number, number][] = [
      [160, 10, 22],
      [300, 7, 32],
      [430, 5, 44],
    ];
    for (const [y, n, w] of rows) {
      for (let i = 0; i < n; i++) {
        const x = 130 + (i * 340) / (n - 1);
        s += `<path d="M${r1(x - w / 2)} ${y + 10}h${w}l${r1(w * 0.15)} ${r1(w * 1.6)}q${r1(-w * 0.65)} ${r1(-w * 0.3)} ${r1(-w * 1.3)} 0z" fill="url(#m)"/>`;
      }
    }
    return s + `<circle cx="100" cy="500" r="18" fill="${m.dark}"/><circle cx="500" cy="500" r="18" fill="${m.dark}"/>`;
  },
  zunpan: (m) =>
    `<ellipse cx="300" cy="440" rx="200" ry="36" fill="url(#m)"/><path d="M110 440q0 60 190 60t190-60" fill="${m.dark}"/>` +
    `<path d="M240 430q-10-80 30-120q-50-40-60-120h180q-10 80-60 120q40 40 30 120z" fill="url(#m)"/>` +
    Array.from(
      { length: 14 },
      (_, i) =>
        `<circle cx="${210 + i * 13}" cy="${190 + (i % 2) * 8}" r="7" fill="none" stroke="${m.light}" stroke-width="3"/>`,
    ).join('') +
    Array.from(
      { length: 18 },
      (_, i) =>
        `<circle cx="${125 + i * 20.5}" cy="${424 + (i % 2) * 6}" r="8" fill="none" stroke="${m.light}" stroke-width="3"/>`,
    ).join(''),
  crane: (m) =>
    `<rect x="220" y="470" width="160" height="30" fill="${m.dark}"/><path d="M280 470l10-90M320 470l-10-90" stroke="${m.dark}" stroke-width="10"/>` +
    `<path d="M230 390q70-70 140 0q-70 30-140 0z" fill="url(#m)"/><path d="M350 370q40-80 0-150q-20-40 10-70" stroke="url(#m)" stroke-width="18" fill="none" stroke-linecap="round"/>` +
    `<path d="M360 150l60 10" stroke="${m.dark}" stroke-width="8"/><path d="M355 145q-30-60-70-70M345 120l-30-10M362 140q20-60 60-80M380 100l30-6" stroke="#c9a67a" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  sword: (m) =>
    `<g transform="rotate(-35 300 300)"><path d="M290 90h20l8 330h-36z" fill="url(#m)"/><path d="M300 95v320" stroke="${m.dark}" stroke-width="2"/>` +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<path d="M290 ${120 + i * 25}l10 12l10-12l-10-12z" fill="none" stroke="${m.dark}" stroke-width="1.5" opacity=".6"/>`,
    ).join('') +
    `<rect x="262" y="420" width="76" height="16" rx="6" fill="${m.dark}"/><circle cx="285" cy="428" r="5" fill="#4aa3df"/><circle cx="315" cy="428" r="5" fill="#40b5a0"/>` +
    `<rect x="290" y="436" width="20" height="70" fill="#3b2a20"/><path d="M290 446h20M290 460h20M290 474h20M290 488h20" stroke="${m.light}" stroke-width="2"/><ellipse cx="300" cy="512" rx="22" ry="8" fill="${m.dark}"/></g>`,
  drum: (m) =>
    `<path d="M150 480q-10-50 40-60q50 10 60 60zM450 480q10-50-40-60q-50 10-60 60z" fill="${m.dark}"/>` +
    `<path d="M200 430q-20-150 10-260q20-30 10-70M400 430q20-150-10-260q-20-30-10-70" stroke="${m.dark}" stroke-width="18" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="300" cy="280" rx="80" ry="90" fill="url(#m)"/><ellipse cx="300" cy="280" rx="56" ry="66" fill="${m.light}" opacity=".35"/>` +
    `<path d="M210 100q-40-10-50 20M390 100q40-10 50 20" stroke="${m.light}" stroke-width="6" fill="none"/>`,
  slips: (m, r) => {
    let s = `<defs><pattern id="ink" width="16" height="30" patternUnits="userSpaceOnUse"><rect x="5" y="6" width="6" height="12" fill="${m.dark}" opacity=".7"/></pattern></defs>`;
    for (let i = 0; i < 16; i++) {
      const x = 130 + i * 22;
      const y = r1(130 + r() * 10);
      s += `<rect x="${x}" y="${y}" width="16" height="360" rx="3" fill="url(#m)"/><rect x="${x}" y="${y}" width="16" height="${r1(200 + r() * 150)}" fill="url(#ink)"/>`;
    }
    return s + `<path d="M120 200h370M120 420h370" stroke="#6b5a3a" stroke-width="3" opacity=".7"/>`;
  },
  figure: (m) =>
    `<rect x="220" y="450" width="160" height="50" fill="${m.dark}"/><path d="M250 450l20-60h60l20 60z" fill="url(#m)"/>` +
    `<path d="M262 390l-10-160q48-20 96 0l-10 160z" fill="url(#m)"/><path d="M258 300h84M256 340h88" stroke="${m.light}" stroke-width="3"/>` +
    `<circle cx="255" cy="235" r="22" fill="none" stroke="${m.dark}" stroke-width="12"/><circle cx="330" cy="250" r="22" fill="none" stroke="${m.dark}" stroke-width="12"/>` +
    `<rect x="280" y="150" width="40" height="60" rx="14" fill="url(#m)"/><path d="M275 150h50l-8-40h-34z" fill="${m.dark}"/>`,
  mask: (m) =>
    `<path d="M140 220q160-60 320 0v120q-160 80-320 0z" fill="url(#m)"/><path d="M140 230q-60-40-70 30q30 40 70 20zM460 230q60-40 70 30q-30 40-70 20z" fill="${m.dark}"/>` +
    `<rect x="190" y="240" width="60" height="30" rx="12" fill="${m.dark}"/><rect x="350" y="240" width="60" height="30" rx="12" fill="${m.dark}"/>` +
    `<rect x="200" y="245" width="40" height="20" rx="10" fill="${m.light}"/><rect x="360" y="245" width="40" height="20" rx="10" fill="${m.light}"/>` +
    `<path d="M300 270v50M230 345q70 30 140 0" stroke="${m.dark}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  head: (m) =>
    `<rect x="250" y="420" width="100" height="80" fill="${MAT.bronze.dark}"/><path d="M220 200h160v170q-80 60-160 0z" fill="${MAT.bronze.base}"/>` +
    `<path d="M225 220h150v140q-75 50-150 0z" fill="url(#m)"/><path d="M210 250q-20 20 10 60M390 250q20 20-10 60" stroke="${m.dark}" stroke-width="14" fill="none"/>` +
    `<path d="M245 270h40M315 270h40" stroke="${MAT.bronze.dark}" stroke-width="12" stroke-linecap="round"/><path d="M300 280v40M270 345h60" stroke="${m.dark}" stroke-width="6"/>`,
  goldmask: (m) =>
    `<path d="M300 150v320q-130-10-140-120q0-140 140-200z" fill="url(#m)"/><path d="M160 280q-40-10-40 40t40 40" fill="${m.dark}"/>` +
    `<path d="M200 280q30-14 60 0q-30 12-60 0z" fill="#2b2b2b"/><path d="M300 300l-20 60h20" stroke="${m.dark}" stroke-width="6" fill="none"/><path d="M230 400h70" stroke="${m.dark}" stroke-width="8"/>` +
    `<path d="M300 150l12 40-10 30 14 40-12 30 10 50-8 40 6 90" stroke="${m.dark}" stroke-width="3" fill="none" opacity=".5"/>`,
  tree: (m) => {
    let s = `<path d="M220 500l40-60h80l40 60z" fill="${m.dark}"/><path d="M300 440V90" stroke="url(#m)" stroke-width="14"/>`;
    for (const y of [380, 280, 180]) {
      s += `<path d="M300 ${y}q-90-10-120 50M300 ${y}q90-10 120 50M300 ${y - 20}q-20-40-60-40" stroke="${m.base}" stroke-width="8" fill="none"/>`;
      s += `<path d="M170 ${y + 44}l16-14 10 16zM420 ${y + 44}l-16-14-10 16zM236 ${y - 62}l14-10 8 14z" fill="${m.light}"/>`;
    }
    return (
      s +
      `<path d="M290 120q-40 80 0 160q40 80-10 160" stroke="${m.dark}" stroke-width="6" fill="none" stroke-dasharray="14 6"/>`
    );
  },
  sceptre: (m) =>
    `<rect x="80" y="285" width="440" height="30" rx="15" fill="url(#m)"/>` +
    `<circle cx="150" cy="300" r="9" fill="none" stroke="${m.dark}" stroke-width="3"/><circle cx="190" cy="300" r="9" fill="none" stroke="${m.dark}" stroke-width="3"/>` +
    `<path d="M230 300q14-12 28 0q-14 12-28 0zM300 300q14-12 28 0q-14 12-28 0zM250 292l70 16M370 300q14-12 28 0q-14 12-28 0zM440 300q14-12 28 0q-14 12-28 0zM390 292l70 16" stroke="${m.dark}" stroke-width="2.5" fill="none"/>`,
  disc: (m) =>
    `<circle cx="300" cy="300" r="170" fill="none" stroke="url(#m)" stroke-width="24"/><circle cx="300" cy="300" r="52" fill="url(#m)"/><circle cx="300" cy="300" r="26" fill="${m.dark}"/>` +
    Array.from({ length: 5 }, (_, i) => {
      const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
      return `<path d="M${r1(300 + 50 * Math.cos(a))} ${r1(300 + 50 * Math.sin(a))}L${r1(300 + 160 * Math.cos(a))} ${r1(300 + 160 * Math.sin(a))}" stroke="url(#m)" stroke-width="22" stroke-linecap="round"/>`;
    }).join(''),
  vase: (m) =>
    `<path d="M255 120h90v30q-10 30 30 70q55 60 50 140q-10 100-65 130h-100q-55-30-65-130q-5-80 50-140q40-40 30-70z" fill="url(#m)"/>` +
    `<path d="M210 260h180M200 380h200M230 470h140" stroke="${m.dark}" stroke-width="10"/>` +
    `<rect x="228" y="290" width="40" height="70" rx="14" fill="#d9a441"/><rect x="280" y="290" width="40" height="70" rx="14" fill="#3bb273"/><rect x="332" y="290" width="40" height="70" rx="14" fill="#c8553d"/>` +
    `<path d="M265 160h70" stroke="#3b7dd8" stroke-width="8"/><path d="M245 215h110" stroke="#8a4fb3" stroke-width="8"/>`,
  olivevase: () =>
    `<path d="M270 120h60q0 20 10 40q70 110 40 260q-10 60-50 80h-60q-40-20-50-80q-30-150 40-260q10-20 10-40z" fill="url(#m)"/>` +
    `<path d="M240 430q40-120 110-240" stroke="#6b4a2a" stroke-width="8" fill="none"/>` +
    [
      [250, 360],
      [280, 320],
      [305, 280],
      [330, 240],
      [270, 400],
      [350, 300],
      [318, 360],
      [290, 250],
    ]
      .map((xy) => xy as [number, number])
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="16" fill="#f0a3a6"/><circle cx="${x - 4}" cy="${y - 5}" r="6" fill="#fff" opacity=".6"/>`,
      )
      .join('') +
    `<path d="M320 170q12-16 24 0q-12 6-24 0zM250 190q12-16 24 0q-12 6-24 0z" fill="#c8553d"/>`,
  seal: (m) =>
    `<rect x="210" y="330" width="180" height="150" rx="8" fill="url(#m)"/><rect x="210" y="470" width="180" height="14" fill="${m.dark}"/>` +
    `<path d="M230 330q20-90 80-90q60 0 70 50q-10 40-40 40z" fill="url(#m)"/><circle cx="340" cy="275" r="7" fill="${m.dark}"/><path d="M240 320q30-30 60-40" stroke="${m.dark}" stroke-width="4" fill="none"/>`,
  tortoiseseal: (m) =>
    `<rect x="220" y="360" width="160" height="130" rx="6" fill="url(#m)"/><ellipse cx="300" cy="330" rx="90" ry="50" fill="url(#m)"/>` +
    `<path d="M250 320l25-25h50l25 25l-25 25h-50z" fill="none" stroke="${m.dark}" stroke-width="4"/><circle cx="400" cy="330" r="18" fill="${m.base}"/><circle cx="408" cy="326" r="3" fill="${m.dark}"/>`,
  mirror: (m) =>
    `<circle cx="300" cy="300" r="190" fill="url(#m)"/><circle cx="300" cy="300" r="150" fill="none" stroke="${m.dark}" stroke-width="6"/><circle cx="300" cy="300" r="100" fill="none" stroke="${m.dark}" stroke-width="4" stroke-dasharray="6 10"/>` +
    `<circle cx="300" cy="300" r="30" fill="${m.dark}"/>` +
    Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `<path d="M${r1(300 + 110 * Math.cos(a))} ${r1(300 + 110 * Math.sin(a))}q${r1(20 * Math.cos(a + 1))} ${r1(20 * Math.sin(a + 1))} ${r1(30 * Math.cos(a))} ${r1(30 * Math.sin(a))}" stroke="${m.light}" stroke-width="5" fill="none"/>`;
    }).join(''),
  lamp: (m) =>
    `<path d="M170 470l10-70q-10-60 40-80h160q50 20 40 80l10 70" stroke="${m.dark}" stroke-width="18" fill="none" stroke-linecap="round"/>` +
    `<path d="M180 400q0-90 80-90h110q60 0 60 70q0 40-40 40h-170q-40 0-40-20z" fill="url(#m)"/>` +
    `<path d="M440 320q60-30 40-110q-20-60-100-70q-60 0-70 60" stroke="url(#m)" stroke-width="24" fill="none"/>` +
    `<rect x="250" y="230" width="90" height="80" rx="10" fill="${m.base}" stroke="${m.dark}" stroke-width="4"/><ellipse cx="295" cy="300" rx="55" ry="12" fill="${m.dark}"/>` +
    `<path d="M450 300q20-10 30 8M200 350q20 10 60 0M300 350q40 10 80 0" stroke="#dfe6e9" stroke-width="4" fill="none"/>`,
  beast: (m) =>
    `<path d="M160 470q-20-120 90-150q120-30 180 40q40 60 0 110z" fill="url(#m)"/><path d="M380 360q60-10 70 50q-10 40-60 30z" fill="url(#m)"/>` +
    `<circle cx="420" cy="395" r="6" fill="${m.dark}"/><path d="M160 470q-40-20-20-60" stroke="${m.base}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
    Array.from(
      { length: 14 },
      (_, i) =>
        `<circle cx="${210 + (i % 7) * 30}" cy="${380 + Math.floor(i / 7) * 40}" r="8" fill="none" stroke="${m.dark}" stroke-width="3"/>`,
    ).join(''),
  tiger: (m) =>
    `<path d="M130 360q20-60 90-60h170q40 0 60-30q30 0 20 40q-10 30-40 40l10 80h-30l-20-60h-170l-10 60h-30l-5-70q-40-10-45 0z" fill="url(#m)"/>` +
    Array.from({ length: 9 }, (_, i) => `<path d="M${210 + i * 24} 320v24" stroke="#f2c14e" stroke-width="4"/>`).join(
      '',
    ) +
    `<circle cx="455" cy="292" r="5" fill="${m.dark}"/>`,
  silkworm: (m) =>
    `<path d="M150 380q40-140 180-140q110 0 120 90" stroke="url(#m)" stroke-width="60" fill="none" stroke-linecap="round"/>` +
    Array.from({ length: 8 }, (_, i) => {
      const a = Math.PI * (1.1 + i * 0.11);
      return `<path d="M${r1(320 + 150 * Math.cos(a))} ${r1(390 + 150 * Math.sin(a))}l${r1(20 * Math.cos(a))} ${r1(20 * Math.sin(a))}" stroke="${m.dark}" stroke-width="5"/>`;
    }).join('') +
    `<circle cx="452" cy="318" r="6" fill="${m.dark}"/>`,
  camel: (m) =>
    `<path d="M150 330q40-40 110-30q20-50 60-10q40-40 70 20q30 10 40 40l40-80q20-20 40 0l-20 30q-10 50-50 70l-10 110h-24l-6-90h-150l-10 90h-24l-4-100q-30-10-12-50z" fill="url(#m)"/>` +
    `<rect x="230" y="230" width="170" height="20" fill="#3bb273"/><path d="M230 230h170l-20-16h-130z" fill="#d9a441"/>` +
    [250, 280, 310, 340, 370]
      .map(
        (x) =>
          `<circle cx="${x}" cy="212" r="10" fill="${m.light}"/><rect x="${x - 8}" y="218" width="16" height="14" fill="#c8553d"/>`,
      )
      .join('') +
    `<circle cx="315" cy="178" r="11" fill="${m.light}"/><rect x="306" y="188" width="18" height="28" fill="#3b7dd8"/>`,
  rhyton: (m) =>
    `<path d="M150 230q0-40 60-40h60q90 40 150 170q20 60-30 70q-50 0-90-60q-50-60-150-80z" fill="url(#m)"/>` +
    `<path d="M180 210q90 20 120 70M200 250q90 10 130 80" stroke="${m.light}" stroke-width="10" fill="none" opacity=".6"/>` +
    `<path d="M340 430q40 20 70 0l-10-30q-30 10-50 0z" fill="#f2c14e"/><path d="M380 360q40-60 80-50M370 350q20-70 60-90" stroke="${m.dark}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  flask: (m) =>
    `<path d="M190 470q-40-100 20-200q30-50 90-50t90 50q60 100 20 200z" fill="url(#m)"/><rect x="280" y="180" width="40" height="40" fill="${m.dark}"/><path d="M270 180h60l-10-20h-40z" fill="#d9a441"/>` +
    `<path d="M340 190q60 0 60 60" stroke="${m.dark}" stroke-width="8" fill="none"/>` +
    `<path d="M240 420q0-50 40-70l-10-40q30-10 50 20q30 10 30 50l-10 40h-16l0-30h-40l-10 30z" fill="#d9a441"/><circle cx="272" cy="300" r="8" fill="none" stroke="#d9a441" stroke-width="4"/>`,
  throne: () =>
    `<rect x="110" y="440" width="380" height="60" fill="#b23a2e"/><rect x="140" y="420" width="320" height="24" fill="#d9a441"/>` +
    `<path d="M190 420v-130h220v130z" fill="#d9a441"/><path d="M180 290q0-170 120-170t120 170z" fill="#e3b548"/>` +
    `<path d="M220 250q40-60 80-10q40-60 80 10" stroke="#9a6b1e" stroke-width="8" fill="none"/><path d="M160 420v-90h40M440 420v-90h-40" stroke="#9a6b1e" stroke-width="14" fill="none"/>` +
    `<path d="M90 120v380M510 120v380" stroke="#c8553d" stroke-width="26"/><path d="M90 160q20 30 0 60t0 60M510 160q-20 30 0 60t0 60" stroke="#d9a441" stroke-width="6" fill="none"/>`,
  sundial: (m) =>
    `<path d="M220 500l20-120h120l20 120z" fill="#e9e4da"/><rect x="200" y="360" width="200" height="24" fill="#d8d1c3"/>` +
    `<g transform="rotate(-40 300 260)"><ellipse cx="300" cy="260" rx="150" ry="150" fill="url(#m)"/><circle cx="300" cy="260" r="120" fill="none" stroke="${m.dark}" stroke-width="3"/>` +
    Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<path d="M${r1(300 + 100 * Math.cos(a))} ${r1(260 + 100 * Math.sin(a))}L${r1(300 + 120 * Math.cos(a))} ${r1(260 + 120 * Math.sin(a))}" stroke="${m.dark}" stroke-width="3"/>`;
    }).join('') +
    `</g><path d="M300 260L380 140" stroke="#7a5a2a" stroke-width="8" stroke-linecap="round"/>`,
  clock: () =>
    `<rect x="220" y="380" width="160" height="120" fill="#d9a441"/><rect x="240" y="400" width="120" height="80" fill="#7a2c24"/><circle cx="280" cy="440" r="14" fill="#f6dc8a"/><path d="M296 452l40-14" stroke="#f6dc8a" stroke-width="4"/>` +
    `<rect x="240" y="240" width="120" height="140" fill="#e3b548"/><circle cx="300" cy="300" r="42" fill="#fbf6e7" stroke="#9a6b1e" stroke-width="6"/><path d="M300 300v-28M300 300l18 12" stroke="#333" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M230 240l70-90l70 90z" fill="#d9a441"/><rect x="285" y="110" width="30" height="40" fill="#e3b548"/><circle cx="300" cy="100" r="14" fill="#f6dc8a"/>`,
  screen: (m, r) => {
    let s = `<rect x="40" y="200" width="520" height="240" fill="#d9a441"/><rect x="40" y="440" width="520" height="40" fill="#8a8a8a"/>${'<path d="M30 200l30-30h480l30 30z" fill="#3b7d5a"/>'}`;
    const cols = ['#f2c14e', '#ffffff', '#3b7dd8', '#8a4fb3', '#f2c14e', '#3b7dd8', '#ffffff', '#8a4fb3', '#f2c14e'];
    for (let i = 0; i < 9; i++) {
      const x = 70 + i * 55;
      s += `<path d="M${x} ${380 - r() * 20}q20-80 0-140q30 40 30 90" stroke="${cols[i]}" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="${x + 2}" cy="240" r="9" fill="${cols[i]}"/>`;
    }
    return (
      s + `<path d="M40 420q40-20 80 0t80 0t80 0t80 0t80 0t80 0t80 0" stroke="${m.dark}" stroke-width="6" fill="none"/>`
    );
  },
  jademountain: (m) =>
    `<path d="M130 490q-10-120 40-200q20-90 90-130q60-30 90 30q70 20 90 110q40 80 30 190z" fill="url(#m)"/>` +
    `<path d="M200 420q40-30 30-90M300 300q30-40 10-100M360 420q-20-60 20-120" stroke="${m.dark}" stroke-width="5" fill="none"/>` +
    `<path d="M330 190q-10 60 10 140" stroke="#dff0e4" stroke-width="8" fill="none" opacity=".7"/>` +
    [
      [230, 360],
      [260, 300],
      [380, 380],
      [300, 420],
      [340, 250],
    ]
      .map((xy) => xy as [number, number])
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="5" fill="${m.dark}"/><path d="M${x} ${y + 4}v12" stroke="${m.dark}" stroke-width="4"/>`,
      )
      .join('') +
    `<rect x="110" y="480" width="380" height="22" rx="6" fill="#7a4a2a"/>`,
  scroll: (m, r) => {
    let s = `<rect x="50" y="200" width="500" height="190" fill="url(#m)"/><rect x="40" y="190" width="14" height="210" rx="6" fill="#6b3a22"/><rect x="546" y="190" width="14" height="210" rx="6" fill="#6b3a22"/>`;
    for (let i = 0; i < 4; i++) {
      const x = 110 + i * 115;
      s += `<ellipse cx="${x}" cy="350" rx="44" ry="14" fill="#7a2c24" opacity=".7"/><circle cx="${x}" cy="290" r="16" fill="#f0d9b5" stroke="${m.dark}" stroke-width="2"/><path d="M${x - 26} 345q26-60 52 0" fill="${['#e8e2d0', '#c9b48a', '#ddd2b8', '#b7a57e'][i]}" stroke="${m.dark}" stroke-width="2"/>`;
      s += `<path d="M${x + 40} ${260 + r() * 10}q10-40 -4-60" stroke="${m.dark}" stroke-width="3" fill="none" opacity=".5"/>`;
    }
    return s;
  },
  letter: (m, r) => {
    let s = `<rect x="140" y="140" width="320" height="320" fill="url(#m)"/><rect x="140" y="140" width="320" height="320" fill="none" stroke="${m.dark}" stroke-width="2" opacity=".4"/>`;
    for (let c = 0; c < 2; c++) {
      let d = `M${380 - c * 120} 180`;
      for (let k = 0; k < 7; k++) d += `q${r1(20 - r() * 40)} 16 ${r1(10 - r() * 20)} 36`;
      s += `<path d="${d}" stroke="${m.dark}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
    }
    return s + `<rect x="170" y="400" width="26" height="26" fill="#c8553d" opacity=".8"/>`;
  },
  mural: (m, r) => {
    let s = `<rect x="50" y="170" width="500" height="260" fill="url(#m)"/>`;
    for (let i = 0; i < 5; i++) {
      const x = 100 + i * 95;
      const y = 300 + (r() - 0.5) * 60;
      s += `<path d="M${x - 40} ${r1(y)}q40-30 80 0l10 40h-10l-14-24h-50l-10 24h-10z" fill="${['#7a4a2a', '#3a2a20', '#b88a4a', '#5b3a22', '#8a6a4a'][i]}"/><circle cx="${x}" cy="${r1(y - 34)}" r="10" fill="#d9b48a"/><path d="M${x + 8} ${r1(y - 30)}l30 40" stroke="${m.dark}" stroke-width="3"/>`;
    }
    return s + `<circle cx="470" cy="380" r="7" fill="#fff"/>`;
  },
  bricks: (m) => {
    let s = `<rect x="40" y="180" width="520" height="260" fill="url(#m)"/>`;
    for (let y = 190; y < 440; y += 18)
      s += `<path d="M40 ${y}H560" stroke="${m.dark}" stroke-width="1" opacity=".3"/>`;
    for (let i = 0; i < 8; i++) {
      const x = 80 + i * 62;
      s += `<circle cx="${x}" cy="280" r="14" fill="none" stroke="${m.dark}" stroke-width="3"/><path d="M${x - 26} 360q26-70 52 0z" fill="none" stroke="${m.dark}" stroke-width="3"/>`;
      if (i % 2) s += `<path d="M${x + 30} 200q-20 40 0 90" stroke="${m.dark}" stroke-width="3" fill="none"/>`;
    }
    return s;
  },
  arch: () => {
    let s = `<path d="M120 500V260q0-160 180-160t180 160v240h-70V280q0-100-110-100t-110 100v220z" fill="#f4f1ea"/>`;
    const cols = ['#f2c14e', '#3bb273', '#3b7dd8', '#c8553d'];
    for (let i = 0; i < 14; i++) {
      const a = Math.PI * (1 + i / 13);
      s += `<circle cx="${r1(300 + 145 * Math.cos(a))}" cy="${r1(265 + 145 * Math.sin(a))}" r="14" fill="${cols[i % 4]}"/>`;
    }
    return (
      s +
      `<path d="M140 460h40v-40h-40zM420 460h40v-40h-40z" fill="#3bb273"/><path d="M150 360q20-30 20 0zM430 360q20-30 20 0z" fill="#f2c14e"/>`
    );
  },
  street: () => {
    let s = `<rect x="0" y="0" width="600" height="600" fill="#2a2a35" opacity=".3"/><rect x="40" y="460" width="520" height="40" fill="#6f6558"/>`;
    const c = ['#b23a2e', '#3b6e8f', '#7a5a2a', '#3b7d5a'];
    for (let i = 0; i < 4; i++) {
      const x = 50 + i * 128;
      s += `<rect x="${x}" y="220" width="118" height="240" fill="#e9e1cf"/><rect x="${x + 10}" y="250" width="98" height="26" fill="${c[i]}"/><rect x="${x + 14}" y="320" width="40" height="140" fill="${c[i]}" opacity=".8"/><rect x="${x + 64}" y="320" width="40" height="60" fill="#9cc2d8"/><path d="M${x - 4} 220h126l-10-24h-106z" fill="#444"/>`;
    }
    return (
      s + `<path d="M540 460V200" stroke="#222" stroke-width="6"/><circle cx="540" cy="196" r="14" fill="#f6dc8a"/>`
    );
  },
};

export interface ObjectSpec {
  kind: keyof typeof DRAW | string;
  material: Material;
  seed: string;
}

export function objectSvg(spec: ObjectSpec): string {
  const draw = DRAW[spec.kind] ?? DRAW.ding!;
  return frame(spec.seed, draw(MAT[spec.material], rng(spec.seed + ':o')), spec.material);
}

export type Building = 'palace' | 'tang' | 'roundtop' | 'liao' | 'chu' | 'mound';

export function buildingSvg(kind: Building, seed: string, dusk = false): string {
  const r = rng(seed);
  const sky = dusk ? ['#f3a683', '#fbe3c8'] : ['#a9d8ee', '#f4f1e8'];
  let b = '';
  const ground = 400;
  const plinth = `<rect x="120" y="${ground - 30}" width="560" height="30" fill="#e9e4da"/><path d="M100 ${ground}h600v10H100z" fill="#d8d1c3"/>`;
  switch (kind) {
    case 'palace':
      b = `${plinth}<rect x="190" y="250" width="420" height="120" fill="#b23a2e"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${212 + i * 44}" y="270" width="24" height="100" fill="#8a2a22"/>`).join('')}<path d="M140 254q260-30 520 0l-70-70H210z" fill="#e3b548"/><path d="M200 186q200-24 400 0l-40-40H240z" fill="#e3b548"/>`;
      break;
    case 'tang':
      b = `${plinth}<rect x="250" y="250" width="300" height="120" fill="#f1ece1"/><path d="M200 254h400l-50-60H250z" fill="#6b4a3a"/><rect x="130" y="290" width="90" height="80" fill="#f1ece1"/><path d="M120 292h110l-20-30h-70z" fill="#6b4a3a"/><rect x="580" y="290" width="90" height="80" fill="#f1ece1"/><path d="M570 292h110l-20-30h-70z" fill="#6b4a3a"/>`;
      break;
    case 'roundtop':
      b = `${plinth}<rect x="220" y="230" width="360" height="140" fill="#d8cfbf"/><path d="M250 232q150-170 300 0z" fill="#b8ad98"/><path d="M200 232h400" stroke="#8c806b" stroke-width="10"/><path d="M240 370v-60h20v60M540 370v-60h20v60" stroke="#8c806b" stroke-width="8"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${275 + i * 45}" y="260" width="26" height="90" fill="#9aa9b3"/>`).join('')}`;
      break;
    case 'liao':
      b = `${plinth}<rect x="220" y="260" width="360" height="110" fill="#a8462f"/><path d="M160 264q240-20 480 0l-80-80H240z" fill="#6f6a63"/>${Array.from({ length: 7 }, (_, i) => `<rect x="${240 + i * 50}" y="280" width="26" height="90" fill="#7a2c24"/>`).join('')}`;
      break;
    case 'chu':
      b = `${plinth}<rect x="230" y="220" width="340" height="150" fill="#f1ece1"/><path d="M180 224h440l-40-70H220z" fill="#3b4a5a"/><path d="M300 154h200l-30-50H330z" fill="#3b4a5a"/>${Array.from({ length: 5 }, (_, i) => `<rect x="${262 + i * 60}" y="260" width="34" height="110" fill="#c9bfae"/>`).join('')}`;
      break;
    case 'mound':
      b = `<path d="M60 ${ground}q140-220 340-200q200 0 340 200z" fill="#7d8f6a"/><path d="M160 ${ground}q120-140 240-130q140 0 240 130z" fill="#a3a88a"/><rect x="330" y="310" width="140" height="90" fill="#3a3a3a"/><path d="M360 330h80v40h-80z" fill="#d9a441"/>`;
      break;
  }
  const trees = Array.from({ length: 6 }, (_, i) => {
    const x = i < 3 ? 30 + i * 40 + r() * 10 : 650 + (i - 3) * 40 + r() * 10;
    return `<ellipse cx="${r1(x)}" cy="${ground - 30}" rx="24" ry="40" fill="#4f8a5b"/><rect x="${r1(x - 3)}" y="${ground - 10}" width="6" height="14" fill="#3b2a20"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>` +
    `<rect width="800" height="500" fill="url(#s)"/><circle cx="${r1(120 + r() * 560)}" cy="90" r="34" fill="#fff4c2"/>` +
    `<rect y="${ground}" width="800" height="${500 - ground}" fill="#cfc6b4"/><path d="M340 ${ground}h120l60 100H280z" fill="#bdb39f"/>` +
    b +
    trees +
    `</svg>\n`
  );
}

/** A gallery interior: lit showcases holding silhouettes of some of the museum's objects. */
export function gallerySvg(kinds: { kind: string; material: Material }[], seed: string): string {
  const r = rng(seed);
  let cases = '';
  kinds.slice(0, 3).forEach((k, i) => {
    const x = 60 + i * 250;
    const m = MAT[k.material];
    cases += `<rect x="${x}" y="140" width="180" height="260" fill="#fff" opacity=".08"/><rect x="${x}" y="400" width="180" height="80" fill="#1d1d22"/><rect x="${x + 10}" y="140" width="160" height="6" fill="#fff7da" opacity=".6"/>`;
    cases += `<g transform="translate(${x + 10} 170) scale(.27)">${(DRAW[k.kind] ?? DRAW.ding!)(m, rng(seed + i))}</g>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9c38a"/><stop offset="1" stop-color="#6f5a2e"/></linearGradient>` +
    `<radialGradient id="g" cx=".5" cy=".2" r=".9"><stop offset="0" stop-color="#4a4f5a"/><stop offset="1" stop-color="#15171c"/></radialGradient></defs>` +
    `<rect width="800" height="500" fill="url(#g)"/><path d="M0 480h800v20H0z" fill="#2a2c33"/>` +
    Array.from(
      { length: 4 },
      (_, i) => `<path d="M${r1(100 + i * 200 + r() * 20)} 0l-40 130h80z" fill="#fff7da" opacity=".06"/>`,
    ).join('') +
    cases +
    `</svg>\n`
  );
}

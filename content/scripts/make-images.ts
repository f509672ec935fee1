// Generates every SVG image and map the catalogue JSON refers to (covers, views, point and
// exhibit images, maps, guide avatars, banners). Deterministic: same JSON -> same files.
import fs from 'node:fs';
import { loadPlaces, readJson, mediaPath, ensureDir, CONTENT_DIR, type PlaceFile } from './lib/catalog';
import { scene, type SceneType, type Time } from './lib/scenes';
import { objectSvg, buildingSvg, gallerySvg, type Material, type Building } from './lib/objects';
import { mapSvg, avatarSvg } from './lib/maps';
import path from 'node:path';

type Look = { motifs: string[]; time?: Time; type?: SceneType };

/** Per place: cover, views (in order), then points by id. */
const SCENIC_LOOKS: Record<string, { cover: Look; views: Look[]; points: Record<string, Look> }> = {
  'hz-west-lake': {
    cover: { motifs: ['pagoda', 'willow'] },
    views: [
      { motifs: ['bridge'], time: 'mist' },
      { motifs: ['causeway'] },
      { motifs: ['threepagodas', 'moon'], time: 'night' },
    ],
    points: {
      '01': { motifs: ['bridge'], time: 'mist' },
      '02': { motifs: ['causeway', 'willow'] },
      '03': { motifs: ['pavilion', 'moon'], time: 'night' },
      '04': { motifs: ['hall', 'pine'] },
      '05': { motifs: ['causeway'], time: 'mist' },
      '06': { motifs: ['fish', 'willow'] },
      '07': { motifs: ['threepagodas', 'moon'], time: 'night' },
      '08': { motifs: ['pagoda'], time: 'dusk' },
    },
  },
  'hs-huangshan': {
    cover: { motifs: ['seaofclouds', 'bigpine'] },
    views: [{ motifs: ['sunrise'] }, { motifs: ['seaofclouds'], time: 'mist' }, { motifs: ['rock'], time: 'dusk' }],
    points: {
      '01': { motifs: ['bigpine'] },
      '02': { motifs: ['stairs'], time: 'mist' },
      '03': { motifs: ['seaofclouds', 'pine'] },
      '04': { motifs: ['sunrise'] },
      '05': { motifs: ['rock'] },
      '06': { motifs: ['seaofclouds'], time: 'dusk' },
      '07': { motifs: ['pine'], time: 'mist' },
    },
  },
  'bj-mutianyu-great-wall': {
    cover: { motifs: ['wall'] },
    views: [
      { motifs: ['wall'], time: 'dusk' },
      { motifs: ['tower'], time: 'mist' },
    ],
    points: {
      '01': { motifs: ['tower'] },
      '02': { motifs: ['wall'] },
      '03': { motifs: ['wall', 'tower'], time: 'dusk' },
      '04': { motifs: ['wall'] },
      '05': { motifs: ['wall'], time: 'mist' },
      '06': { motifs: ['wall'], time: 'night' },
    },
  },
  'aba-jiuzhaigou': {
    cover: { motifs: ['waterfall'] },
    views: [{ motifs: ['tibetan'] }, { motifs: ['waterfall'], time: 'mist' }, { motifs: ['pine'], time: 'dusk' }],
    points: {
      '01': { motifs: ['lotus'] },
      '02': { motifs: ['waterfall', 'tibetan'] },
      '03': { motifs: ['waterfall'] },
      '04': { motifs: ['waterfall'], time: 'mist' },
      '05': { motifs: ['pine'] },
      '06': { motifs: ['waterfall'], time: 'night' },
      '07': { motifs: ['pine'], time: 'dusk' },
      '08': { motifs: [] },
    },
  },
  'zjj-wulingyuan': {
    cover: { motifs: [] },
    views: [
      { motifs: ['seaofclouds'], time: 'mist' },
      { motifs: [], time: 'dusk' },
    ],
    points: {
      '01': { motifs: ['pavilion'] },
      '02': { motifs: [], time: 'mist' },
      '03': { motifs: ['elevator'] },
      '04': { motifs: ['pillar'], time: 'mist' },
      '05': { motifs: ['naturalbridge'] },
      '06': { motifs: ['seaofclouds'], time: 'dusk' },
      '07': { motifs: [] },
    },
  },
  'gl-li-river': {
    cover: { motifs: ['raft'] },
    views: [
      { motifs: ['raft'], time: 'mist' },
      { motifs: [], time: 'dusk' },
      { motifs: ['moon'], time: 'night' },
    ],
    points: {
      '01': { motifs: ['cave'] },
      '02': { motifs: ['cave'], time: 'mist' },
      '03': { motifs: ['raft'] },
      '04': { motifs: ['cliffscript'] },
      '05': { motifs: [], time: 'mist' },
      '06': { motifs: ['town', 'raft'], time: 'dusk' },
      '07': { motifs: ['town'], time: 'night' },
    },
  },
  'sz-humble-administrators-garden': {
    cover: { motifs: ['pavilion', 'lotus'] },
    views: [{ motifs: ['moongate'] }, { motifs: ['boat'], time: 'mist' }],
    points: {
      '01': { motifs: ['lattice'] },
      '02': { motifs: ['bridge'] },
      '03': { motifs: ['boat'] },
      '04': { motifs: ['pavilion', 'lotus'] },
      '05': { motifs: ['moongate'], time: 'mist' },
      '06': { motifs: ['fanwindow', 'moon'], time: 'night' },
      '07': { motifs: ['lattice'], time: 'dusk' },
    },
  },
  'ta-mount-tai': {
    cover: { motifs: ['sunrise'] },
    views: [{ motifs: ['stairs'] }, { motifs: ['seaofclouds'], time: 'dusk' }],
    points: {
      '01': { motifs: ['temple'] },
      '02': { motifs: ['gate'] },
      '03': { motifs: ['cliffscript'], time: 'mist' },
      '04': { motifs: ['gate'], time: 'mist' },
      '05': { motifs: ['stairs'] },
      '06': { motifs: ['stairs'], time: 'dusk' },
      '07': { motifs: ['cliffscript'] },
      '08': { motifs: ['sunrise'] },
    },
  },
};

const BUILDINGS: Record<string, Building> = {
  'bj-palace-museum': 'palace',
  'xa-shaanxi-history-museum': 'tang',
  'sh-shanghai-museum': 'roundtop',
  'nj-nanjing-museum': 'liao',
  'wh-hubei-provincial-museum': 'chu',
  'gh-sanxingdui-museum': 'mound',
};

const OBJECTS: Record<string, [string, Material]> = {
  'bj-palace-museum-01': ['throne', 'gold'],
  'bj-palace-museum-02': ['sundial', 'stone'],
  'bj-palace-museum-03': ['vase', 'porcelain'],
  'bj-palace-museum-04': ['clock', 'gold'],
  'bj-palace-museum-05': ['screen', 'porcelain'],
  'bj-palace-museum-06': ['jademountain', 'jade'],
  'xa-shaanxi-history-museum-01': ['tiger', 'bronze'],
  'xa-shaanxi-history-museum-02': ['seal', 'jade'],
  'xa-shaanxi-history-museum-03': ['silkworm', 'gold'],
  'xa-shaanxi-history-museum-04': ['camel', 'gold'],
  'xa-shaanxi-history-museum-05': ['rhyton', 'lacquer'],
  'xa-shaanxi-history-museum-06': ['flask', 'silver'],
  'xa-shaanxi-history-museum-07': ['mural', 'silk'],
  'sh-shanghai-museum-01': ['ding', 'bronze'],
  'sh-shanghai-museum-02': ['sheng', 'bronze'],
  'sh-shanghai-museum-03': ['mirror', 'bronze'],
  'sh-shanghai-museum-04': ['olivevase', 'porcelain'],
  'sh-shanghai-museum-05': ['scroll', 'silk'],
  'sh-shanghai-museum-06': ['letter', 'silk'],
  'nj-nanjing-museum-01': ['beast', 'gold'],
  'nj-nanjing-museum-02': ['tortoiseseal', 'gold'],
  'nj-nanjing-museum-03': ['lamp', 'bronze'],
  'nj-nanjing-museum-04': ['bricks', 'stone'],
  'nj-nanjing-museum-05': ['arch', 'porcelain'],
  'nj-nanjing-museum-06': ['street', 'wood'],
  'wh-hubei-provincial-museum-01': ['bells', 'bronze'],
  'wh-hubei-provincial-museum-02': ['zunpan', 'bronze'],
  'wh-hubei-provincial-museum-03': ['crane', 'bronze'],
  'wh-hubei-provincial-museum-04': ['sword', 'bronze'],
  'wh-hubei-provincial-museum-05': ['drum', 'lacquer'],
  'wh-hubei-provincial-museum-06': ['slips', 'wood'],
  'gh-sanxingdui-museum-01': ['figure', 'bronze'],
  'gh-sanxingdui-museum-02': ['mask', 'bronze'],
  'gh-sanxingdui-museum-03': ['tree', 'bronze'],
  'gh-sanxingdui-museum-04': ['sceptre', 'gold'],
  'gh-sanxingdui-museum-05': ['head', 'gold'],
  'gh-sanxingdui-museum-06': ['disc', 'bronze'],
  'gh-sanxingdui-museum-07': ['goldmask', 'gold'],
};

const written: { url: string; bytes: number }[] = [];

function write(url: string, svg: string): void {
  const file = mediaPath(url);
  ensureDir(file);
  fs.writeFileSync(file, svg);
  written.push({ url, bytes: Buffer.byteLength(svg) });
}

function sceneFor(pf: PlaceFile, look: Look, seed: string): string {
  const type = (look.type ?? pf.place.scenicType ?? 'water') as SceneType;
  return scene({ type, time: look.time ?? 'day', motifs: look.motifs, seed });
}

function scenic(pf: PlaceFile): void {
  const looks = SCENIC_LOOKS[pf.place.id] ?? { cover: { motifs: [] }, views: [], points: {} };
  write(pf.place.cover, sceneFor(pf, looks.cover, pf.place.cover));
  pf.place.images.forEach((url, i) => write(url, sceneFor(pf, looks.views[i] ?? { motifs: [], time: 'mist' }, url)));
  for (const p of pf.points) {
    if (!p.image) continue;
    const key = p.id.slice(pf.place.id.length + 1);
    write(p.image, sceneFor(pf, looks.points[key] ?? { motifs: [] }, p.image));
  }
}

function museum(pf: PlaceFile): void {
  const b = BUILDINGS[pf.place.id] ?? 'tang';
  write(pf.place.cover, buildingSvg(b, pf.place.cover));
  const fallback: [string, Material] = ['ding', 'bronze'];
  const objs = pf.points.map((p) => OBJECTS[p.id] ?? fallback).map(([kind, material]) => ({ kind, material }));
  pf.place.images.forEach((url, i) => {
    if (i === 0) write(url, buildingSvg(b, url, true));
    else write(url, gallerySvg(objs.slice(1 + (i - 1) * 3).concat(objs), url));
  });
  for (const p of pf.points) {
    if (!p.image) continue;
    const [kind, material] = OBJECTS[p.id] ?? ['ding', 'bronze'];
    write(p.image, objectSvg({ kind, material, seed: p.id }));
  }
}

function map(pf: PlaceFile): void {
  const { width, height, image } = pf.place.map;
  const points = pf.points
    .filter((p) => p.mapPosition)
    .sort((a, b) => a.order - b.order)
    .map((p) => ({ x: p.mapPosition!.x, y: p.mapPosition!.y, hallId: p.hallId, locked: Boolean(p.locked) }));
  const type = pf.kind === 'museum' ? 'museum' : (pf.place.scenicType ?? 'water');
  const halls = (pf.place.halls ?? [])
    .slice()
    .sort((a, b) => a.order - b.order)
    .map((h) => h.id);
  write(image, mapSvg({ seed: image, type, width, height, points, halls }));
}

/** A wide banner: an illustration cropped to 750x300 with a dark fade on the left for the title. */
function banner(url: string, link: string, places: PlaceFile[]): void {
  const id = new URLSearchParams(link.split('?')[1] ?? '').get('id') ?? '';
  const pf = places.find((p) => p.place.id === id);
  let inner: string;
  if (pf?.kind === 'scenic') {
    inner = sceneFor(pf, SCENIC_LOOKS[id]?.views[1] ?? SCENIC_LOOKS[id]?.cover ?? { motifs: [] }, url);
  } else if (pf && id === 'gh-sanxingdui-museum') {
    inner = objectSvg({ kind: 'mask', material: 'bronze', seed: url });
  } else {
    inner = buildingSvg(BUILDINGS[id] ?? 'palace', url, true);
  }
  const body = inner.replace(/^<svg [^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const vb = /viewBox="([^"]+)"/.exec(inner)?.[1] ?? '0 0 800 500';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" width="750" height="300"><rect width="750" height="300" fill="#22303f"/>` +
    `<svg viewBox="${vb}" x="${vb.endsWith('600 600') ? 330 : 0}" width="${vb.endsWith('600 600') ? 420 : 750}" height="300" preserveAspectRatio="xMidYMid slice">${body}</svg>` +
    `<defs><linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#101820" stop-opacity=".75"/><stop offset=".6" stop-color="#101820" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="750" height="300" fill="url(#fade)"/></svg>\n`;
  write(url, svg);
}

export function makeImages(): { url: string; bytes: number }[] {
  written.length = 0;
  const places = loadPlaces();
  for (const pf of places) {
    if (pf.kind === 'scenic') scenic(pf);
    else museum(pf);
    map(pf);
  }
  for (const g of readJson<{ id: string; avatar: string }[]>(path.join(CONTENT_DIR, 'guides.json'))) {
    write(g.avatar, avatarSvg(g.id));
  }
  for (const b of readJson<{ image: string; link: string }[]>(path.join(CONTENT_DIR, 'banners.json'))) {
    banner(b.image, b.link, places);
  }
  return written.slice();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = makeImages();
  const big = out.filter((w) => w.bytes > 6 * 1024);
  console.log(`images: ${out.length} files, ${Math.round(out.reduce((a, w) => a + w.bytes, 0) / 1024)} KB`);
  for (const b of big) console.log(`  over 6 KB: ${b.url} (${b.bytes} bytes)`);
}

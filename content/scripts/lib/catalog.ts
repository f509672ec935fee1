// Loads and saves the catalogue JSON under content/, and lists every /media/ reference in it.
import fs from 'node:fs';
import path from 'node:path';

export const CONTENT_DIR = path.resolve(import.meta.dirname, '..', '..');
export const MEDIA_DIR = path.join(CONTENT_DIR, 'media');

/** Loose shapes: the zod contract lives in src/lib/contract; scripts only read what they need. */
export interface Audio {
  url: string;
  bytes: number;
  durationSec: number;
}
export interface Narrated {
  narration: Record<string, string>;
  audio: Record<string, Audio>;
}
export interface Point extends Narrated {
  id: string;
  placeId: string;
  placeKind: 'scenic' | 'museum';
  hallId: string | null;
  stopNumber: string;
  order: number;
  image: string | null;
  mapPosition: { x: number; y: number } | null;
  guideNarration: (Narrated & { guideId: string }) | null;
  exhibit: unknown;
  [k: string]: unknown;
}
export interface Place {
  id: string;
  cover: string;
  images: string[];
  map: { image: string; width: number; height: number };
  scenicType?: string;
  halls?: { id: string; order: number }[];
  [k: string]: unknown;
}
export interface PlaceFile {
  file: string;
  kind: 'scenic' | 'museum';
  place: Place;
  points: Point[];
  raw: Record<string, unknown>;
}

export function readJson<T = unknown>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

export function writeJson(file: string, value: unknown): void {
  fs.writeFileSync(file, JSON.stringify(value, null, 2) + '\n');
}

export function loadPlaces(): PlaceFile[] {
  const out: PlaceFile[] = [];
  for (const kind of ['scenic', 'museums'] as const) {
    const dir = path.join(CONTENT_DIR, 'places', kind);
    for (const name of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const file = path.join(dir, name);
      const raw = readJson<Record<string, unknown>>(file);
      if (kind === 'scenic') {
        out.push({ file, kind: 'scenic', place: raw.area as Place, points: raw.points as Point[], raw });
      } else {
        out.push({ file, kind: 'museum', place: raw.museum as Place, points: raw.exhibits as Point[], raw });
      }
    }
  }
  return out;
}

export function savePlace(p: PlaceFile): void {
  writeJson(p.file, p.raw);
}

/** `/media/a/b.svg` -> absolute path under content/media. */
export function mediaPath(url: string): string {
  if (!url.startsWith('/media/')) throw new Error(`not a /media/ url: ${url}`);
  return path.join(MEDIA_DIR, url.slice('/media/'.length));
}

export function ensureDir(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
}

// Validates the sample catalogue in content/ against the wire contract and checks that every
// file it refers to exists. Run: npx vitest run --project unit content/
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  Banner,
  Guide,
  LanguageItem,
  MuseumContentFile as MuseumFile,
  ScenicContentFile as ScenicFile,
  type ContentPointT,
  type MuseumT,
  type ScenicAreaT,
} from '../src/lib/contract/schemas';
import { LOCALES } from '../src/lib/contract';

const ROOT = import.meta.dirname;
const read = (rel: string): unknown => JSON.parse(fs.readFileSync(path.join(ROOT, rel), 'utf8'));
const listJson = (rel: string): string[] =>
  fs
    .readdirSync(path.join(ROOT, rel))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => `${rel}/${f}`);

const scenicFiles = listJson('places/scenic');
const museumFiles = listJson('places/museums');

interface Place {
  file: string;
  kind: 'scenic' | 'museum';
  place: ScenicAreaT | MuseumT;
  points: ContentPointT[];
}
const places: Place[] = [
  ...scenicFiles.map((file) => {
    const { area, points } = ScenicFile.parse(read(file));
    return { file, kind: 'scenic' as const, place: area, points };
  }),
  ...museumFiles.map((file) => {
    const { museum, exhibits } = MuseumFile.parse(read(file));
    return { file, kind: 'museum' as const, place: museum, points: exhibits };
  }),
];
const guides = z.array(Guide).parse(read('guides.json'));
const banners = z.array(Banner).parse(read('banners.json'));
const langList = z.array(LanguageItem).parse(read('dict/langList.json'));
const allPoints = places.flatMap((p) => p.points);

/** `/media/x/y` -> content/media/x/y */
const mediaFile = (url: string): string => path.join(ROOT, 'media', url.slice('/media/'.length));

function mediaUrls(): string[] {
  const urls: string[] = [];
  for (const { place, points } of places) {
    urls.push(place.cover, ...place.images, place.map.image);
    for (const p of points) {
      if (p.image) urls.push(p.image);
      urls.push(...Object.values(p.audio).map((a) => a!.url));
      if (p.guideNarration) urls.push(...Object.values(p.guideNarration.audio).map((a) => a!.url));
    }
  }
  urls.push(...guides.map((g) => g.avatar), ...banners.map((b) => b.image));
  return urls;
}

describe('sample catalogue: schema', () => {
  it('parses every place file against the zod contract', () => {
    // The parse above throws on the first invalid file; this also reports each file by name.
    for (const f of scenicFiles) expect(ScenicFile.safeParse(read(f)).success, f).toBe(true);
    for (const f of museumFiles) expect(MuseumFile.safeParse(read(f)).success, f).toBe(true);
  });

  it('names each place file after its id', () => {
    for (const { file, place } of places) expect(path.basename(file, '.json')).toBe(place.id);
  });

  it('lists the 11 locales with their own names and speech voices', () => {
    expect(langList.map((l) => l.id)).toEqual([...LOCALES]);
    for (const l of langList) {
      expect(l.name.length).toBeGreaterThan(0);
      expect(l.languageDesc.length).toBeGreaterThan(0);
      expect(l.voice).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
    }
  });
});

describe('sample catalogue: coverage', () => {
  it('has at least 8 scenic areas in at least 5 provinces, and at least 6 museums', () => {
    const scenic = places.filter((p) => p.kind === 'scenic');
    expect(scenic.length).toBeGreaterThanOrEqual(8);
    expect(new Set(scenic.map((p) => p.place.province.code)).size).toBeGreaterThanOrEqual(5);
    expect(places.filter((p) => p.kind === 'museum').length).toBeGreaterThanOrEqual(6);
  });

  it('has at least 6 points per place, with 1–2 locked and hot areas present', () => {
    for (const { place, points } of places) {
      expect(points.length, place.id).toBeGreaterThanOrEqual(6);
      const locked = points.filter((p) => p.locked);
      expect(locked.length, place.id).toBeGreaterThanOrEqual(1);
      expect(locked.length, place.id).toBeLessThanOrEqual(2);
      for (const p of points) expect(p.priceMinor > 0, p.id).toBe(p.locked);
    }
    expect(places.some((p) => p.kind === 'scenic' && (p.place as ScenicAreaT).hot)).toBe(true);
  });

  it('has play counts for the compact number formats (over 1k and over 1m)', () => {
    expect(allPoints.some((p) => p.playCount >= 1000)).toBe(true);
    expect(allPoints.some((p) => p.playCount >= 1_000_000)).toBe(true);
  });
});

describe('sample catalogue: ids and references', () => {
  it('uses unique ids everywhere', () => {
    const ids = [
      ...places.map((p) => p.place.id),
      ...allPoints.map((p) => p.id),
      ...places.flatMap((p) => (p.kind === 'museum' ? (p.place as MuseumT).halls.map((h) => h.id) : [])),
      ...guides.map((g) => g.id),
      ...banners.map((b) => b.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ties each point to its place, kind and (for museums) one of its halls', () => {
    for (const { kind, place, points } of places) {
      const halls = kind === 'museum' ? new Set((place as MuseumT).halls.map((h) => h.id)) : null;
      for (const p of points) {
        expect(p.placeId, p.id).toBe(place.id);
        expect(p.placeKind, p.id).toBe(kind);
        expect(p.id.startsWith(`${place.id}-`), p.id).toBe(true);
        if (halls) {
          expect(p.hallId && halls.has(p.hallId), p.id).toBe(true);
          expect(p.exhibit, p.id).not.toBeNull();
          expect(p.image, p.id).not.toBeNull();
        } else {
          expect(p.hallId, p.id).toBeNull();
        }
      }
    }
  });

  it('gives every place 3-digit stop numbers, unique within the place', () => {
    for (const { place, points } of places) {
      const stops = points.map((p) => p.stopNumber);
      for (const s of stops) expect(s, place.id).toMatch(/^\d{3}$/);
      expect(new Set(stops).size, place.id).toBe(stops.length);
    }
  });

  it('refers only to guides and places that exist', () => {
    const placeIds = new Set(places.map((p) => p.place.id));
    const guideIds = new Set(guides.map((g) => g.id));
    expect(guides.length).toBeGreaterThanOrEqual(4);
    for (const g of guides) for (const id of g.placeIds) expect(placeIds.has(id), `${g.id} -> ${id}`).toBe(true);
    const narrated = allPoints.filter((p) => p.guideNarration);
    expect(narrated.length).toBeGreaterThan(0);
    for (const p of narrated) expect(guideIds.has(p.guideNarration!.guideId), p.id).toBe(true);
    expect(banners.length).toBe(3);
    for (const b of banners) {
      expect(b.link).toMatch(/^\/(poiDetail|museumDetail)\?id=/);
      expect(placeIds.has(new URLSearchParams(b.link.split('?')[1]).get('id') ?? ''), b.link).toBe(true);
    }
  });

  it('places every stop inside its map', () => {
    for (const { place, points } of places) {
      for (const p of points) {
        expect(p.mapPosition, p.id).not.toBeNull();
        const { x, y } = p.mapPosition!;
        expect(x >= 0 && x <= place.map.width && y >= 0 && y <= place.map.height, `${p.id} (${x},${y})`).toBe(true);
        expect(p.geo, p.id).not.toBeNull();
      }
    }
  });

  it('draws each map with a viewBox equal to its width and height', () => {
    for (const { place } of places) {
      const svg = fs.readFileSync(mediaFile(place.map.image), 'utf8');
      expect(svg, place.id).toContain(`viewBox="0 0 ${place.map.width} ${place.map.height}"`);
    }
  });
});

describe('sample catalogue: narration and media', () => {
  it('narrates every point in Chinese and English, with audio files of the recorded size', () => {
    const narrated = [...allPoints, ...allPoints.flatMap((p) => (p.guideNarration ? [p.guideNarration] : []))];
    for (const n of narrated) {
      for (const locale of ['cn', 'en'] as const) {
        expect(n.narration[locale]?.trim().length, JSON.stringify(n.narration).slice(0, 40)).toBeGreaterThan(0);
        const audio = n.audio[locale];
        expect(audio, JSON.stringify(n.narration).slice(0, 40)).toBeDefined();
        const file = mediaFile(audio!.url);
        expect(fs.existsSync(file), audio!.url).toBe(true);
        expect(fs.statSync(file).size, audio!.url).toBe(audio!.bytes);
        expect(audio!.durationSec, audio!.url).toBeGreaterThan(5);
      }
    }
  });

  it('keeps each English point narration between 60 and 110 words', () => {
    for (const p of allPoints) {
      const words = p.narration.en.trim().split(/\s+/).length;
      expect(words >= 60 && words <= 110, `${p.id}: ${words} words`).toBe(true);
    }
  });

  it('has every referenced /media/ file on disk', () => {
    for (const url of mediaUrls()) {
      expect(url.startsWith('/media/'), url).toBe(true);
      expect(fs.existsSync(mediaFile(url)), url).toBe(true);
    }
  });

  it('keeps SVG images free of baked-in text and the media small', () => {
    let total = 0;
    for (const url of new Set(mediaUrls())) {
      const file = mediaFile(url);
      total += fs.statSync(file).size;
      if (url.endsWith('.svg')) expect(fs.readFileSync(file, 'utf8'), url).not.toMatch(/<text\b/);
    }
    // Issue 18: 111 narrations voiced in 11 locales at 60 KB a minute (~47 MB of audio) plus
    // the pictures; the budget keeps the repository's media from growing past that unnoticed.
    expect(total).toBeLessThan(55 * 1024 * 1024);
  });
});

describe('sample catalogue: the sample notice', () => {
  // The About page says once that the content is sample content and the guides fictional;
  // a profile does not open with it.
  it('opens no guide biography with a sample-content notice', () => {
    for (const guide of guides) {
      for (const [locale, bio] of Object.entries(guide.bio)) {
        expect(bio, `${guide.id} ${locale}`).not.toMatch(/^\s*[（(]|fictional|sample persona|虚构|示例数据/i);
      }
    }
  });
});

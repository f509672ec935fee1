// Every narration of the content (each point's official narration and each gold-medal guide's
// narration), with the `audio` map of the place JSON it is recorded in.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readMp3 } from '../../../server/src/providers/voice/mp3-frames.ts';
import { LOCALES, type Locale } from '../../../src/lib/contract/locales.ts';
import { contentFiles, type ContentText } from './content-texts.ts';

export interface AudioEntry {
  url: string;
  bytes: number;
  durationSec: number;
  sha256?: string;
  synthetic?: boolean;
}

type AudioMap = Partial<Record<Locale, AudioEntry>>;

interface NarratedJson {
  narration: Partial<Record<Locale, string>> | null;
  audio?: AudioMap;
}

interface PointJson extends NarratedJson {
  id: string;
  guideNarration?: (NarratedJson & { guideId: string }) | null;
}

export interface PlaceJson {
  source: string;
  file: string;
  json: Record<string, unknown>;
}

export interface Narration {
  place: PlaceJson;
  /** The point id, and `.guide` for a guide's narration: recordings are `<base>.<locale>.mp3`. */
  base: string;
  text: ContentText;
  /** The `audio` map inside `place.json`: changing it changes what the place file will hold. */
  holder: NarratedJson;
}

export function listNarrations(root: string): { places: PlaceJson[]; narrations: Narration[] } {
  const places: PlaceJson[] = [];
  const narrations: Narration[] = [];
  for (const file of contentFiles(root)) {
    if (!file.file.startsWith(path.join(root, 'places') + path.sep)) continue;
    const place: PlaceJson = { source: file.source, file: file.file, json: file.json as Record<string, unknown> };
    places.push(place);
    const key = 'points' in place.json ? 'points' : 'exhibits';
    for (const point of (place.json[key] ?? []) as PointJson[]) {
      const add = (base: string, at: string, holder: NarratedJson) => {
        if (!holder.narration) return;
        holder.audio ??= {};
        narrations.push({ place, base, holder, text: { source: place.source, path: at, text: holder.narration } });
      };
      add(point.id, `${key}.${point.id}.narration`, point);
      if (point.guideNarration) {
        add(`${point.id}.guide`, `${key}.${point.id}.guideNarration.narration`, point.guideNarration);
      }
    }
  }
  return { places, narrations };
}

export const audioUrl = (n: Narration, locale: Locale) => `/media/audio/${n.base}.${locale}.mp3`;

export const mediaFile = (root: string, url: string) => path.join(root, 'media', url.replace(/^\/media\//, ''));

/** Sets a locale's recording, keeping the map in the locales' order (stable diffs). */
export function setAudio(n: Narration, locale: Locale, entry: AudioEntry): void {
  const next: AudioMap = { ...n.holder.audio, [locale]: entry };
  n.holder.audio = Object.fromEntries(LOCALES.filter((l) => next[l]).map((l) => [l, next[l]]));
}

/** The `audio` entry of a recording, read from the file itself. */
export function entryFromFile(root: string, url: string, synthetic: boolean): AudioEntry {
  const bytes = fs.readFileSync(mediaFile(root, url));
  const mp3 = readMp3(bytes);
  if (!mp3) throw new Error(`${url} holds no MP3 frames`);
  return {
    url,
    bytes: bytes.length,
    durationSec: Math.round(mp3.durationSec * 10) / 10,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    synthetic,
  };
}

/** Writes a file whole or not at all: a temporary file renamed over the old one. */
export function writeAtomic(file: string, data: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

export function savePlace(place: PlaceJson): void {
  writeAtomic(place.file, `${JSON.stringify(place.json, null, 2)}\n`);
}

// What a place download weighs, per place and language: the bytes of its media (the recording
// of each narration that plays in the language, official and guide: its own, else the original
// language's; the pictures, the map and the guides' portraits), read from the content folder
// with the server's own choice (collect.ts mediaUrlsOf), and how many of its recordings are in
// the language itself. Every point counts as unlocked (a visitor without unlocks gets the
// locked points' recordings left out); the package's JSON (a few tens of KB) is not counted.
//   node --import tsx scripts/place-download-sizes.ts [--content=DIR] [--lang=ja,th]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LOCALES, recordingFor, type Locale } from '../src/lib/contract';
import type { ExplanationPointT, GuideT, MuseumT, ScenicAreaT } from '../src/lib/contract';
import { mediaUrlsOf, type PlaceData } from '../server/src/routes/place-package/collect';

const { values } = parseArgs({
  options: { content: { type: 'string', default: 'content' }, lang: { type: 'string' } },
});
const root = resolve(values.content);
const locales = (values.lang?.split(',') ?? [...LOCALES]) as Locale[];
const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const guides = readJson<GuideT[]>(join(root, 'guides.json'));

function places(): Array<{ id: string; data: PlaceData }> {
  const list = (dir: string) => readdirSync(join(root, 'places', dir)).filter((f) => f.endsWith('.json'));
  const scenic = list('scenic').map((file) => {
    const { area, points } = readJson<{ area: ScenicAreaT; points: ExplanationPointT[] }>(
      join(root, 'places/scenic', file),
    );
    return { id: area.id, data: { area, museum: null, points, guides: [] } as PlaceData };
  });
  const museums = list('museums').map((file) => {
    const { museum, exhibits } = readJson<{ museum: MuseumT; exhibits: ExplanationPointT[] }>(
      join(root, 'places/museums', file),
    );
    return { id: museum.id, data: { area: null, museum, points: exhibits, guides: [] } as PlaceData };
  });
  return [...scenic, ...museums].map(({ id, data }) => ({
    id,
    data: { ...data, guides: guides.filter((g) => g.placeIds.includes(id)) },
  }));
}

/** Bytes of the file behind a media address; 0 when it is missing (the package leaves it out). */
function bytesOf(url: string): number {
  try {
    return statSync(join(root, decodeURI(url))).size;
  } catch {
    return 0;
  }
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
const rows: string[][] = [['place', 'lang', 'media MB', 'audio MB', 'own recordings']];
const totals = new Map<Locale, number>();
for (const { id, data } of places()) {
  for (const lang of locales) {
    const urls = mediaUrlsOf(data, lang);
    const media = urls.reduce((sum, url) => sum + bytesOf(url), 0);
    const audio = urls.filter((url) => url.includes('/audio/')).reduce((sum, url) => sum + bytesOf(url), 0);
    const narrations = data.points.flatMap((p) => [p.audio, ...(p.guideNarration ? [p.guideNarration.audio] : [])]);
    const own = narrations.filter((audioMap) => recordingFor(audioMap, lang)?.locale === lang).length;
    totals.set(lang, (totals.get(lang) ?? 0) + media);
    rows.push([id, lang, mb(media), mb(audio), `${own}/${narrations.length}`]);
  }
}
for (const lang of locales) rows.push(['(all places)', lang, mb(totals.get(lang) ?? 0), '', '']);
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
for (const row of rows)
  console.log(
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );

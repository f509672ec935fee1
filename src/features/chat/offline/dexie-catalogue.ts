// The offline assistant's catalogue, read from Dexie: the places downloaded whole, each text in
// every locale this device has it in (its own, else the machine translation stored with the
// download or read online, as the server completes them from its translator: 0059), and the
// other places the device knows by name only (seen online, not downloaded), so that a question
// about one of them is told it needs a download rather than answered about another place.
import { db } from '@/db/database';
import {
  museumPlace,
  scenicPlace,
  type AssistantCatalogue,
  type AssistantPlace,
  type CompleteText,
} from '@/lib/assistant';
import { LOCALES, type ExplanationPointT, type Locale } from '@contract';
// From the translation feature, which the first screen loads (from the contract, the bundler
// would give this small module a chunk of its own on the first screen).
import { translationSource } from '@/features/translation';
import { downloadedPlaces } from '@/db/downloaded-places';

type Text = Partial<Record<Locale, string>>;

export interface OfflineCatalogue {
  /** What the assistant answers from. */
  downloaded: AssistantCatalogue;
  /** Places known by name only. */
  known: AssistantCatalogue;
  /** Changes when a download is added, updated or deleted. */
  fingerprint: string;
}

interface Raw {
  build: (complete: CompleteText) => AssistantPlace;
}

/** The key of a stored translation of `text` into `to` (Dexie `translations`), if it lacks one. */
function translationKey(text: Text, to: Locale): string | null {
  if (text[to]) return null;
  const source = translationSource(text, to);
  return source ? `${to}:${source.text}` : null;
}

async function rawPlaces(ids: string[]): Promise<Raw[]> {
  const [areas, museums] = await Promise.all([db.scenicAreas.bulkGet(ids), db.museums.bulkGet(ids)]);
  const points = await Promise.all(ids.map((id) => db.points.where('placeId').equals(id).toArray()));
  return ids.flatMap((id, i): Raw[] => {
    const area = areas[i];
    const museum = museums[i];
    const own: ExplanationPointT[] = points[i]!;
    if (area) return [{ build: (complete) => scenicPlace(area, own, complete) }];
    if (museum) return [{ build: (complete) => museumPlace(museum, own, complete) }];
    return [];
  });
}

/** Every text completed from the stored translations: one read of all the keys it needs. */
async function completed(raw: Raw[]): Promise<AssistantPlace[]> {
  const keys = new Set<string>();
  for (const place of raw)
    place.build((text) => {
      for (const to of LOCALES) {
        const key = translationKey(text as Text, to);
        if (key) keys.add(key);
      }
      return text as Text;
    });
  const list = [...keys];
  const stored = await db.translations.bulkGet(list);
  const found = new Map(list.flatMap((key, i) => (stored[i] ? [[key, stored[i].text] as const] : [])));
  return raw.map((place) =>
    place.build((text) => {
      const out: Text = {};
      for (const to of LOCALES) {
        const key = translationKey(text as Text, to);
        const value = key ? found.get(key) : (text as Text)[to];
        if (value) out[to] = value;
      }
      return out;
    }),
  );
}

/** A place by its names and aliases only: the assistant finds it named, and has nothing to quote. */
const nameOnly: CompleteText = () => ({});

/**
 * Changes when a download is added, updated or deleted, a place becomes known, or translations
 * are stored: a cheap read (keys and counts), so the catalogue is read again only then.
 */
export async function offlineFingerprint(): Promise<string> {
  const [downloads, areas, museums, translations] = await Promise.all([
    downloadedPlaces(),
    db.scenicAreas.toCollection().primaryKeys(),
    db.museums.toCollection().primaryKeys(),
    db.translations.count(),
  ]);
  const versions = downloads.map((d) => `${d.placeId}:${d.contentVersion}:${d.lang}:${d.completedAt}`);
  return [versions.join('|'), areas.join(','), museums.join(','), translations].join('#');
}

export async function readOfflineCatalogue(): Promise<OfflineCatalogue> {
  const fingerprint = await offlineFingerprint();
  const ids = (await downloadedPlaces()).map((d) => d.placeId);
  const held = new Set(ids);
  const [places, areas, museums] = await Promise.all([
    rawPlaces(ids).then(completed),
    db.scenicAreas.toArray(),
    db.museums.toArray(),
  ]);
  const known = [
    ...areas.filter((a) => !held.has(a.id)).map((a) => scenicPlace(a, [], nameOnly)),
    ...museums.filter((m) => !held.has(m.id)).map((m) => museumPlace(m, [], nameOnly)),
  ];
  return { downloaded: { places }, known: { places: known }, fingerprint };
}

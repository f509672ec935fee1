// Builds a place's offline package (or just its size) from the catalogue, the media folder
// and the translator, for one caller: a locked point the caller has not unlocked comes
// withheld, so neither its narration (nor the machine translations of it) nor its recordings
// are in the package; those the caller holds are listed `paid` and their URLs signed.
import type { Kysely } from 'kysely';
import {
  MACHINE_TRANSLATION_LIMITS,
  type Locale,
  type PackageMediaItem,
  type PackageTranslation,
  type PlacePackage,
  type PlacePackageInfo,
} from '@contract';
import { signPoints, viewPoints, type Caller } from '../../members/point-access';
import type { PaidMedia } from '../../members/paid-media';
import { exhibitFeaturesOf } from '../../db/queries/exhibit-features';
import { exhibitHashesOf } from '../../db/queries/exhibit-hashes';
import { listGuides } from '../../db/queries/guide';
import { getMuseumWithExhibits } from '../../db/queries/museum';
import { getScenic } from '../../db/queries/scenic';
import type { Database } from '../../db/schema';
import type { Translator } from '../../translation/translator';
import type { MediaDigest } from '../../static/media-digest';
import { mediaUrlsOf, textsLacking, type PlaceData } from './collect';

export interface PackageDeps {
  db: Kysely<Database>;
  digest: MediaDigest;
  translator: Translator;
  paidMedia: PaidMedia;
}

async function readPlaceData(db: Kysely<Database>, id: string): Promise<PlaceData | null> {
  const [scenic, museum] = await Promise.all([getScenic(db, id), getMuseumWithExhibits(db, id)]);
  if (!scenic && !museum) return null;
  const guides = await listGuides(db, id);
  if (scenic) return { area: scenic.area, museum: null, points: scenic.points, guides };
  return {
    area: null,
    museum: museum!.museum,
    points: museum!.exhibits,
    guides,
  };
}

// A download asks for its package and its media parts at once: requests for the same place
// that arrive while its data is being read share that read (the embedded database runs
// one query at a time, so three reads of one place queued up before the first byte).
const reading = new WeakMap<Kysely<Database>, Map<string, Promise<PlaceData | null>>>();

function placeData(db: Kysely<Database>, id: string): Promise<PlaceData | null> {
  let pending = reading.get(db);
  if (!pending) reading.set(db, (pending = new Map()));
  const shared = pending.get(id);
  if (shared) return shared;
  const read = readPlaceData(db, id).finally(() => pending.delete(id));
  pending.set(id, read);
  return read;
}

/** The place's data as the caller may see it (media URLs not signed yet); `revealed` when it holds paid content. */
async function callerData(
  db: Kysely<Database>,
  id: string,
  caller: Caller | null,
): Promise<(PlaceData & { revealed: boolean }) | null> {
  const data = await placeData(db, id);
  if (!data) return null;
  const { points, revealed } = viewPoints(data.points, caller);
  return { ...data, points, revealed };
}

async function mediaOf(deps: PackageDeps, data: PlaceData, lang: Locale): Promise<PackageMediaItem[]> {
  const items = await Promise.all(
    mediaUrlsOf(data, lang).map(async (url) => {
      const item = await deps.digest(url);
      // Only files the caller holds are named here: `paid` tells the app to keep them for this member only.
      const paid = item ? await deps.paidMedia.index.lookup(deps.db, decodeURIComponent(url)) : null;
      return item && paid ? { ...item, paid: true } : item;
    }),
  );
  // A URL with no file behind it is left out: the app shows its placeholder either way.
  return items.filter((item): item is PackageMediaItem => item !== null);
}

/** Stored (or provider) translations of the texts lacking the language; none when the provider fails. */
async function translationsOf(translator: Translator, data: PlaceData, lang: Locale): Promise<PackageTranslation[]> {
  const found: PackageTranslation[] = [];
  for (const [from, set] of textsLacking(data, lang)) {
    const texts = [...set].filter((text) => text.length <= MACHINE_TRANSLATION_LIMITS.chars);
    for (let start = 0; start < texts.length; start += MACHINE_TRANSLATION_LIMITS.texts) {
      const chunk = texts.slice(start, start + MACHINE_TRANSLATION_LIMITS.texts);
      try {
        const result = await translator.translate(chunk, from, lang);
        chunk.forEach((source, i) => {
          const text = result.texts[i];
          if (text) found.push({ source, text, provider: result.provider });
        });
      } catch {
        return found; // the provider is down: the package goes without the rest
      }
    }
  }
  return found;
}

function infoOf(
  id: string,
  data: PlaceData,
  lang: Locale,
  media: PackageMediaItem[],
  dataBytes: number,
): PlacePackageInfo {
  const place = (data.area ?? data.museum)!;
  return {
    placeId: id,
    kind: data.area ? 'scenic' : 'museum',
    lang,
    contentVersion: place.contentVersion,
    mediaBytes: media.reduce((sum, item) => sum + item.bytes, 0),
    mediaCount: media.length,
    dataBytes,
  };
}

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

export async function buildPackageInfo(
  deps: PackageDeps,
  id: string,
  lang: Locale,
  caller: Caller | null,
): Promise<PlacePackageInfo | null> {
  const data = await callerData(deps.db, id, caller);
  if (!data) return null;
  const media = await mediaOf(deps, data, lang);
  return infoOf(id, data, lang, media, jsonBytes(placeBody(data)));
}

/** The package's content version and media list (what the media bundle streams), without the data. */
export async function buildMediaList(
  deps: PackageDeps,
  id: string,
  lang: Locale,
  caller: Caller | null,
): Promise<{ contentVersion: number; media: PackageMediaItem[] } | null> {
  const data = await callerData(deps.db, id, caller);
  if (!data) return null;
  return { contentVersion: (data.area ?? data.museum)!.contentVersion, media: await mediaOf(deps, data, lang) };
}

const placeBody = ({ area, museum, points, guides }: PlaceData): PlaceData => ({ area, museum, points, guides });

/** The package and whether it reveals paid content (then it is the member's own answer). */
export async function buildPackage(
  deps: PackageDeps,
  id: string,
  lang: Locale,
  caller: Caller | null,
): Promise<{ pkg: PlacePackage; revealed: boolean } | null> {
  const data = await callerData(deps.db, id, caller);
  if (!data) return null;
  const [media, translations, exhibitHashes, exhibitFeatures, points] = await Promise.all([
    mediaOf(deps, data, lang),
    translationsOf(deps.translator, placeBody(data), lang),
    data.museum ? exhibitHashesOf(deps.db, id) : Promise.resolve([]),
    data.museum ? exhibitFeaturesOf(deps.db, id) : Promise.resolve(null),
    signPoints(data.points, caller, deps.paidMedia.signer),
  ]);
  const body = { ...placeBody(data), points, exhibitHashes, exhibitFeatures, translations };
  return { pkg: { ...infoOf(id, data, lang, media, jsonBytes(body)), ...body, media }, revealed: data.revealed };
}

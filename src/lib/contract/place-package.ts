// A place packaged for offline use: its data and the list of its media files, each with
// its size and SHA-256 so a download can verify what it stored and an update can fetch
// only what changed.
import type { ExplanationPointT, GuideT, MuseumT, ScenicAreaT } from './catalog';
import type { ExhibitHash } from './endpoints';
import type { Locale } from './locales';

export type PlaceKind = 'scenic' | 'museum';

export interface PackageMediaItem {
  /** Same-origin path (`/media/...`). */
  url: string;
  bytes: number;
  /** Hex SHA-256 of the file. */
  sha256: string;
}

/** What the 'Download for offline' button shows before anything is fetched. */
export interface PlacePackageInfo {
  placeId: string;
  kind: PlaceKind;
  lang: Locale;
  contentVersion: number;
  /** The media to fetch (audio of the language, images, the map). */
  mediaBytes: number;
  mediaCount: number;
  /** The package's data (JSON) size. */
  dataBytes: number;
}

/** A stored machine translation of one text into the package's language. */
export interface PackageTranslation {
  source: string;
  text: string;
  provider: string;
}

export interface PlacePackage extends PlacePackageInfo {
  area: ScenicAreaT | null;
  museum: MuseumT | null;
  points: ExplanationPointT[];
  guides: GuideT[];
  exhibitHashes: ExhibitHash[];
  translations: PackageTranslation[];
  media: PackageMediaItem[];
}

/** The Cache Storage cache of one downloaded place's media: `place-<id>` (the service worker serves from it). */
export const PLACE_CACHE_PREFIX = 'place-';
/** Sent with a download's own media fetches: the service worker lets them through to the network. */
export const DOWNLOAD_HEADER = 'x-place-download';

// A place packaged for offline use: its data and the list of its media files, each with
// its size and SHA-256 so a download can verify what it stored and an update can fetch
// only what changed.
import type { ExplanationPointT, GuideT, MuseumT, ScenicAreaT } from './catalog';
import type { ExhibitHash } from './endpoints';
import type { MuseumExhibitFeaturesT } from './exhibit-features';
import type { Locale } from './locales';

export type PlaceKind = 'scenic' | 'museum';

export interface PackageMediaItem {
  /** Same-origin path (`/media/...`). */
  url: string;
  bytes: number;
  /** Hex SHA-256 of the file. */
  sha256: string;
  /** A paid recording the caller holds: stored for this member only, and deleted at logout. */
  paid?: boolean;
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
  /** A museum's exhibit features for the scan; null for a scenic area. */
  exhibitFeatures: MuseumExhibitFeaturesT | null;
  translations: PackageTranslation[];
  media: PackageMediaItem[];
}

/** The Cache Storage cache of one downloaded place's media: `place-<id>` (the service worker serves from it). */
export const PLACE_CACHE_PREFIX = 'place-';
/** Sent with a download's own media fetches: the service worker lets them through to the network. */
export const DOWNLOAD_HEADER = 'x-place-download';

/**
 * `GET place/media-bundle?id&lang&version&skip&part&parts`: the package's media in the
 * package's order, minus the indexes listed in `skip` (comma-separated), in one stream; with
 * `parts`, only part `part` of them (split by bytes, see the route's description). Each item is framed as
 * a 4-byte big-endian length of its header, the header (UTF-8 JSON, a MediaBundleHeader),
 * then exactly `bytes` bytes of the file. No compression (audio is compressed already).
 */
export const MEDIA_BUNDLE_TYPE = 'application/vnd.place-media-bundle';
export const MEDIA_BUNDLE_LENGTH_BYTES = 4;
/** A header is a few hundred bytes; anything longer is a damaged stream. */
export const MEDIA_BUNDLE_MAX_HEADER_BYTES = 16 * 1024;
/** At most this many indexes in `skip` (a place lists tens of files). */
export const MEDIA_BUNDLE_MAX_SKIP = 2000;
/** At most this many parts of one bundle. */
export const MEDIA_BUNDLE_MAX_PARTS = 4;
/**
 * The parts a download asks for side by side. One response fills at most ~88% of an emulated
 * 10 Mbit/s link in Chromium, two fill 90-99% (bench/place-download.ts); more gain nothing.
 */
export const MEDIA_BUNDLE_PARTS = 2;

export interface MediaBundleHeader {
  /** The item's index in the package's `media`. */
  index: number;
  url: string;
  bytes: number;
  sha256: string;
  contentType: string;
}

// Every catalogue path, relative to the gateway (`/api`). The server mounts exactly these;
// the app calls exactly these. Query parameters are listed beside each path.
import { PREFIX } from './envelope';
import type { Locale } from './locales';

export const ENDPOINTS = {
  /** POST {position?: 'home'} -> Banner[] */
  bannerList: `${PREFIX.mob}/banner/list`,
  /** GET ?keyword&provinceCode&cityCode&scenicType&locationArea&hot&page&pageSize -> Page<ScenicArea> */
  scenicList: `${PREFIX.mob}/scenic/list`,
  /** GET ?limit -> ScenicArea[] ordered by popularity */
  scenicPopular: `${PREFIX.mob}/scenic/popular`,
  /** GET -> {provinces: [{code,name,cities:[{code,name}]}], scenicTypes, locationAreas} */
  scenicFilters: `${PREFIX.mob}/scenic/filters`,
  /** GET ?id -> {area: ScenicArea, points: ExplanationPoint[]} */
  scenicDetail: `${PREFIX.mob}/scenic/detail`,
  /** GET ?id -> ExplanationPoint */
  pointDetail: `${PREFIX.mob}/point/detail`,
  /** GET ?placeId -> Guide[] (all when no placeId) */
  guideList: `${PREFIX.mob}/guide/list`,
  /** GET ?id -> {guide: Guide, points: ExplanationPoint[]} */
  guideDetail: `${PREFIX.mob}/guide/detail`,
  /** GET ?keyword&provinceCode&cityCode&page&pageSize -> Page<Museum> */
  museumList: `${PREFIX.mob}/museum/list`,
  /** GET ?id -> {museum: Museum, exhibits: ExplanationPoint[]} */
  museumDetail: `${PREFIX.mob}/museum/detail`,
  /** GET ?museumId&hallId -> ExplanationPoint[] (the exhibits, with exhibit info) */
  museumExhibits: `${PREFIX.mob}/museum/exhibits`,
  /** POST {pointId, liked} -> {pointId, liked, likeCount}; one like per device (x-device-id) */
  pointLike: `${PREFIX.mob}/point/like`,
  /** POST {pointId} -> {pointId, playCount}; sent when a narration starts playing */
  pointPlay: `${PREFIX.mob}/point/play`,
  /** GET -> HotDestination[] (the hot provinces and cities, with a cover and a count) */
  destinationHot: `${PREFIX.mob}/destination/hot`,
  /** GET ?museumId -> ExhibitHash[] (perceptual hashes of the exhibits' images, for the scan) */
  exhibitHashes: `${PREFIX.mob}/museum/exhibit-hashes`,
  /** GET ?museumId -> MuseumExhibitFeatures (local features of the exhibits' reference pictures, for the scan) */
  exhibitFeatures: `${PREFIX.mob}/museum/exhibit-features`,
  /** GET ?id&lang -> PlacePackageInfo (the size of a place's offline download) */
  placePackageInfo: `${PREFIX.mob}/place/package-info`,
  /** GET ?id&lang -> PlacePackage (a place's data and media list for offline use) */
  placePackage: `${PREFIX.mob}/place/package`,
  /** GET ?id&lang&version&skip -> the package's media in one stream (framing: place-package.ts), 409 when `version` is old */
  placeMediaBundle: `${PREFIX.mob}/place/media-bundle`,
  /** POST MachineTranslationRequest -> MachineTranslationResult */
  machineTranslation: `${PREFIX.mob}/data-config/machine-translation`,
  /** POST multipart/form-data, field `file` (an image, at most 10 MB); not encrypted;
   *  -> the full response {success, data: UploadResult, message, errorCode} */
  fileUpload: `${PREFIX.open}/file/upload`,
  /** GET ?name -> the dictionary value (langList -> LanguageItem[]) */
  simpleDict: `${PREFIX.base}/simple-dict/getByName`,
} as const;

/** Outside the gateway's service prefixes. */
export const HEALTH_PATH = '/api/health';
export const OPENAPI_PATH = '/api/openapi.json';
export const MEDIA_PREFIX = '/media';
/** Uploaded files are served here. */
export const UPLOADS_PREFIX = '/uploads';
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export interface UploadResult {
  url: string;
  name: string;
  size: number;
  contentType: string;
}

export interface PointLikeResult {
  pointId: string;
  liked: boolean;
  likeCount: number;
}

export interface PointPlayResult {
  pointId: string;
  playCount: number;
}

export interface HotDestination {
  kind: 'province' | 'city';
  code: string;
  /** The province's code for a city; null for a province. */
  provinceCode: string | null;
  name: Partial<Record<Locale, string>>;
  cover: string;
  scenicCount: number;
}

export interface ExhibitHash {
  pointId: string;
  /** 64-bit difference hash of the exhibit's image, 16 hex digits. */
  hash: string;
}

export interface MachineTranslationRequest {
  from: Locale;
  to: Locale;
  /** At most 50 texts of at most 5000 characters each. */
  texts: string[];
}

export interface MachineTranslationResult {
  to: Locale;
  /** Same order as the request's texts; null where no translation exists (yet). */
  texts: Array<string | null>;
  /** Who translated: 'stored' (the server's own store), the plugged-in provider's name, or 'none'. */
  provider: string;
}

export const MACHINE_TRANSLATION_LIMITS = { texts: 50, chars: 5000 } as const;

// Every catalogue path, relative to the gateway (`/api`). The server mounts exactly these;
// the app calls exactly these. Query parameters are listed beside each path.
import { PREFIX } from './envelope';

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

// Wire contract of the catalogue: the shapes the server sends and the app stores in Dexie.
// No browser or React imports here: the server imports this module too.
import { z } from 'zod';
import { LOCALES } from './locales';
import { LOCATION_AREAS, MUSEUM_NATURES, MUSEUM_TYPES, SCENIC_TYPES } from './enums';

const localeEnum = z.enum(LOCALES);

/** Text in every one of the 11 locales (names of places, provinces, cities, halls). */
export const AllLocalesText = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, z.string().min(1)])) as Record<(typeof LOCALES)[number], z.ZodString>,
);
/** Text in some locales; the app falls back to machine translation, then to cn. */
export const LocalizedText = z.partialRecord(localeEnum, z.string());
/** Long text that must exist at least in Chinese and English (narration, intros). */
export const CoreLocalizedText = LocalizedText.and(z.object({ cn: z.string().min(1), en: z.string().min(1) }));

export const GeoPoint = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
export const Region = z.object({ code: z.string().min(1), name: AllLocalesText });
export const MapInfo = z.object({ image: z.string(), width: z.number().positive(), height: z.number().positive() });
export const AudioFile = z.object({
  url: z.string(),
  bytes: z.number().int().positive(),
  durationSec: z.number().positive(),
  /** SHA-256 (hex) of the file, written with it by `npm run content:voice`. */
  sha256: z.string().optional(),
  /** True for a synthetic voice (the app labels it); absent or false for a person's recording. */
  synthetic: z.boolean().optional(),
});

export const ExhibitInfo = z.object({
  era: LocalizedText,
  material: LocalizedText.optional(),
  dimensions: LocalizedText.optional(),
});

export const GuideNarration = z.object({
  guideId: z.string(),
  /** null (and `audio` empty) when the point is locked for the caller: see `withheld`. */
  narration: CoreLocalizedText.nullable(),
  audio: z.partialRecord(localeEnum, AudioFile),
});

/**
 * Present only on a locked point the caller has not unlocked: its narration texts are null and
 * its recordings left out (no URL), and this says how long they are, so the point still sells
 * (docs/decisions/0042-paid-narrations.md).
 */
export const WithheldNarration = z.object({
  durationSec: z.partialRecord(localeEnum, z.number().positive()),
  guideDurationSec: z.partialRecord(localeEnum, z.number().positive()),
});

export const ExplanationPoint = z.object({
  id: z.string(),
  placeId: z.string(),
  placeKind: z.enum(['scenic', 'museum']),
  hallId: z.string().nullable(),
  /** Three digits, unique within its place: typed on the number pad, printed on labels. */
  stopNumber: z.string().regex(/^\d{3}$/),
  order: z.number().int(),
  name: AllLocalesText,
  /** null (and `audio` empty) when the point is locked for the caller: see `withheld`. */
  narration: CoreLocalizedText.nullable(),
  audio: z.partialRecord(localeEnum, AudioFile),
  image: z.string().nullable(),
  /** Position on the place's illustrated map, in map pixels. */
  mapPosition: z.object({ x: z.number(), y: z.number() }).nullable(),
  geo: GeoPoint.extend({ radiusM: z.number().positive() }).nullable(),
  locked: z.boolean(),
  priceMinor: z.number().int().nonnegative(),
  playCount: z.number().int().nonnegative(),
  likeCount: z.number().int().nonnegative(),
  guideNarration: GuideNarration.nullable(),
  exhibit: ExhibitInfo.nullable(),
  /** A video of the point (address of an MP4), when it has one; the sample catalogue has none. */
  video: z.string().min(1).nullable().optional(),
  withheld: WithheldNarration.optional(),
});

/** A point as the content folder gives it: every narration is there. */
export const ContentPoint = ExplanationPoint.omit({ withheld: true }).extend({
  narration: CoreLocalizedText,
  guideNarration: GuideNarration.extend({ narration: CoreLocalizedText }).nullable(),
});

export const ScenicArea = z.object({
  id: z.string(),
  name: AllLocalesText,
  province: Region,
  city: Region,
  scenicType: z.enum(SCENIC_TYPES),
  locationArea: z.enum(LOCATION_AREAS),
  level: z.string(),
  geo: GeoPoint,
  cover: z.string(),
  images: z.array(z.string()),
  map: MapInfo,
  intro: CoreLocalizedText,
  openingInfo: CoreLocalizedText,
  tips: CoreLocalizedText,
  address: CoreLocalizedText,
  popularity: z.number().int().nonnegative(),
  hot: z.boolean(),
  contentVersion: z.number().int().positive(),
});

export const MuseumHall = z.object({
  id: z.string(),
  order: z.number().int(),
  name: AllLocalesText,
  intro: CoreLocalizedText,
});

export const Museum = z.object({
  id: z.string(),
  name: AllLocalesText,
  province: Region,
  city: Region,
  geo: GeoPoint,
  cover: z.string(),
  images: z.array(z.string()),
  map: MapInfo,
  overview: CoreLocalizedText,
  museumType: z.enum(MUSEUM_TYPES),
  nature: z.enum(MUSEUM_NATURES),
  /** ISO date (YYYY-MM-DD) or year (YYYY). */
  establishmentDate: z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/),
  openingHours: CoreLocalizedText,
  showroomAreaM2: z.number().int().positive(),
  annualVisitors: z.number().int().nonnegative(),
  collectionCount: z.number().int().nonnegative(),
  rareArtifactCount: z.number().int().nonnegative(),
  suggestedDurationMin: z.number().int().positive(),
  visitingTips: CoreLocalizedText,
  reservationInfo: CoreLocalizedText,
  address: CoreLocalizedText,
  halls: z.array(MuseumHall),
  popularity: z.number().int().nonnegative(),
  contentVersion: z.number().int().positive(),
});

export const Guide = z.object({
  id: z.string(),
  name: AllLocalesText,
  avatar: z.string(),
  title: CoreLocalizedText,
  bio: CoreLocalizedText,
  languages: z.array(localeEnum),
  rating: z.number().min(0).max(5),
  narrationCount: z.number().int().nonnegative(),
  placeIds: z.array(z.string()),
});

export const Banner = z.object({
  id: z.string(),
  image: z.string(),
  title: AllLocalesText,
  link: z.string(),
  order: z.number().int(),
});

export const LanguageItem = z.object({
  id: localeEnum,
  name: z.string(),
  languageDesc: z.string(),
  voice: z.string(),
});

export type LocalizedTextT = z.infer<typeof LocalizedText>;
export type AllLocalesTextT = z.infer<typeof AllLocalesText>;
export type ExplanationPointT = z.infer<typeof ExplanationPoint>;
export type WithheldNarrationT = z.infer<typeof WithheldNarration>;
export type ContentPointT = z.infer<typeof ContentPoint>;
export type ScenicAreaT = z.infer<typeof ScenicArea>;
export type MuseumT = z.infer<typeof Museum>;
export type MuseumHallT = z.infer<typeof MuseumHall>;
export type GuideT = z.infer<typeof Guide>;
export type BannerT = z.infer<typeof Banner>;
export type LanguageItemT = z.infer<typeof LanguageItem>;

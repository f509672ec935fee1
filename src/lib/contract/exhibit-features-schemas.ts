// What the scan matches a photo with: the local features (ORB keypoints and descriptors) of
// every reference picture of every exhibit. Computed from the content's pictures by
// content/scripts/make-exhibit-features.ts (in Chromium, with the app's own code and
// OpenCV.js), committed in content/exhibit-features/<museumId>.json, imported by the seed,
// served at ENDPOINTS.exhibitFeatures and carried in a museum's place package.
// The zod schemas, for the server and the content test (the app's face: ./exhibit-features).
import { z } from 'zod';
import { EXHIBIT_FEATURE_ALGORITHM } from './exhibit-features';

const Base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/);

export const ExhibitPictureFeatures = z.object({
  /** Size of the analysed picture, px (its longer side is the recipe's size). */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Keypoint positions: x, y as little-endian uint16 in 1/64 px, base64. */
  points: Base64,
  /** 32 bytes per keypoint (256-bit ORB descriptors), base64. */
  descriptors: Base64,
});

export const ExhibitFeaturesEntry = z.object({
  pointId: z.string().min(1),
  pictures: z.array(ExhibitPictureFeatures).min(1),
});

/** One museum's features as the endpoint and the place package give them. */
export const MuseumExhibitFeatures = z.object({
  algorithm: z.string(),
  exhibits: z.array(ExhibitFeaturesEntry),
});

export const ExhibitFeaturesContentFile = z.object({
  museumId: z.string().min(1),
  algorithm: z.literal(EXHIBIT_FEATURE_ALGORITHM),
  exhibits: z.array(
    z.object({
      pointId: z.string().min(1),
      pictures: z
        .array(
          ExhibitPictureFeatures.extend({
            /** The picture (a /media/ path) and the SHA-256 of its file: a changed picture with
             *  stale features is caught by the content test. */
            image: z.string().startsWith('/media/'),
            imageSha256: z.string().regex(/^[0-9a-f]{64}$/),
          }),
        )
        .min(1),
    }),
  ),
});

export type ExhibitFeaturesContentFileT = z.infer<typeof ExhibitFeaturesContentFile>;

// What the scan matches a photo with: the local features (ORB keypoints and descriptors) of
// every reference picture of every exhibit. Computed from the content's pictures by
// content/scripts/make-exhibit-features.ts (in Chromium, with the app's own code and
// OpenCV.js), committed in content/exhibit-features/<museumId>.json, imported by the seed,
// served at ENDPOINTS.exhibitFeatures and carried in a museum's place package.
// The zod schemas: ./exhibit-features-schemas.

/** Names the recipe (detector, its settings, the picture size); the app ignores any other. */
export const EXHIBIT_FEATURE_ALGORITHM = 'orb-320-v1';

export interface ExhibitPictureFeaturesT {
  /** Size of the analysed picture, px (its longer side is the recipe's size). */
  width: number;
  height: number;
  /** Keypoint positions: x, y as little-endian uint16 in 1/64 px, base64. */
  points: string;
  /** 32 bytes per keypoint (256-bit ORB descriptors), base64. */
  descriptors: string;
}

export interface ExhibitFeaturesEntryT {
  pointId: string;
  /** One entry per reference picture (the exhibit's image, other views, details, its label). */
  pictures: ExhibitPictureFeaturesT[];
}

/** One museum's features as the endpoint and the place package give them. */
export interface MuseumExhibitFeaturesT {
  algorithm: string;
  exhibits: ExhibitFeaturesEntryT[];
}

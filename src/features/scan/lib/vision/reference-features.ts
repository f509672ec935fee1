// The features of one reference picture of an exhibit, as the content script computes them in
// Chromium (content/scripts/make-exhibit-features.ts bundles this file into its page).
import type { ExhibitPictureFeaturesT } from '@contract';
import { pixelsOf } from './analyse-picture';
import { encodeFeatures } from './feature-codec';
import { extractFeatures } from './features';
import type { Cv } from './opencv';
import { REFERENCE_ORB, REFERENCE_SIDE } from './settings';

export function referenceFeatures(
  cv: Cv,
  picture: CanvasImageSource,
  width: number,
  height: number,
): ExhibitPictureFeaturesT {
  return encodeFeatures(extractFeatures(cv, pixelsOf(picture, width, height, REFERENCE_SIDE, true), REFERENCE_ORB));
}

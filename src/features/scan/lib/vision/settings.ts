// The recipe's numbers, chosen on the tuned kinds of the test set (bench/scan-accuracy.ts;
// why: docs/decisions/0064). Changing a reference setting changes EXHIBIT_FEATURE_ALGORITHM
// and means running content/scripts/make-exhibit-features.ts again.
import type { OrbSettings } from './features';
import type { MatchSettings } from './recognise';

/** Reference pictures are analysed with their longer side at this many px. */
export const REFERENCE_SIDE = 320;
export const REFERENCE_ORB: OrbSettings = { maxFeatures: 400, scaleFactor: 1.2, levels: 8, fastThreshold: 10 };

/** Photos and camera frames reach the worker with their longer side at most this many px. */
export const QUERY_SIDE = 800;
/** A first look at 640 px; when it finds nothing, a second, finer look at 800 px (an exhibit
 *  small on a busy background: clutter went from 81.6% to 97.4% on the tuned kinds). */
export const FIRST_LOOK_SIDE = 640;
export const QUERY_ORB: OrbSettings = { maxFeatures: 700, scaleFactor: 1.2, levels: 8, fastThreshold: 10 };
export const SECOND_LOOK_ORB: OrbSettings = { ...QUERY_ORB, maxFeatures: 1200 };

export const MATCH: MatchSettings = { ratio: 0.8, maxDistance: 64, ransacPx: 5, minMatches: 6, maxVerified: 8 };
/** A third look where two found nothing: fainter corners kept (dim, hazy, washed-out photos;
 *  measured against local contrast evened out first, CLAHE, and a threshold of 5: bench/README). */
export const THIRD_LOOK_ORB: OrbSettings = { ...SECOND_LOOK_ORB, fastThreshold: 7 };
/** A fourth where three found nothing: the local contrast evened out first (CLAHE), glare's
 *  veil lifted (chosen on the tuned kinds, glare among them: bench/README, "scan-accuracy.ts"). */
export const FOURTH_LOOK_ORB: OrbSettings = { ...THIRD_LOOK_ORB, clahe: { clip: 5, tiles: 8 } };
/** A fifth where four found nothing: each pixel's distance from the mean around it, in that
 *  window's standard deviations (65 px a side), which undoes a veil added over part of the
 *  picture; it found glare that CLAHE did not (bench/README, "scan-accuracy.ts", stop 41). */
export const FIFTH_LOOK_ORB: OrbSettings = { ...THIRD_LOOK_ORB, normalise: { radius: 32, floor: 4, gain: 40 } };
/** The looks after the first, in order. */
export const LATER_LOOKS: readonly OrbSettings[] = [SECOND_LOOK_ORB, THIRD_LOOK_ORB, FOURTH_LOOK_ORB, FIFTH_LOOK_ORB];
/** At most this many looks at a picture: each later one only where the earlier found nothing. */
export type Looks = 1 | 2 | 3 | 4 | 5;
/** Every look there is: the first and each of LATER_LOOKS (a picked photo's). */
export const ALL_LOOKS = (LATER_LOOKS.length + 1) as Looks;

// From the scored exhibits of one picture to what the visitor is told: the exhibit (with a
// confidence), two or three it may be ("Is it one of these?"), or nothing. Scores are the
// numbers of matched features that agree on one homography (see vision/recognise.ts). On the
// test set's tuned kinds (bench/scan-accuracy.ts) a photo of an exhibit gives a median of
// 43-128 such features, and 120 photos of no exhibit gave 0-4 (one, of a gallery picture
// that shows an exhibit, 9); the floor sits above the 4.
import type { ExhibitScore } from './vision/recognise';

/** Below this the picture shows no exhibit. */
export const NONE_BELOW = 8;
/** At least this, and CLEAR_MARGIN times the next exhibit's: a match. */
export const MATCH_FROM = 14;
export const CLEAR_MARGIN = 2;
/** Offered as a choice: at least this share of the best score (and NONE_BELOW). */
export const CHOICE_SHARE = 0.34;

export interface Candidate {
  pointId: string;
  museumId: string;
  /** 0-1: how sure the scan is that the picture shows this exhibit. */
  confidence: number;
}

export type Verdict = { kind: 'match'; best: Candidate } | { kind: 'choices'; options: Candidate[] } | { kind: 'none' };

/** Grows with the agreeing features, shrinks as the next exhibit comes close. */
export function confidenceOf(inliers: number, nextInliers: number): number {
  const strength = 1 - Math.exp(-(inliers - NONE_BELOW + 4) / 12);
  const margin = 1 - nextInliers / Math.max(inliers, 1);
  return Math.round(Math.max(0, Math.min(1, strength * (0.5 + margin / 2))) * 100) / 100;
}

export function decide(scores: readonly ExhibitScore[]): Verdict {
  const [best, next] = scores;
  if (!best || best.inliers < NONE_BELOW) return { kind: 'none' };
  const nextInliers = next?.inliers ?? 0;
  const candidate = (s: ExhibitScore, after: number): Candidate => ({
    pointId: s.pointId,
    museumId: s.museumId,
    confidence: confidenceOf(s.inliers, after),
  });
  const options = scores
    .filter((s) => s.inliers >= NONE_BELOW && s.inliers >= best.inliers * CHOICE_SHARE)
    .slice(0, 3)
    .map((s) => candidate(s, s === best ? nextInliers : best.inliers));
  if ((best.inliers >= MATCH_FROM && best.inliers >= CLEAR_MARGIN * nextInliers) || options.length < 2) {
    return { kind: 'match', best: candidate(best, nextInliers) };
  }
  return { kind: 'choices', options };
}

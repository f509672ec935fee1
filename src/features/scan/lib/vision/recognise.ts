// Which reference picture a photo shows: every query descriptor is matched to its nearest
// reference descriptor and to the nearest of any other exhibit (Hamming distance, through the
// hashing index of hamming-index.ts); a match is kept when it is clearly nearer than the best of any other exhibit
// (the ratio test: features that all exhibits share, such as a common pedestal, drop out).
// The kept matches of each reference picture must then agree on one perspective mapping of
// the picture into the photo (a homography found by RANSAC); the number that agree (inliers)
// is the exhibit's score. A picture seen at an angle, turned, cut off or small still maps by
// one homography; features that agree by chance do not.
import { DESCRIPTOR_BYTES, type Features } from './features';
import { asWords, buildHammingIndex, type HammingIndex } from './hamming-index';
import type { Cv, CvMat } from './opencv';

export interface Reference {
  pointId: string;
  museumId: string;
  features: Features;
}

export interface MatchIndex {
  train: HammingIndex;
  /** The reference of each train descriptor. */
  refOf: Int32Array;
  /** The exhibit (index in `exhibits`) of each reference. */
  exhibitOfRef: Int32Array;
  refs: Reference[];
  exhibits: { pointId: string; museumId: string }[];
}

export interface MatchSettings {
  /** Nearest must be at most this share of the next exhibit's nearest. */
  ratio: number;
  /** Largest Hamming distance (of 256 bits) of a kept match. */
  maxDistance: number;
  /** RANSAC reprojection threshold, px of the analysed photo. */
  ransacPx: number;
  /** A reference needs this many kept matches before a homography is tried. */
  minMatches: number;
  /** Homographies tried, on the references with the most kept matches. */
  maxVerified: number;
}

export interface ExhibitScore {
  pointId: string;
  museumId: string;
  inliers: number;
  matches: number;
}

export function buildIndex(refs: Reference[]): MatchIndex {
  const exhibits: { pointId: string; museumId: string }[] = [];
  const exhibitIds = new Map<string, number>();
  const exhibitOfRef = new Int32Array(refs.length);
  let total = 0;
  refs.forEach((ref, i) => {
    const key = `${ref.museumId}\u0000${ref.pointId}`;
    let e = exhibitIds.get(key);
    if (e === undefined) {
      e = exhibits.push({ pointId: ref.pointId, museumId: ref.museumId }) - 1;
      exhibitIds.set(key, e);
    }
    exhibitOfRef[i] = e;
    total += ref.features.count;
  });
  const all = new Uint8Array(total * DESCRIPTOR_BYTES);
  const refOf = new Int32Array(total);
  let at = 0;
  refs.forEach((ref, i) => {
    all.set(ref.features.descriptors, at * DESCRIPTOR_BYTES);
    refOf.fill(i, at, at + ref.features.count);
    at += ref.features.count;
  });
  return { train: buildHammingIndex(all), refOf, exhibitOfRef, refs, exhibits };
}

/** First train index of each reference (its descriptors are contiguous in the index). */
function firstOfRef(index: MatchIndex): Int32Array {
  const first = new Int32Array(index.refs.length);
  let at = 0;
  index.refs.forEach((r, i) => {
    first[i] = at;
    at += r.features.count;
  });
  return first;
}

/** Is the quadrilateral convex, with corners in order (no fold-over)? */
function convex(q: number[]): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [ax, ay, bx, by, cx, cy] = [
      q[i * 2]!,
      q[i * 2 + 1]!,
      q[((i + 1) % 4) * 2]!,
      q[((i + 1) % 4) * 2 + 1]!,
      q[((i + 2) % 4) * 2]!,
      q[((i + 2) % 4) * 2 + 1]!,
    ];
    const cross = (bx - ax) * (cy - by) - (by - ay) * (cx - bx);
    if (cross === 0) return false;
    const s = Math.sign(cross);
    if (sign && s !== sign) return false;
    sign = s;
  }
  return true;
}

/** A homography that could be a photo of the picture: corners not folded, a sane size. */
function plausible(h: Float64Array | number[], ref: Features, query: Features): boolean {
  const quad: number[] = [];
  for (const [x, y] of [
    [0, 0],
    [ref.width, 0],
    [ref.width, ref.height],
    [0, ref.height],
  ] as const) {
    const w = h[6]! * x + h[7]! * y + h[8]!;
    if (w <= 0) return false;
    quad.push((h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w);
  }
  if (!convex(quad)) return false;
  let area = 0;
  for (let i = 0; i < 4; i++)
    area += quad[i * 2]! * quad[((i + 1) % 4) * 2 + 1]! - quad[((i + 1) % 4) * 2]! * quad[i * 2 + 1]!;
  // A photo never shows the picture mirrored: its corners keep their turn (a positive area).
  const share = area / 2 / (query.width * query.height);
  return share > 0.01 && share < 16;
}

export function recognise(cv: Cv, index: MatchIndex, query: Features, s: MatchSettings): ExhibitScore[] {
  if (query.count === 0 || index.refOf.length === 0) return [];
  // Per reference: train index -> [query index, distance] of its best kept match.
  const kept = new Map<number, Map<number, [number, number]>>();
  const words = asWords(query.descriptors);
  for (let qi = 0; qi < query.count; qi++) {
    let best = -1;
    let bestDistance = 257;
    let bestExhibit = -1;
    let other = 256; // nearest of another exhibit than the best's
    index.train.candidates(words, qi, (train, distance) => {
      const exhibit = index.exhibitOfRef[index.refOf[train]!]!;
      if (distance < bestDistance) {
        if (exhibit !== bestExhibit && bestDistance < other) other = bestDistance;
        best = train;
        bestDistance = distance;
        bestExhibit = exhibit;
      } else if (exhibit !== bestExhibit && distance < other) other = distance;
    });
    if (best < 0 || bestDistance > s.maxDistance || bestDistance >= s.ratio * other) continue;
    const ref = index.refOf[best]!;
    let byTrain = kept.get(ref);
    if (!byTrain) kept.set(ref, (byTrain = new Map()));
    const prior = byTrain.get(best);
    if (!prior || prior[1] > bestDistance) byTrain.set(best, [qi, bestDistance]);
  }
  const first = firstOfRef(index);
  const scores = new Map<number, ExhibitScore>();
  const order = [...kept.entries()].sort((a, b) => b[1].size - a[1].size).slice(0, s.maxVerified);
  for (const [ref, byTrain] of order) {
    const reference = index.refs[ref]!;
    const exhibit = index.exhibitOfRef[ref]!;
    const score = scores.get(exhibit) ?? { ...index.exhibits[exhibit]!, inliers: 0, matches: 0 };
    scores.set(exhibit, score);
    score.matches = Math.max(score.matches, byTrain.size);
    if (byTrain.size < s.minMatches) continue;
    const src: number[] = [];
    const dst: number[] = [];
    for (const [train, [queryIdx]] of byTrain) {
      const r = train - first[ref]!;
      src.push(reference.features.points[r * 2]!, reference.features.points[r * 2 + 1]!);
      dst.push(query.points[queryIdx * 2]!, query.points[queryIdx * 2 + 1]!);
    }
    const srcMat = cv.matFromArray(byTrain.size, 1, cv.CV_32FC2, src);
    const dstMat = cv.matFromArray(byTrain.size, 1, cv.CV_32FC2, dst);
    const mask = new cv.Mat();
    let h: CvMat | null = null;
    try {
      h = cv.findHomography(srcMat, dstMat, cv.RANSAC, s.ransacPx, mask);
      if (h.rows !== 3) continue;
      const values = Array.from(h.data64F);
      if (!plausible(values, reference.features, query)) continue;
      let inliers = 0;
      for (let i = 0; i < mask.rows; i++) inliers += mask.data[i] ? 1 : 0;
      score.inliers = Math.max(score.inliers, inliers);
    } finally {
      h?.delete();
      srcMat.delete();
      dstMat.delete();
      mask.delete();
    }
  }
  return [...scores.values()].sort((a, b) => b.inliers - a.inliers || b.matches - a.matches);
}

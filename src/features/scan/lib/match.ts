// Ranks the stored exhibits by how close their image hash is to a picture's hash.
import type { ExplanationPointT } from '@contract';
import { hammingDistance, splitHash, type SplitHash } from './hamming';

/**
 * A picture matches an exhibit within this many differing bits of 64. On the sample content,
 * two exhibits of one museum are 7 or more bits apart and a camera frame of an exhibit is
 * 0 to 3 bits from its hash; the scenic pictures of the content are 19 or more bits from every
 * exhibit.
 */
export const MATCH_MAX_DISTANCE = 10;
/** Next-nearest exhibits shown as related, when not much further than a match. */
export const RELATED_MAX_DISTANCE = 16;
const RELATED_LIMIT = 6;

export interface HashCandidate {
  pointId: string;
  museumId: string;
  hash: SplitHash;
}

export interface Ranked {
  pointId: string;
  museumId: string;
  distance: number;
}

export function toCandidates(museumId: string, hashes: { pointId: string; hash: string }[]): HashCandidate[] {
  return hashes.map((h) => ({ pointId: h.pointId, museumId, hash: splitHash(h.hash) }));
}

export function rankByHash(hash: string, candidates: readonly HashCandidate[]): Ranked[] {
  const target = splitHash(hash);
  return candidates
    .map((c) => ({ pointId: c.pointId, museumId: c.museumId, distance: hammingDistance(target, c.hash) }))
    .sort((a, b) => a.distance - b.distance || a.pointId.localeCompare(b.pointId));
}

export function bestMatch(ranked: readonly Ranked[]): Ranked | null {
  const first = ranked[0];
  return first && first.distance <= MATCH_MAX_DISTANCE ? first : null;
}

export interface RelatedExhibit {
  point: ExplanationPointT;
  reason: 'similar' | 'same-hall';
}

/** The next nearest exhibits (close enough to be confused with it), then the rest of its hall. */
export function relatedExhibits(
  match: ExplanationPointT,
  ranked: readonly Ranked[],
  exhibits: ReadonlyMap<string, ExplanationPointT>,
): RelatedExhibit[] {
  const out: RelatedExhibit[] = [];
  const seen = new Set([match.id]);
  for (const r of ranked) {
    const point = exhibits.get(r.pointId);
    if (!point || seen.has(point.id) || r.distance > RELATED_MAX_DISTANCE) continue;
    seen.add(point.id);
    out.push({ point, reason: 'similar' });
    if (out.length >= 3) break;
  }
  const hallmates = [...exhibits.values()]
    .filter((p) => match.hallId !== null && p.hallId === match.hallId && !seen.has(p.id))
    .sort((a, b) => a.order - b.order);
  for (const point of hallmates) out.push({ point, reason: 'same-hall' });
  return out.slice(0, RELATED_LIMIT);
}

// From a picture's analysis to what the visitor sees: the exhibit (by its QR label first,
// else by the nearest image hash within the threshold) and its related exhibits.
import { db } from '@/db/database';
import type { ExplanationPointT } from '@contract';
import { storedOrFetchedPoint } from '@/lib/catalog';
import type { FrameAnalysis } from './analyze-frame';
import { bestMatch, rankByHash, relatedExhibits, type HashCandidate, type RelatedExhibit } from './match';

export type ScanResult =
  | { kind: 'match'; point: ExplanationPointT; via: 'qr' | 'image'; distance: number | null; related: RelatedExhibit[] }
  | { kind: 'none' };

async function exhibitsOf(placeId: string): Promise<Map<string, ExplanationPointT>> {
  const points = await db.points.where('placeId').equals(placeId).toArray();
  return new Map(points.map((p) => [p.id, p]));
}

export async function resolveScan(analysis: FrameAnalysis, candidates: readonly HashCandidate[]): Promise<ScanResult> {
  const ranked = rankByHash(analysis.hash, candidates);
  if (analysis.qrPointId) {
    const point = await storedOrFetchedPoint(analysis.qrPointId);
    if (point) {
      const sameMuseum = ranked.filter((r) => r.museumId === point.placeId);
      return {
        kind: 'match',
        point,
        via: 'qr',
        distance: null,
        related: relatedExhibits(point, sameMuseum, await exhibitsOf(point.placeId)),
      };
    }
  }
  const best = bestMatch(ranked);
  if (!best) return { kind: 'none' };
  const exhibits = await exhibitsOf(best.museumId);
  const point = exhibits.get(best.pointId) ?? (await storedOrFetchedPoint(best.pointId));
  if (!point) return { kind: 'none' };
  const sameMuseum = ranked.filter((r) => r.museumId === best.museumId);
  return {
    kind: 'match',
    point,
    via: 'image',
    distance: best.distance,
    related: relatedExhibits(point, sameMuseum, exhibits),
  };
}

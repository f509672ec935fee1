// From what a picture showed (a QR label, or the recognised exhibits) to what the visitor
// sees: the exhibit with its related exhibits, a choice of two or three, or nothing.
import { db } from '@/db/database';
import type { ExplanationPointT } from '@contract';
import { storedOrFetchedPoint } from '@/lib/catalog';
import { NONE_BELOW, type Verdict } from './decide';
import { relatedExhibits, type RelatedExhibit } from './match';
import type { ExhibitScore } from './vision/recognise';

export type ScanResult =
  | {
      kind: 'match';
      point: ExplanationPointT;
      via: 'qr' | 'image';
      /** 0-1 for a picture; null for a QR label. */
      confidence: number | null;
      related: RelatedExhibit[];
    }
  | { kind: 'choices'; options: { point: ExplanationPointT; confidence: number }[] }
  | { kind: 'none' };

async function exhibitsOf(placeId: string): Promise<Map<string, ExplanationPointT>> {
  const points = await db.points.where('placeId').equals(placeId).toArray();
  return new Map(points.map((p) => [p.id, p]));
}

async function matchOf(
  pointId: string,
  via: 'qr' | 'image',
  confidence: number | null,
  similar: string[],
): Promise<ScanResult | null> {
  const point = await storedOrFetchedPoint(pointId);
  if (!point) return null;
  return {
    kind: 'match',
    point,
    via,
    confidence,
    related: relatedExhibits(point, similar, await exhibitsOf(point.placeId)),
  };
}

/** The exhibit an exhibit label's QR code names (null: not one the app knows). */
export function resolveQr(pointId: string): Promise<ScanResult | null> {
  return matchOf(pointId, 'qr', null, []);
}

export async function resolveVerdict(verdict: Verdict, scores: readonly ExhibitScore[]): Promise<ScanResult> {
  if (verdict.kind === 'match') {
    const similar = scores
      .filter((s) => s.pointId !== verdict.best.pointId && s.inliers >= NONE_BELOW)
      .map((s) => s.pointId);
    return (await matchOf(verdict.best.pointId, 'image', verdict.best.confidence, similar)) ?? { kind: 'none' };
  }
  if (verdict.kind === 'choices') {
    const options: { point: ExplanationPointT; confidence: number }[] = [];
    for (const option of verdict.options) {
      const point = await storedOrFetchedPoint(option.pointId);
      if (point) options.push({ point, confidence: option.confidence });
    }
    return options.length ? { kind: 'choices', options } : { kind: 'none' };
  }
  return { kind: 'none' };
}

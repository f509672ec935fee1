import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import { readStoredItems } from '@/db/stored-lists';
import { useRefresh, type Refresh } from '@/hooks/use-refresh';
import type { AllLocalesTextT, ExplanationPointT, GuideT } from '@contract';
import { ensurePlace, fetchGuides, fetchPoint, placePointsKey } from '@/lib/catalog';

export interface PlaceSummary {
  name: AllLocalesTextT;
  cover: string;
}

export interface PointDetail {
  /** undefined while Dexie is read; null when the point was never stored. */
  point: ExplanationPointT | null | undefined;
  place: PlaceSummary | null;
  /** The place's points in visiting order (the playlist); [point] when they are not stored. */
  placePoints: ExplanationPointT[];
  guide: GuideT | null;
}

async function readPointDetail(id: string): Promise<Omit<PointDetail, 'point'> & { point: ExplanationPointT | null }> {
  const point = (await db.points.get(id)) ?? null;
  if (!point) return { point, place: null, placePoints: [], guide: null };
  const [place, listed, guide] = await Promise.all([
    point.placeKind === 'scenic' ? db.scenicAreas.get(point.placeId) : db.museums.get(point.placeId),
    readStoredItems(placePointsKey(point.placeId), db.points),
    point.guideNarration ? db.guides.get(point.guideNarration.guideId) : undefined,
  ]);
  const placePoints = listed ?? (await db.points.where('placeId').equals(point.placeId).sortBy('order'));
  return {
    point,
    place: place ? { name: place.name, cover: place.cover } : null,
    placePoints: placePoints.some((p) => p.id === id) ? placePoints : [point],
    guide: guide ?? null,
  };
}

/** The guides (a short list) fetched once when the point's gold-medal guide is not stored. */
async function ensureGuide(point: ExplanationPointT): Promise<void> {
  const guideId = point.guideNarration?.guideId;
  if (guideId && !(await db.guides.get(guideId))) await fetchGuides();
}

export function usePointDetail(id: string | undefined): PointDetail & Refresh {
  const stored = useLiveQuery(() => (id ? readPointDetail(id) : null), [id]);
  const refresh = useRefresh(id ? `point.detail:${id}` : null, async () => {
    const point = await fetchPoint(id!);
    // The place is only for the playlist and the player's labels, the guide for naming their tab
    // and narration: their failure is not the page's.
    await Promise.all([ensurePlace(point).catch(() => undefined), ensureGuide(point).catch(() => undefined)]);
  });
  return {
    point: stored === undefined ? undefined : (stored?.point ?? null),
    place: stored?.place ?? null,
    placePoints: stored?.placePoints ?? [],
    guide: stored?.guide ?? null,
    ...refresh,
  };
}

import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import { readStoredItems } from '@/db/stored-lists';
import { useRefresh, type Refresh } from '@/hooks/use-refresh';
import type { AllLocalesTextT, ExplanationPointT, GuideT } from '@contract';
import { ensurePlace, fetchPoint, placePointsKey } from '@/lib/catalog';

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

export function usePointDetail(id: string | undefined): PointDetail & Refresh {
  const stored = useLiveQuery(() => (id ? readPointDetail(id) : null), [id]);
  const refresh = useRefresh(id ? `point.detail:${id}` : null, async () => {
    const point = await fetchPoint(id!);
    // The place is only for the playlist and the player's labels: its failure is not the page's.
    await ensurePlace(point).catch(() => undefined);
  });
  return {
    point: stored === undefined ? undefined : (stored?.point ?? null),
    place: stored?.place ?? null,
    placePoints: stored?.placePoints ?? [],
    guide: stored?.guide ?? null,
    ...refresh,
  };
}

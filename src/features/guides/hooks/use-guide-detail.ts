import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import { readStoredItems } from '@/db/stored-lists';
import { useRefresh, type Refresh } from '@/hooks/use-refresh';
import type { AllLocalesTextT, ExplanationPointT, GuideT } from '@contract';
import { ensurePlace, fetchGuideDetail, guidePointsKey } from '@/lib/catalog';

export interface GuideDetail {
  /** undefined while Dexie is read; null when never stored. */
  guide: GuideT | null | undefined;
  /** null when the guide's narrations were never fetched. */
  points: ExplanationPointT[] | null;
  /** Names and covers of the places the narrations belong to, as far as they are stored. */
  places: Map<string, { name: AllLocalesTextT; cover: string }>;
}

async function readGuideDetail(id: string) {
  const [guide, points] = await Promise.all([db.guides.get(id), readStoredItems(guidePointsKey(id), db.points)]);
  const places = new Map<string, { name: AllLocalesTextT; cover: string }>();
  const placeIds = [...new Set((points ?? []).map((p) => p.placeId))];
  const [scenic, museums] = await Promise.all([db.scenicAreas.bulkGet(placeIds), db.museums.bulkGet(placeIds)]);
  for (const place of [...scenic, ...museums])
    if (place) places.set(place.id, { name: place.name, cover: place.cover });
  return { guide: guide ?? null, points, places };
}

export function useGuideDetail(id: string | undefined): GuideDetail & Refresh {
  const stored = useLiveQuery(() => (id ? readGuideDetail(id) : null), [id]);
  const refresh = useRefresh(id ? `guide.detail:${id}` : null, async () => {
    const points = await fetchGuideDetail(id!);
    // The places' names label the narrations; fetched once, and their failure is not the page's.
    const firstOfPlace = [...new Map(points.map((p) => [p.placeId, p])).values()];
    await Promise.all(firstOfPlace.map((p) => ensurePlace(p).catch(() => undefined)));
  });
  return {
    guide: stored === undefined ? undefined : (stored?.guide ?? null),
    points: stored?.points ?? null,
    places: stored?.places ?? new Map(),
    ...refresh,
  };
}

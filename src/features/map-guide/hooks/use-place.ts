import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { AllLocalesTextT, ExplanationPointT } from '@contract';

export interface MapPlace {
  id: string;
  kind: 'scenic' | 'museum';
  name: AllLocalesTextT;
  cover: string;
  map: { image: string; width: number; height: number };
}

/** The stored place (museum or scenic area) and its points in order; `undefined` while read. */
export function useMapPlace(
  id: string | undefined,
): { place: MapPlace | null; points: ExplanationPointT[] } | undefined {
  return useLiveQuery(async () => {
    if (!id) return { place: null, points: [] };
    const museum = await db.museums.get(id);
    const area = museum ? undefined : await db.scenicAreas.get(id);
    const found = museum ?? area;
    if (!found) return { place: null, points: [] };
    const points = await db.points.where('placeId').equals(id).sortBy('order');
    const place: MapPlace = {
      id,
      kind: museum ? 'museum' : 'scenic',
      name: found.name,
      cover: found.cover,
      map: found.map,
    };
    return { place, points };
  }, [id]);
}

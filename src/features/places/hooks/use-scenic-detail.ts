import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import { readStoredItems } from '@/db/stored-lists';
import type { ExplanationPointT, ScenicAreaT } from '@contract';
import { useRefresh, type RefreshState } from '@/hooks/use-refresh';
import { placePointsKey, refreshScenic } from '@/lib/catalog';

export interface ScenicDetail {
  /** undefined while Dexie is read; null when this area was never stored. */
  area: ScenicAreaT | null | undefined;
  /** null when the area's points were never fetched (its card came from a list). */
  points: ExplanationPointT[] | null;
  state: RefreshState;
  error: unknown;
  retry: () => void;
}

export interface StoredScenic {
  area: ScenicAreaT | null;
  points: ExplanationPointT[] | null;
}

/** The refresh key of a scenic area's page. */
export const scenicDetailKey = (id: string) => `scenic.detail:${id}`;

export async function readScenicDetail(id: string): Promise<StoredScenic> {
  const [area, points] = await Promise.all([db.scenicAreas.get(id), readStoredItems(placePointsKey(id), db.points)]);
  return { area: area ?? null, points };
}

/** `primed`: what the route's loader read from Dexie, drawn until the live query answers. */
export function useScenicDetail(id: string | undefined, primed?: StoredScenic | null): ScenicDetail {
  const stored = useLiveQuery(
    async () => (id ? readScenicDetail(id) : { area: null, points: null }),
    [id],
    primed && primed.area?.id === id ? primed : undefined,
  );
  const { state, error, retry } = useRefresh(id ? scenicDetailKey(id) : null, () => refreshScenic(id!));
  return { area: stored?.area, points: stored?.points ?? null, state, error, retry };
}

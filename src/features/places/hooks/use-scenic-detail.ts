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

export function useScenicDetail(id: string | undefined): ScenicDetail {
  const stored = useLiveQuery(async () => {
    if (!id) return { area: null, points: null };
    const [area, points] = await Promise.all([db.scenicAreas.get(id), readStoredItems(placePointsKey(id), db.points)]);
    return { area: area ?? null, points };
  }, [id]);
  const { state, error, retry } = useRefresh(id ? `scenic.detail:${id}` : null, () => refreshScenic(id!));
  return { area: stored?.area, points: stored?.points ?? null, state, error, retry };
}

// What the checkout sells, from Dexie (the locked notice's page stored it), fetched when the
// checkout is opened directly: a point (its name, its place, its price) or a whole place (its
// points still locked for the member; priced by the contract's placeBundlePrice, as the server does).
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { AllLocalesTextT, ExplanationPointT } from '@contract';
import { placeBundlePrice, type OrderTargetKind, type Unlocks } from '@contract/member';
import { useRefresh, type RefreshState } from '@/hooks/use-refresh';
import { ensurePlace, fetchPoint, refreshScenic } from '@/lib/catalog';
import { isPointLocked, useUnlocks } from '@/features/unlocks';

export interface CheckoutItem {
  kind: OrderTargetKind;
  id: string;
  name: AllLocalesTextT;
  placeName: AllLocalesTextT | null;
  /** The point to listen to once paid (the first one of a place). */
  pointId: string | null;
  /** List price in fen: the point's, or the place's bundle price (its locked points less 20%). */
  priceMinor: number;
  lockedCount: number;
}

async function placeName(placeId: string): Promise<AllLocalesTextT | null> {
  const place = (await db.scenicAreas.get(placeId)) ?? (await db.museums.get(placeId));
  return place?.name ?? null;
}

async function readItem(
  pointId: string | undefined,
  placeId: string | undefined,
  unlocks: Unlocks,
): Promise<CheckoutItem | null> {
  if (pointId) {
    const point = await db.points.get(pointId);
    if (!point) return null;
    return {
      kind: 'point',
      id: point.id,
      name: point.name,
      placeName: await placeName(point.placeId),
      pointId: point.id,
      priceMinor: point.priceMinor,
      lockedCount: isPointLocked(point, unlocks) ? 1 : 0,
    };
  }
  if (!placeId) return null;
  const name = await placeName(placeId);
  if (!name) return null;
  const points: ExplanationPointT[] = await db.points.where('placeId').equals(placeId).sortBy('order');
  const locked = points.filter((p) => isPointLocked(p, unlocks));
  return {
    kind: 'place',
    id: placeId,
    name,
    placeName: null,
    pointId: locked[0]?.id ?? points[0]?.id ?? null,
    priceMinor: placeBundlePrice(points.filter((p) => p.locked).map((p) => p.priceMinor)),
    lockedCount: locked.length,
  };
}

export function useCheckoutItem(
  pointId: string | undefined,
  placeId: string | undefined,
): { item: CheckoutItem | null | undefined; state: RefreshState; error: unknown; retry: () => void } {
  const unlocks = useUnlocks();
  const item = useLiveQuery(() => readItem(pointId, placeId, unlocks), [pointId, placeId, unlocks]);
  const key = pointId ? `checkout:point:${pointId}` : placeId ? `checkout:place:${placeId}` : null;
  const { state, error, retry } = useRefresh(key, async () => {
    if (pointId) {
      const point = await fetchPoint(pointId);
      await ensurePlace(point).catch(() => undefined);
    } else if (placeId && !(await db.museums.get(placeId))) {
      await refreshScenic(placeId);
    }
  });
  return { item, state, error, retry };
}

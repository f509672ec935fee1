// A place's points as the server sent them, into Dexie: always through putServerPoints (a like
// still waiting in the outbox keeps its count), with the order kept as a stored list so a
// page knows whether the place's points were ever fetched.
import { db } from '@/db/database';
import { putServerPoints } from '@/db/server-points';
import type { ExplanationPointT } from '@contract';

export const placePointsKey = (placeId: string) => `place.points:${placeId}`;

/** The tables a transaction that calls storePlacePoints must hold. */
export const placePointTables = () => [db.points, db.pendingActions, db.lists];

/**
 * Call inside a read-write transaction over placePointTables(). `dropOthers`: the answer is the
 * whole list (a museum's exhibits), so stored points of the place it no longer names go.
 */
export async function storePlacePoints(
  placeId: string,
  points: ExplanationPointT[],
  since: number,
  dropOthers: boolean,
): Promise<void> {
  if (dropOthers) {
    const ids = new Set(points.map((p) => p.id));
    await db.points
      .where('placeId')
      .equals(placeId)
      .and((p) => !ids.has(p.id))
      .delete();
  }
  await putServerPoints(points, since);
  await db.lists.put({ key: placePointsKey(placeId), ids: points.map((p) => p.id), updatedAt: Date.now() });
}

// Points from the server are written through here, so that an answer older than this
// device's own like cannot undo it: while a like waits in the outbox, or when a like was
// made or confirmed after the request left, the stored like count is kept.
import type { ExplanationPointT } from '@contract';
import { db } from './database';

/** The outbox kind of a like (Dexie `pendingActions`, key = point id). */
export const POINT_LIKE_KIND = 'point-like';

let clock = 0;
const touched = new Map<string, number>();

/** Taken before a request that returns points; handed to putServerPoints with its answer. */
export function pointsClock(): number {
  return clock;
}

/** A like of this point was made or confirmed just now. */
export function touchPointLike(pointId: string): void {
  touched.set(pointId, ++clock);
}

/** Call inside a read-write transaction over db.points and db.pendingActions. */
export async function putServerPoints(points: ExplanationPointT[], since: number): Promise<void> {
  const ids = points.map((p) => p.id);
  const waiting = new Set(
    (
      await db.pendingActions
        .where('key')
        .anyOf(ids)
        .filter((a) => a.kind === POINT_LIKE_KIND)
        .toArray()
    ).map((a) => a.key),
  );
  const keep = ids.filter((id) => waiting.has(id) || (touched.get(id) ?? 0) > since);
  const stored = new Map<string, number>();
  for (const point of await db.points.bulkGet(keep)) if (point) stored.set(point.id, point.likeCount);
  await db.points.bulkPut(points.map((p) => (stored.has(p.id) ? { ...p, likeCount: stored.get(p.id)! } : p)));
}

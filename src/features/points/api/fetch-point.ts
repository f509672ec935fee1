// A point from the API into Dexie. While a like of this device waits in the outbox, the
// stored count (which already holds it) is kept rather than the server's older one.
import { db } from '../../../db/database';
import { request } from '../../../lib/api';
import { ENDPOINTS, type ExplanationPointT } from '../../../lib/contract';
import { LIKE_KIND } from '../state/like-outbox';

export async function fetchPoint(id: string): Promise<ExplanationPointT> {
  const point = await request<ExplanationPointT>(ENDPOINTS.pointDetail, { payload: { id }, errorToast: false });
  await db.transaction('rw', [db.points, db.pendingActions], async () => {
    const waiting = await db.pendingActions.where('key').equals(id).filter((a) => a.kind === LIKE_KIND).count();
    const stored = waiting ? await db.points.get(id) : undefined;
    await db.points.put(stored ? { ...point, likeCount: stored.likeCount } : point);
  });
  return point;
}

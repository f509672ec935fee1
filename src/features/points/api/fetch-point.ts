// A point from the API into Dexie (a like of this device is not undone by an older answer).
import { db } from '../../../db/database';
import { pointsClock, putServerPoints } from '../../../db/server-points';
import { request } from '../../../lib/api';
import { ENDPOINTS, type ExplanationPointT } from '../../../lib/contract';

export async function fetchPoint(id: string): Promise<ExplanationPointT> {
  const since = pointsClock();
  const point = await request<ExplanationPointT>(ENDPOINTS.pointDetail, { payload: { id }, errorToast: false });
  await db.transaction('rw', [db.points, db.pendingActions], () => putServerPoints([point], since));
  return point;
}

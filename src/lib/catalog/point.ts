// The point resource (ENDPOINTS.pointDetail): the only code that fetches it and writes it into
// Dexie, through putServerPoints (a like of this device is not undone by an older answer).
import { db } from '@/db/database';
import { pointsClock, putServerPoints } from '@/db/server-points';
import { request } from '@/lib/api';
import { ENDPOINTS, type ExplanationPointT } from '@contract';

export async function fetchPoint(id: string): Promise<ExplanationPointT> {
  const since = pointsClock();
  const point = await request<ExplanationPointT>(ENDPOINTS.pointDetail, { payload: { id }, errorToast: false });
  await db.transaction('rw', [db.points, db.pendingActions], () => putServerPoints([point], since));
  return point;
}

/** The stored point, else fetched when online; null when neither gives it. */
export async function storedOrFetchedPoint(id: string): Promise<ExplanationPointT | null> {
  const stored = await db.points.get(id);
  if (stored) return stored;
  if (!navigator.onLine) return null;
  return fetchPoint(id).catch(() => null);
}

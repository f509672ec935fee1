// A point named by an exhibit's QR label that this device never stored: fetched and stored.
import { db } from '../../../db/database';
import { request } from '../../../lib/api';
import { ENDPOINTS, type ExplanationPointT } from '../../../lib/contract';

export async function fetchPoint(id: string): Promise<ExplanationPointT | null> {
  const stored = await db.points.get(id);
  if (stored) return stored;
  if (!navigator.onLine) return null;
  try {
    const point = await request<ExplanationPointT>(ENDPOINTS.pointDetail, { payload: { id }, errorToast: false });
    await db.points.put(point);
    return point;
  } catch {
    return null;
  }
}

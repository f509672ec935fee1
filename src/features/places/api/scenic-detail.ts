// A scenic area and its explanation points, written into Dexie; the points' order is kept
// as a stored list, so the page knows whether the points were ever fetched.
import { db } from '../../../db/database';
import { pointsClock, putServerPoints } from '../../../db/server-points';
import { request } from '../../../lib/api';
import { ENDPOINTS, type ExplanationPointT, type ScenicAreaT } from '../../../lib/contract';

export const placePointsKey = (placeId: string) => `place.points:${placeId}`;

export async function fetchScenicDetail(id: string): Promise<void> {
  const since = pointsClock();
  const { area, points } = await request<{ area: ScenicAreaT; points: ExplanationPointT[] }>(ENDPOINTS.scenicDetail, {
    payload: { id },
    errorToast: false,
  });
  await db.transaction('rw', [db.scenicAreas, db.points, db.pendingActions, db.lists], async () => {
    await db.scenicAreas.put(area);
    await putServerPoints(points, since);
    await db.lists.put({ key: placePointsKey(id), ids: points.map((p) => p.id), updatedAt: Date.now() });
  });
}

// The guide resources (ENDPOINTS.guideList, guideDetail) into Dexie: the list (best rated
// first), and one guide with the points that carry their narration. The guides screens and
// the home page both come here.
import { db } from '@/db/database';
import { pointsClock, putServerPoints } from '@/db/server-points';
import { request } from '@/lib/api';
import { ENDPOINTS, type ExplanationPointT, type GuideT } from '@contract';

export const GUIDES_LIST_KEY = 'guides.all';
export const guidePointsKey = (guideId: string) => `guide.points:${guideId}`;

/** The whole list, stored; returned for the home page, which keeps its own order of it. */
export async function fetchGuides(): Promise<GuideT[]> {
  const guides = await request<GuideT[]>(ENDPOINTS.guideList, { errorToast: false });
  await db.transaction('rw', [db.guides, db.lists], async () => {
    await db.guides.bulkPut(guides);
    await db.lists.put({ key: GUIDES_LIST_KEY, ids: guides.map((g) => g.id), updatedAt: Date.now() });
  });
  return guides;
}

export async function fetchGuideDetail(id: string): Promise<ExplanationPointT[]> {
  const since = pointsClock();
  const { guide, points } = await request<{ guide: GuideT; points: ExplanationPointT[] }>(ENDPOINTS.guideDetail, {
    payload: { id },
    errorToast: false,
  });
  await db.transaction('rw', [db.guides, db.points, db.pendingActions, db.lists], async () => {
    await db.guides.put(guide);
    await putServerPoints(points, since);
    await db.lists.put({ key: guidePointsKey(id), ids: points.map((p) => p.id), updatedAt: Date.now() });
  });
  return points;
}

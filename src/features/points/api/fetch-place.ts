// The place a point belongs to (its name and cover for the player, its points for the
// playlist), fetched only when Dexie does not hold it yet.
import { db } from '../../../db/database';
import { pointsClock, putServerPoints } from '../../../db/server-points';
import { request } from '../../../lib/api';
import { ENDPOINTS, type ExplanationPointT, type MuseumT } from '../../../lib/contract';
import { placePointsKey, refreshScenicDetail } from '../../places';

async function fetchMuseum(id: string): Promise<void> {
  const since = pointsClock();
  const { museum, exhibits } = await request<{ museum: MuseumT; exhibits: ExplanationPointT[] }>(ENDPOINTS.museumDetail, {
    payload: { id },
    errorToast: false,
  });
  await db.transaction('rw', [db.museums, db.points, db.pendingActions, db.lists], async () => {
    await db.museums.put(museum);
    await putServerPoints(exhibits, since);
    await db.lists.put({ key: placePointsKey(id), ids: exhibits.map((p) => p.id), updatedAt: Date.now() });
  });
}

export async function ensurePlace(point: Pick<ExplanationPointT, 'placeId' | 'placeKind'>): Promise<void> {
  if (await db.lists.get(placePointsKey(point.placeId))) return;
  if (point.placeKind === 'scenic') await refreshScenicDetail(point.placeId);
  else await fetchMuseum(point.placeId);
}

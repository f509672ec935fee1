// The scenic area resource (ENDPOINTS.scenicDetail): the only code that fetches it and writes
// it into Dexie.
import { db } from '@/db/database';
import { pointsClock } from '@/db/server-points';
import { request } from '@/lib/api';
import { ENDPOINTS, type ExplanationPointT, type ScenicAreaT } from '@contract';
import { placePointTables, storePlacePoints } from './place-points';

/** A scenic area and its explanation points. */
export async function refreshScenic(id: string): Promise<void> {
  const since = pointsClock();
  const { area, points } = await request<{ area: ScenicAreaT; points: ExplanationPointT[] }>(ENDPOINTS.scenicDetail, {
    payload: { id },
    errorToast: false,
  });
  await db.transaction('rw', [db.scenicAreas, ...placePointTables()], async () => {
    await db.scenicAreas.put(area);
    await storePlacePoints(id, points, since, false);
  });
}

// The museum resources (ENDPOINTS.museumDetail, museumExhibits): the only code that fetches
// them and writes them into Dexie; the museum pages, the scan, the player and the favourites
// all come here.
import { db } from '@/db/database';
import { pointsClock } from '@/db/server-points';
import { request } from '@/lib/api';
import { ENDPOINTS, type ExplanationPointT, type MuseumT } from '@contract';
import { placePointTables, storePlacePoints } from './place-points';

/** A museum with its halls and exhibits. */
export async function refreshMuseum(id: string): Promise<void> {
  const since = pointsClock();
  const { museum, exhibits } = await request<{ museum: MuseumT; exhibits: ExplanationPointT[] }>(
    ENDPOINTS.museumDetail,
    {
      payload: { id },
      errorToast: false,
    },
  );
  await db.transaction('rw', [db.museums, ...placePointTables()], async () => {
    await db.museums.put(museum);
    await storePlacePoints(museum.id, exhibits, since, true);
  });
}

/** A museum's exhibits with their exhibit info (the online museum). */
export async function refreshMuseumExhibits(museumId: string): Promise<void> {
  const since = pointsClock();
  const exhibits = await request<ExplanationPointT[]>(ENDPOINTS.museumExhibits, {
    payload: { museumId },
    errorToast: false,
  });
  await db.transaction('rw', placePointTables(), () => storePlacePoints(museumId, exhibits, since, true));
}

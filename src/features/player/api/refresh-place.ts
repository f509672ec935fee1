// Fetches a place (scenic area or museum) with its points and writes them into Dexie, which
// the number pad and the player read. The place's kind is tried from what is stored, else
// scenic first, then museum.
import { db } from '../../../db/database';
import { ApiError, request } from '../../../lib/api';
import { ENDPOINTS, type ExplanationPointT, type MuseumT, type ScenicAreaT } from '../../../lib/contract';

const quiet = { errorToast: false } as const;

async function refreshScenic(id: string): Promise<void> {
  const { area, points } = await request<{ area: ScenicAreaT; points: ExplanationPointT[] }>(ENDPOINTS.scenicDetail, {
    payload: { id },
    ...quiet,
  });
  await db.transaction('rw', [db.scenicAreas, db.points], async () => {
    await db.scenicAreas.put(area);
    await db.points.bulkPut(points);
  });
}

async function refreshMuseum(id: string): Promise<void> {
  const { museum, exhibits } = await request<{ museum: MuseumT; exhibits: ExplanationPointT[] }>(ENDPOINTS.museumDetail, {
    payload: { id },
    ...quiet,
  });
  await db.transaction('rw', [db.museums, db.points], async () => {
    await db.museums.put(museum);
    await db.points.bulkPut(exhibits);
  });
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export async function refreshPlace(placeId: string): Promise<void> {
  if (await db.museums.get(placeId)) return refreshMuseum(placeId);
  try {
    await refreshScenic(placeId);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await refreshMuseum(placeId);
  }
}

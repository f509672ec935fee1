// A place (scenic area or museum) named only by its id, with its points, refreshed into Dexie
// from the endpoint of its kind (known once stored; asked of both the first time). The map
// guide, the number pad and the player read it there.
import { db } from '../db/database';
import { ApiError, request } from './api';
import { ENDPOINTS, type ExplanationPointT, type MuseumT, type ScenicAreaT } from './contract';

const quiet = { errorToast: false } as const;

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

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export async function refreshPlace(id: string): Promise<void> {
  if (await db.museums.get(id)) return refreshMuseum(id);
  if (await db.scenicAreas.get(id)) return refreshScenic(id);
  const results = await Promise.allSettled([refreshMuseum(id), refreshScenic(id)]);
  if (results.some((r) => r.status === 'fulfilled')) return;
  const errors = results.map((r) => (r as PromiseRejectedResult).reason as unknown);
  // Both 404: the id names nothing. Otherwise the other failure (network) is the one to tell.
  throw errors.find((e) => !isNotFound(e)) ?? errors[0];
}

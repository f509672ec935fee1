// A place (scenic area or museum) named only by its id, or by one of its points: refreshed
// from the endpoint of its kind (known once stored; asked of both the first time).
import { db } from '@/db/database';
import { ApiError } from '@/lib/api';
import type { ExplanationPointT } from '@contract';
import { refreshMuseum } from './museum';
import { placePointsKey } from './place-points';
import { refreshScenic } from './scenic';

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

/** The place a point belongs to (its name and cover, its points), fetched only when its points were never stored. */
export async function ensurePlace(point: Pick<ExplanationPointT, 'placeId' | 'placeKind'>): Promise<void> {
  if (await db.lists.get(placePointsKey(point.placeId))) return;
  if (point.placeKind === 'scenic') await refreshScenic(point.placeId);
  else await refreshMuseum(point.placeId);
}

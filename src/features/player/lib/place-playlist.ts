// A place's points as a playlist, read from Dexie (refreshed from the API when the place is
// not stored and the network is there), with the context the player shows.
import { db } from '@/db/database';
import { fetchPoint, refreshPlace } from '@/lib/catalog';
import type { ExplanationPointT } from '@contract';
import type { PlayContext } from '../state/player-atoms';
import { placeContext } from './place-context';

export interface Playlist {
  points: ExplanationPointT[];
  index: number;
  context: PlayContext;
}

/** Fetches and stores the place when nothing of it is stored; quiet when that fails. */
export async function ensurePlace(placeId: string): Promise<void> {
  const stored = await db.points.where('placeId').equals(placeId).count();
  if (stored > 0 || !navigator.onLine) return;
  await refreshPlace(placeId).catch(() => undefined);
}

async function playlistAround(point: ExplanationPointT): Promise<Playlist> {
  const [points, context] = await Promise.all([
    db.points.where('placeId').equals(point.placeId).sortBy('order'),
    placeContext(point.placeId, point.placeKind),
  ]);
  const index = Math.max(
    0,
    points.findIndex((p) => p.id === point.id),
  );
  if (points.length === 0) points.push(point);
  return { points, index, context };
}

/** The stored point with this stop number, if any (no network). */
export const findStoredStop = (placeId: string, stopNumber: string) =>
  db.points.where('[placeId+stopNumber]').equals([placeId, stopNumber]).first();

/** The place's point with this stop number, as a playlist; 'none' or 'offline' when not found. */
export async function findStop(placeId: string, stopNumber: string): Promise<Playlist | 'none' | 'offline'> {
  const lookup = () => findStoredStop(placeId, stopNumber);
  let point = await lookup();
  if (!point && navigator.onLine) {
    // Not stored, or stored before this stop existed: ask the network once.
    await refreshPlace(placeId).catch(() => undefined);
    point = await lookup();
  }
  if (point) return playlistAround(point);
  const anyStored = (await db.points.where('placeId').equals(placeId).count()) > 0;
  return anyStored || navigator.onLine ? 'none' : 'offline';
}

/** The point with this id (stored, else fetched) as a playlist of its place; null if unknown. */
export async function playlistForPoint(pointId: string): Promise<Playlist | null> {
  let point = await db.points.get(pointId);
  if (!point && navigator.onLine) {
    point = await fetchPoint(pointId).catch(() => undefined);
    if (point) await refreshPlace(point.placeId).catch(() => undefined);
  }
  return point ? playlistAround(point) : null;
}

// Playing what was just bought, by its id: a point, or a whole place from its first stop the
// member may play. Called from the tap that asks for it ("Listen now"), before the screen
// changes, so the sound starts from the visitor's gesture (autoplay rules) wherever the tap
// leads; the playlist is the place's, as on the point's page.
import { db } from '@/db/database';
import { appStore } from '@/lib/store';
import { isPointLocked, unlocksAtom } from '@/features/unlocks';
import { placeContext } from '../lib/place-context';
import { ensurePlace, playlistForPoint } from '../lib/place-playlist';
import { loadPlayer } from './load-player';

/** Plays the point with its place as the playlist; false when it is unknown or still locked. */
export async function playPointById(pointId: string): Promise<boolean> {
  const [player, playlist] = await Promise.all([loadPlayer(), playlistForPoint(pointId)]);
  const point = playlist?.points[playlist.index];
  if (!playlist || !point || isPointLocked(point, appStore.get(unlocksAtom))) return false;
  player.playPoints(playlist.points, playlist.index, playlist.context);
  return true;
}

/** Plays the place from its first stop the member may play; false when there is none. */
export async function playPlaceById(placeId: string): Promise<boolean> {
  const [player] = await Promise.all([loadPlayer(), ensurePlace(placeId)]);
  const points = await db.points.where('placeId').equals(placeId).sortBy('order');
  const unlocks = appStore.get(unlocksAtom);
  const index = points.findIndex((point) => !isPointLocked(point, unlocks));
  const first = points[index];
  if (!first) return false;
  const context = await placeContext(placeId, first.placeKind);
  player.playPoints(points, index, context);
  return true;
}

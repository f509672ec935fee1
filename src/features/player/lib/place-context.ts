// A place's part of a playlist's context, read from Dexie: its name in every language and its
// cover (null when the place is not stored).
import { db } from '@/db/database';
import type { PlayContext } from '../state/player-atoms';

export async function placeContext(placeId: string, placeKind: PlayContext['placeKind']): Promise<PlayContext> {
  const place = placeKind === 'museum' ? await db.museums.get(placeId) : await db.scenicAreas.get(placeId);
  return { placeId, placeKind, placeName: place?.name ?? null, artwork: place?.cover ?? null };
}

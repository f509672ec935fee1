// The playlist last cued, kept across reloads so the mini-player comes back (paused) where
// the visitor left it. Points are re-read from Dexie; only their ids are stored.
import { readJson, readLocal, writeLocal } from '@/lib/storage-keys';
import { PLAYER_KEYS, type PlayContext } from './player-atoms';

export interface StoredSession {
  pointIds: string[];
  index: number;
  context: PlayContext;
}

export function saveSession(session: StoredSession | null): void {
  writeLocal(PLAYER_KEYS.session, session ? JSON.stringify(session) : null);
}

export function readSession(): StoredSession | null {
  const session = readJson<StoredSession>(readLocal(PLAYER_KEYS.session));
  if (!session || !Array.isArray(session.pointIds) || typeof session.index !== 'number' || !session.context)
    return null;
  // Sessions stored before names were kept in every language held the name as a string.
  const { placeName } = session.context as { placeName: unknown };
  const names = placeName && typeof placeName === 'object' ? session.context.placeName : null;
  return { ...session, context: { ...session.context, placeName: names } };
}

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
  return session;
}

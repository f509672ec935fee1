// Favourites are written to Dexie at once and go through the outbox (kind 'favourite', key
// '<kind>:<id>'; a newer action on the same target replaces the older). The queue is sent
// now if online, else on `online`, on Background Sync, or at the next start.
import { db } from '@/db/database';
import { currentIdentity } from '@/lib/api/bindings';
import type { MemberTargetKind } from '@contract/member';
import { isFinalRefusal, pendingOf, queueAction, serialFlusher } from '@/lib/outbox';
import { fetchFavourites, sendFavourite, type FavouritePayload } from '../api/favourite-api';

export const FAVOURITE_KIND = 'favourite';
export const targetKey = (kind: MemberTargetKind, id: string) => `${kind}:${id}`;

export async function setFavourite(targetKind: MemberTargetKind, targetId: string, favourite: boolean): Promise<void> {
  await db.transaction('rw', [db.favourites, db.pendingActions], async () => {
    if (favourite) await db.favourites.put({ targetKind, targetId, createdAt: Date.now() });
    else await db.favourites.delete([targetKind, targetId]);
    const payload: FavouritePayload = { targetKind, targetId, favourite };
    await queueAction(FAVOURITE_KIND, targetKey(targetKind, targetId), payload);
  });
  void flushFavourites();
}

async function drain(): Promise<void> {
  for (const action of await pendingOf(FAVOURITE_KIND)) {
    if (!navigator.onLine || !currentIdentity().token) return;
    const payload = action.payload as FavouritePayload;
    try {
      await sendFavourite(payload);
      await db.pendingActions.delete(action.seq!);
    } catch (error) {
      if (!isFinalRefusal(error)) return;
      // The target left the catalogue: the favourite cannot be kept.
      await db.transaction('rw', [db.pendingActions, db.favourites], async () => {
        await db.pendingActions.delete(action.seq!);
        await db.favourites.delete([payload.targetKind, payload.targetId]);
      });
    }
  }
}

export const flushFavourites = serialFlusher(FAVOURITE_KIND, drain);

/**
 * Rewrites Dexie from the server, then lays what still waits in the outbox over it, so that
 * a change made offline is not undone by an answer that does not know it yet.
 */
export async function refreshFavourites(): Promise<void> {
  await flushFavourites();
  const page = await fetchFavourites();
  await db.transaction('rw', [db.favourites, db.pendingActions], async () => {
    const waiting = await pendingOf(FAVOURITE_KIND);
    const server = page.list.map((f) => ({
      targetKind: f.targetKind,
      targetId: f.targetId,
      createdAt: Date.parse(f.createdAt),
    }));
    // Only a complete list tells what was removed elsewhere.
    if (page.total <= page.list.length) await db.favourites.clear();
    await db.favourites.bulkPut(server);
    for (const action of waiting) {
      const p = action.payload as FavouritePayload;
      if (p.favourite)
        await db.favourites.put({ targetKind: p.targetKind, targetId: p.targetId, createdAt: action.createdAt });
      else await db.favourites.delete([p.targetKind, p.targetId]);
    }
  });
}

let started = false;

export function startFavouriteSync(): void {
  if (started) return;
  started = true;
  addEventListener('online', () => void flushFavourites());
  void flushFavourites();
}

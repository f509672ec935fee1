import { useLiveQuery } from 'dexie-react-hooks';
import { db, type StoredFavourite } from '@/db/database';
import type { MemberTargetKind } from '@contract/member';

/** Whether this target is a favourite on this device (undefined while reading). */
export function useIsFavourite(kind: MemberTargetKind, id: string | undefined): boolean | undefined {
  return useLiveQuery(async () => (id ? Boolean(await db.favourites.get([kind, id])) : false), [kind, id]);
}

/** Newest first. */
export function useFavouriteList(): StoredFavourite[] | undefined {
  return useLiveQuery(() => db.favourites.orderBy('createdAt').reverse().toArray(), []);
}

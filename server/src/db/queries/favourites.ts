// A member's favourites: one row per (member, kind, id). Setting is idempotent: a repeated
// favourite keeps its first time, a repeated removal removes nothing more.
import type { Kysely } from 'kysely';
import type { Page } from '@contract';
import type { Favourite, MemberTargetKind } from '@contract/member';
import type { Database } from '../schema';
import { offsetOf, pageOf, type Paging } from './paging';
import { targetExists } from './member-targets';

export interface FavouriteTarget {
  targetKind: MemberTargetKind;
  targetId: string;
}

/** Newest first (ties by kind and id, so pages never overlap). */
export async function listFavourites(db: Kysely<Database>, memberId: string, paging: Paging): Promise<Page<Favourite>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('favourites')
      .select(['target_kind', 'target_id', 'created_at'])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('target_kind')
      .orderBy('target_id')
      .limit(paging.pageSize)
      .offset(offsetOf(paging))
      .execute(),
    db
      .selectFrom('favourites')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  const list = rows.map((r) => ({
    targetKind: r.target_kind,
    targetId: r.target_id,
    favourite: true,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return pageOf(list, Number(count.n), paging);
}

/** Sets the state; null when the target is not in the catalogue. */
export async function setFavourite(
  db: Kysely<Database>,
  memberId: string,
  target: FavouriteTarget,
  favourite: boolean,
): Promise<Favourite | null> {
  if (!(await targetExists(db, target.targetKind, target.targetId))) return null;
  const key = { member_id: memberId, target_kind: target.targetKind, target_id: target.targetId };
  if (!favourite) {
    await db
      .deleteFrom('favourites')
      .where('member_id', '=', memberId)
      .where('target_kind', '=', target.targetKind)
      .where('target_id', '=', target.targetId)
      .execute();
    return { ...target, favourite: false, createdAt: new Date().toISOString() };
  }
  await db
    .insertInto('favourites')
    .values(key)
    .onConflict((oc) => oc.columns(['member_id', 'target_kind', 'target_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('favourites')
    .select('created_at')
    .where('member_id', '=', memberId)
    .where('target_kind', '=', target.targetKind)
    .where('target_id', '=', target.targetId)
    .executeTakeFirst();
  // Removed by a concurrent call between the two statements: answer what was asked.
  return { ...target, favourite: true, createdAt: new Date(row?.created_at ?? Date.now()).toISOString() };
}

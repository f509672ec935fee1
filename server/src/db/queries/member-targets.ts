// Which catalogue ids exist, by member target kind (point, scenic area, museum): favourites
// and browsing history name only things the catalogue holds.
import type { Kysely } from 'kysely';
import type { MemberTargetKind } from '@contract/member';
import type { Database } from '../schema';

const TABLE_OF = {
  point: 'explanation_points',
  scenic: 'scenic_areas',
  museum: 'museums',
} as const satisfies Record<MemberTargetKind, keyof Database>;

/** The ids among `ids` that exist as `kind`. */
export async function existingTargets(
  db: Kysely<Database>,
  kind: MemberTargetKind,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(TABLE_OF[kind]).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export async function targetExists(db: Kysely<Database>, kind: MemberTargetKind, id: string): Promise<boolean> {
  return (await existingTargets(db, kind, [id])).has(id);
}

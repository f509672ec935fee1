// The exhibits' image hashes of one museum, in the exhibits' visiting order.
import type { Kysely } from 'kysely';
import type { ExhibitHash } from '@contract';
import type { Database } from '../schema';

export async function exhibitHashesOf(db: Kysely<Database>, museumId: string): Promise<ExhibitHash[]> {
  const rows = await db
    .selectFrom('exhibit_hashes as h')
    .innerJoin('explanation_points as p', 'p.id', 'h.point_id')
    .select(['h.point_id', 'h.hash'])
    .where('h.museum_id', '=', museumId)
    .orderBy('p.sort_order')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({ pointId: r.point_id, hash: r.hash }));
}

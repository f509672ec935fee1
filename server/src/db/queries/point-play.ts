// Counting plays: one atomic statement raises the column and the document's copy together.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** The new play count, or null when no point has this id. */
export async function recordPointPlay(db: Kysely<Database>, pointId: string): Promise<number | null> {
  const row = await db
    .updateTable('explanation_points')
    .set({
      play_count: sql<number>`play_count + 1`,
      // The right-hand side sees the old row, so both copies get the same new value.
      data: sql<string>`jsonb_set(data, '{playCount}', to_jsonb(play_count + 1))`,
    })
    .where('id', '=', pointId)
    .returning('play_count')
    .executeTakeFirst();
  return row?.play_count ?? null;
}

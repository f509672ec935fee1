// Explanation points: scenic points and museum exhibits share one table.
import type { Kysely } from 'kysely';
import type { ExplanationPointT } from '@contract';
import type { Database } from '../schema';

export async function pointsOfPlace(
  db: Kysely<Database>,
  placeId: string,
  hallId?: string,
): Promise<ExplanationPointT[]> {
  let query = db.selectFrom('explanation_points').select('data').where('place_id', '=', placeId);
  if (hallId !== undefined) query = query.where('hall_id', '=', hallId);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => r.data);
}

export async function getPoint(db: Kysely<Database>, id: string): Promise<ExplanationPointT | null> {
  const row = await db.selectFrom('explanation_points').select('data').where('id', '=', id).executeTakeFirst();
  return row?.data ?? null;
}

/** The points narrated by a guide, grouped by place and in visiting order. */
export async function pointsOfGuide(db: Kysely<Database>, guideId: string): Promise<ExplanationPointT[]> {
  const rows = await db
    .selectFrom('explanation_points')
    .select('data')
    .where('guide_id', '=', guideId)
    .orderBy('place_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.data);
}

/** The place a point belongs to; null for an unknown point. */
export async function placeIdOfPoint(db: Kysely<Database>, id: string): Promise<string | null> {
  const row = await db.selectFrom('explanation_points').select('place_id').where('id', '=', id).executeTakeFirst();
  return row?.place_id ?? null;
}

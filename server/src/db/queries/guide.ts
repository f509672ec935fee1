// Gold-medal guides, optionally those who narrate at one place.
import { sql, type Kysely } from 'kysely';
import type { ExplanationPointT, GuideT } from '@contract';
import type { Database } from '../schema';
import { pointsOfGuide } from './points';

export async function listGuides(db: Kysely<Database>, placeId?: string): Promise<GuideT[]> {
  let query = db.selectFrom('guides').select('data');
  if (placeId) query = query.where(sql<boolean>`place_ids @> ${JSON.stringify([placeId])}::jsonb`);
  const rows = await query.orderBy('rating', 'desc').orderBy('id').execute();
  return rows.map((r) => r.data);
}

export async function getGuide(
  db: Kysely<Database>,
  id: string,
): Promise<{ guide: GuideT; points: ExplanationPointT[] } | null> {
  const row = await db.selectFrom('guides').select('data').where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return { guide: row.data, points: await pointsOfGuide(db, id) };
}

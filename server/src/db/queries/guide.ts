// Gold-medal guides, optionally those who narrate at one place.
import { sql, type Kysely } from 'kysely';
import type { ExplanationPointT, GuideT } from '@contract';
import type { Database } from '../schema';
import { pointsOfGuide } from './points';

// A guide's count of narrations is counted from the narrations the catalogue holds, never
// taken from the content file (a profile said 186 and listed 4).
const narrationCount = sql<number>`(select count(*) from explanation_points p where p.guide_id = guides.id)::int`;

export async function listGuides(db: Kysely<Database>, placeId?: string): Promise<GuideT[]> {
  let query = db.selectFrom('guides').select(['data', narrationCount.as('narration_count')]);
  if (placeId) query = query.where(sql<boolean>`place_ids @> ${JSON.stringify([placeId])}::jsonb`);
  const rows = await query.orderBy('rating', 'desc').orderBy('id').execute();
  return rows.map((r) => ({ ...r.data, narrationCount: r.narration_count }));
}

export async function getGuide(
  db: Kysely<Database>,
  id: string,
): Promise<{ guide: GuideT; points: ExplanationPointT[] } | null> {
  const row = await db.selectFrom('guides').select('data').where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const points = await pointsOfGuide(db, id);
  return { guide: { ...row.data, narrationCount: points.length }, points };
}

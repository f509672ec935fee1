import { db } from '../../../db/database';
import type { ExplanationPointT } from '../../../lib/contract';

/** Stores a museum's exhibits as the server has them now: ones it no longer lists go. */
export async function storeExhibits(museumId: string, exhibits: ExplanationPointT[]): Promise<void> {
  const ids = new Set(exhibits.map((e) => e.id));
  await db.points
    .where('placeId')
    .equals(museumId)
    .and((p) => !ids.has(p.id))
    .delete();
  await db.points.bulkPut(exhibits);
}

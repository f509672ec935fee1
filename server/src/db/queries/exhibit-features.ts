// The features of one museum's exhibits' reference pictures, in the exhibits' visiting order.
import type { Kysely } from 'kysely';
import { EXHIBIT_FEATURE_ALGORITHM, type ExhibitFeaturesEntryT, type MuseumExhibitFeaturesT } from '@contract';
import type { Database } from '../schema';

export async function exhibitFeaturesOf(db: Kysely<Database>, museumId: string): Promise<MuseumExhibitFeaturesT> {
  const rows = await db
    .selectFrom('exhibit_features as f')
    .innerJoin('explanation_points as p', 'p.id', 'f.point_id')
    .select(['f.point_id', 'f.width', 'f.height', 'f.points', 'f.descriptors'])
    .where('f.museum_id', '=', museumId)
    .orderBy('p.sort_order')
    .orderBy('p.id')
    .orderBy('f.picture')
    .execute();
  const exhibits: ExhibitFeaturesEntryT[] = [];
  for (const r of rows) {
    const picture = { width: r.width, height: r.height, points: r.points, descriptors: r.descriptors };
    const last = exhibits.at(-1);
    if (last?.pointId === r.point_id) last.pictures.push(picture);
    else exhibits.push({ pointId: r.point_id, pictures: [picture] });
  }
  return { algorithm: EXHIBIT_FEATURE_ALGORITHM, exhibits };
}

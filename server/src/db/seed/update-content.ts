// Applies a changed content folder to a database seeded before (CONTENT_UPDATE=1): places,
// halls, points, guides, banners, the language list and the exhibit hashes take the folder's
// values; what the folder no longer has is removed. What visitors did is kept: a point's
// play and like counts, its likes. Places whose contentVersion went up are then offered as
// updates to the devices that downloaded them.
import { sql, type Kysely, type Transaction } from 'kysely';
import { SEED_META_KEY, type SeedMeta } from '../meta';
import type { Database } from '../schema';
import type { CatalogueContent } from './content-types';
import { SEED_LOCK_KEY, seedMetaOf } from './import-content';
import { importAssistant } from './assistant';
import { exhibitFeatureRows } from './exhibit-features';
import { updateCoupons } from './coupons';
import { bannerRow, exhibitHashRows, guideRow, hallRows, museumRow, pointRow, scenicRow } from './rows';

type Trx = Transaction<Database>;

async function removeMissing(
  trx: Trx,
  table: 'scenic_areas' | 'museums' | 'museum_halls' | 'explanation_points' | 'guides' | 'banners',
  ids: string[],
) {
  let query = trx.deleteFrom(table);
  if (ids.length) query = query.where('id', 'not in', ids);
  await query.execute();
}

export async function updateContent(
  db: Kysely<Database>,
  content: CatalogueContent,
  contentDir: string,
): Promise<SeedMeta> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const points = [...content.scenic.flatMap((s) => s.points), ...content.museums.flatMap((m) => m.exhibits)];
    const halls = content.museums.flatMap((m) => hallRows(m.museum));

    await removeMissing(
      trx,
      'explanation_points',
      points.map((p) => p.id),
    );
    await removeMissing(
      trx,
      'museum_halls',
      halls.map((h) => String(h.id)),
    );
    await removeMissing(
      trx,
      'scenic_areas',
      content.scenic.map((s) => s.area.id),
    );
    await removeMissing(
      trx,
      'museums',
      content.museums.map((m) => m.museum.id),
    );
    await removeMissing(
      trx,
      'guides',
      content.guides.map((g) => g.id),
    );
    await removeMissing(
      trx,
      'banners',
      content.banners.map((b) => b.id),
    );

    for (const row of content.scenic.map((s) => scenicRow(s.area))) {
      await trx
        .insertInto('scenic_areas')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    for (const row of content.museums.map((m) => museumRow(m.museum))) {
      await trx
        .insertInto('museums')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    for (const row of halls) {
      await trx
        .insertInto('museum_halls')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    // Stop numbers are unique per place: clear them first, so that two points may swap theirs.
    await trx
      .updateTable('explanation_points')
      .set({ stop_number: sql`'~' || id` })
      .execute();
    for (const point of points) {
      const { play_count: _counted, ...row } = pointRow(point);
      await trx
        .insertInto('explanation_points')
        .values(pointRow(point))
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            ...row,
            // The visitors' counts stay; everything else is the folder's.
            data: sql`jsonb_set(jsonb_set(excluded.data, '{playCount}', explanation_points.data->'playCount'), '{likeCount}', explanation_points.data->'likeCount')`,
          }),
        )
        .execute();
    }
    for (const row of content.guides.map(guideRow)) {
      await trx
        .insertInto('guides')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    for (const row of content.banners.map(bannerRow)) {
      await trx
        .insertInto('banners')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    await trx.deleteFrom('exhibit_hashes').execute();
    const hashRows = content.exhibitHashes.flatMap((f) => exhibitHashRows(f.hashes));
    if (hashRows.length) await trx.insertInto('exhibit_hashes').values(hashRows).execute();
    await trx.deleteFrom('exhibit_features').execute();
    for (const rows of content.exhibitFeatures.map(exhibitFeatureRows)) {
      if (rows.length) await trx.insertInto('exhibit_features').values(rows).execute();
    }
    const langList = JSON.stringify(content.langList);
    await trx
      .insertInto('simple_dict')
      .values({ name: 'langList', value: langList })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: langList, updated_at: sql`now()` }))
      .execute();

    await updateCoupons(trx, content.coupons);
    await importAssistant(trx, content.assistant);

    const meta = seedMetaOf(content, contentDir, points.length, hashRows.length);
    const value = JSON.stringify(meta);
    await trx
      .insertInto('meta')
      .values({ key: SEED_META_KEY, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: sql`now()` }))
      .execute();
    return meta;
  });
}

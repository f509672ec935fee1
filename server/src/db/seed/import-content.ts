// Writes validated content into the database in one transaction. An advisory lock and a
// second look at the seed flag inside it keep two instances from seeding the same database.
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { readSeedMeta, SEED_META_KEY, type SeedMeta } from '../meta';
import type { Database } from '../schema';
import type { CatalogueContent } from './content-types';
import { importAssistant } from './assistant';
import { importCoupons } from './coupons';
import { exhibitFeatureRows } from './exhibit-features';
import { bannerRow, exhibitHashRows, guideRow, hallRows, museumRow, pointRow, scenicRow } from './rows';

export const SEED_LOCK_KEY = 7_341_001;
const CHUNK = 200;

async function insertChunks<T extends keyof Database>(
  trx: Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/** What the seed record says of the content it came from. */
export function seedMetaOf(
  content: CatalogueContent,
  contentDir: string,
  pointCount: number,
  hashCount: number,
): SeedMeta {
  const versions = [...content.scenic.map((s) => s.area), ...content.museums.map((m) => m.museum)].map(
    (p) => p.contentVersion,
  );
  return {
    seededAt: new Date().toISOString(),
    contentDir,
    contentVersion: Math.max(0, ...versions),
    counts: {
      scenicAreas: content.scenic.length,
      museums: content.museums.length,
      points: pointCount,
      guides: content.guides.length,
      banners: content.banners.length,
      languages: content.langList.length,
      exhibitHashes: hashCount,
    },
  };
}

/** Returns the seed record written, or null when another instance seeded first. */
export async function importContent(
  db: Kysely<Database>,
  content: CatalogueContent,
  contentDir: string,
): Promise<SeedMeta | null> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if (await readSeedMeta(trx)) return null;

    const points = [...content.scenic.flatMap((s) => s.points), ...content.museums.flatMap((m) => m.exhibits)];
    await insertChunks(
      trx,
      'scenic_areas',
      content.scenic.map((s) => scenicRow(s.area)),
    );
    await insertChunks(
      trx,
      'museums',
      content.museums.map((m) => museumRow(m.museum)),
    );
    await insertChunks(
      trx,
      'museum_halls',
      content.museums.flatMap((m) => hallRows(m.museum)),
    );
    await insertChunks(trx, 'explanation_points', points.map(pointRow));
    await insertChunks(trx, 'guides', content.guides.map(guideRow));
    await insertChunks(trx, 'banners', content.banners.map(bannerRow));
    const hashRows = content.exhibitHashes.flatMap((f) => exhibitHashRows(f.hashes));
    await insertChunks(trx, 'exhibit_hashes', hashRows);
    await insertChunks(trx, 'exhibit_features', content.exhibitFeatures.flatMap(exhibitFeatureRows));
    await trx
      .insertInto('simple_dict')
      .values({ name: 'langList', value: JSON.stringify(content.langList) })
      .execute();
    await importCoupons(trx, content.coupons);
    await importAssistant(trx, content.assistant);

    const meta = seedMetaOf(content, contentDir, points.length, hashRows.length);
    await trx
      .insertInto('meta')
      .values({ key: SEED_META_KEY, value: JSON.stringify(meta) })
      .execute();
    return meta;
  });
}

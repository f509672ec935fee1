// A database seeded before migration 0005 has the catalogue but no exhibit hashes: when that
// migration has just been applied to a seeded database, the hashes are imported on their own.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../schema';
import { readContent } from './read-content';
import { exhibitHashRows } from './rows';

export const EXHIBIT_HASHES_MIGRATION = '0005_exhibit_hashes';

export async function importExhibitHashes(db: Kysely<Database>, contentDir: string, logger?: Logger): Promise<number> {
  const content = await readContent(contentDir);
  if (!content) return 0;
  // Only exhibits the database holds: its catalogue may be older than the content folder.
  const known = new Set((await db.selectFrom('explanation_points').select('id').execute()).map((r) => r.id));
  const rows = content.exhibitHashes.flatMap((f) => exhibitHashRows(f.hashes)).filter((r) => known.has(r.point_id));
  if (rows.length) {
    await db
      .insertInto('exhibit_hashes')
      .values(rows)
      .onConflict((oc) => oc.column('point_id').doNothing())
      .execute();
  }
  logger?.info({ rows: rows.length, contentDir }, 'exhibit hashes imported into the seeded catalogue');
  return rows.length;
}

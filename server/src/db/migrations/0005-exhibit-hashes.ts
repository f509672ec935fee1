// The exhibits' image hashes for the scan (one row per exhibit), imported from
// content/hashes/<museumId>.json by the seed. Runs unchanged on PGlite and PostgreSQL 15.
// No foreign keys: the seed checks the references, the query joins the points (an orphan
// row is never served), and the catalogue tables stay truncatable on their own.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exhibit_hashes')
    .addColumn('point_id', 'text', (c) => c.primaryKey())
    .addColumn('museum_id', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('exhibit_hashes_museum_idx').on('exhibit_hashes').column('museum_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exhibit_hashes').ifExists().execute();
}

// The local features of the exhibits' reference pictures for the scan (one row per picture),
// imported from content/exhibit-features/<museumId>.json by the seed. No foreign keys, as for
// exhibit_hashes: the seed checks the references and the query joins the points.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exhibit_features')
    .addColumn('point_id', 'text', (c) => c.notNull())
    .addColumn('picture', 'integer', (c) => c.notNull())
    .addColumn('museum_id', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('points', 'text', (c) => c.notNull())
    .addColumn('descriptors', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('exhibit_features_pk', ['point_id', 'picture'])
    .execute();
  await db.schema.createIndex('exhibit_features_museum_idx').on('exhibit_features').column('museum_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exhibit_features').ifExists().execute();
}

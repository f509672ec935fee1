// The catalogue tables. Runs unchanged on PGlite and PostgreSQL 15.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('scenic_areas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('scenic_type', 'text', (c) => c.notNull())
    .addColumn('location_area', 'text', (c) => c.notNull())
    .addColumn('hot', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('content_version', 'integer', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scenic_areas_region_idx')
    .on('scenic_areas')
    .columns(['province_code', 'city_code'])
    .execute();
  await db.schema
    .createIndex('scenic_areas_popularity_idx')
    .on('scenic_areas')
    .columns(['popularity desc', 'id'])
    .execute();

  await db.schema
    .createTable('museums')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('content_version', 'integer', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('museums_region_idx').on('museums').columns(['province_code', 'city_code']).execute();

  await db.schema
    .createTable('museum_halls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('museum_id', 'text', (c) => c.notNull().references('museums.id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('museum_halls_museum_idx')
    .on('museum_halls')
    .columns(['museum_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('explanation_points')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('place_id', 'text', (c) => c.notNull())
    .addColumn('place_kind', 'text', (c) => c.notNull().check(sql`place_kind in ('scenic', 'museum')`))
    .addColumn('hall_id', 'text')
    .addColumn('stop_number', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('guide_id', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addUniqueConstraint('explanation_points_place_stop_uq', ['place_id', 'stop_number'])
    .execute();
  await db.schema
    .createIndex('explanation_points_place_idx')
    .on('explanation_points')
    .columns(['place_id', 'sort_order'])
    .execute();
  await db.schema.createIndex('explanation_points_guide_idx').on('explanation_points').column('guide_id').execute();

  await db.schema
    .createTable('guides')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rating', 'real', (c) => c.notNull())
    .addColumn('place_ids', 'jsonb', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position', 'text', (c) => c.notNull().defaultTo('home'))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('banners_position_idx').on('banners').columns(['position', 'sort_order']).execute();

  await db.schema
    .createTable('simple_dict')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'simple_dict',
    'banners',
    'guides',
    'explanation_points',
    'museum_halls',
    'museums',
    'scenic_areas',
    'meta',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

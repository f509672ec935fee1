// Translations a machine-translation provider gave, kept so the same text is paid for once.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('machine_translations')
    .addColumn('source_hash', 'text', (c) => c.notNull())
    .addColumn('from_locale', 'text', (c) => c.notNull())
    .addColumn('to_locale', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('machine_translations_pk', ['source_hash', 'from_locale', 'to_locale'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('machine_translations').execute();
}

// Brings the schema to the latest migration. A fast check first, so that a start on an
// already-migrated database costs two tiny queries instead of the Migrator's lock dance.
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { MIGRATIONS, migrationProvider } from './migrations/index';
import type { Database } from './schema';

async function isUpToDate(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ t: string | null }>`select to_regclass('kysely_migration')::text as t`.execute(db);
  if (!rows[0]?.t) return false;
  // Every migration, not only the last one: a branch may land a migration numbered below one
  // a database already ran.
  const names = Object.keys(MIGRATIONS);
  const applied = await sql<{ n: number }>`
    select count(*)::int as n from kysely_migration where name in (${sql.join(names)})`.execute(db);
  return (applied.rows[0]?.n ?? 0) === names.length;
}

/** Returns the names of the migrations it applied (empty when already up to date). */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  if (await isUpToDate(db)) return [];
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed ?? ''} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

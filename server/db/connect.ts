// Opens the database: PostgreSQL through `pg` when a URL is given, else embedded PGlite
// (persisted in DATA_DIR/pglite, or an instance the caller hands over, e.g. in tests).
// Drivers load lazily so a PGlite start never pays for `pg` and vice versa.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import type { Database } from './schema';

export type DbKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DbKind;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL: use PostgreSQL. */
  databaseUrl?: string;
  /** An open PGlite instance; it is closed with the handle. */
  pglite?: PGlite;
  /** Folder that holds `pglite/` when neither of the above is given. */
  dataDir?: string;
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let instance = options.pglite;
  if (!instance) {
    if (!options.dataDir) throw new Error('openDatabase needs databaseUrl, pglite or dataDir');
    const dir = join(options.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    instance = await PGlite.create(dir);
  }
  const pglite = instance;
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

export function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}

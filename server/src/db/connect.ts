// Opens the database: PostgreSQL through `pg` when a URL is given, else embedded PGlite
// (persisted in DATA_DIR/pglite, or an instance the caller hands over, e.g. in tests).
// Drivers load lazily so a PGlite start never pays for `pg` and vice versa.
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { openPglite } from './open-pglite';
import type { Database } from './schema';

export type DbKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** PostgreSQL: the pool under `db` (the job queue shares it). */
  pool?: Pool;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL: use PostgreSQL. */
  databaseUrl?: string;
  /** A PGlite instance, or one being opened; it is closed with the handle. */
  pglite?: PGlite | Promise<PGlite>;
  /** Folder that holds `pglite/` when neither of the above is given. */
  dataDir?: string;
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A client the server drops (a restart of PostgreSQL) is replaced, not a crash: the pool and
  // each client need a listener (graphile-worker checks for both).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', pool, close: () => db.destroy() };
}

async function usePglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (!options.pglite && !options.dataDir) throw new Error('openDatabase needs databaseUrl, pglite or dataDir');
  const pglite = await (options.pglite ?? openPglite(options.dataDir as string));
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
  return options.databaseUrl ? openPostgres(options.databaseUrl) : usePglite(options);
}

// Opens the embedded PGlite persisted under <dataDir>/pglite. Kept free of Kysely so that
// start-up can begin opening the database (much of which is waiting for the WASM compile)
// before the rest of the server's modules load.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Resolves once the PGlite module is loaded, with the promise of the open instance: the
 * caller loads its other modules only then, so they do not queue ahead of PGlite's.
 */
export async function startOpeningPglite(dataDir: string): Promise<{ opened: Promise<PGlite> }> {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  return { opened: PGlite.create(dir) };
}

export async function openPglite(dataDir: string): Promise<PGlite> {
  return (await startOpeningPglite(dataDir)).opened;
}

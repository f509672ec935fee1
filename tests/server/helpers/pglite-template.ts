// A fresh, migrated and seeded PGlite for each test file, fast: the first file migrates and
// seeds an in-memory database once and dumps it to a tarball in the temp folder (keyed by a
// hash of the server's db code and the fixture content); later files load that dump.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { migrateToLatest } from '../../../server/src/db/migrate';
import type { Database } from '../../../server/src/db/schema';
import { seedFromContent } from '../../../server/src/db/seed/index';
import { FIXTURE_CONTENT, SERVER_DB_DIR } from './paths';

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

function templateKey(): string {
  const hash = createHash('sha1');
  for (const root of [SERVER_DB_DIR, FIXTURE_CONTENT]) {
    for (const file of filesUnder(root).filter((f) => !f.includes('/media/'))) {
      hash.update(relative(root, file)).update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(): Promise<Blob> {
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  await seedFromContent(db, FIXTURE_CONTENT);
  const dump = await pglite.dumpDataDir('gzip');
  await db.destroy();
  return dump;
}

let cached: Promise<Blob> | undefined;

async function templateBlob(): Promise<Blob> {
  const dir = join(tmpdir(), 'scenic-guide-server-tests');
  const file = join(dir, `template-${templateKey()}.tgz`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const blob = await buildTemplate();
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, file);
    return blob;
  }
}

/** A new in-memory PGlite holding the migrated and seeded fixture catalogue. */
export async function freshPglite(): Promise<PGlite> {
  cached ??= templateBlob();
  return PGlite.create({ loadDataDir: await cached });
}

/** A data folder (as DATA_DIR) whose pglite/ holds the migrated and seeded fixture catalogue. */
export async function seededDataDir(dataDir: string): Promise<string> {
  cached ??= templateBlob();
  const pglite = await PGlite.create(join(dataDir, 'pglite'), { loadDataDir: await cached });
  await pglite.close();
  return dataDir;
}

// The exhibits' image hashes: imported from content/hashes by the seed (and into a database
// seeded before the table existed), served per museum in visiting order, bad input refused.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, type ExhibitHash } from '../../src/lib/contract/index';
import { EXHIBIT_HASH_ALGORITHM } from '../../src/lib/contract/exhibit-hashes';
import { migrateToLatest } from '../../server/src/db/migrate';
import type { Database } from '../../server/src/db/schema';
import { seedFromContent } from '../../server/src/db/seed/index';
import { readContent } from '../../server/src/db/seed/read-content';
import { failure, getJson } from './helpers/http';
import { FIXTURE_CONTENT } from './helpers/paths';
import { startTestServer, type TestServer } from './helpers/start';
import { useTempDirs } from './helpers/temp-dirs';
import { valid } from './suites/expect-api';

const IMAGE = '/media/maps/fixture-map.svg';
const SHA = 'a'.repeat(64);
const tempDir = useTempDirs();

/** The fixture content with pictures on two exhibits and a hash file for them. */
function contentWithHashes(edit: (hashes: Record<string, unknown>) => void = () => undefined): string {
  const dir = tempDir('exhibit-hashes-content-');
  cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  const museumFile = join(dir, 'places/museums/fx-anhui-museum.json');
  const museum = JSON.parse(readFileSync(museumFile, 'utf8')) as { exhibits: { id: string; image: string | null }[] };
  for (const e of museum.exhibits) if (e.id === 'fx-am-1' || e.id === 'fx-am-2') e.image = IMAGE;
  writeFileSync(museumFile, JSON.stringify(museum));
  const hashes = {
    museumId: 'fx-anhui-museum',
    algorithm: EXHIBIT_HASH_ALGORITHM,
    // Not in visiting order: the server orders them.
    exhibits: [
      { pointId: 'fx-am-2', hash: 'ffff0000ffff0000', image: IMAGE, imageSha256: SHA },
      { pointId: 'fx-am-1', hash: '0123456789abcdef', image: IMAGE, imageSha256: SHA },
    ],
  };
  edit(hashes);
  mkdirSync(join(dir, 'hashes'));
  writeFileSync(join(dir, 'hashes', 'fx-anhui-museum.json'), JSON.stringify(hashes));
  return dir;
}

const EXPECTED: ExhibitHash[] = [
  { pointId: 'fx-am-1', hash: '0123456789abcdef' },
  { pointId: 'fx-am-2', hash: 'ffff0000ffff0000' },
];
const hashesOf = (base: string, query: Record<string, string>) =>
  getJson<ExhibitHash[]>(base, ENDPOINTS.exhibitHashes, query);

describe('exhibit hashes', () => {
  let seeded: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    [seeded, plain] = await Promise.all([
      startTestServer({ contentDir: contentWithHashes(), pglite: await PGlite.create() }),
      startTestServer(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([seeded?.close(), plain?.close()]);
  });

  it("serves a museum's hashes in the exhibits' visiting order", async () => {
    const reply = await hashesOf(seeded.url, { museumId: 'fx-anhui-museum' });
    valid(z.array(z.object({ pointId: z.string(), hash: z.string().regex(/^[0-9a-f]{16}$/) }).strict()), reply);
    expect(reply.body.data).toEqual(EXPECTED);
  });

  it('answers an empty list for a museum without hashes', async () => {
    expect((await hashesOf(plain.url, { museumId: 'fx-anhui-museum' })).body.data).toEqual([]);
  });

  it('refuses an unknown museum, a scenic area, and a missing, blank or oversized id', async () => {
    for (const museumId of ['no-such-museum', 'fx-humble-garden']) {
      expect(failure(await hashesOf(seeded.url, { museumId }))).toEqual({
        status: 404,
        success: false,
        data: null,
        errorCode: 'MOB0000404',
      });
    }
    const bad: Record<string, string>[] = [{}, { museumId: '   ' }, { museumId: 'x'.repeat(129) }];
    for (const query of bad) {
      expect(failure(await hashesOf(seeded.url, query))).toEqual({
        status: 400,
        success: false,
        data: null,
        errorCode: 'VAL0000400',
      });
    }
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${seeded.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.paths[`/api${ENDPOINTS.exhibitHashes}`]?.get).toBeDefined();
  });

  it('imports the hashes into a database seeded before the hash table existed', async () => {
    const contentDir = contentWithHashes();
    const pglite = await PGlite.create();
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    await migrateToLatest(db);
    await seedFromContent(db, contentDir);
    // As it was before migration 0005: no table, no record of the migration.
    await sql`drop table exhibit_hashes`.execute(db);
    await sql`delete from kysely_migration where name = '0005_exhibit_hashes'`.execute(db);
    const upgraded = await startTestServer({ contentDir, pglite });
    try {
      expect((await hashesOf(upgraded.url, { museumId: 'fx-anhui-museum' })).body.data).toEqual(EXPECTED);
    } finally {
      await upgraded.close();
    }
  });

  it('refuses hash files that do not fit the content', async () => {
    const cases: [string, (h: Record<string, unknown>) => void][] = [
      ['not an exhibit of fx-anhui-museum', (h) => ((h.exhibits as { pointId: string }[])[0]!.pointId = 'fx-hg-1')],
      ["is not the exhibit's image", (h) => ((h.exhibits as { image: string }[])[0]!.image = '/media/other.svg')],
      ['is not in the content', (h) => (h.museumId = 'fx-nowhere')],
      ['hashed twice', (h) => (h.exhibits = [...(h.exhibits as unknown[]), (h.exhibits as unknown[])[0]])],
      ['hash', (h) => ((h.exhibits as { hash: string }[])[0]!.hash = 'XYZ')],
      ['algorithm', (h) => (h.algorithm = 'ahash')],
    ];
    for (const [message, edit] of cases) {
      await expect(readContent(contentWithHashes(edit)), message).rejects.toThrow(message);
    }
  });
});

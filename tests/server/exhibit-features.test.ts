// The exhibits' reference-picture features for the scan: imported from
// content/exhibit-features by the seed (and into a database seeded before their table
// existed), served per museum in visiting order with every picture of an exhibit, carried in
// the museum's place package, bad files refused with what is wrong.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  EXHIBIT_FEATURE_ALGORITHM,
  type MuseumExhibitFeaturesT,
  type PlacePackage,
} from '../../src/lib/contract/index';
import { MuseumExhibitFeatures } from '../../src/lib/contract/exhibit-features-schemas';
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
const LABEL = '/media/maps/fixture-map.ref-label.svg';
const SHA = 'a'.repeat(64);
const tempDir = useTempDirs();
const picture = (n: number) => ({
  width: 320,
  height: 320,
  points: btoa('p'.repeat(4 * n)),
  descriptors: btoa('d'.repeat(32 * n)),
});

type Edit = (file: Record<string, unknown> & { exhibits: Record<string, unknown>[] }) => void;

/** The fixture content with pictures on two exhibits and their features (two pictures for one). */
function contentWithFeatures(edit: Edit = () => undefined): string {
  const dir = tempDir('exhibit-features-content-');
  cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  const museumFile = join(dir, 'places/museums/fx-anhui-museum.json');
  const museum = JSON.parse(readFileSync(museumFile, 'utf8')) as { exhibits: { id: string; image: string | null }[] };
  for (const e of museum.exhibits) if (e.id === 'fx-am-1' || e.id === 'fx-am-2') e.image = IMAGE;
  writeFileSync(museumFile, JSON.stringify(museum));
  const file = {
    museumId: 'fx-anhui-museum',
    algorithm: EXHIBIT_FEATURE_ALGORITHM,
    // Not in visiting order: the server orders them.
    exhibits: [
      { pointId: 'fx-am-2', pictures: [{ image: IMAGE, imageSha256: SHA, ...picture(2) }] },
      {
        pointId: 'fx-am-1',
        pictures: [
          { image: IMAGE, imageSha256: SHA, ...picture(3) },
          { image: LABEL, imageSha256: SHA, ...picture(1) },
        ],
      },
    ],
  };
  edit(file);
  mkdirSync(join(dir, 'exhibit-features'));
  writeFileSync(join(dir, 'exhibit-features', 'fx-anhui-museum.json'), JSON.stringify(file));
  return dir;
}

const EXPECTED: MuseumExhibitFeaturesT = {
  algorithm: EXHIBIT_FEATURE_ALGORITHM,
  exhibits: [
    { pointId: 'fx-am-1', pictures: [picture(3), picture(1)] },
    { pointId: 'fx-am-2', pictures: [picture(2)] },
  ],
};
const featuresOf = (base: string, query: Record<string, string>) =>
  getJson<MuseumExhibitFeaturesT>(base, ENDPOINTS.exhibitFeatures, query);

describe('exhibit features', () => {
  let seeded: TestServer;
  beforeAll(async () => {
    seeded = await startTestServer({ contentDir: contentWithFeatures(), pglite: await PGlite.create() });
  });
  afterAll(async () => {
    await seeded?.close();
  });

  it("serves a museum's features in visiting order, every picture of an exhibit, and packs them", async () => {
    const reply = await featuresOf(seeded.url, { museumId: 'fx-anhui-museum' });
    valid(MuseumExhibitFeatures, reply);
    expect(reply.body.data).toEqual(EXPECTED);
    const pkg = await getJson<PlacePackage>(seeded.url, ENDPOINTS.placePackage, { id: 'fx-anhui-museum', lang: 'en' });
    expect(pkg.body.data?.exhibitFeatures).toEqual(EXPECTED);
    const scenic = await getJson<PlacePackage>(seeded.url, ENDPOINTS.placePackage, {
      id: 'fx-humble-garden',
      lang: 'en',
    });
    expect(scenic.body.data?.exhibitFeatures).toBeNull();
  });

  it('refuses an unknown museum and a bad id; is in the OpenAPI document', async () => {
    expect(failure(await featuresOf(seeded.url, { museumId: 'no-such-museum' })).status).toBe(404);
    expect(failure(await featuresOf(seeded.url, { museumId: ' ' })).status).toBe(400);
    const doc = (await (await fetch(`${seeded.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.paths[`/api${ENDPOINTS.exhibitFeatures}`]?.get).toBeDefined();
  });

  it('imports the features into a database seeded before their table existed', async () => {
    const contentDir = contentWithFeatures();
    const pglite = await PGlite.create();
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    await migrateToLatest(db);
    await seedFromContent(db, contentDir);
    await sql`drop table exhibit_features`.execute(db);
    await sql`delete from kysely_migration where name = '0024_exhibit_features'`.execute(db);
    const upgraded = await startTestServer({ contentDir, pglite });
    try {
      expect((await featuresOf(upgraded.url, { museumId: 'fx-anhui-museum' })).body.data).toEqual(EXPECTED);
    } finally {
      await upgraded.close();
    }
  });

  it('refuses feature files that do not fit the content', async () => {
    const cases: [string, Edit][] = [
      ['not an exhibit of fx-anhui-museum', (f) => (f.exhibits[0]!.pointId = 'fx-hg-1')],
      [
        "is not the exhibit's image",
        (f) => ((f.exhibits[0]!.pictures as { image: string }[])[0]!.image = '/media/x.svg'),
      ],
      ['is not in the content', (f) => (f.museumId = 'fx-nowhere')],
      ['listed twice', (f) => (f.exhibits = [...f.exhibits, f.exhibits[0]!])],
      ['descriptors', (f) => ((f.exhibits[0]!.pictures as { descriptors: string }[])[0]!.descriptors = '*')],
      ['algorithm', (f) => (f.algorithm = 'sift-v0')],
    ];
    for (const [message, edit] of cases) {
      await expect(readContent(contentWithFeatures(edit)), message).rejects.toThrow(message);
    }
  });
});

// Start-up on a data folder: the first start migrates and seeds; a start without content
// leaves the catalogue empty and seeds later; a restart never re-seeds and is quick; bad
// content stops the start with a message naming the file.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type Page, type ScenicAreaT } from '../../src/lib/contract/index';
import { startServer } from '../../server/src/start-server';
import { getJson } from './helpers/http';
import { FIXTURE_CONTENT } from './helpers/paths';
import { testServerOptions } from './helpers/start';
import { freshPglite } from './helpers/pglite-template';
import { useTempDirs } from './helpers/temp-dirs';

const tempDir = useTempDirs();

/** A copy of the fixture content with one file rewritten. */
function brokenContent(file: string, edit: (text: string) => string): string {
  const dir = tempDir('guide-bad-content-');
  cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));
  return dir;
}

/** A migrated database with an empty catalogue (the seed flag cleared). */
async function emptyPglite() {
  const pglite = await freshPglite();
  await pglite.exec(
    // cascade: the tables that refer to the catalogue (point likes) are emptied with it.
    'truncate scenic_areas, museums, museum_halls, explanation_points, guides, banners, simple_dict, exhibit_hashes, exhibit_features, meta cascade',
  );
  return pglite;
}

describe('data folder lifecycle', () => {
  const dataDir = tempDir('guide-data-');
  const distDir = tempDir('guide-dist-');
  const base = { port: 0, host: '127.0.0.1', dataDir, databaseUrl: null, distDir, logLevel: 'silent' as const };
  const total = async (url: string) => (await getJson<Page<ScenicAreaT>>(url, ENDPOINTS.scenicList)).body.data?.total;

  it('starts with an empty catalogue when the content folder is missing', async () => {
    const server = await startServer({ ...base, contentDir: join(dataDir, 'no-content-here') });
    try {
      expect(server.dbKind).toBe('pglite');
      expect(await total(server.url)).toBe(0);
      expect((await getJson(server.url, ENDPOINTS.simpleDict, { name: 'langList' })).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('seeds on the next start once content exists', async () => {
    const server = await startServer({ ...base, contentDir: FIXTURE_CONTENT });
    try {
      expect(await total(server.url)).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('restarts without re-seeding (bad content is not even read) and is healthy quickly', async () => {
    const contentDir = brokenContent('guides.json', () => '{ not json');
    const started = performance.now();
    const server = await startServer({ ...base, contentDir });
    const health = await getJson<{ status: string }>(server.url, '/health');
    const ms = performance.now() - started;
    try {
      expect(health.body.data?.status).toBe('ok');
      expect(await total(server.url)).toBe(2);
      console.log(`restart on an existing data folder: healthy after ${ms.toFixed(0)} ms`);
      expect(ms).toBeLessThan(3000);
    } finally {
      await server.close();
    }
  });
});

describe('invalid content', () => {
  const start = async (contentDir: string) =>
    startServer({ ...(await testServerOptions()), pglite: await emptyPglite(), contentDir, distDir: FIXTURE_CONTENT });

  it('fails naming the file and the field that breaks the contract', async () => {
    const contentDir = brokenContent('places/scenic/fx-humble-garden.json', (text) =>
      text.replace('"stopNumber": "002"', '"stopNumber": "2"'),
    );
    await expect(start(contentDir)).rejects.toThrow(/fx-humble-garden\.json.*points\.1\.stopNumber/);
  });

  it('fails naming a file that is not JSON', async () => {
    const contentDir = brokenContent('banners.json', () => '[{"id": ');
    await expect(start(contentDir)).rejects.toThrow(/banners\.json is not valid JSON/);
  });

  it('fails naming the file when points belong to another place', async () => {
    const contentDir = brokenContent('places/museums/fx-anhui-museum.json', (text) =>
      text.replace('"hallId": "fx-am-h2"', '"hallId": "fx-no-such-hall"'),
    );
    await expect(start(contentDir)).rejects.toThrow(/fx-anhui-museum\.json.*hallId 'fx-no-such-hall'/);
  });

  it('fails naming both files when an id is used twice', async () => {
    const contentDir = brokenContent('places/scenic/fx-humble-garden.json', (text) =>
      text.replaceAll('fx-humble-garden', 'fx-yellow-mountain'),
    );
    await expect(start(contentDir)).rejects.toThrow(/fx-yellow-mountain\.json.*already used in/);
  });
});

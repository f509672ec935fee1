// The same catalogue suite on PostgreSQL, when TEST_DATABASE_URL names one (CI starts a
// throwaway PostgreSQL 15). Each run migrates and seeds a fresh schema and drops it after.
// Without key files, the RSA key lives in the database when it is PostgreSQL (issue 22).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type Page, type ScenicAreaT } from '../../src/lib/contract/index';
import { newSession, open, postSealed } from './helpers/envelope';
import { getJson } from './helpers/http';
import type { TestSchema } from './helpers/postgres';
import { startServer } from '../../server/src/start-server';
import { FIXTURE_CONTENT } from './helpers/paths';
import { TEST_MEMBER_KEY_SECRET } from './helpers/start';
import { createTestSchema, startServerOnFreshSchema } from './helpers/postgres';
import { describeCatalogue } from './suites/catalogue';

const baseUrl = process.env.TEST_DATABASE_URL;

if (baseUrl) {
  describeCatalogue('PostgreSQL', 'postgres', async () => {
    const { server, close } = await startServerOnFreshSchema(baseUrl);
    return { url: server.url, dbKind: server.dbKind, close };
  });

  describe('restart on PostgreSQL', () => {
    let schema: TestSchema;
    const dataDir = mkdtempSync(join(tmpdir(), 'guide-pg-data-'));
    beforeAll(async () => {
      schema = await createTestSchema(baseUrl);
    });
    afterAll(async () => {
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    // Issue 22: without key files, the key pair is the database's (every instance serves it), not DATA_DIR's.
    it('migrates and seeds once, then restarts without re-seeding, with its key in the database', async () => {
      const options = {
        databaseUrl: schema.url,
        dataDir,
        port: 0,
        distDir: FIXTURE_CONTENT,
        logLevel: 'silent' as const,
        memberKeySecret: TEST_MEMBER_KEY_SECRET,
      };
      const hashes: string[] = [];
      for (const contentDir of [FIXTURE_CONTENT, '/nonexistent/content']) {
        const server = await startServer({ ...options, contentDir });
        try {
          const reply = await getJson<Page<ScenicAreaT>>(server.url, ENDPOINTS.scenicList);
          expect(reply.body.data?.total).toBe(2);
          const key = await getJson<{ publicKey: string; secretHash: string }>(server.url, '/public-key');
          hashes.push(key.body.data?.secretHash ?? '');
          const session = newSession(key.body.data?.publicKey ?? '');
          const sealed = await postSealed(server.url, ENDPOINTS.bannerList, session, { position: 'home' });
          expect(open(sealed, session)).toMatchObject({ success: true, data: [{ id: 'fx-banner-1' }] });
        } finally {
          await server.close();
        }
      }
      expect(existsSync(join(dataDir, 'keys'))).toBe(false);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
      expect(hashes[1]).toBe(hashes[0]);
      const stored = new pg.Client({ connectionString: schema.url });
      await stored.connect();
      try {
        const { rows } = await stored.query<{ secret_hash: string }>('select secret_hash from server_keys');
        expect(rows.map((r) => r.secret_hash)).toEqual([hashes[0]]);
      } finally {
        await stored.end();
      }
    });
  });
} else {
  describe('catalogue API on PostgreSQL', () => {
    it.skip('needs TEST_DATABASE_URL (see tests/server/README.md)', () => undefined);
  });
}

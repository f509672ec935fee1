// The same catalogue suite on PostgreSQL, when TEST_DATABASE_URL names one (CI starts a
// throwaway PostgreSQL 15). Each run migrates and seeds a fresh schema and drops it after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type Page, type ScenicAreaT } from '../../src/lib/contract/index';
import { getJson } from './helpers/http';
import type { TestSchema } from './helpers/postgres';
import { startServer } from '../../server/src/start-server';
import { FIXTURE_CONTENT } from './helpers/paths';
import { createTestSchema } from './helpers/postgres';
import { describeCatalogue } from './suites/catalogue';

const baseUrl = process.env.TEST_DATABASE_URL;

if (baseUrl) {
  describeCatalogue('PostgreSQL', 'postgres', async () => {
    const schema = await createTestSchema(baseUrl);
    try {
      const server = await startServer({
        databaseUrl: schema.url,
        port: 0,
        host: '127.0.0.1',
        distDir: FIXTURE_CONTENT,
        contentDir: FIXTURE_CONTENT,
        logLevel: 'silent',
      });
      return {
        url: server.url,
        close: async () => {
          await server.close();
          await schema.drop();
        },
      };
    } catch (err) {
      await schema.drop();
      throw err;
    }
  });

  describe('restart on PostgreSQL', () => {
    let schema: TestSchema;
    beforeAll(async () => {
      schema = await createTestSchema(baseUrl);
    });
    afterAll(async () => {
      await schema?.drop();
    });

    it('migrates and seeds once, then restarts without re-seeding', async () => {
      const options = { databaseUrl: schema.url, port: 0, distDir: FIXTURE_CONTENT, logLevel: 'silent' as const };
      for (const contentDir of [FIXTURE_CONTENT, '/nonexistent/content']) {
        const server = await startServer({ ...options, contentDir });
        try {
          const reply = await getJson<Page<ScenicAreaT>>(server.url, ENDPOINTS.scenicList);
          expect(reply.body.data?.total).toBe(2);
        } finally {
          await server.close();
        }
      }
    });
  });
} else {
  describe('catalogue API on PostgreSQL', () => {
    it.skip('needs TEST_DATABASE_URL (see tests/server/README.md)', () => undefined);
  });
}

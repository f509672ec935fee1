// The same catalogue suite on PostgreSQL, when TEST_DATABASE_URL names one (CI starts a
// throwaway PostgreSQL 15). Each run migrates and seeds a fresh schema and drops it after.
import { describe, it } from 'vitest';
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
} else {
  describe('catalogue API on PostgreSQL', () => {
    it.skip('needs TEST_DATABASE_URL (see tests/server/README.md)', () => undefined);
  });
}

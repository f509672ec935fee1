// The tracking ingest suite on PostgreSQL, when TEST_DATABASE_URL names one: a fresh schema,
// migrated by the server, dropped afterwards.
import pg from 'pg';
import { describe, it } from 'vitest';
import { startServer } from '../../server/src/start-server';
import { sharedKeyFile } from './helpers/keys';
import { FIXTURE_CONTENT } from './helpers/paths';
import { createTestSchema } from './helpers/postgres';
import { describeTracking } from './suites/tracking';

const baseUrl = process.env.TEST_DATABASE_URL;

if (baseUrl) {
  describeTracking('PostgreSQL', async () => {
    const schema = await createTestSchema(baseUrl);
    try {
      const server = await startServer({
        databaseUrl: schema.url,
        rsaPrivateKeyFiles: [await sharedKeyFile()],
        port: 0,
        host: '127.0.0.1',
        distDir: FIXTURE_CONTENT,
        contentDir: FIXTURE_CONTENT,
        logLevel: 'silent',
      });
      const pool = new pg.Pool({ connectionString: schema.url, max: 2 });
      return {
        url: server.url,
        query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
        close: async () => {
          await pool.end();
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
  describe('tracking ingest on PostgreSQL', () => {
    it.skip('needs TEST_DATABASE_URL (see tests/server/README.md)', () => undefined);
  });
}

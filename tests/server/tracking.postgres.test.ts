// The tracking ingest suite on PostgreSQL, when TEST_DATABASE_URL names one: a fresh schema,
// migrated by the server, dropped afterwards.
import pg from 'pg';
import { describe, it } from 'vitest';
import { startServerOnFreshSchema } from './helpers/postgres';
import { describeTracking } from './suites/tracking';

const baseUrl = process.env.TEST_DATABASE_URL;

if (baseUrl) {
  describeTracking('PostgreSQL', async () => {
    const { server, schema, close } = await startServerOnFreshSchema(baseUrl);
    const pool = new pg.Pool({ connectionString: schema.url, max: 2 });
    return {
      url: server.url,
      query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
      close: async () => {
        await pool.end();
        await close();
      },
    };
  });
} else {
  describe('tracking ingest on PostgreSQL', () => {
    it.skip('needs TEST_DATABASE_URL (see tests/server/README.md)', () => undefined);
  });
}

// The tracking ingest suite on embedded PGlite (a fresh copy of the seeded fixture database).
import { startTestServer } from './helpers/start';
import { describeTracking } from './suites/tracking';

describeTracking('PGlite', async () => {
  const t = await startTestServer();
  return {
    url: t.url,
    query: async <T>(sql: string, params: unknown[] = []) => (await t.pglite.query<T>(sql, params)).rows,
    close: () => t.close(),
  };
});

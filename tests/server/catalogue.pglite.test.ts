// The catalogue suite on embedded PGlite (a fresh copy of the seeded fixture database).
import { startTestServer } from './helpers/start';
import { describeCatalogue } from './suites/catalogue';

describeCatalogue('PGlite', 'pglite', async () => {
  const t = await startTestServer();
  return { url: t.url, dbKind: t.server.dbKind, close: t.close };
});

// The catalogue suite on embedded PGlite (a fresh copy of the seeded fixture database).
import { rmSync } from 'node:fs';
import { startServer } from '../../server/src/start-server';
import { makeFakeDist } from './helpers/fake-dist';
import { FIXTURE_CONTENT } from './helpers/paths';
import { freshPglite } from './helpers/pglite-template';
import { describeCatalogue } from './suites/catalogue';

describeCatalogue('PGlite', 'pglite', async () => {
  const distDir = makeFakeDist();
  const server = await startServer({
    pglite: await freshPglite(),
    port: 0,
    host: '127.0.0.1',
    distDir,
    contentDir: FIXTURE_CONTENT,
    logLevel: 'silent',
  });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
});

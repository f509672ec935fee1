// Starts the real server on 127.0.0.1:0 over a fresh copy of the seeded fixture database,
// with the shared test key (unless a data folder or key files are given).
import { rmSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { startServer, type RunningServer, type StartServerOptions } from '../../../server/src/start-server';
import { makeFakeDist } from './fake-dist';
import { sharedKeyFile } from './keys';
import { FIXTURE_CONTENT } from './paths';
import { freshPglite } from './pglite-template';

export interface TestServer {
  server: RunningServer;
  url: string;
  pglite: PGlite;
  distDir: string;
  close(): Promise<void>;
}

/** The mobile-key secret of test servers (nothing is written into the repository's ./data). */
export const TEST_MEMBER_KEY_SECRET = 'test-member-key-secret-0123456789abcdef0123456789';

/** What test servers share: loopback on a free port, the fixture content, no logs, the shared test key. */
export async function testServerOptions(): Promise<StartServerOptions> {
  return {
    port: 0,
    host: '127.0.0.1',
    contentDir: FIXTURE_CONTENT,
    logLevel: 'silent',
    rsaPrivateKeyFiles: [await sharedKeyFile()],
    memberKeySecret: TEST_MEMBER_KEY_SECRET,
  };
}

export async function startTestServer(options: StartServerOptions = {}): Promise<TestServer> {
  const distDir = options.distDir ?? makeFakeDist();
  const pglite = options.pglite ?? (await freshPglite());
  const server = await startServer({
    ...(await testServerOptions()),
    ...(options.dataDir ? { rsaPrivateKeyFiles: undefined } : {}),
    ...options,
    pglite,
    distDir,
  });
  return {
    server,
    url: server.url,
    pglite,
    distDir,
    close: async () => {
      await server.close();
      if (!options.distDir) rmSync(distDir, { recursive: true, force: true });
    },
  };
}

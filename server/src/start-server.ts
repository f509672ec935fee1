// Starts one process serving the API and the built app. Options override the environment.
// Start-up does only what it must: open the database, check migrations with two tiny
// queries, and seed only when the seed flag is absent (the seed code loads only then).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { openDatabase, type DatabaseHandle, type DbKind } from '../db/connect';
import { readSeedMeta } from '../db/meta';
import { migrateToLatest } from '../db/migrate';
import { loadEnv, type LogLevel } from './env';
import { createLogger } from './lib/logger';

export interface StartServerOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  /** postgres:// URL; null forces embedded PGlite even when DATABASE_URL is set. */
  databaseUrl?: string | null;
  /** An open PGlite instance to use (tests: one loaded from a dump); closed on close(). */
  pglite?: PGlite;
  distDir?: string;
  contentDir?: string;
  logLevel?: LogLevel;
  logger?: Logger;
  /** How long close() lets requests in flight finish before cutting connections. */
  shutdownGraceMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  dbKind: DbKind;
  logger: Logger;
  close(): Promise<void>;
}

async function prepareDatabase(handle: DatabaseHandle, contentDir: string, logger: Logger): Promise<void> {
  const applied = await migrateToLatest(handle.db);
  if (applied.length) logger.info({ applied }, 'database migrated');
  if (await readSeedMeta(handle.db)) return;
  const { seedFromContent } = await import('../db/seed/index');
  await seedFromContent(handle.db, contentDir, logger);
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const env = loadEnv();
  const logger = options.logger ?? createLogger(options.logLevel ?? env.LOG_LEVEL);
  const contentDir = resolve(options.contentDir ?? env.CONTENT_DIR);
  const distDir = resolve(options.distDir ?? env.DIST_DIR);
  const databaseUrl = options.databaseUrl === null ? undefined : (options.databaseUrl ?? env.DATABASE_URL);
  const started = performance.now();

  // Open the database while the app's modules load: the two overlap.
  const [opened, appModule] = await Promise.allSettled([
    openDatabase({ pglite: options.pglite, databaseUrl, dataDir: resolve(options.dataDir ?? env.DATA_DIR) }),
    import('./app'),
  ]);
  if (opened.status === 'rejected') throw opened.reason;
  const handle = opened.value;
  try {
    if (appModule.status === 'rejected') throw appModule.reason;
    await prepareDatabase(handle, contentDir, logger);
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }

  const app = appModule.value.createApp({ logger, db: handle.db, dbKind: handle.kind, distDir, contentDir });
  const server = serve({ fetch: app.fetch, port: options.port ?? env.PORT, hostname: options.host ?? env.HOST });
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('listening', resolveListen);
    server.once('error', rejectListen);
  }).catch(async (err: unknown) => {
    await handle.close().catch(() => undefined);
    throw err;
  });

  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  const url = `http://${host}:${port}`;
  logger.info({ url, db: handle.kind, ms: Math.round(performance.now() - started) }, 'server listening');

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      const httpServer = server as Server;
      const stopped = new Promise<void>((done) => httpServer.close(() => done()));
      httpServer.closeIdleConnections();
      const force = setTimeout(() => httpServer.closeAllConnections(), options.shutdownGraceMs ?? 5000);
      await stopped;
      clearTimeout(force);
      await handle.close();
      logger.info('server closed');
    })());

  return { url, port, dbKind: handle.kind, logger, close };
}

// Starts one process serving the API and the built app (its settings: config.ts, where the
// options meet the environment).
// Start-up does only what it must, in an order that overlaps the slow parts: PGlite starts
// opening first (much of it waits on the WASM compile) while Kysely, Hono and the routes
// load; then two tiny queries check the migrations and the seed flag (the seed code loads
// only when the flag is absent). The RSA keys load meanwhile (generated only on a first
// start without configured key files).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { DatabaseHandle, DbKind } from './db/connect';
import { startOpeningPglite } from './db/open-pglite';
import type { KeyRing } from './crypto/keys';
import { resolveConfig, type ServerConfig, type StartServerOptions } from './config';
import { loadEnv } from './env';
import type { createApp as createAppFn } from './app';
import type { AppServices, createAppServices as createAppServicesFn } from './app-services';
import { createLogger } from './lib/logger';

export type { StartServerOptions } from './config';

type CreateApp = typeof createAppFn;
type CreateAppServices = typeof createAppServicesFn;

export interface RunningServer {
  url: string;
  port: number;
  dbKind: DbKind;
  logger: Logger;
  close(): Promise<void>;
}

async function prepareDatabase(
  handle: DatabaseHandle,
  contentDir: string,
  contentUpdate: boolean,
  logger: Logger,
): Promise<void> {
  const [{ migrateToLatest }, { readSeedMeta }] = await Promise.all([import('./db/migrate'), import('./db/meta')]);
  const applied = await migrateToLatest(handle.db);
  if (applied.length) logger.info({ applied }, 'database migrated');
  if (await readSeedMeta(handle.db)) {
    // Seeded before the exhibit-hash table existed: import just the hashes, once.
    if (applied.includes('0005_exhibit_hashes')) {
      const { importExhibitHashes } = await import('./db/seed/exhibit-hashes');
      await importExhibitHashes(handle.db, contentDir, logger);
    }
    if (applied.includes('0019_exhibit_features')) {
      const { importFeaturesFromContent } = await import('./db/seed/index');
      await importFeaturesFromContent(handle.db, contentDir, logger);
    }
    if (contentUpdate) {
      const { updateFromContent } = await import('./db/seed/index');
      await updateFromContent(handle.db, contentDir, logger);
    }
    return;
  }
  const { seedFromContent } = await import('./db/seed/index');
  await seedFromContent(handle.db, contentDir, logger);
}

function listen(app: { fetch: (req: Request) => Response | Promise<Response> }, port: number, hostname: string) {
  return import('@hono/node-server').then(
    ({ serve }) =>
      new Promise<Server>((done, fail) => {
        // A question of 2,000 CJK characters is 18 KB of query string: above Node's 16 KB default.
        const server = serve({
          fetch: app.fetch,
          port,
          hostname,
          serverOptions: { maxHeaderSize: 64 * 1024 },
        }) as Server;
        server.once('listening', () => done(server));
        server.once('error', fail);
      }),
  );
}

function closer(
  server: Server,
  handle: DatabaseHandle,
  logger: Logger,
  graceMs: number,
  beforeClose: () => Promise<void>,
) {
  let closing: Promise<void> | undefined;
  return () =>
    (closing ??= (async () => {
      // Answers being written are stopped and stored (their streams end) while the database is open.
      await beforeClose().catch((err: unknown) => logger.error({ err }, 'stopping answers failed'));
      const stopped = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      await stopped;
      clearTimeout(force);
      await handle.close();
      logger.info('server closed');
    })());
}

/** Keys, then the database: PGlite starts opening (options.pglite: already open) before the modules load. */
async function openParts(options: StartServerOptions, config: ServerConfig, logger: Logger) {
  const keysLoading = import('./crypto/keys').then(({ loadKeyRing }) =>
    loadKeyRing({
      files: config.rsaPrivateKeyFiles,
      dataDir: config.dataDir,
      onGenerated: (file) => logger.info({ file }, 'generated the RSA key pair'),
    }),
  );
  keysLoading.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
  const { databaseUrl } = config;
  const pglite = options.pglite ?? (databaseUrl ? undefined : (await startOpeningPglite(config.dataDir)).opened);
  try {
    // migrate and meta are loaded here too, so prepareDatabase finds them in the module cache.
    const [connect, appModule, servicesModule] = await Promise.all([
      import('./db/connect'),
      import('./app'),
      import('./app-services'),
      import('./db/migrate'),
      import('./db/meta'),
    ]);
    const keys: KeyRing = await keysLoading;
    const handle = await connect.openDatabase({ pglite, databaseUrl });
    return {
      keys,
      handle,
      createApp: appModule.createApp as CreateApp,
      createAppServices: servicesModule.createAppServices as CreateAppServices,
    };
  } catch (err) {
    // An instance opened here must not be left open.
    await Promise.resolve(pglite)
      .then(async (p) => {
        if (p && !p.closed) await p.close();
      })
      .catch(() => undefined);
    throw err;
  }
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config = resolveConfig(options, loadEnv());
  const started = performance.now();
  const logger = options.logger ?? createLogger(config.logLevel);
  const { keys, handle, createApp, createAppServices } = await openParts(options, config, logger);

  let server: Server;
  let services: AppServices;
  try {
    await prepareDatabase(handle, config.contentDir, config.contentUpdate, logger);
    services = createAppServices(config, handle.db, logger);
    await services.chat.stopOrphanedAnswers();
    // The embedded assistant reads the catalogue and builds its indexes in the background.
    services.chat.warm().catch((err: unknown) => logger.warn({ err }, 'assistant warm-up failed'));
    const { distDir, contentDir, uploadsDir, sitePolicy } = config;
    const app = createApp({
      logger,
      db: handle.db,
      dbKind: handle.kind,
      keys,
      distDir,
      contentDir,
      uploadsDir,
      sitePolicy,
      ...services,
    });
    server = await listen(app, config.port, config.host);
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }

  const { port, address } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  logger.info({ url, db: handle.kind, ms: Math.round(performance.now() - started) }, 'server listening');
  // The sandbox provider notifies the server over real HTTP: loopback when bound to every address.
  const { chat, payments } = services;
  const loopback = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '[::1]' : null;
  payments.setServerUrl(loopback ? `http://${loopback}:${port}` : url);
  const { startExpirySweep } = await import('./members/order-expiry');
  const sweep = startExpirySweep(handle.db, logger, config.orderExpirySweepMs);
  const close = closer(server, handle, logger, config.shutdownGraceMs, async () => {
    await Promise.all([chat.registry.stopAll(), sweep.stop(), payments.drain()]);
  });
  return { url, port, dbKind: handle.kind, logger, close };
}

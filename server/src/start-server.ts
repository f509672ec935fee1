// Starts one process serving the API and the built app (its settings: config.ts, where the
// options meet the environment).
// Start-up does only what it must, in an order that overlaps the slow parts: PGlite starts
// opening first (much of it waits on the WASM compile) while Kysely, Hono and the routes
// load; then two tiny queries check the migrations and the seed flag (the seed code loads
// only when the flag is absent). The RSA keys load meanwhile (generated only on a first
// start without configured key files). On PostgreSQL (any number of instances, issue 22)
// keys without key files come from the database once it is migrated, and the instance sets
// up what the others need of it (cluster/shared-parts.ts).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { DatabaseHandle, DbKind } from './db/connect';
import { startOpeningPglite } from './db/open-pglite';
import type { KeyRing } from './crypto/keys';
import type { SharedParts } from './cluster/shared-parts';
import type { BackgroundJobs } from './jobs/background-jobs';
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
    if (applied.includes('0024_exhibit_features')) {
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

/**
 * Many visitors may connect at once (a tour group opening the assistant together): a listen
 * backlog of 511 (Node's default) turns the connections past it into SYN retries, 1 s, then
 * 3 s late. The kernel caps the backlog at net.core.somaxconn.
 */
const LISTEN_BACKLOG = 4096;

function listen(app: { fetch: (req: Request) => Response | Promise<Response> }, port: number, hostname: string) {
  return import('@hono/node-server').then(
    ({ createAdaptorServer }) =>
      new Promise<Server>((done, fail) => {
        // A question of 2,000 CJK characters is 18 KB of query string: above Node's 16 KB default.
        const server = createAdaptorServer({
          fetch: app.fetch,
          hostname,
          serverOptions: { maxHeaderSize: 64 * 1024 },
        }) as Server;
        server.once('listening', () => done(server));
        server.once('error', fail);
        server.listen({ port, host: hostname, backlog: LISTEN_BACKLOG });
      }),
  );
}

function closer(server: Server, handle: DatabaseHandle, logger: Logger, graceMs: number, steps: CloseSteps) {
  let closing: Promise<void> | undefined;
  return () =>
    (closing ??= (async () => {
      // Answers being written are stopped and stored (their streams end) while the database is open.
      await steps.beforeClose().catch((err: unknown) => logger.error({ err }, 'stopping answers failed'));
      const stopped = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      await stopped;
      clearTimeout(force);
      await steps.afterClose().catch((err: unknown) => logger.error({ err }, 'stopping background work failed'));
      await handle.close();
      logger.info('server closed');
    })());
}

interface CloseSteps {
  /** Before the listener closes: stop the answers (the database is still open). */
  beforeClose: () => Promise<void>;
  /** Once no request is left: background work, the instance's lease and channel. */
  afterClose: () => Promise<void>;
}

/** Keys, then the database: PGlite starts opening (options.pglite: already open) before the modules load. */
async function openParts(options: StartServerOptions, config: ServerConfig, logger: Logger) {
  const { databaseUrl } = config;
  // On PostgreSQL without key files the keys are the database's: read once it is migrated.
  const keysLoading: Promise<KeyRing | null> =
    databaseUrl && !config.rsaPrivateKeyFiles
      ? Promise.resolve(null)
      : import('./crypto/keys').then(({ loadKeyRing }) =>
          loadKeyRing({
            files: config.rsaPrivateKeyFiles,
            dataDir: config.dataDir,
            onGenerated: (file) => logger.info({ file }, 'generated the RSA key pair'),
          }),
        );
  keysLoading.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
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
    const keys = await keysLoading;
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

/** The key pairs kept in the database (PostgreSQL without key files), after the migrations. */
async function sharedKeys(handle: DatabaseHandle, logger: Logger): Promise<KeyRing> {
  const { loadSharedKeyRing } = await import('./crypto/shared-keys');
  return loadSharedKeyRing(handle.db, {
    onGenerated: (secretHash) => logger.info({ secretHash }, 'generated the RSA key pair in the database'),
  });
}

/** The member key may not live in the database it protects (decision 0066): given, or refused. */
function checkSharedSecrets(config: ServerConfig): void {
  if (config.databaseUrl && !config.secrets.memberKey) {
    throw new Error(
      'MEMBER_KEY_SECRET must be set with DATABASE_URL: every instance needs the same one, and the database must not ' +
        'hold it. A server that ran without it keeps the value in use in DATA_DIR/members/mobile-key-secret.',
    );
  }
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config = resolveConfig(options, loadEnv());
  checkSharedSecrets(config);
  const started = performance.now();
  const logger = options.logger ?? createLogger(config.logLevel);
  const parts = await openParts(options, config, logger);
  const { handle, createApp, createAppServices } = parts;

  let server: Server;
  let services: AppServices;
  let shared: SharedParts | null = null;
  let jobs: BackgroundJobs;
  try {
    await prepareDatabase(handle, config.contentDir, config.contentUpdate, logger);
    const keys = parts.keys ?? (await sharedKeys(handle, logger));
    if (config.cluster && config.databaseUrl) {
      const { openSharedParts } = await import('./cluster/shared-parts');
      shared = await openSharedParts(handle, {
        databaseUrl: config.databaseUrl,
        leaseMs: config.cluster.leaseMs,
        chatGraceMs: config.chat.disconnectGraceMs,
        keys,
        logger,
        // Others may have stopped some of this instance's answers meanwhile: stop those here too.
        onLapsed: () =>
          void services?.chat.leaseLapsed().catch((err: unknown) => logger.error({ err }, 'after a lapsed lease')),
      });
    }
    const { createTimerJobs } = await import('./jobs/timer-jobs');
    jobs = shared?.jobs ?? createTimerJobs(logger);
    services = createAppServices(config, handle.db, logger, jobs, shared);
    const { defineServerJobs } = await import('./jobs/server-jobs');
    defineServerJobs(jobs, {
      db: handle.db,
      logger,
      orderExpirySweepMs: config.orderExpirySweepMs,
      chat: shared?.chat ?? null,
    });
    await jobs.start();
    await services.chat.stopOrphanedAnswers();
    // The embedded assistant reads the catalogue and builds its indexes in the background.
    services.chat.warm().catch((err: unknown) => logger.warn({ err }, 'assistant warm-up failed'));
    const { distDir, contentDir, sitePolicy, trustedProxies } = config;
    const app = createApp({
      logger,
      db: handle.db,
      dbKind: handle.kind,
      keys,
      distDir,
      contentDir,
      sitePolicy,
      trustedProxies,
      ...services,
    });
    server = await listen(app, config.port, config.host);
  } catch (err) {
    await shared?.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    throw err;
  }

  const { port, address } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  logger.info(
    { url, db: handle.kind, instance: shared?.lease.id, ms: Math.round(performance.now() - started) },
    'server listening',
  );
  // The sandbox provider notifies the server over real HTTP: loopback when bound to every address.
  const { chat, payments } = services;
  const loopback = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '[::1]' : null;
  payments.setServerUrl(loopback ? `http://${loopback}:${port}` : url);
  const close = closer(server, handle, logger, config.shutdownGraceMs, {
    beforeClose: async () => {
      await Promise.all([chat.registry.stopAll(), payments.drain()]);
    },
    afterClose: async () => {
      await (shared ? shared.close() : jobs.stop());
    },
  });
  return { url, port, dbKind: handle.kind, logger, close };
}

// Starts one process serving the API and the built app. Options override the environment.
// Start-up does only what it must, in an order that overlaps the slow parts: PGlite starts
// opening first (much of it waits on the WASM compile) while Kysely, Hono and the routes
// load; then two tiny queries check the migrations and the seed flag (the seed code loads
// only when the flag is absent). The RSA keys load meanwhile (generated only on a first
// start without configured key files).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';
import type { DatabaseHandle, DbKind } from './db/connect';
import { startOpeningPglite } from './db/open-pglite';
import type { ChatService } from './chat/chat-service';
import type { LlmConfig } from './providers/llm/openai-compatible';
import type { KeyRing } from './crypto/keys';
import type { SandboxPayments } from './providers/payment/sandbox/sandbox-provider';
import { loadEnv, type LogLevel } from './env';
import type { createApp as createAppFn } from './app';
import { createLogger } from './lib/logger';

type CreateApp = typeof createAppFn;

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
  /** Apply the content folder to an already seeded database (overrides CONTENT_UPDATE). */
  contentUpdate?: boolean;
  logLevel?: LogLevel;
  logger?: Logger;
  /** RSA private key PEM files, current first (overrides RSA_PRIVATE_KEY_FILES). */
  rsaPrivateKeyFiles?: string[];
  /** A LibreTranslate-compatible server (overrides TRANSLATION_PROVIDER_URL); null: none. */
  translationProviderUrl?: string | null;
  /** How long close() lets requests in flight finish before cutting connections. */
  shutdownGraceMs?: number;
  /** An OpenAI-compatible model for the assistant (overrides LLM_*); null: the catalogue assistant. */
  llm?: LlmConfig | null;
  /** How long an answer goes on with no client attached (overrides CHAT_DISCONNECT_GRACE_MS). */
  chatDisconnectGraceMs?: number;
  /** Questions per minute per member and per address (overrides CHAT_QUESTIONS_PER_MINUTE); null: no limit. */
  chatQuestionsPerMinute?: number | null;
  /** Interval of the `: ping` comments on the assistant's streams (default 15 s). */
  chatHeartbeatMs?: number;
  /** The SMS provider by name (overrides SMS_PROVIDER: 'log' or 'http'). */
  smsProvider?: string;
  /** The 'http' SMS provider's gateway and token (override SMS_HTTP_URL, SMS_HTTP_TOKEN). */
  smsHttpUrl?: string;
  smsHttpToken?: string;
  /** The sandbox payment provider's shared secret (overrides PAYMENT_SANDBOX_SECRET). */
  paymentSandboxSecret?: string;
  /** The secret of the mobile numbers' keys (overrides MEMBER_KEY_SECRET). */
  memberKeySecret?: string;
  /** Delay of the sandbox provider's refund notifications (tests; default random 0 to 500 ms). */
  sandboxRefundDelayMs?: number;
  /** How often unpaid orders past payBefore are cancelled (default 30 s). */
  orderExpirySweepMs?: number;
  /** Wrapper origins that may frame the app (overrides WRAPPER_ORIGINS). */
  wrapperOrigins?: string[];
  /** Origins answers' images may load from (overrides ANSWER_IMAGE_HOSTS). */
  answerImageHosts?: string[];
  /** The secret paid media URLs are signed with (overrides MEDIA_SIGNING_SECRET). */
  mediaSigningSecret?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  dbKind: DbKind;
  logger: Logger;
  close(): Promise<void>;
}

async function prepareDatabase(handle: DatabaseHandle, contentDir: string, contentUpdate: boolean, logger: Logger): Promise<void> {
  const [{ migrateToLatest }, { readSeedMeta }] = await Promise.all([import('./db/migrate'), import('./db/meta')]);
  const applied = await migrateToLatest(handle.db);
  if (applied.length) logger.info({ applied }, 'database migrated');
  if (await readSeedMeta(handle.db)) {
    // Seeded before the exhibit-hash table existed: import just the hashes, once.
    if (applied.includes('0005_exhibit_hashes')) {
      const { importExhibitHashes } = await import('./db/seed/exhibit-hashes');
      await importExhibitHashes(handle.db, contentDir, logger);
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
        const server = serve({ fetch: app.fetch, port, hostname, serverOptions: { maxHeaderSize: 64 * 1024 } }) as Server;
        server.once('listening', () => done(server));
        server.once('error', fail);
      }),
  );
}

function closer(server: Server, handle: DatabaseHandle, logger: Logger, graceMs: number, beforeClose: () => Promise<void>) {
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

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const env = loadEnv();
  const started = performance.now();
  const logger = options.logger ?? createLogger(options.logLevel ?? env.LOG_LEVEL);
  const contentDir = resolve(options.contentDir ?? env.CONTENT_DIR);
  const distDir = resolve(options.distDir ?? env.DIST_DIR);
  const dataDir = resolve(options.dataDir ?? env.DATA_DIR);
  const keyFiles = options.rsaPrivateKeyFiles ?? env.RSA_PRIVATE_KEY_FILES;
  const keysLoading = import('./crypto/keys').then(({ loadKeyRing }) =>
    loadKeyRing({
      files: keyFiles,
      dataDir,
      onGenerated: (file) => logger.info({ file }, 'generated the RSA key pair'),
    }),
  );
  keysLoading.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
  const databaseUrl = options.databaseUrl === null ? undefined : (options.databaseUrl ?? env.DATABASE_URL);
  const pglite =
    options.pglite ??
    (databaseUrl ? undefined : (await startOpeningPglite(dataDir)).opened);
  // If anything below fails, an instance opened here must not be left open.
  const closeEarly = () => Promise.resolve(pglite).then(async (p) => {
      if (p && !p.closed) await p.close();
    }).catch(() => undefined);

  let handle: DatabaseHandle;
  let createApp: CreateApp;
  let keys: KeyRing;
  try {
    // migrate and meta are loaded here too, so prepareDatabase finds them in the module cache.
    const [connect, appModule] = await Promise.all([
      import('./db/connect'),
      import('./app'),
      import('./db/migrate'),
      import('./db/meta'),
    ]);
    createApp = appModule.createApp;
    keys = await keysLoading;
    handle = await connect.openDatabase({ pglite, databaseUrl });
  } catch (err) {
    await closeEarly();
    throw err;
  }

  let server: Server;
  let chat: ChatService;
  let payments: SandboxPayments;
  try {
    await prepareDatabase(handle, contentDir, options.contentUpdate ?? env.CONTENT_UPDATE, logger);
    const { createChatService } = await import('./chat/chat-service');
    const llm =
      options.llm === undefined
        ? env.LLM_BASE_URL && env.LLM_MODEL
          ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }
          : null
        : options.llm;
    const perMinute = options.chatQuestionsPerMinute === undefined ? env.CHAT_QUESTIONS_PER_MINUTE : options.chatQuestionsPerMinute;
    chat = createChatService(handle.db, logger, {
      llm,
      disconnectGraceMs: options.chatDisconnectGraceMs ?? env.CHAT_DISCONNECT_GRACE_MS,
      questionsPerMinute: perMinute || null,
      heartbeatMs: options.chatHeartbeatMs ?? 15_000,
    });
    await chat.stopOrphanedAnswers();
    const translationProviderUrl =
      options.translationProviderUrl === null ? undefined : (options.translationProviderUrl ?? env.TRANSLATION_PROVIDER_URL);
    const { createSmsProvider } = await import('./providers/sms/sms-provider');
    const [{ createSandboxPayments }, { paymentSecretSource }, { memberKeySource }, { mediaSecretSource }] = await Promise.all([
      import('./providers/payment/sandbox/sandbox-provider'),
      import('./members/payment-secret'),
      import('./members/mobile-key'),
      import('./members/media-secret'),
    ]);
    const secret = paymentSecretSource({ secret: options.paymentSandboxSecret ?? env.PAYMENT_SANDBOX_SECRET, dataDir });
    payments = createSandboxPayments({ secret, logger, refundDelayMs: options.sandboxRefundDelayMs });
    const sms = createSmsProvider(
      {
        name: options.smsProvider ?? env.SMS_PROVIDER,
        httpUrl: options.smsHttpUrl ?? env.SMS_HTTP_URL,
        httpToken: options.smsHttpToken ?? env.SMS_HTTP_TOKEN,
      },
      logger,
    );
    const app = createApp({
      logger,
      db: handle.db,
      dbKind: handle.kind,
      keys,
      distDir,
      contentDir,
      uploadsDir: join(dataDir, 'uploads'),
      translationProvider: translationProviderUrl ? { url: translationProviderUrl, apiKey: env.TRANSLATION_API_KEY } : null,
      chat,
      sms,
      payments,
      memberKey: memberKeySource({ secret: options.memberKeySecret ?? env.MEMBER_KEY_SECRET, dataDir }),
      sitePolicy: {
        wrapperOrigins: options.wrapperOrigins ?? env.WRAPPER_ORIGINS,
        imageHosts: options.answerImageHosts ?? env.ANSWER_IMAGE_HOSTS,
      },
      mediaSecret: mediaSecretSource({ secret: options.mediaSigningSecret ?? env.MEDIA_SIGNING_SECRET, dataDir }),
    });
    server = await listen(app, options.port ?? env.PORT, options.host ?? env.HOST);
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }

  const { port, address } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  logger.info({ url, db: handle.kind, ms: Math.round(performance.now() - started) }, 'server listening');
  // The sandbox provider notifies the server over real HTTP: loopback when bound to every address.
  const loopback = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '[::1]' : null;
  payments.setServerUrl(loopback ? `http://${loopback}:${port}` : url);
  const { startExpirySweep } = await import('./members/order-expiry');
  const sweep = startExpirySweep(handle.db, logger, options.orderExpirySweepMs);
  const close = closer(server, handle, logger, options.shutdownGraceMs ?? 5000, async () => {
    await Promise.all([chat.registry.stopAll(), sweep.stop(), payments.drain()]);
  });
  return { url, port, dbKind: handle.kind, logger, close };
}

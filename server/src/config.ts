// The one place where startServer's options meet the environment: every setting resolved
// once, with its default. An option given (even null) wins; otherwise the environment's value
// (env.ts has already applied its defaults). A null option means "none", not "use the env".
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';
import { join, resolve } from 'node:path';
import type { SitePolicy } from '@contract/site-policy';
import type { Env, LogLevel } from './env';
import { normalizeAddress } from './lib/client-address';
import type { LlmConfig } from './providers/llm/openai-compatible';
import type { MiniProgramConfig } from './providers/mini-program/scheme-provider';
import type { SmsProviderConfig } from './providers/sms/sms-provider';

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
  /** The mini-program schemes open (overrides MINI_PROGRAM_*); null: none is configured. */
  miniProgram?: MiniProgramConfig | null;
  /** The operators' bearer token (overrides ADMIN_TOKEN); null: the admin endpoints refuse everyone. */
  adminToken?: string | null;
  /** Proxies whose X-Forwarded-For names the client (overrides TRUSTED_PROXIES). */
  trustedProxies?: string[];
  /** Several instances on PostgreSQL: the instance lease (overrides CLUSTER_LEASE_MS). */
  clusterLeaseMs?: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute paths. */
  dataDir: string;
  distDir: string;
  contentDir: string;
  uploadsDir: string;
  /** undefined: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  contentUpdate: boolean;
  logLevel: LogLevel;
  /** undefined: DATA_DIR/keys/current.pem, generated on a first start. */
  rsaPrivateKeyFiles: string[] | undefined;
  shutdownGraceMs: number;
  translationProvider: { url: string; apiKey?: string } | null;
  chat: { llm: LlmConfig | null; disconnectGraceMs: number; questionsPerMinute: number | null; heartbeatMs: number };
  sms: SmsProviderConfig;
  /** undefined: the secret made once and kept in dataDir (members/secret-source.ts). */
  secrets: { paymentSandbox: string | undefined; memberKey: string | undefined; mediaSigning: string | undefined };
  sitePolicy: SitePolicy;
  /** null: no mini-program is configured (the scheme call answers 503). */
  miniProgram: MiniProgramConfig | null;
  /** undefined: the sandbox's and the sweep's own defaults. */
  sandboxRefundDelayMs: number | undefined;
  orderExpirySweepMs: number | undefined;
  /** null: no admin token; the admin endpoints refuse everyone. */
  adminToken: string | null;
  /** Normalised addresses of the proxies whose X-Forwarded-For is believed. */
  trustedProxies: ReadonlySet<string>;
  /** With databaseUrl: several instances may share the database (issue 22). */
  cluster: { leaseMs: number } | null;
}

const SHUTDOWN_GRACE_MS = 5000;
const CHAT_HEARTBEAT_MS = 15_000;

/** An option given wins, null included; undefined falls back to the environment. */
const either = <T>(option: T | undefined, fromEnv: T): T => (option === undefined ? fromEnv : option);

export function resolveConfig(options: StartServerOptions, env: Env): ServerConfig {
  const dataDir = resolve(options.dataDir ?? env.DATA_DIR);
  const llmFromEnv =
    env.LLM_BASE_URL && env.LLM_MODEL
      ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, grounded: env.LLM_GROUNDED }
      : null;
  const translationUrl = either(options.translationProviderUrl, env.TRANSLATION_PROVIDER_URL) ?? undefined;
  const databaseUrl = either(options.databaseUrl, env.DATABASE_URL) ?? undefined;
  return {
    port: options.port ?? env.PORT,
    host: options.host ?? env.HOST,
    dataDir,
    distDir: resolve(options.distDir ?? env.DIST_DIR),
    contentDir: resolve(options.contentDir ?? env.CONTENT_DIR),
    uploadsDir: join(dataDir, 'uploads'),
    databaseUrl,
    contentUpdate: options.contentUpdate ?? env.CONTENT_UPDATE,
    logLevel: options.logLevel ?? env.LOG_LEVEL,
    rsaPrivateKeyFiles: options.rsaPrivateKeyFiles ?? env.RSA_PRIVATE_KEY_FILES,
    shutdownGraceMs: options.shutdownGraceMs ?? SHUTDOWN_GRACE_MS,
    translationProvider: translationUrl ? { url: translationUrl, apiKey: env.TRANSLATION_API_KEY } : null,
    chat: {
      llm: either(options.llm, llmFromEnv),
      disconnectGraceMs: options.chatDisconnectGraceMs ?? env.CHAT_DISCONNECT_GRACE_MS,
      // 0 and null both mean no limit.
      questionsPerMinute: either(options.chatQuestionsPerMinute, env.CHAT_QUESTIONS_PER_MINUTE) || null,
      heartbeatMs: options.chatHeartbeatMs ?? CHAT_HEARTBEAT_MS,
    },
    sms: {
      name: options.smsProvider ?? env.SMS_PROVIDER,
      httpUrl: options.smsHttpUrl ?? env.SMS_HTTP_URL,
      httpToken: options.smsHttpToken ?? env.SMS_HTTP_TOKEN,
    },
    secrets: {
      paymentSandbox: options.paymentSandboxSecret ?? env.PAYMENT_SANDBOX_SECRET,
      memberKey: options.memberKeySecret ?? env.MEMBER_KEY_SECRET,
      mediaSigning: options.mediaSigningSecret ?? env.MEDIA_SIGNING_SECRET,
    },
    sitePolicy: {
      wrapperOrigins: options.wrapperOrigins ?? env.WRAPPER_ORIGINS,
      imageHosts: options.answerImageHosts ?? env.ANSWER_IMAGE_HOSTS,
    },
    miniProgram: either(
      options.miniProgram,
      env.MINI_PROGRAM_APP_ID && env.MINI_PROGRAM_APP_SECRET
        ? {
            appId: env.MINI_PROGRAM_APP_ID,
            appSecret: env.MINI_PROGRAM_APP_SECRET,
            apiBase: env.MINI_PROGRAM_API_BASE,
            version: env.MINI_PROGRAM_VERSION,
          }
        : null,
    ),
    sandboxRefundDelayMs: options.sandboxRefundDelayMs,
    orderExpirySweepMs: options.orderExpirySweepMs,
    adminToken: either(options.adminToken, env.ADMIN_TOKEN) ?? null,
    trustedProxies: new Set((options.trustedProxies ?? env.TRUSTED_PROXIES).map(normalizeAddress)),
    cluster: databaseUrl ? { leaseMs: options.clusterLeaseMs ?? env.CLUSTER_LEASE_MS } : null,
  };
}

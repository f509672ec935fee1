// The services createApp is given, made from the resolved config (config.ts). createApp
// builds none of its own, so what runs is exactly what start-up chose. With several
// instances on PostgreSQL (`shared`, issue 22) the assistant, the limits, the secrets, the
// uploads and the sandbox's payments are kept in the database.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { createChatService, type ChatService } from './chat/chat-service';
import { createSharedRateLimiter } from './chat/shared-rate-limit';
import type { SharedParts } from './cluster/shared-parts';
import type { BackgroundJobs } from './jobs/background-jobs';
import { addressKeyer } from './members/mobile-key';
import { databaseUploadStore, fileUploadStore, type UploadStore } from './members/upload-store';
import { databaseSandboxStore } from './providers/payment/sandbox-store';
import type { RefundRequest } from './providers/payment/provider';
import type { Database } from './db/schema';
import { mediaSecretSource, memberKeySource, paymentSecretSource, type SecretSource } from './members/secret-source';
import { createNoSchemeProvider, type SchemeProvider } from './providers/mini-program/scheme-provider';
import { createWechatSchemeProvider } from './providers/mini-program/wechat-scheme-provider';
import { createSandboxPayments, type SandboxPayments } from './providers/payment/sandbox-provider';
import { createSmsProvider, type SmsProvider } from './providers/sms/sms-provider';
import { createNoSpeechProvider, type SpeechProvider } from './providers/speech/speech-provider';
import { createLibreTranslateProvider } from './providers/translation/libretranslate';
import type { TranslationProvider } from './providers/translation/provider';
import type { ServerConfig } from './config';
import { createStoredTranslations } from './translation/stored-translations';
import { createTranslator } from './translation/translator';

export interface AppServices {
  /** The assistant. */
  chat: ChatService;
  /** Sends login and change-mobile codes. */
  sms: SmsProvider;
  /** The embedded sandbox payment provider. */
  payments: SandboxPayments;
  /** A machine-translation vendor; null: stored translations only. */
  translationProvider: TranslationProvider | null;
  /** Speech to text for voice input (none ships: the embedded one answers 503). */
  speech: SpeechProvider;
  /** URL schemes that open the mini-program (none configured: the embedded one answers 503). */
  schemes: SchemeProvider;
  /** The secret of the mobile numbers' and client addresses' keys. */
  memberKey: SecretSource;
  /** The secret paid media URLs are signed with. */
  mediaSecret: SecretSource;
  /** The operators' bearer token (ADMIN_TOKEN); null: the admin endpoints refuse everyone. */
  adminToken: string | null;
  /** Where uploaded files' bytes are kept. */
  uploads: UploadStore;
}

export function createAppServices(
  config: ServerConfig,
  db: Kysely<Database>,
  logger: Logger,
  jobs: BackgroundJobs,
  shared: SharedParts | null,
): AppServices {
  const { dataDir, secrets, translationProvider } = config;
  // On PostgreSQL the secrets the environment does not give are kept in the database, all but
  // the member key's: a copy of the database must not hold it (decision 0066).
  const sharedDb = shared ? db : undefined;
  const memberKey = memberKeySource({ secret: secrets.memberKey, dataDir });
  const perMinute = config.chat.questionsPerMinute;
  const keyOfAddress = addressKeyer(memberKey);
  const sendRefund = jobs.later('sandbox-refund', (request: RefundRequest) => payments.sendRefund(request));
  const payments = createSandboxPayments({
    secret: paymentSecretSource({ secret: secrets.paymentSandbox, dataDir, shared: sharedDb }),
    logger,
    refundDelayMs: config.sandboxRefundDelayMs,
    store: databaseSandboxStore(db),
    queueRefund: sendRefund,
  });
  return {
    chat: createChatService(
      db,
      logger,
      config.chat,
      // Stored translations only: the assistant never sends the catalogue to a vendor.
      createTranslator(db, createStoredTranslations(config.contentDir), null),
      shared && {
        cluster: shared.chat,
        limiter: perMinute ? createSharedRateLimiter(db, perMinute, keyOfAddress) : null,
      },
    ),
    sms: createSmsProvider(config.sms, logger),
    payments,
    translationProvider: translationProvider
      ? createLibreTranslateProvider(translationProvider.url, translationProvider.apiKey)
      : null,
    speech: createNoSpeechProvider(),
    schemes: config.miniProgram ? createWechatSchemeProvider(config.miniProgram) : createNoSchemeProvider(),
    memberKey,
    mediaSecret: mediaSecretSource({ secret: secrets.mediaSigning, dataDir, shared: sharedDb }),
    adminToken: config.adminToken,
    uploads: shared ? databaseUploadStore(db) : fileUploadStore(config.uploadsDir),
  };
}

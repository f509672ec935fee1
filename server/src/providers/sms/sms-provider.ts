// Sends login and change-mobile codes. The embedded 'log' provider writes the code to the
// server log (for development, the browser tests and the benches); 'http' is a real gateway
// (http-sms-provider.ts). Only the embedded provider ever sees the logger: a real provider
// cannot log a code, and a failed send is logged by the caller without it.
import type { Logger } from 'pino';
import type { SmsPurpose } from '@contract/member';
import { createHttpSmsProvider } from './http-sms-provider';

export interface SmsProvider {
  send(mobile: string, code: string, purpose: SmsPurpose): Promise<void>;
}

export const SMS_PROVIDER_NAMES = ['log', 'http'] as const;
export type SmsProviderName = (typeof SMS_PROVIDER_NAMES)[number];

export interface SmsProviderConfig {
  /** 'log' when unset. */
  name?: string;
  /** The gateway of the 'http' provider (SMS_HTTP_URL) and its bearer token (SMS_HTTP_TOKEN). */
  httpUrl?: string;
  httpToken?: string;
}

/** The embedded provider: the code goes to the log (browser tests and the bench read it there). */
export function createLogSmsProvider(logger: Logger): SmsProvider {
  return {
    send(mobile, code, purpose) {
      logger.info({ mobile, code, purpose }, 'sms code sent');
      return Promise.resolve();
    },
  };
}

/** The provider the configuration names; an unknown name or a missing gateway stops the start. */
export function createSmsProvider(config: SmsProviderConfig, logger: Logger): SmsProvider {
  const chosen = config.name?.trim() || 'log';
  if (chosen === 'log') return createLogSmsProvider(logger);
  if (chosen === 'http') {
    if (!config.httpUrl) throw new Error("SMS_PROVIDER 'http' needs SMS_HTTP_URL");
    return createHttpSmsProvider({ url: config.httpUrl, token: config.httpToken });
  }
  throw new Error(`SMS_PROVIDER '${chosen}' is unknown (known: ${SMS_PROVIDER_NAMES.join(', ')})`);
}

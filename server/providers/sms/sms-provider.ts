// Sends login and change-mobile codes. The embedded 'log' provider writes the code to the
// server log (there is no SMS gateway in this product yet); a real gateway plugs in behind
// the same interface and is chosen with SMS_PROVIDER.
import type { Logger } from 'pino';
import type { SmsPurpose } from '../../../src/lib/contract/member';

export interface SmsProvider {
  send(mobile: string, code: string, purpose: SmsPurpose): Promise<void>;
}

export const SMS_PROVIDER_NAMES = ['log'] as const;
export type SmsProviderName = (typeof SMS_PROVIDER_NAMES)[number];

/** The embedded provider: the code goes to the log (browser tests and the bench read it there). */
export function createLogSmsProvider(logger: Logger): SmsProvider {
  return {
    send(mobile, code, purpose) {
      logger.info({ mobile, code, purpose }, 'sms code sent');
      return Promise.resolve();
    },
  };
}

/** The provider SMS_PROVIDER names ('log' when unset); an unknown name stops the start. */
export function createSmsProvider(name: string | undefined, logger: Logger): SmsProvider {
  const chosen = name?.trim() || 'log';
  if (chosen === 'log') return createLogSmsProvider(logger);
  throw new Error(`SMS_PROVIDER '${chosen}' is unknown (known: ${SMS_PROVIDER_NAMES.join(', ')})`);
}

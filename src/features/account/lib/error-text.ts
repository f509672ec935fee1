// A failed login or account call as a sentence in the visitor's language: the member codes
// are translated here, other server messages shown as sent, transport failures generic.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { ApiError } from '@/lib/api';

const CODES = {
  smsCodeWrong: 'MOB2230001',
  smsCodeExpired: 'MOB2230002',
  smsTooManyTries: 'MOB2230003',
  agreementRequired: 'MOB2230004',
  smsTooSoon: 'MOB2230429',
  smsDailyLimit: 'MOB2230430',
  mobileTaken: 'MOB2230409',
} as const;

export function errorText(error: unknown, i18n: I18n): string {
  if (!(error instanceof ApiError)) return i18n._(msg`Network error, please try again later`);
  switch (error.errorCode) {
    case CODES.smsCodeWrong:
      return i18n._(msg`Wrong verification code`);
    case CODES.smsCodeExpired:
      return i18n._(msg`The verification code has expired, please ask for a new code`);
    case CODES.smsTooManyTries:
      return i18n._(msg`Too many wrong codes, please ask for a new code`);
    case CODES.agreementRequired:
      return i18n._(msg`Please read and agree to the User Agreement and Privacy Policy first`);
    case CODES.smsTooSoon: {
      const seconds = /(\d+) seconds/.exec(error.message)?.[1] ?? '60';
      return i18n._(msg`Please wait ${seconds} seconds before asking for another code`);
    }
    case CODES.smsDailyLimit:
      return i18n._(msg`Too many codes today, please try again tomorrow`);
    case CODES.mobileTaken:
      return i18n._(msg`This mobile number cannot be used for this account`);
    default:
      return error.message || i18n._(msg`Network error, please try again later`);
  }
}

/** Seconds the server asked to wait before the next code (429 too soon), if it did. */
export function waitSecondsOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.errorCode !== CODES.smsTooSoon) return null;
  const seconds = Number(/(\d+) seconds/.exec(error.message)?.[1]);
  return Number.isFinite(seconds) ? seconds : null;
}

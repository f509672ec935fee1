// The spec's validation messages (point 5) for the login and change-mobile forms, and the
// answers to a code check.
import { MOBILE_PATTERN, SMS_CODE_LENGTH } from '@contract/member';
import { ERROR_CODES } from '../lib/error-codes';
import { ApiError } from '../lib/respond';
import type { CheckResult } from './sms-codes';

// The spec: undefined, null, '' and 'unknown' count as empty.
const isEmpty = (value: string | undefined | null) =>
  value == null || value.trim() === '' || value.trim() === 'unknown';

const invalid = (message: string) => new ApiError(400, ERROR_CODES.validation, message);

export function validMobile(mobile: string | undefined | null): string {
  if (isEmpty(mobile)) throw invalid('Mobile number cannot be empty');
  const trimmed = (mobile as string).trim();
  if (!MOBILE_PATTERN.test(trimmed)) throw invalid('Please enter the correct mobile number');
  return trimmed;
}

export function validCode(code: string | undefined | null): string {
  if (isEmpty(code)) throw invalid('Verification code cannot be empty');
  const trimmed = (code as string).trim();
  if (!new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(trimmed))
    throw invalid(`The verification code has ${SMS_CODE_LENGTH} digits`);
  return trimmed;
}

/** Throws the answer to anything but a right code. */
export function requireRightCode(result: CheckResult): void {
  switch (result.kind) {
    case 'right':
      return;
    case 'none':
      throw new ApiError(
        400,
        ERROR_CODES.smsCodeExpired,
        'The verification code is no longer valid, please ask for a new code',
      );
    case 'expired':
      throw new ApiError(
        400,
        ERROR_CODES.smsCodeExpired,
        'The verification code has expired, please ask for a new code',
      );
    case 'too-many-tries':
      throw new ApiError(429, ERROR_CODES.smsTooManyTries, 'Too many wrong codes, please ask for a new code');
    case 'wrong':
      throw new ApiError(
        400,
        ERROR_CODES.smsCodeWrong,
        result.triesLeft > 0
          ? `Wrong verification code (${result.triesLeft} tries left)`
          : 'Wrong verification code, please ask for a new code',
      );
  }
}

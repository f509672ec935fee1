// The spec's validation rules (point 5) on the visitor's side, as message ids the form
// translates; the server checks the same.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { EMAIL_MAX_LENGTH, MOBILE_PATTERN } from '@contract/member';

const isEmpty = (value: string) => value.trim() === '' || value.trim() === 'unknown';

export function mobileProblem(value: string): MessageDescriptor | null {
  if (isEmpty(value)) return msg`Mobile number cannot be empty`;
  if (!MOBILE_PATTERN.test(value.trim())) return msg`Please enter the correct mobile number`;
  return null;
}

export function codeProblem(value: string): MessageDescriptor | null {
  if (isEmpty(value)) return msg`Verification code cannot be empty`;
  if (!/^\d{6}$/.test(value.trim())) return msg`The verification code has 6 digits`;
  return null;
}

// A practical check (the server has the strict one): something@something.tld, no spaces.
export function emailProblem(value: string): MessageDescriptor | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (trimmed.length > EMAIL_MAX_LENGTH || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed))
    return msg`Please enter a correct email address`;
  return null;
}

/** 138****0000 */
export const maskMobile = (mobile: string) =>
  mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;

// The profile form's rules, away from its markup: which fields changed, what each field's
// problem is before sending, and which field a refusal of the server names.
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '@/lib/api';
import type { MemberProfile } from '@contract/member';
import type { ProfileField } from '../api/account-api';
import type { ProfileValues } from '../state/profile-draft';
import { emailProblem } from './form-rules';

export const PROFILE_FIELDS: readonly ProfileField[] = ['nickname', 'name', 'email'];

export const savedValues = (profile: MemberProfile): ProfileValues => ({
  nickname: profile.nickname ?? '',
  name: profile.name ?? '',
  email: profile.email ?? '',
});

/** The fields whose trimmed value differs from the saved one; an empty field clears (null). */
export function changedFields(
  values: ProfileValues,
  profile: MemberProfile,
): Partial<Record<ProfileField, string | null>> {
  const saved = savedValues(profile);
  const changes: Partial<Record<ProfileField, string | null>> = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field].trim();
    if (value !== saved[field]) changes[field] = value === '' ? null : value;
  }
  return changes;
}

export function fieldProblems(values: ProfileValues): Partial<Record<ProfileField, MessageDescriptor>> {
  const email = emailProblem(values.email);
  return email ? { email } : {};
}

/** The server names a refused field as "Invalid body field 'email': ...". */
export function refusedField(error: unknown): ProfileField | null {
  if (!(error instanceof ApiError)) return null;
  const named = /body field '(\w+)'/.exec(error.message)?.[1];
  return PROFILE_FIELDS.find((field) => field === named) ?? null;
}

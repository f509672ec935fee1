// The profile form's unsaved values, in session storage under the member's id: a failed save,
// a reload or a re-login after an expired token (which leaves the page) loses nothing; another
// member in the same tab never sees them; a new tab starts from the saved profile.
import { readJson, readSession, writeSession } from '@/lib/storage-keys';

const KEY = 'account.profileDraft';

export interface ProfileValues {
  nickname: string;
  name: string;
  email: string;
}

export function readProfileDraft(memberId: string): ProfileValues | null {
  const stored = readJson<Partial<ProfileValues> & { memberId?: unknown }>(readSession(KEY));
  if (!stored || stored.memberId !== memberId) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { nickname: text(stored.nickname), name: text(stored.name), email: text(stored.email) };
}

/** null forgets the draft (saved, or back to the saved values). */
export function writeProfileDraft(memberId: string, values: ProfileValues | null): void {
  writeSession(KEY, values ? JSON.stringify({ memberId, ...values }) : null);
}

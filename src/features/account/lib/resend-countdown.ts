// The 60 s resend countdown survives a reload: the time a code was sent to a number is kept
// in session storage (per purpose).
import { SMS_RESEND_SECONDS, type SmsPurpose } from '@contract/member';
import { readSession, writeSession } from '@/lib/storage-keys';

const key = (purpose: SmsPurpose) => `smsCodeSentAt.${purpose}`;

export function markCodeSent(purpose: SmsPurpose, now = Date.now(), waitSeconds = SMS_RESEND_SECONDS): void {
  // Stored as the time the next code may be asked (the server may ask for a longer wait).
  writeSession(key(purpose), String(now + waitSeconds * 1000));
}

export function secondsUntilResend(purpose: SmsPurpose, now = Date.now()): number {
  const until = Number(readSession(key(purpose)));
  if (!Number.isFinite(until) || until <= now) return 0;
  return Math.ceil((until - now) / 1000);
}

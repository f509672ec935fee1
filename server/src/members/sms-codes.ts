// SMS codes: 6 digits, valid 5 minutes, stored as sha256. Asking: the limits of
// sms-limits.ts, per number, per address and per both; the checks and the insert run in one
// transaction holding advisory locks on the number and the address, so parallel asks
// cannot both pass (PostgreSQL; PGlite has one connection and serialises).
// Only the newest code of a number works: a new code ends the earlier unused ones, and a
// right code ends whatever else is unused (ended_at).
// Checking: the newest live code of the number; a wrong code counts one try atomically
// (`wrong_tries < max` in the UPDATE), a right code is consumed atomically (`consumed_at is
// null`), so neither 1,000 parallel guesses nor a replay get past the limits.
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { SMS_CODE_LENGTH, SMS_CODE_TTL_SECONDS, SMS_MAX_WRONG_TRIES, type SmsPurpose } from '@contract/member';
import type { Database } from '../db/schema';
import { smsRefusal } from './sms-limits';
import { sha256Hex } from './tokens';

// Namespaces of the two-key advisory locks (numbers and addresses never share a lock).
const LOCK_MOBILE = 7301;
const LOCK_ADDRESS = 7302;

export type AskResult =
  { kind: 'sent'; code: string; expiresAt: Date } | { kind: 'too-soon'; secondsLeft: number } | { kind: 'daily-limit' };

/** Ends every unused code of the number (a newer one was sent, or a login succeeded). */
async function endUnusedCodes(db: Kysely<Database>, mobile: string, now: Date): Promise<void> {
  await db
    .updateTable('sms_codes')
    .set({ ended_at: now })
    .where('mobile', '=', mobile)
    .where('consumed_at', 'is', null)
    .where('ended_at', 'is', null)
    .execute();
}

export const newCode = (): string => String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');

export async function askForCode(
  db: Kysely<Database>,
  ask: { mobile: string; purpose: SmsPurpose; address: string; now?: Date },
): Promise<AskResult> {
  const now = ask.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    // Always number first, then address: one order, no deadlock.
    await sql`select pg_advisory_xact_lock(${LOCK_MOBILE}, hashtext(${ask.mobile}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(${LOCK_ADDRESS}, hashtext(${ask.address}))`.execute(trx);
    const refusal = await smsRefusal(trx, ask.mobile, ask.address, now);
    if (refusal) return refusal;
    const code = newCode();
    const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000);
    // Only the newest code of a number works: every earlier unused one ends now.
    await endUnusedCodes(trx, ask.mobile, now);
    await trx
      .insertInto('sms_codes')
      .values({
        id: randomUUID(),
        mobile: ask.mobile,
        purpose: ask.purpose,
        code_hash: sha256Hex(code),
        client_address: ask.address,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
    return { kind: 'sent', code, expiresAt } as const;
  });
}

export type CheckResult =
  | { kind: 'right' }
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'too-many-tries' };

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Checks (and on success consumes) the newest unconsumed code of this number and purpose. */
export async function checkCode(
  db: Kysely<Database>,
  check: { mobile: string; purpose: SmsPurpose; code: string; now?: Date },
): Promise<CheckResult> {
  const now = check.now ?? new Date();
  const newest = await db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'wrong_tries', 'expires_at'])
    .where('mobile', '=', check.mobile)
    .where('purpose', '=', check.purpose)
    .where('consumed_at', 'is', null)
    .where('ended_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!newest) return { kind: 'none' };
  if (newest.wrong_tries >= SMS_MAX_WRONG_TRIES) return { kind: 'too-many-tries' };
  if (new Date(newest.expires_at).getTime() <= now.getTime()) return { kind: 'expired' };

  if (sameHash(sha256Hex(check.code), newest.code_hash)) {
    const consumed = await db
      .updateTable('sms_codes')
      .set({ consumed_at: now })
      .where('id', '=', newest.id)
      .where('consumed_at', 'is', null)
      .where('ended_at', 'is', null)
      .where('wrong_tries', '<', SMS_MAX_WRONG_TRIES)
      .where('expires_at', '>', now)
      .returning('id')
      .executeTakeFirst();
    // Lost the race to another use of the code, to a newer code, or the tries ran out meanwhile.
    if (!consumed) return { kind: 'none' };
    // Whatever else of this number is still unused (either purpose, stored before this rule) ends.
    await endUnusedCodes(db, check.mobile, now);
    return { kind: 'right' };
  }
  const counted = await db
    .updateTable('sms_codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', newest.id)
    .where('consumed_at', 'is', null)
    .where('wrong_tries', '<', SMS_MAX_WRONG_TRIES)
    .returning('wrong_tries')
    .executeTakeFirst();
  if (!counted) return { kind: 'too-many-tries' };
  return { kind: 'wrong', triesLeft: SMS_MAX_WRONG_TRIES - counted.wrong_tries };
}

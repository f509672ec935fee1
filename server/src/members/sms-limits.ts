// Who may ask for an SMS code now (docs/decisions/0043-member-abuse-limits.md). An address is
// held harder than a number, so that nobody can lock a number out of login by spending its
// codes from somewhere else:
// - an address, whatever the numbers: 1 code a minute, 5 a rolling hour, 10 a rolling day;
// - a number, whatever the address: 1 code a minute, 10 a rolling day in all;
// - one address for one number: 3 a rolling day (one address alone never spends a number's 10);
// - an address this number logged in from within 30 days (a login code of the number asked
//   there and used) is not held to the number's 10: its owner still gets in from home when
//   others spent them. Its own 3 a day and the address limits still hold.
// The caller holds the number's and the address's advisory locks (sms-codes.ts).
import { sql, type Transaction } from 'kysely';
import { SMS_DAILY_LIMIT, SMS_RESEND_SECONDS } from '@contract/member';
import type { Database } from '../db/schema';

export const SMS_LIMITS = {
  resendSeconds: SMS_RESEND_SECONDS,
  addressPerHour: 5,
  addressPerDay: 10,
  numberPerDay: SMS_DAILY_LIMIT,
  numberPerAddressPerDay: 3,
  knownAddressDays: 30,
} as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type Refusal = { kind: 'too-soon'; secondsLeft: number } | { kind: 'daily-limit' };

interface Counts {
  address_day: number;
  address_hour: number;
  address_hour_oldest: Date | null;
  address_latest: Date | null;
  number_day: number;
  number_latest: Date | null;
  pair_day: number;
  known: boolean;
}

async function countsOf(trx: Transaction<Database>, mobile: string, address: string, now: Date): Promise<Counts> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const knownSince = new Date(now.getTime() - SMS_LIMITS.knownAddressDays * DAY_MS);
  const { rows } = await sql<Counts>`
    select
      count(*) filter (where client_address = ${address})::int as address_day,
      count(*) filter (where client_address = ${address} and created_at > ${hourAgo})::int as address_hour,
      min(created_at) filter (where client_address = ${address} and created_at > ${hourAgo}) as address_hour_oldest,
      max(created_at) filter (where client_address = ${address}) as address_latest,
      count(*) filter (where mobile = ${mobile})::int as number_day,
      max(created_at) filter (where mobile = ${mobile}) as number_latest,
      count(*) filter (where mobile = ${mobile} and client_address = ${address})::int as pair_day,
      exists (
        select 1 from sms_codes
        where mobile = ${mobile} and client_address = ${address} and purpose = 'login'
          and consumed_at is not null and consumed_at > ${knownSince}
      ) as known
    from sms_codes
    where (mobile = ${mobile} or client_address = ${address}) and created_at > ${dayAgo}`.execute(trx);
  return rows[0]!;
}

const secondsUntil = (from: Date | null, afterMs: number, now: Date) =>
  from ? Math.ceil((new Date(from).getTime() + afterMs - now.getTime()) / 1000) : 0;

/** Why this address may not have a code for this number now, or null when it may. */
export async function smsRefusal(
  trx: Transaction<Database>,
  mobile: string,
  address: string,
  now: Date,
): Promise<Refusal | null> {
  const c = await countsOf(trx, mobile, address, now);
  if (c.address_day >= SMS_LIMITS.addressPerDay) return { kind: 'daily-limit' };
  if (c.pair_day >= SMS_LIMITS.numberPerAddressPerDay) return { kind: 'daily-limit' };
  if (!c.known && c.number_day >= SMS_LIMITS.numberPerDay) return { kind: 'daily-limit' };
  const resendMs = SMS_LIMITS.resendSeconds * 1000;
  const secondsLeft = Math.max(
    secondsUntil(c.address_latest, resendMs, now),
    secondsUntil(c.number_latest, resendMs, now),
    c.address_hour >= SMS_LIMITS.addressPerHour ? secondsUntil(c.address_hour_oldest, HOUR_MS, now) : 0,
  );
  return secondsLeft > 0 ? { kind: 'too-soon', secondsLeft } : null;
}

// The questions-per-minute limit on PostgreSQL, shared by every instance (issue 22): one token
// bucket per key in rate_buckets (migration 0020), taken from by one statement. Each key's row
// is upserted under its row lock (ON CONFLICT DO UPDATE reads the row as it is after any
// concurrent take), so parallel questions on any number of instances never take more tokens
// than the bucket holds. Time is the database's clock, not the instances'. A question needs a
// token from every key (its address and its member); when one key is empty, the tokens the
// same statement took from the others are given back by a second statement (refusals only).
// Keys are stored as keyed hashes (mobile-key.ts): an address is counted, not kept.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RateLimitDecision, QuestionLimiter } from './rate-limit';

interface TakeRow {
  key: string;
  tokens: number;
  taken: boolean;
}

export function createSharedRateLimiter(
  db: Kysely<Database>,
  perMinute: number,
  /** Keys as stored (a keyed hash). */
  keyOf: (key: string) => Promise<string>,
): QuestionLimiter {
  const perSecond = perMinute / 60;
  return {
    async take(keys) {
      const stored = await Promise.all(keys.map((k) => keyOf(`chat-questions:${k}`)));
      // The level now: what was left plus what flowed back since, at most the bucket's size.
      const level = sql<number>`least(${perMinute}::float8, b.tokens + greatest(0, extract(epoch from clock_timestamp() - b.refilled_at)) * ${perSecond}::float8)`;
      const { rows } = await sql<TakeRow>`
        insert into rate_buckets as b (key, tokens, refilled_at, taken)
        select k, ${perMinute - 1}::float8, clock_timestamp(), true from unnest(${stored}::text[]) as k
        on conflict (key) do update set
          tokens = case when ${level} >= 1 then ${level} - 1 else ${level} end,
          refilled_at = greatest(b.refilled_at, clock_timestamp()),
          taken = ${level} >= 1
        returning key, tokens, taken`.execute(db);
      const refused = rows.filter((r) => !r.taken);
      if (!refused.length) return { allowed: true, retryAfterSec: 0 } satisfies RateLimitDecision;
      const given = rows.filter((r) => r.taken).map((r) => r.key);
      if (given.length)
        await sql`update rate_buckets set tokens = least(${perMinute}::float8, tokens + 1) where key = any(${given}::text[])`.execute(
          db,
        );
      const lowest = Math.min(...refused.map((r) => r.tokens));
      return { allowed: false, retryAfterSec: Math.max(1, Math.ceil((1 - lowest) / perSecond)) };
    },
  };
}

/** Buckets untouched for a minute have refilled completely: the same as no row (clean-up job). */
export async function deleteFullBuckets(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('rate_buckets')
    .where('refilled_at', '<', sql<Date>`now() - interval '61 seconds'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

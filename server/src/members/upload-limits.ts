// How much one member and one address may upload (docs/decisions/0043-member-abuse-limits.md).
// Counted from the `uploads` table (one row per stored file), so the limits survive a restart
// and hold across instances. A quick check runs before the body is read (nobody streams
// 10 MB only to be refused); the binding check runs again with the file's size in the
// transaction that records it, under advisory locks on the member and the address.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

const MB = 1024 * 1024;

export const UPLOAD_LIMITS = {
  memberPerHour: 10,
  memberPerDay: 30,
  memberBytesPerDay: 100 * MB,
  addressPerHour: 20,
  addressPerDay: 60,
  addressBytesPerDay: 200 * MB,
} as const;

const LOCK_MEMBER = 7401;
const LOCK_ADDRESS = 7402;

export interface Uploader {
  memberId: string;
  /** Keyed hash of the client address (mobile-key.ts). */
  addressKey: string;
}

interface Counts {
  member_hour: number;
  member_day: number;
  member_bytes: number;
  address_hour: number;
  address_day: number;
  address_bytes: number;
}

async function countsOf(db: Kysely<Database>, who: Uploader, now: Date): Promise<Counts> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const { rows } = await sql<Counts>`
    select
      count(*) filter (where member_id = ${who.memberId} and created_at > ${hourAgo})::int as member_hour,
      count(*) filter (where member_id = ${who.memberId})::int as member_day,
      coalesce(sum(size_bytes) filter (where member_id = ${who.memberId}), 0)::bigint::float8 as member_bytes,
      count(*) filter (where address_key = ${who.addressKey} and created_at > ${hourAgo})::int as address_hour,
      count(*) filter (where address_key = ${who.addressKey})::int as address_day,
      coalesce(sum(size_bytes) filter (where address_key = ${who.addressKey}), 0)::bigint::float8 as address_bytes
    from uploads
    where (member_id = ${who.memberId} or address_key = ${who.addressKey}) and created_at > ${dayAgo}`.execute(db);
  return rows[0]!;
}

/** Whether one more file of `bytes` stays within every limit. */
function fits(c: Counts, bytes: number): boolean {
  const L = UPLOAD_LIMITS;
  return (
    c.member_hour < L.memberPerHour &&
    c.member_day < L.memberPerDay &&
    c.member_bytes + bytes <= L.memberBytesPerDay &&
    c.address_hour < L.addressPerHour &&
    c.address_day < L.addressPerDay &&
    c.address_bytes + bytes <= L.addressBytesPerDay
  );
}

/** The quick check before the body is read: is there room for one more (smallest) file? */
export async function mayUpload(db: Kysely<Database>, who: Uploader, now = new Date()): Promise<boolean> {
  return fits(await countsOf(db, who, now), 1);
}

/** Records a verified file if it fits; false when a limit was reached meanwhile. */
export async function recordUpload(
  db: Kysely<Database>,
  who: Uploader,
  file: { name: string; contentType: string; size: number },
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Member first, then address: one order, no deadlock.
    await sql`select pg_advisory_xact_lock(${LOCK_MEMBER}, hashtext(${who.memberId}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(${LOCK_ADDRESS}, hashtext(${who.addressKey}))`.execute(trx);
    if (!fits(await countsOf(trx, who, now), file.size)) return false;
    await trx
      .insertInto('uploads')
      .values({
        name: file.name,
        member_id: who.memberId,
        address_key: who.addressKey,
        content_type: file.contentType,
        size_bytes: file.size,
        created_at: now,
      })
      .execute();
    return true;
  });
}

export async function forgetUpload(db: Kysely<Database>, name: string): Promise<void> {
  await db.deleteFrom('uploads').where('name', '=', name).execute();
}

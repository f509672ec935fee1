// Members: find or create by mobile number, the profile, changing the number, and closing
// the account (every row that names the member goes, in one transaction).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MemberProfile } from '@contract/member';
import type { MobileKeyer } from '../../members/mobile-key';
import type { Database } from '../schema';
import { settleCouponsOfClosure } from './coupon-claims';
import { eraseTrackingOf } from './tracking-erasure';

export interface MemberRow {
  id: string;
  mobile: string;
  openId: string;
}

export async function findOrCreateMember(db: Kysely<Database>, mobile: string): Promise<MemberRow> {
  // Two first logins at once: one insert wins, both read the same member.
  await db
    .insertInto('members')
    .values({ id: randomUUID(), open_id: randomUUID(), mobile })
    .onConflict((oc) => oc.column('mobile').doNothing())
    .execute();
  const row = await db
    .selectFrom('members')
    .select(['id', 'mobile', 'open_id'])
    .where('mobile', '=', mobile)
    .executeTakeFirstOrThrow();
  return { id: row.id, mobile: row.mobile, openId: row.open_id };
}

export async function memberIdOfMobile(db: Kysely<Database>, mobile: string): Promise<string | null> {
  const row = await db.selectFrom('members').select('id').where('mobile', '=', mobile).executeTakeFirst();
  return row?.id ?? null;
}

export async function getProfile(db: Kysely<Database>, memberId: string): Promise<MemberProfile | null> {
  const row = await db
    .selectFrom('members')
    .select(['id', 'mobile', 'nickname', 'name', 'email', 'created_at'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    memberId: row.id,
    mobile: row.mobile,
    nickname: row.nickname,
    name: row.name,
    email: row.email,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export type ProfileChanges = Partial<Record<'nickname' | 'name' | 'email', string | null>>;

export async function updateProfile(db: Kysely<Database>, memberId: string, changes: ProfileChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('members').set(changes).where('id', '=', memberId).execute();
}

/** false when another member holds the number (also when one takes it meanwhile: unique index). */
export async function changeMobile(db: Kysely<Database>, memberId: string, mobile: string): Promise<boolean> {
  const taken = await memberIdOfMobile(db, mobile);
  if (taken && taken !== memberId) return false;
  try {
    await db.transaction().execute(async (trx) => {
      const old = await trx
        .selectFrom('members')
        .select('mobile')
        .where('id', '=', memberId)
        .forUpdate()
        .executeTakeFirst();
      await trx.updateTable('members').set({ mobile }).where('id', '=', memberId).execute();
      // The old number is no longer the member's: its codes go now, so that closing the
      // account later finds every code that names one of its numbers.
      if (old && old.mobile !== mobile) await trx.deleteFrom('sms_codes').where('mobile', '=', old.mobile).execute();
    });
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === '23505') return false;
    throw err;
  }
}

/**
 * Closes an account: the member row (its cascade removes tokens, favourites, history,
 * feedback, orders, coupons, payment events and the postal address; the number's coupon
 * claims stay counted),
 * the codes sent to its number, its assistant sessions (named by member id or openId; their
 * records cascade; the events journaled for other instances with them), and tracking events that carry its ids, number, e-mail or name
 * (tracking-erasure.ts). Returns false for an unknown member.
 */
export async function closeMember(db: Kysely<Database>, memberId: string, keyOf: MobileKeyer): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('members')
      .select(['mobile', 'open_id', 'email', 'name', 'nickname'])
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!member) return false;
    // The number keeps its coupon claims (no second voucher after closing); unused coupons go back.
    await settleCouponsOfClosure(trx, memberId, await keyOf(member.mobile));
    const sessions = trx.selectFrom('chat_sessions').select('id').where('member_id', 'in', [memberId, member.open_id]);
    // The journaled events of its answers (several instances, issue 22) go with the sessions.
    const answers = trx.selectFrom('chat_answers').select('answer_id').where('session_id', 'in', sessions);
    await trx.deleteFrom('chat_answer_events').where('answer_id', 'in', answers).execute();
    await trx.deleteFrom('chat_answers').where('session_id', 'in', sessions).execute();
    await trx.deleteFrom('chat_sessions').where('member_id', 'in', [memberId, member.open_id]).execute();
    await trx.deleteFrom('sms_codes').where('mobile', '=', member.mobile).execute();
    const tokens = await trx.selectFrom('member_tokens').select('id').where('member_id', '=', memberId).execute();
    await eraseTrackingOf(trx, {
      memberId,
      tokenIds: tokens.map((row) => row.id),
      openId: member.open_id,
      mobile: member.mobile,
      email: member.email,
      name: member.name,
      nickname: member.nickname,
    });
    await trx.deleteFrom('members').where('id', '=', memberId).execute();
    return true;
  });
}

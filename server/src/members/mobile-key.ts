// A mobile number as a key that outlives the account (coupon claims per number): HMAC-SHA256
// under a server secret (MEMBER_KEY_SECRET, else DATA_DIR/members/mobile-key-secret). A bare
// sha256 of 11 digits is no protection: every mainland number can be hashed in minutes. With
// the key, a copy of the database alone does not tell which numbers claimed what.
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SecretSource } from './secret-source';

export type MobileKeyer = (mobile: string) => Promise<string>;

export function mobileKeyer(secret: SecretSource): MobileKeyer {
  return async (mobile) =>
    createHmac('sha256', await secret())
      .update(`mobile:${mobile}`)
      .digest('hex');
}

/** A client address under the same secret (upload limits per address): counted, not shown. */
export type AddressKeyer = (address: string) => Promise<string>;

export function addressKeyer(secret: SecretSource): AddressKeyer {
  return async (address) =>
    createHmac('sha256', await secret())
      .update(`address:${address}`)
      .digest('hex');
}

/** The key of the member's current number, or null for a member that no longer exists. */
export async function memberMobileKey(
  db: Kysely<Database>,
  keyOf: MobileKeyer,
  memberId: string,
): Promise<string | null> {
  const row = await db.selectFrom('members').select('mobile').where('id', '=', memberId).executeTakeFirst();
  return row ? keyOf(row.mobile) : null;
}

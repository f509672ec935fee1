// Member tokens: 256 random bits, given to the app once, stored only as their sha256, with
// an expiry; logout revokes one, account closure deletes them all.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { TOKEN_TTL_DAYS } from '@contract/member';
import type { Database } from '../db/schema';

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

export interface IssuedToken {
  token: string;
  tokenId: string;
  expiresAt: Date;
}

export async function issueToken(db: Kysely<Database>, memberId: string, now = new Date()): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  const tokenId = randomUUID();
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_DAYS * 86_400_000);
  await db
    .insertInto('member_tokens')
    .values({ id: tokenId, member_id: memberId, token_hash: sha256Hex(token), created_at: now, expires_at: expiresAt })
    .execute();
  return { token, tokenId, expiresAt };
}

export interface AuthenticatedMember {
  memberId: string;
  tokenId: string;
}

/** The member a token belongs to, or null when it is unknown, expired or revoked. */
export async function memberOfToken(db: Kysely<Database>, token: string): Promise<AuthenticatedMember | null> {
  const row = await db
    .selectFrom('member_tokens')
    .select(['id', 'member_id'])
    .where('token_hash', '=', sha256Hex(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? { memberId: row.member_id, tokenId: row.id } : null;
}

export async function revokeToken(db: Kysely<Database>, tokenId: string): Promise<void> {
  await db.updateTable('member_tokens').set({ revoked_at: new Date() }).where('id', '=', tokenId).execute();
}

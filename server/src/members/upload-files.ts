// A member's uploaded files go with the account: the closure lists them before the member is
// deleted (the rows stay, without the member, for the per-address counts of the day) and
// removes the files once the closure committed (upload-store.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function uploadNamesOf(db: Kysely<Database>, memberId: string): Promise<string[]> {
  const rows = await db.selectFrom('uploads').select('name').where('member_id', '=', memberId).execute();
  return rows.map((row) => row.name);
}

// The new number of a mobile change must be free: no other member may hold it.
import type { Kysely } from 'kysely';
import { memberIdOfMobile } from '../db/queries/members';
import type { Database } from '../db/schema';
import { ERROR_CODES } from '../lib/error-codes';
import { ApiError } from '../lib/respond';

export async function changeMobileTarget(db: Kysely<Database>, memberId: string, mobile: string): Promise<void> {
  const holder = await memberIdOfMobile(db, mobile);
  if (holder === memberId) throw new ApiError(409, ERROR_CODES.mobileTaken, 'This is already your mobile number');
  if (holder) throw new ApiError(409, ERROR_CODES.mobileTaken, 'This mobile number is already used by another account');
}

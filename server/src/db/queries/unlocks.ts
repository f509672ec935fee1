// What a member's orders unlock: the targets of their paid and refunding orders.
import type { Kysely } from 'kysely';
import type { Unlocks } from '@contract/member';
import { UNLOCKING_STATUSES } from '../../members/order-machine';
import type { Database } from '../schema';

export async function unlocksOf(db: Kysely<Database>, memberId: string): Promise<Unlocks> {
  const rows = await db
    .selectFrom('orders')
    .select(['target_kind', 'target_id'])
    .distinct()
    .where('member_id', '=', memberId)
    .where('status', 'in', UNLOCKING_STATUSES)
    .orderBy('target_kind')
    .orderBy('target_id')
    .execute();
  return {
    pointIds: rows.filter((r) => r.target_kind === 'point').map((r) => r.target_id),
    placeIds: rows.filter((r) => r.target_kind === 'place').map((r) => r.target_id),
  };
}

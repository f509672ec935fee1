// A device's like of a point: one row per (point, device). The count in the point's
// document moves only when a row is really added or removed, so repeats change nothing.
import { sql, type Kysely } from 'kysely';
import type { PointLikeResult } from '@contract';
import type { Database } from '../schema';

/** Sets the device's like; null when the point does not exist. */
export async function setPointLike(
  db: Kysely<Database>,
  pointId: string,
  deviceId: string,
  liked: boolean,
): Promise<PointLikeResult | null> {
  return db.transaction().execute(async (trx) => {
    // Lock the point first: concurrent likes of one point then queue here, in one order.
    const point = await trx
      .selectFrom('explanation_points')
      .select('id')
      .where('id', '=', pointId)
      .forUpdate()
      .executeTakeFirst();
    if (!point) return null;

    const changed = liked
      ? ((
          await trx
            .insertInto('point_likes')
            .values({ point_id: pointId, device_id: deviceId })
            .onConflict((oc) => oc.columns(['point_id', 'device_id']).doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows ?? 0n)
      : (
          await trx
            .deleteFrom('point_likes')
            .where('point_id', '=', pointId)
            .where('device_id', '=', deviceId)
            .executeTakeFirst()
        ).numDeletedRows;

    const delta = changed > 0n ? (liked ? 1 : -1) : 0;
    const row = await trx
      .updateTable('explanation_points')
      .set({
        data: sql`jsonb_set(data, '{likeCount}', to_jsonb(greatest(0, (data->>'likeCount')::int + ${delta})))`,
      })
      .where('id', '=', pointId)
      .returning(sql<number>`(data->>'likeCount')::int`.as('likeCount'))
      .executeTakeFirstOrThrow();
    return { pointId, liked, likeCount: row.likeCount };
  });
}

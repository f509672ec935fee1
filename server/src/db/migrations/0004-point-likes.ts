// One like per device and point (the device id is the app's stable random id, sent as the
// `x-device-id` header). The primary key makes a repeated like a no-op; the point's
// likeCount in its jsonb document is moved by the same transaction that adds or removes
// the row, so every read of a point carries the current count.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('point_likes')
    .addColumn('point_id', 'text', (c) => c.notNull().references('explanation_points.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('point_likes_pk', ['point_id', 'device_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('point_likes').ifExists().execute();
}

// The play counter of explanation points as its own column, so that a play is one cheap
// atomic increment. Existing rows take the count their document already carries.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('explanation_points')
    .addColumn('play_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update explanation_points set play_count = coalesce((data->>'playCount')::int, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('explanation_points').dropColumn('play_count').execute();
}

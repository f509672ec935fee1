// Issue 17: a member's postal address (spec point 3's picker result), one per member, for
// invoices and mailed souvenirs. It names the member with ON DELETE CASCADE, so closing the
// account deletes it with the member row (docs/decisions/0030, 0052).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_addresses')
    .addColumn('member_id', 'text', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('country_name', 'text', (c) => c.notNull())
    .addColumn('province_name', 'text', (c) => c.notNull())
    .addColumn('city_name', 'text', (c) => c.notNull())
    .addColumn('detail_info', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_addresses').execute();
}

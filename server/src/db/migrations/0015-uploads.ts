// Issue 14: uploads were anonymous and unlimited. Every stored file now has a row: who sent
// it (the member; kept as null after a closure, whose handler deletes the file), from which
// address (a keyed hash), the type the server verified from its bytes, and its size. The
// per-member and per-address limits count these rows, so they survive a restart and hold
// across instances; files are served only with a row, and with its type.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('address_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('uploads_member_created_idx')
    .on('uploads')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('uploads_address_created_idx')
    .on('uploads')
    .columns(['address_key', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
}

// Issue 22: an uploaded file written into one instance's DATA_DIR/uploads is not on the
// others. On PostgreSQL the bytes are stored beside their `uploads` row (at most 10 MB a file,
// the upload limits bound the rest); the embedded database keeps writing files.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_blobs')
    .addColumn('name', 'text', (c) => c.primaryKey().references('uploads.name').onDelete('cascade'))
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_blobs').execute();
}

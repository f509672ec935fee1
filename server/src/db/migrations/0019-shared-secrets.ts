// Issue 22: several instances on one PostgreSQL must encrypt, sign and verify alike. Without
// key material given to every instance (RSA_PRIVATE_KEY_FILES, *_SECRET), the RSA key pairs
// and the secrets live here instead of in each instance's DATA_DIR: the first instance makes
// them (under an advisory lock), the others read them. Several key pairs at once: the newest
// is served, every one still decrypts (rotation, `npm run keys:rotate`).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_keys')
    // Hex SHA-256 of the public key's SPKI PEM: the `secret-hash` header that picks the pair.
    .addColumn('secret_hash', 'text', (c) => c.primaryKey())
    // PKCS#8 PEM of the private key.
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
  await db.schema.dropTable('server_keys').execute();
}

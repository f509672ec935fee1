// Key pairs kept in PostgreSQL (server_keys, migration 0019), for instances that are given no
// key files: every instance on the database serves the same public key and decrypts what any
// of them handed out. The first start generates the pair under an advisory lock, so two
// instances starting together agree on one. `npm run keys:rotate` adds a newer pair: the newest
// is served, all of them still decrypt; the instances read the set again when told on the
// notification channel, every few minutes, and when a request names a hash they do not know.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { generatePrivateKeyPem, keyPairOfPem, ringOf, sha256Hex, type KeyPair, type KeyRing } from './keys';

const KEYS_LOCK = 'guide:server_keys';

async function readPairs(db: Kysely<Database>): Promise<KeyPair[]> {
  const rows = await db
    .selectFrom('server_keys')
    .select(['secret_hash', 'private_key'])
    .orderBy('created_at', 'desc')
    .orderBy('secret_hash')
    .execute();
  return rows.map((row) => keyPairOfPem(row.private_key, `${row.secret_hash.slice(0, 12)} of server_keys`));
}

/** Adds a new pair (it becomes the current one); returns its secret-hash. */
export async function addSharedKey(db: Kysely<Database>): Promise<string> {
  const pair = keyPairOfPem(await generatePrivateKeyPem(), 'generated');
  await db
    .insertInto('server_keys')
    .values({
      secret_hash: pair.secretHash,
      private_key: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    })
    .execute();
  return pair.secretHash;
}

/** Deletes every pair but the newest `keep` (after a rotation, once clients have moved on). */
export async function retireSharedKeys(db: Kysely<Database>, keep: number): Promise<number> {
  const kept = (await readPairs(db)).slice(0, Math.max(1, keep)).map((p) => p.secretHash);
  const result = await db.deleteFrom('server_keys').where('secret_hash', 'not in', kept).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The database's pairs as a ring that can refresh itself; generates the first pair when there
 * is none (told through `onGenerated`).
 */
export async function loadSharedKeyRing(
  db: Kysely<Database>,
  options: { onGenerated?: (secretHash: string) => void } = {},
): Promise<KeyRing> {
  let pairs = await readPairs(db);
  if (!pairs.length) {
    // Generated outside the lock (it takes a while); inserted only if nobody did meanwhile.
    const pem = await generatePrivateKeyPem();
    const inserted = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${KEYS_LOCK}))`.execute(trx);
      const existing = await trx.selectFrom('server_keys').select('secret_hash').limit(1).execute();
      if (existing.length) return null;
      const pair = keyPairOfPem(pem, 'generated');
      await trx.insertInto('server_keys').values({ secret_hash: pair.secretHash, private_key: pem }).execute();
      return pair.secretHash;
    });
    if (inserted) options.onGenerated?.(inserted);
    pairs = await readPairs(db);
  }
  const ring: KeyRing = ringOf(pairs);
  const fingerprint = (list: KeyPair[]) => sha256Hex(list.map((p) => p.secretHash).join(','));
  let seen = fingerprint(pairs);
  ring.refresh = async () => {
    const next = await readPairs(db);
    if (!next.length || fingerprint(next) === seen) return false;
    seen = fingerprint(next);
    const fresh = ringOf(next);
    ring.current = fresh.current;
    ring.byHash = fresh.byHash;
    return true;
  };
  return ring;
}

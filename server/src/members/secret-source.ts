// The server's secrets, one recipe: given by the environment, or made on the first start (32
// random bytes, hex) and kept in a file of DATA_DIR (0600), so that a restart keeps it (the
// sandbox keeps verifying what it signed, paid media URLs given out stay valid, coupon claims
// keep their mobile keys). Read lazily, once. On PostgreSQL (several instances, issue 22) a
// secret the environment does not give is kept in the database instead (server_secrets), made
// by whichever instance needs it first: every instance signs and verifies alike.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type SecretSource = () => Promise<string>;

/** Where each secret is kept when the environment does not give it. */
const SECRET_FILES = {
  /** PAYMENT_SANDBOX_SECRET: the sandbox payment provider signs its notifications with it. */
  paymentSandbox: { folder: 'payment', file: 'sandbox-secret', label: 'secret' },
  /** MEDIA_SIGNING_SECRET: paid media URLs are signed with it. */
  mediaSigning: { folder: 'media', file: 'signing-secret', label: 'media signing secret' },
  /** MEMBER_KEY_SECRET: the HMAC key of mobile numbers and client addresses (mobile-key.ts). */
  memberKey: { folder: 'members', file: 'mobile-key-secret', label: 'secret' },
} as const;

export type SecretName = keyof typeof SECRET_FILES;

export interface SecretOptions {
  secret?: string;
  dataDir: string;
  /** PostgreSQL shared by several instances: keep the secret there rather than in dataDir. */
  shared?: Kysely<Database>;
}

export function secretSource(name: SecretName, options: SecretOptions): SecretSource {
  const { folder, file, label } = SECRET_FILES[name];
  let loading: Promise<string> | undefined;
  const load = () => {
    if (options.secret) return Promise.resolve(options.secret);
    if (options.shared) return readOrCreateShared(options.shared, name);
    return readOrCreate(join(options.dataDir, folder), file, label);
  };
  return () => {
    loading ??= load();
    // A failed read (the database briefly away) is tried again by the next caller.
    loading.catch(() => (loading = undefined));
    return loading;
  };
}

export const paymentSecretSource = (options: SecretOptions) => secretSource('paymentSandbox', options);
export const mediaSecretSource = (options: SecretOptions) => secretSource('mediaSigning', options);
export const memberKeySource = (options: SecretOptions) => secretSource('memberKey', options);

/** One statement: the first instance's random value wins, every instance reads that one. */
async function readOrCreateShared(db: Kysely<Database>, name: SecretName): Promise<string> {
  const row = await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('hex') })
    // Already there: the stored value, unchanged, is what the statement returns.
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ value: eb.ref('server_secrets.value') })))
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

async function readOrCreate(dir: string, name: string, label: string): Promise<string> {
  const file = join(dir, name);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': two starts racing on one folder cannot overwrite each other's secret.
    await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`The ${label} in ${file} is shorter than 32 characters`);
  return secret;
}

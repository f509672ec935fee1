// The server's secrets, one recipe: given by the environment, or made on the first start (32
// random bytes, hex) and kept in a file of DATA_DIR (0600), so that a restart keeps it (the
// sandbox keeps verifying what it signed, paid media URLs given out stay valid, coupon claims
// keep their mobile keys). Read lazily, once. Several instances on one PostgreSQL, or behind
// one load balancer, must be given the same secret by the environment or share DATA_DIR.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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

export function secretSource(name: SecretName, options: { secret?: string; dataDir: string }): SecretSource {
  const { folder, file, label } = SECRET_FILES[name];
  let loading: Promise<string> | undefined;
  return () =>
    (loading ??= options.secret
      ? Promise.resolve(options.secret)
      : readOrCreate(join(options.dataDir, folder), file, label));
}

export const paymentSecretSource = (options: { secret?: string; dataDir: string }) =>
  secretSource('paymentSandbox', options);
export const mediaSecretSource = (options: { secret?: string; dataDir: string }) =>
  secretSource('mediaSigning', options);
export const memberKeySource = (options: { secret?: string; dataDir: string }) => secretSource('memberKey', options);

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

// The secret the sandbox payment provider and the server share: PAYMENT_SANDBOX_SECRET, or
// a random one made on the first start and kept in DATA_DIR/payment/sandbox-secret (0600),
// so that a restart keeps verifying what the provider signs. Read lazily, on first use.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type SecretSource = () => Promise<string>;

export function paymentSecretSource(options: { secret?: string; dataDir: string }): SecretSource {
  let loading: Promise<string> | undefined;
  return () => (loading ??= options.secret ? Promise.resolve(options.secret) : readOrCreate(options.dataDir));
}

async function readOrCreate(dataDir: string): Promise<string> {
  const dir = join(dataDir, 'payment');
  const file = join(dir, 'sandbox-secret');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': two starts racing on one folder cannot overwrite each other's secret.
    await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`The payment secret in ${file} is shorter than 32 characters`);
  return secret;
}

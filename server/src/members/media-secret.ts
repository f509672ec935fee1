// The secret paid media URLs are signed with: MEDIA_SIGNING_SECRET, or 32 random bytes made on
// the first start and kept in DATA_DIR/media/signing-secret (0600), so that a restart keeps
// the URLs it gave out valid. Instances behind one load balancer need the same secret: give
// it by environment, or share the data folder. Read lazily, on first use (the same recipe
// as the sandbox payment secret, members/payment-secret.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type MediaSecretSource = () => Promise<string>;

export function mediaSecretSource(options: { secret?: string; dataDir: string }): MediaSecretSource {
  let loading: Promise<string> | undefined;
  return () => (loading ??= options.secret ? Promise.resolve(options.secret) : readOrCreate(options.dataDir));
}

async function readOrCreate(dataDir: string): Promise<string> {
  const dir = join(dataDir, 'media');
  const file = join(dir, 'signing-secret');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': two starts racing on one folder cannot overwrite each other's secret.
    await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`The media signing secret in ${file} is shorter than 32 characters`);
  return secret;
}

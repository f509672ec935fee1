// A server secret: given by the environment, or made on the first start (32 random bytes,
// hex) and kept in a file of DATA_DIR (0600), so that a restart keeps it. Read lazily, once.
// Several instances on one PostgreSQL must be given the same secret by the environment.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type SecretSource = () => Promise<string>;

export function secretFileSource(options: { secret?: string; dataDir: string; folder: string; file: string }): SecretSource {
  let loading: Promise<string> | undefined;
  return () => (loading ??= options.secret ? Promise.resolve(options.secret) : readOrCreate(join(options.dataDir, options.folder), options.file));
}

async function readOrCreate(dir: string, name: string): Promise<string> {
  const file = join(dir, name);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': two starts racing on one folder cannot overwrite each other's secret.
    await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`The secret in ${file} is shorter than 32 characters`);
  return secret;
}

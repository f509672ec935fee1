// A throwaway PostgreSQL on 127.0.0.1 for start:cluster and the benches when no DATABASE_URL
// is given: scripts/test-postgres.sh (Debian's postgresql package; as root it runs as postgres).
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports';

const run = promisify(execFile);
const SCRIPT = join(import.meta.dirname, '..', 'test-postgres.sh');

export interface ThrowawayPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'guide-cluster-pg.'));
  const port = await freePort();
  try {
    await run('bash', [SCRIPT, 'start', dir, String(port)]);
  } catch (err) {
    throw new Error(
      `could not start a throwaway PostgreSQL (install Debian's postgresql, or set DATABASE_URL): ${(err as Error).message}`,
      { cause: err },
    );
  }
  let stopped: Promise<void> | undefined;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => (stopped ??= run('bash', [SCRIPT, 'stop', dir]).then(() => undefined)),
  };
}

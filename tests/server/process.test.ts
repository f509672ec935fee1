// The real entry point as a child process (the way `npm run serve` runs it): it validates the
// environment, serves, and exits 0 on SIGTERM after closing; a bad start exits 1 with a
// message naming the cause (content errors: see startup.test.ts).
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT, REPO_ROOT } from './helpers/paths';
import { seededDataDir } from './helpers/pglite-template';
import { freePort } from './helpers/server-process';
import { useTempDirs } from './helpers/temp-dirs';

const tempDir = useTempDirs();

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitHealthy(url: string, exited: Promise<unknown>): Promise<void> {
  let done = false;
  void exited.then(() => (done = true));
  for (let i = 0; i < 600 && !done; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server did not become healthy');
}

describe('server process', () => {
  it('serves, then closes and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const proc = run({
      PORT: String(port),
      DATA_DIR: await seededDataDir(tempDir('guide-proc-data-')),
      CONTENT_DIR: FIXTURE_CONTENT,
      DIST_DIR: tempDir('guide-proc-dist-'),
    });
    await waitHealthy(`http://127.0.0.1:${port}`, proc.exited);
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(proc.output()).toContain('"msg":"server closed"');
    expect(proc.output()).toContain('"msg":"server listening"');
  });

  it('exits 1 naming the bad variable when the environment is invalid', async () => {
    const proc = run({ PORT: 'eighty', DATA_DIR: tempDir('guide-proc-data-') });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toMatch(/Invalid environment:\s+PORT/);
  });
});

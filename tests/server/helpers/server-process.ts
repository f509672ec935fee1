// The real entry point as a child process (`node --import tsx server/src/index.ts`), for tests
// that must kill the server the hard way and start it again on the same data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../browser/support/app-server';
import { REPO_ROOT } from './paths';

export { freePort };

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  output(): string;
}

/** Starts the server with `env` on a free loopback port and waits until /api/health answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const proc = { child, url: `http://127.0.0.1:${port}`, exited, output: () => output };
  let done = false;
  void exited.then(() => (done = true));
  for (let i = 0; i < 600 && !done; i++) {
    try {
      if ((await fetch(`${proc.url}/api/health`)).ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${output}`);
}

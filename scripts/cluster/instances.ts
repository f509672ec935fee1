// One instance of the server as a child process: the built server (dist-server/index.mjs), or
// its source through tsx (tests), with its own data folder, on a loopback port, healthy when
// returned. kill() is kill -9: the tests of issue 22 end an instance the hard way.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForOk } from './ports';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');

export interface Instance {
  name: string;
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, and waits for the exit (a graceful stop). */
  stop(): Promise<void>;
  /** SIGKILL, and waits for the exit. */
  kill(): Promise<void>;
}

export interface InstanceOptions {
  name: string;
  port: number;
  env: Record<string, string>;
  /** 'built': dist-server/index.mjs (npm run build first); 'source': server/src through tsx. */
  from: 'built' | 'source';
  /** Copies the instance's output here as it comes (start:cluster), else it is only kept. */
  echo?: (name: string, text: string) => void;
}

export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), `guide-${options.name}-`));
  const args = options.from === 'built' ? ['dist-server/index.mjs'] : ['--import', 'tsx', 'server/src/index.ts'];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    options.echo?.(options.name, chunk.toString());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited: string | null = null;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = `${options.name} exited (${signal ?? code}):\n${output}`;
      resolve();
    }),
  );
  const end = async (signal: NodeJS.Signals) => {
    if (!exited) child.kill(signal);
    await exit;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const instance: Instance = {
    name: options.name,
    url: `http://127.0.0.1:${options.port}`,
    port: options.port,
    dataDir,
    child,
    output: () => output,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
  try {
    await waitForOk(`${instance.url}/api/health`, 60_000, () => exited);
  } catch (err) {
    await instance.kill();
    throw err;
  }
  return instance;
}

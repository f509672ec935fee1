// Starts the real server (`npm run serve`: the bundled server of `npm run build`) as a child process on a
// free loopback port, with a fresh data folder, and waits for its health endpoint.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_WAIT_MS } from './waits';

/**
 * Where the browser project's global setup left a data folder made by a first start
 * (support/data-template.ts): a server started with a data folder of its own and no setting
 * that shapes its data starts from a copy of it. Unset (benches, a single file run alone
 * without the setup): each server makes its own.
 */
export const DATA_TEMPLATE_ENV = 'GUIDE_TEST_DATA_TEMPLATE';
/** Settings that make a data folder other than the template's (seeded from elsewhere, other keys). */
const SHAPES_DATA = ['CONTENT_DIR', 'DATABASE_URL', 'RSA_PRIVATE_KEY_FILES', 'DATA_DIR'];

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  logs: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealthy(baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
      lastError = new Error(`health answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms: ${String(lastError)}`);
}

export interface StartOptions {
  /** A fixed port, to restart a server at the same origin. */
  port?: number;
  /** An existing data folder, kept when the server stops. */
  dataDir?: string;
  /** Another server bundle than dist-server/index.mjs (benches: a baseline build). */
  serverScript?: string;
}

export async function startAppServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  // A free port may be taken by another test's server between the probe and the listen: the
  // start is then tried again on another port (not when the port was asked for).
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env, options);
    } catch (error) {
      if (options.port !== undefined || attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnce(env: Record<string, string>, options: StartOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'guide-data-'));
  const template = process.env[DATA_TEMPLATE_ENV];
  if (!options.dataDir && template && !SHAPES_DATA.some((name) => name in env)) {
    cpSync(template, dataDir, { recursive: true });
  }
  let output = '';
  const child = spawn(process.execPath, [options.serverScript ?? 'dist-server/index.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A server that exits before it is healthy is a failed start now, not a minute of waiting.
  let onExit: (() => void) | undefined;
  const exited = new Promise<never>((_, reject) => {
    onExit = () => reject(new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was healthy`));
    child.once('exit', onExit);
  });
  try {
    await Promise.race([waitForHealthy(baseUrl, PAGE_WAIT_MS), exited]);
  } catch (error) {
    child.kill('SIGKILL');
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${String(error)}\n--- server output ---\n${output}`, { cause: error });
  } finally {
    if (onExit) child.off('exit', onExit);
    exited.catch(() => undefined);
  }
  // A server that dies under a test makes every later request of the file fail to connect:
  // what it last wrote says why (a test that stops it on purpose goes through stop()).
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping)
      process.stderr.write(
        `server ${baseUrl} exited (${code ?? signal}) while in use; its last output:\n${output.slice(-6000)}\n`,
      );
  });
  return {
    baseUrl,
    dataDir,
    process: child,
    logs: () => output,
    stop: async () => {
      stopping = true;
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Starts the real server (`npm run serve`: the bundled server of `npm run build`) as a child process on a
// free loopback port, with a fresh data folder, and waits for its health endpoint.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'guide-data-'));
  let output = '';
  const child = spawn(process.execPath, [options.serverScript ?? 'dist-server/index.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(baseUrl, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${String(error)}\n--- server output ---\n${output}`, { cause: error });
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    logs: () => output,
    stop: async () => {
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

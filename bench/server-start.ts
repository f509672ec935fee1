// Server start to first healthy response on the embedded database with the data folder
// already present, against a baseline measured in the same run: a bare node:http server
// started the same way (spawned Node process to its first answer).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForHealthy } from '../tests/browser/support/app-server';

/** Spawn to the first 200 from /api/health (the baseline answers every path). */
async function timeStart(args: string[], env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await waitForHealthy(`http://127.0.0.1:${port}`, 120_000);
    return performance.now() - started;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function measureServerStart(
  runs = 5,
): Promise<{ firstStartMs: number; warmStartsMs: number[]; baselineMs: number[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'guide-bench-'));
  const serverArgs = ['dist-server/index.mjs'];
  const baselineArgs = [
    '-e',
    "require('node:http').createServer((q, s) => s.end('{\"success\":true}')).listen(Number(process.env.PORT), process.env.HOST)",
  ];
  try {
    const firstStartMs = await timeStart(serverArgs, { DATA_DIR: dataDir });
    const warmStartsMs: number[] = [];
    const baselineMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      warmStartsMs.push(await timeStart(serverArgs, { DATA_DIR: dataDir }));
      baselineMs.push(await timeStart(baselineArgs, {}));
    }
    return { firstStartMs, warmStartsMs, baselineMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { firstStartMs, warmStartsMs, baselineMs } = await measureServerStart(Number(process.argv[2] ?? 5));
  console.log(`server first start (create, migrate, seed): ${firstStartMs.toFixed(0)} ms`);
  console.log(`server start, data folder present: ${warmStartsMs.map((v) => v.toFixed(0)).join(', ')} ms`);
  console.log(`baseline bare node:http start:     ${baselineMs.map((v) => v.toFixed(0)).join(', ')} ms`);
  const warm = median(warmStartsMs);
  const base = median(baselineMs);
  console.log(
    `server start to first healthy response (median): ${warm.toFixed(0)} ms (target <= 1500 ms); baseline ${base.toFixed(0)} ms; ratio ${(warm / base).toFixed(1)}x`,
  );
}

// Cost of issue 14's headers and checks (CSP and the other security headers, the NUL and
// lone-surrogate scan of every validated input, the access checks): requests per second of a
// catalogue GET and of an encrypted POST on today's server against the server of a baseline
// commit from before that work, both built and run side by side in the same run, rounds
// alternating. BASE (default 4d91270, the last commit before issue 14) names the baseline.
// Run after `npm run build`: node --import tsx bench/security-cost.ts [durationMs]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startAppServer, type RunningServer } from '../tests/browser/support/app-server';
import { runLoad, type LoadResult } from './http-load';
import { sealedRequest } from './support/sealed-request';

const BASE = process.env.BASE ?? '4d91270';
const DURATION_MS = Number(process.argv[2] ?? 3000);
const CATALOGUE = '/api/mob-server/open-api/scenic/list?page=1&pageSize=10';
const POST = '/api/mob-server/open-api/banner/list';

/** The baseline's server bundle, built in a temporary worktree that shares our node_modules. */
function buildBaseline(): { script: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'guide-security-base-'));
  const tree = join(dir, 'tree');
  execFileSync('git', ['worktree', 'add', '--detach', tree, BASE], { stdio: 'ignore' });
  symlinkSync(resolve('node_modules'), join(tree, 'node_modules'));
  const script = join(tree, 'dist-server/index.mjs');
  const cleanup = () => {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const args = [
      'server/src/index.ts',
      '--bundle',
      '--platform=node',
      '--target=node20',
      '--format=esm',
      '--packages=external',
      '--log-level=warning',
      `--outfile=${script}`,
    ];
    execFileSync(resolve('node_modules/.bin/esbuild'), args, {
      cwd: tree,
      stdio: 'inherit',
    });
  } catch (error) {
    cleanup();
    throw error;
  }
  return { script, cleanup };
}

const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0)} req/s (p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, ${r.failures} failed)`;
const best = (runs: LoadResult[]) => runs.reduce((a, b) => (b.rps > a.rps ? b : a));

async function loads(server: RunningServer) {
  const sealed = await sealedRequest(server.baseUrl, { position: 'home' });
  return {
    get: () => ({ url: `${server.baseUrl}${CATALOGUE}`, init: {} }),
    post: () => ({
      url: `${server.baseUrl}${POST}`,
      init: { method: 'POST', headers: sealed.headers, body: sealed.body },
    }),
  };
}

const baseline = buildBaseline();
// Content and the built app are today's for both: only the server differs.
const env = { DIST_DIR: resolve('dist'), CONTENT_DIR: resolve('content') };
const [before, after] = await Promise.all([
  startAppServer(env, { serverScript: baseline.script }),
  startAppServer(env),
]);
try {
  const servers = { before: await loads(before), after: await loads(after) };
  const results: Record<string, LoadResult[]> = {
    'before get': [],
    'after get': [],
    'before post': [],
    'after post': [],
  };
  for (const side of ['before', 'after'] as const) {
    await runLoad(servers[side].get, { concurrency: 8, durationMs: 1000 }); // warm-up
    await runLoad(servers[side].post, { concurrency: 8, durationMs: 1000 });
  }
  const options = { concurrency: 32, durationMs: DURATION_MS };
  for (let round = 0; round < 3; round++) {
    for (const side of ['before', 'after'] as const) {
      results[`${side} get`]!.push(await runLoad(servers[side].get, options));
      results[`${side} post`]!.push(await runLoad(servers[side].post, options));
    }
  }
  const [bg, ag, bp, ap] = ['before get', 'after get', 'before post', 'after post'].map((k) => best(results[k]!));
  console.log(`baseline: ${BASE}; best of 3 alternating rounds, 32 connections, ${DURATION_MS} ms each`);
  console.log(`catalogue GET   before ${fmt(bg!)}  after ${fmt(ag!)}  ratio ${(ag!.rps / bg!.rps).toFixed(2)}`);
  console.log(`encrypted POST  before ${fmt(bp!)}  after ${fmt(ap!)}  ratio ${(ap!.rps / bp!.rps).toFixed(2)}`);
} finally {
  await Promise.all([before.stop(), after.stop()]);
  baseline.cleanup();
}

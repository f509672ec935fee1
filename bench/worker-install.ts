// A first visit's service worker install against a server that has just started, as every
// visitor meets it after a deploy and every browser test file meets it: from the navigation
// to the worker controlling the page. Two copies of the same build, one with the brotli and
// gzip forms written at build time (server/src/cli/precompress-dist.ts), one without them
// (the baseline: the server compresses each file on its first request). Runs alternate
// between them, each with a fresh server and a fresh browser context.
// `node --import tsx bench/worker-install.ts [runs per side]` (build first: npm run build).
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPrecompressedForm } from '../server/src/static/file-cache';
import { startAppServer } from '../tests/browser/support/app-server';
import { launchChromium } from '../tests/browser/support/browser';

const RUNS = Number(process.argv[2] ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function copyOfBuild(withForms: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'guide-bench-dist-'));
  cpSync('dist', dir, { recursive: true });
  if (!withForms) {
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (entry.isFile() && isPrecompressedForm(entry.name)) rmSync(join(entry.parentPath, entry.name));
    }
  }
  return dir;
}

const browser = await launchChromium();
const sides = { forms: copyOfBuild(true), baseline: copyOfBuild(false) };
const times: Record<keyof typeof sides, number[]> = { forms: [], baseline: [] };
try {
  for (let run = 0; run < RUNS; run++) {
    for (const side of run % 2 === 0 ? (['forms', 'baseline'] as const) : (['baseline', 'forms'] as const)) {
      const server = await startAppServer({ DIST_DIR: sides[side] });
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const started = Date.now();
        await page.goto(`${server.baseUrl}/`);
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 180_000 });
        times[side].push(Date.now() - started);
      } finally {
        await context.close();
        await server.stop();
      }
    }
  }
  console.log(`  with the build's forms (ms): ${times.forms.join(' ')}`);
  console.log(`  compressed on demand (ms):   ${times.baseline.join(' ')}`);
  const [m, b] = [median(times.forms), median(times.baseline)];
  console.log(
    `first worker install on a fresh server (${RUNS} runs each): median ${m} ms with the build's forms, ` +
      `${b} ms compressing on demand, ratio ${(m / b).toFixed(2)}`,
  );
} finally {
  await browser.close();
  for (const dir of Object.values(sides)) rmSync(dir, { recursive: true, force: true });
}

// Where the first screen's main-thread time goes: a performance trace (with the sampling
// profiler) of a cold load, the app's page and the bare Vite + React + PWA floor alternating in
// the same run. Prints, for the median run of each, the tasks of at least 10 ms with the
// functions running in them, the self time by script, and the blocking time Lighthouse would
// simulate at 4× CPU from these tasks (the part of each task over 50 ms once multiplied by 4,
// from the first contentful paint on). Unthrottled: under load every task is longer, so compare
// the app with the floor of the same run.
//
//   node --import tsx bench/first-screen-work.ts [path=/] [runs=3] [--build=DIR]
// --build=DIR traces another build (DIR/dist and DIR/dist-server), as bench/lighthouse.ts does.
// CALLERS=1 prints, for each task, the functions with what they called (inclusive time);
// TRACE_OUT=folder keeps the traces, to open in the browser's performance panel.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFloorApp, serveFloorApp } from './support/floor-app';
import { analyseTrace, blockingAt, TRACE_CATEGORIES, type TraceWork } from './support/trace-work';
import { launchChromium } from '../tests/browser/support/browser';
import { startAppServer } from '../tests/browser/support/app-server';
import type { Browser } from 'playwright-core';

interface Run {
  work: TraceWork;
  fcp: number;
  /** Blocking time at 4× from the tasks' wall-clock durations. */
  blocking: number;
  /** The same from their CPU time. */
  blockingCpu: number;
  /** CPU time of the tasks of 10 ms or more. */
  busy: number;
}

let traced = 0;

async function traceLoad(browser: Browser, url: string, settleMs: number): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  try {
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(settleMs);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    const raw = await browser.stopTracing();
    if (process.env.TRACE_OUT) writeFileSync(join(process.env.TRACE_OUT, `trace-${++traced}.json`), raw);
    const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: never[] };
    const work = analyseTrace(trace.traceEvents, new URL(url).origin);
    const busy = work.tasks.reduce((sum, t) => sum + t.cpu, 0);
    return {
      work,
      fcp,
      blocking: blockingAt(work.tasks, 4, fcp),
      blockingCpu: blockingAt(work.tasks, 4, fcp, true),
      busy,
    };
  } finally {
    await context.close();
  }
}

function printRun(label: string, run: Run): void {
  console.log(
    `\n${label}: FCP ${run.fcp.toFixed(0)} ms, tasks >= 10 ms ${run.busy.toFixed(0)} ms of CPU, ` +
      `blocking at 4x ${run.blocking.toFixed(0)} ms (from CPU time ${run.blockingCpu.toFixed(0)} ms)`,
  );
  for (const task of run.work.tasks) {
    console.log(
      `  at ${task.start.toFixed(0).padStart(5)} ms  ${task.duration.toFixed(1).padStart(6)} ms ` +
        `(cpu ${task.cpu.toFixed(1).padStart(5)})  ${task.kind}`,
    );
    for (const fn of task.functions.filter((f) => f.ms >= 1))
      console.log(`      ${fn.ms.toFixed(1).padStart(6)} ms  ${fn.name}`);
    if (process.env.CALLERS) {
      for (const fn of task.callers) console.log(`        incl ${fn.ms.toFixed(1).padStart(6)} ms  ${fn.name}`);
    }
  }
  const scripts = [...run.work.byScript].sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.log('  self time by script (whole trace):');
  for (const [script, ms] of scripts) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${script}`);
}

const median = (runs: Run[]) => [...runs].sort((a, b) => a.blockingCpu - b.blockingCpu)[Math.floor(runs.length / 2)]!;

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const path = args[0] ?? '/';
  const rounds = Number(args[1] ?? 3);
  const build = process.argv.find((a) => a.startsWith('--build='))?.slice('--build='.length);
  const floorDist = await buildFloorApp();
  const [server, floor, browser] = await Promise.all([
    startAppServer(
      build ? { DIST_DIR: join(build, 'dist') } : {},
      build ? { serverScript: join(build, 'dist-server/index.mjs') } : {},
    ),
    serveFloorApp(floorDist),
    launchChromium(),
  ]);
  const app: Run[] = [];
  const bare: Run[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      bare.push(await traceLoad(browser, `${floor.baseUrl}/`, 1000));
      app.push(await traceLoad(browser, `${server.baseUrl}${path}`, 3000));
    }
  } finally {
    await browser.close();
    await Promise.all([server.stop(), floor.stop()]);
  }
  printRun('floor (bare Vite + React + PWA), median run', median(bare));
  printRun(`app ${path}, median run`, median(app));
  const list = (runs: Run[], key: 'blockingCpu' | 'busy') => runs.map((r) => r[key].toFixed(0)).join(', ');
  console.log(
    `\nfirst-screen work of ${path}: blocking at 4x from CPU time ${median(app).blockingCpu.toFixed(0)} ms ` +
      `(runs ${list(app, 'blockingCpu')}), floor ${median(bare).blockingCpu.toFixed(0)} ms (runs ${list(bare, 'blockingCpu')}); ` +
      `CPU in tasks >= 10 ms ${median(app).busy.toFixed(0)} ms (runs ${list(app, 'busy')}) against the floor's ` +
      `${median(bare).busy.toFixed(0)} ms (ratio ${(median(app).busy / Math.max(1, median(bare).busy)).toFixed(1)})`,
  );
}

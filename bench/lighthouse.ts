// Lighthouse mobile performance score of / served by the real server (`npm run build` first).
// Prints the score and the main timings of the run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startAppServer } from '../tests/browser/support/app-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/support/browser';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
}

/** The LCP element's HTML snippet, from the audit's table of nodes. */
function lcpSnippet(details: unknown): string {
  const tables = (details as { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined)?.items;
  return tables?.[0]?.items?.[0]?.node?.snippet ?? 'unknown';
}

export async function measureLighthouse(runs = 3): Promise<LighthouseFigures[]> {
  const server = await startAppServer();
  const results: LighthouseFigures[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      });
      try {
        const result = await lighthouse(`${server.baseUrl}/`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error('lighthouse returned no report');
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        results.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: audit('first-contentful-paint'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          lcpElement: lcpSnippet(lhr.audits['largest-contentful-paint-element']?.details),
        });
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    await server.stop();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = await measureLighthouse(Number(process.argv[2] ?? 3));
  for (const [index, run] of runs.entries()) {
    console.log(
      `lighthouse run ${index + 1}: performance ${run.score}  FCP ${run.fcpMs.toFixed(0)} ms  LCP ${run.lcpMs.toFixed(0)} ms  TBT ${run.tbtMs.toFixed(0)} ms  CLS ${run.cls.toFixed(3)}  LCP element ${run.lcpElement.slice(0, 80)}`,
    );
  }
  const scores = runs.map((r) => r.score).sort((a, b) => a - b);
  console.log(
    `lighthouse mobile performance (median of ${runs.length}): ${scores[Math.floor(scores.length / 2)]} (target >= 95)`,
  );
}

import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { ALIASES } from './build/aliases';

/**
 * The browser files that took longest on CI (seconds, on 2 cores): started first, so that the
 * two workers end together. A fresh clone has no timings cached, and Vitest then starts the
 * largest files first: layout-fit, a short file that runs 150 s, started last and ran alone.
 */
const LONGEST_FIRST = [
  'tests/browser/layout-fit.test.ts', // 158
  'tests/browser/place-download.test.ts', // 91
  'tests/browser/orders.test.ts', // 78
  'tests/browser/security-headers.test.ts', // 70
  'tests/browser/legal-pages.test.ts', // 61
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => f.moduleId.endsWith(name));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    // Within a project only: projects keep their order (unit, server, then browser).
    const projects = new Map<string, TestSpecification[]>();
    for (const f of sorted) projects.set(f.project.name, [...(projects.get(f.project.name) ?? []), f]);
    return [...projects.values()].flatMap((group) =>
      group
        .map((f, i) => ({ f, i }))
        .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
        .map(({ f }) => f),
    );
  }
}

// Three projects: fast unit tests beside the code, server integration tests against a real
// HTTP server and database, and browser tests driving Debian's Chromium against the build.
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        resolve: { alias: ALIASES },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'content/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: ALIASES },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias: ALIASES },
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          // A poll waits for the page (a chunk loaded after the screen, a live query): on a
          // loaded machine that takes longer than the default second. It still fails when the
          // value never comes.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // Two files at a time, after the unit and server projects: each file starts its own
          // server and Chromium on free ports and a fresh data folder, and a file spends much
          // of its time waiting (the page, the network stand-ins), so two share the 2 cores.
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

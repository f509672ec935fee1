import { defineConfig } from 'vitest/config';
import { ALIASES } from './build/aliases';

// Three projects: fast unit tests beside the code, server integration tests against a real
// HTTP server and database, and browser tests driving Debian's Chromium against the build.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: ALIASES },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'content/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // The same as the server project's, with which it runs (vitest asks one per group).
          maxWorkers: 2,
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
          // Two files at a time: each starts its own server on a free port over a fresh copy of
          // the database (a PGlite copy, or a PostgreSQL schema of its own).
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias: ALIASES },
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          // A poll waits for the page (a chunk loaded after the screen, a live query): on a
          // loaded machine that takes longer than the default second, and on CI's slowest runs
          // more than 10 s. It still fails when the value never comes (support/waits.ts).
          expect: { poll: { timeout: 60_000 } },
          // A guard against a test that hangs, not a measure of speed (bench/ measures that):
          // CI's machine has run this suite both in 17 and in 40 minutes, and a test that opens
          // every screen or waits for the service worker's install scales with it.
          testTimeout: 240_000,
          hookTimeout: 240_000,
          // Two files at a time, after the unit and server projects: each file starts its own
          // server and Chromium on free ports and a fresh data folder, and a file spends much
          // of its time waiting (the page, the network stand-ins), so two share the 2 cores.
          fileParallelism: true,
          maxWorkers: 2,
          // Tests a file marks concurrent (the layout test's languages) run two at a time.
          maxConcurrency: 2,
          // One first start of the server, its data folder copied for each test server.
          globalSetup: ['tests/browser/support/data-template.ts'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

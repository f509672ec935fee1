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
          // One file at a time: two at a time saved 4-5 minutes of a 26-minute run but, the 2
          // cores being busy throughout, made a player test time out once in five runs.
          fileParallelism: false,
        },
      },
    ],
  },
});

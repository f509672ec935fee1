// One real server and one Chromium per test file, started before its tests and stopped after.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type RunningServer } from './app-server';
import { launchChromium } from './browser';

export interface AppAndBrowser {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** `env`: the server's environment beyond the defaults (LOG_LEVEL 'info' to read its request lines). */
export function useAppAndBrowser(env: Record<string, string> = {}): AppAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(env), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('server not started');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
  };
}

// One real server and one Chromium per test file, started before its tests and stopped after.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type RunningServer } from './app-server';
import { launchChromium } from './browser';

export interface AppAndBrowser {
  readonly server: RunningServer;
  readonly browser: Browser;
}

export function useAppAndBrowser(): AppAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
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

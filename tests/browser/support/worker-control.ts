// Waiting for the service worker to control a page. Its install fetches and stores every
// precached file one after another (about 250), which takes a few seconds on a quiet machine
// and several times that on a loaded one: the wait guards against a worker that never takes
// control; it is not a measure of speed (bench/ measures that).
import type { Frame, Page } from 'playwright-core';
import { PAGE_WAIT_MS } from './waits';

export const WORKER_CONTROL_TIMEOUT_MS = PAGE_WAIT_MS;

export async function waitForWorkerControl(page: Page | Frame): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: WORKER_CONTROL_TIMEOUT_MS,
  });
}

// A test server whose index.html is a page with the boot skeleton between the first-screen
// markers (as the built index.html has it), for the tests of the first screens the server draws.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { FIRST_SCREEN_END, FIRST_SCREEN_START } from '../../../server/src/static/detail-first-screen';
import { makeFakeDist } from './fake-dist';
import { startTestServer, type TestServer } from './start';

export const SKELETON = '<div class="boot" aria-hidden="true"><div class="boot-block"></div></div>';
export const INDEX = `<!doctype html><html lang="zh-Hans"><head><meta charset="UTF-8" /><title>App</title></head>
<body><div id="root">${FIRST_SCREEN_START}${SKELETON}${FIRST_SCREEN_END}</div></body></html>\n`;

/** Starts the server before the file's tests and stops it after; `server()` is it meanwhile. */
export function useFirstScreenServer(): () => TestServer {
  const distDir = makeFakeDist();
  writeFileSync(join(distDir, 'index.html'), INDEX);
  let t: TestServer | undefined;
  beforeAll(async () => {
    t = await startTestServer({ distDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(distDir, { recursive: true, force: true });
  });
  return () => t!;
}

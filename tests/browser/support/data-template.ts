// The browser project's global setup: one data folder made by a first start of the built
// server (its database created, migrated and seeded from content/, its keys generated), which
// each test server then starts from a copy of (support/app-server.ts) instead of doing that
// work itself. A first start took 6.5 to 7.6 s here against 2.8 s for a copy and a start on
// it; on a loaded machine the migration alone took 51 s, and a test file's start timed out.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_TEMPLATE_ENV, startAppServer } from './app-server';

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'guide-data-template-'));
  const server = await startAppServer({}, { dataDir: dir });
  await server.stop();
  // The test files' workers start after this, with this environment.
  process.env[DATA_TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

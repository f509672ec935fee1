// Encrypted calls from the real app through the real server, and a key rotation seen by a
// page whose cached shell still carries the old public key.
import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startAppServer, type RunningServer } from './support/app-server';
import { launchChromium } from './support/browser';
import { waitForWorkerControl } from './support/worker-control';

const dir = mkdtempSync(join(tmpdir(), 'guide-keys-'));
const dataDir = mkdtempSync(join(tmpdir(), 'guide-rotation-'));

function writeKey(name: string): { file: string; hash: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const file = join(dir, `${name}.pem`);
  writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  // The server hashes the PEM text without its final newline, as it serves it.
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString().trim();
  return { file, hash: createHash('sha256').update(pem).digest('hex') };
}

const oldKey = writeKey('old');
const newKey = writeKey('new');
const BANNERS = '/api/mob-server/open-api/banner/list';

let browser: Browser;
let server: RunningServer | undefined;
let port: number;

beforeAll(async () => {
  [browser, port] = await Promise.all([launchChromium(), freePort()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function restartWith(keyFiles: string[]): Promise<void> {
  await server?.stop();
  server = await startAppServer({ RSA_PRIVATE_KEY_FILES: keyFiles.join(',') }, { port, dataDir });
}

/** Every banner-list exchange of the page: its secret-hash, body shape and answer. */
function watchBannerCalls(page: Page) {
  const calls: Array<{ hash: string | undefined; sealed: boolean; status: number; encrypted: string | null }> = [];
  page.on('requestfinished', (request: Request) => {
    if (!request.url().endsWith(BANNERS)) return;
    void request.response().then(async (response) => {
      const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
      calls.push({
        hash: (await request.allHeaders())['secret-hash'],
        sealed: typeof body.iv === 'string' && typeof body.data === 'string' && !('position' in body),
        status: response?.status() ?? 0,
        encrypted: (await response?.allHeaders())?.encrypted ?? null,
      });
    });
  });
  return calls;
}

describe('encrypted calls', () => {
  it('round-trips through the real server, and survives a key rotation', async () => {
    await restartWith([oldKey.file]);
    const context = await browser.newContext();
    const page = await context.newPage();
    const calls = watchBannerCalls(page);

    await page.goto(`http://127.0.0.1:${port}/`);
    await page.locator('.banner').first().waitFor();
    await waitForWorkerControl(page);
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(calls[0]).toEqual({ hash: oldKey.hash, sealed: true, status: 200, encrypted: '1' });

    // New key first, old one still accepted: the cached shell's old key keeps working.
    await restartWith([newKey.file, oldKey.file]);
    calls.length = 0;
    await page.reload();
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(calls[0]).toEqual({ hash: oldKey.hash, sealed: true, status: 200, encrypted: '1' });

    // Old key retired: the first call is refused, the app takes the key from the network and succeeds.
    await restartWith([newKey.file]);
    calls.length = 0;
    await page.reload();
    await expect.poll(() => calls.length).toBeGreaterThanOrEqual(2);
    expect(calls[0]).toMatchObject({ hash: oldKey.hash, status: 400 });
    expect(calls[1]).toEqual({ hash: newKey.hash, sealed: true, status: 200, encrypted: '1' });
    expect(await page.locator('.toast-error').count()).toBe(0);
    await context.close();
  });
});

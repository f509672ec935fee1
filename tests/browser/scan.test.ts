// Scan an exhibit, in Chromium with a fake camera that plays a picture built from the
// content: the exhibit found by its image hash, by the QR code on its label, nothing found
// for a picture of no exhibit; without a camera, the photo picker does the same.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse, ExplanationPointT } from '../../src/lib/contract';
import { qrPayloadForPoint } from '../../src/features/scan/lib/qr-payload';
import { startAppServer, type RunningServer } from './support/app-server';
import { expectNoSeriousAxeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { qrFrame, renderContentFrame, writeY4m } from './support/fake-camera';

const MUSEUM = 'bj-palace-museum';
const EXHIBIT = 'bj-palace-museum-05';
const QR_EXHIBIT = 'sh-shanghai-museum-03';
const NOT_AN_EXHIBIT = '/media/images/hs-huangshan/view-1.svg';
const NO_MATCH = 'No relevant exhibits found, please try from another angle';

let server: RunningServer;
let dir: string;
const files = { exhibit: '', qr: '', scenery: '', exhibitPng: '' };
const browsers: Browser[] = [];

async function point(id: string): Promise<ExplanationPointT> {
  const body = (await (
    await fetch(`${server.baseUrl}/api/mob-server/open-api/point/detail?id=${id}`)
  ).json()) as ApiResponse<ExplanationPointT>;
  return body.data!;
}

/** A Chromium whose camera plays `y4m` (permission granted by the fake UI), unless null. */
async function browserWithCamera(y4m: string | null, grant = true): Promise<Browser> {
  const flags = y4m
    ? [
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${y4m}`,
        ...(grant ? ['--use-fake-ui-for-media-stream'] : []),
      ]
    : [];
  const browser = await launchChromium(flags);
  browsers.push(browser);
  return browser;
}

async function openScan(browser: Browser, query: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/scan${query}`);
  return { context, page };
}

/** The museum's hashes reached Dexie (the page says how many exhibits it can recognise). */
const hashesReady = (page: Page, count: number) =>
  page.getByText(`Exhibits recognised by their picture here: ${count}`).waitFor();

describe('scan an exhibit', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'scan-fixtures-'));
    const renderer = await launchChromium();
    server = await startAppServer();
    try {
      const exhibit = await point(EXHIBIT);
      const frame = await renderContentFrame(renderer, exhibit.image!);
      files.exhibit = writeY4m(join(dir, 'exhibit.y4m'), frame);
      files.exhibitPng = join(dir, 'exhibit.png');
      writeFileSync(files.exhibitPng, frame.png);
      files.scenery = writeY4m(join(dir, 'scenery.y4m'), await renderContentFrame(renderer, NOT_AN_EXHIBIT));
      files.qr = writeY4m(join(dir, 'qr.y4m'), qrFrame(qrPayloadForPoint(QR_EXHIBIT, server.baseUrl)));
    } finally {
      await renderer.close();
    }
  });

  afterAll(async () => {
    await Promise.all(browsers.map((b) => b.close()));
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds the exhibit the camera sees by its picture, with related exhibits of its hall', async () => {
    const exhibit = await point(EXHIBIT);
    const { context, page } = await openScan(await browserWithCamera(files.exhibit), `?museumId=${MUSEUM}`);
    await hashesReady(page, 6);
    await page.locator('.scan-video').waitFor();
    const capture = page.getByRole('button', { name: 'Identify the exhibit' });
    await expect.poll(() => capture.isEnabled(), { timeout: 15_000 }).toBe(true);
    await capture.click();
    await expect.poll(() => page.locator('#scan-match-name').textContent()).toBe(exhibit.name.en);
    await page.getByText('Best match').waitFor();
    expect(await page.locator('.scan-match').getByRole('button', { name: 'Play' }).count()).toBe(1);
    // The other exhibit of its hall is offered as related.
    await page.locator('.scan-related').getByText('Jade Mountain of Yu Taming the Flood').waitFor();
    await expectNoSeriousAxeViolations(page);

    // The museum's hashes and exhibits stay on the device: the same scan works offline.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await context.setOffline(true);
    await page.reload();
    await hashesReady(page, 6);
    await expect.poll(() => capture.isEnabled(), { timeout: 15_000 }).toBe(true);
    await capture.click();
    await expect.poll(() => page.locator('#scan-match-name').textContent()).toBe(exhibit.name.en);
    await context.close();
  });

  it("reads an exhibit's QR label, in any museum, without being asked", async () => {
    const exhibit = await point(QR_EXHIBIT);
    const { context, page } = await openScan(await browserWithCamera(files.qr), '');
    await page.getByText('Found by its label').waitFor({ timeout: 20_000 });
    expect(await page.locator('#scan-match-name').textContent()).toBe(exhibit.name.en);
    await context.close();
  });

  it('says no exhibit was found for a picture of no exhibit', async () => {
    const { context, page } = await openScan(await browserWithCamera(files.scenery), `?museumId=${MUSEUM}`);
    await hashesReady(page, 6);
    const capture = page.getByRole('button', { name: 'Identify the exhibit' });
    await expect.poll(() => capture.isEnabled(), { timeout: 15_000 }).toBe(true);
    await capture.click();
    await page.getByText(NO_MATCH).waitFor();
    expect(await page.locator('.scan-match').count()).toBe(0);
    await context.close();
  });

  it('without a camera, or with the camera refused, says so and finds the exhibit in a photo', async () => {
    const exhibit = await point(EXHIBIT);
    const none = await openScan(await browserWithCamera(null), `?museumId=${MUSEUM}`);
    await none.page.getByText(/No camera was found on this device|The camera could not start/).waitFor();
    await hashesReady(none.page, 6);
    await none.page.locator('input[type=file]').setInputFiles(files.exhibitPng);
    await expect.poll(() => none.page.locator('#scan-match-name').textContent()).toBe(exhibit.name.en);
    await expectNoSeriousAxeViolations(none.page);
    await none.context.close();

    const refused = await openScan(await browserWithCamera(files.exhibit, false), `?museumId=${MUSEUM}`);
    await refused.page.getByText('Camera access was denied.', { exact: false }).waitFor();
    expect(await refused.page.getByText('Take or choose a photo').count()).toBe(1);
    await refused.context.close();
  });
});

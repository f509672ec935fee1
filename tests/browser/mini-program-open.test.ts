// Issue 17: "Open in the mini-program" on /saeMini and /download asks the server for a scheme
// (the server asks a local stand-in of the messaging platform) and opens it, carrying the
// shopkeeper whose code brought the visitor; with no mini-program configured (the embedded
// default), the page says so in the visitor's language and points to the search.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWechat, type FakeWechat } from '../server/helpers/fake-wechat';
import { startAppServer, type RunningServer } from './support/app-server';
import { launchChromium } from './support/browser';

let fake: FakeWechat;
let configured: RunningServer;
let unconfigured: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeWechat();
  [configured, unconfigured, browser] = await Promise.all([
    startAppServer({
      MINI_PROGRAM_APP_ID: fake.appId,
      MINI_PROGRAM_APP_SECRET: fake.appSecret,
      MINI_PROGRAM_API_BASE: fake.url,
    }),
    startAppServer(),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([configured?.stop(), unconfigured?.stop()]);
  await fake?.close();
});

describe('open in the mini-program', () => {
  it("opens the platform's scheme for the home page, with the shopkeeper who brought the visitor", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${configured.baseUrl}/saeMini?shopkeeperId=S1024`);
    await page.getByRole('button', { name: 'Open in the mini-program' }).click();
    const fallback = page.getByRole('link', { name: 'tap here to open the mini-program' });
    await fallback.waitFor();
    expect(await fallback.getAttribute('href')).toMatch(/^weixin:\/\/dl\/business\/\?t=scheme\d+$/);
    expect(fake.schemeCalls.at(-1)?.body.jump_wxa).toEqual({
      path: 'pages/index/index',
      query: 'shopkeeperId=S1024',
      env_version: 'release',
    });
    await context.close();
  });

  it('says in German that no mini-program is configured, and the button can be tried again', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'de'));
    await page.goto(`${unconfigured.baseUrl}/download`);
    const button = page.getByRole('button', { name: 'Im Mini-Programm öffnen' });
    await button.click();
    await page.getByText('Das Mini-Programm lässt sich von dieser Seite noch nicht öffnen').waitFor();
    expect(await button.isEnabled()).toBe(true);
    await context.close();
  });
});

// Issue 17: "Open in the mini-program" on /saeMini and /download asks the server for a scheme
// (the server asks a local stand-in of the messaging platform) and opens it, carrying the
// shopkeeper whose code brought the visitor; with no mini-program configured (the embedded
// default), the page says so in the visitor's language and points to the search. The
// messaging app's JS-SDK is downloaded only inside that host: a stand-in host (its web view's
// user agent and a WeixinJSBridge that records what it is asked) gets the real SDK, whose
// miniProgram.navigateTo reaches the bridge; a plain browser never requests the SDK's chunk.
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

const HOST_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 ' +
  'MicroMessenger/8.0.50.2600(0x28003237) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN miniProgram/wx0123456789abcdef';

describe("the messaging app's JS-SDK", () => {
  it('is never downloaded in a plain browser', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(`${unconfigured.baseUrl}/login`);
    await page.getByRole('textbox').first().waitFor();
    await page.goto(`${unconfigured.baseUrl}/chatInteract`);
    await page.locator('textarea').waitFor();
    expect(scripts.some((url) => url.includes('/assets/'))).toBe(true);
    expect(scripts.filter((url) => url.includes('weixin-js-sdk'))).toEqual([]);
    // Nor by the service worker's precache.
    const worker = await (await fetch(`${unconfigured.baseUrl}/sw.js`)).text();
    expect(worker).toContain('assets/');
    expect(worker).not.toContain('weixin-js-sdk');
    await context.close();
  });

  it("is loaded inside the host, and the login goes to the host's login page through it", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: HOST_UA });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const invoked: Array<{ name: string; arg: unknown }> = [];
      const scope = window as unknown as Record<string, unknown>;
      scope.__invoked = invoked;
      scope.WeixinJSBridge = {
        invoke: (api: string, params: { name: string; arg: unknown }, done?: (res: unknown) => void) => {
          if (api === 'invokeMiniProgramAPI') invoked.push({ name: params.name, arg: params.arg });
          done?.({ err_msg: `${api}:ok` });
        },
        on: () => undefined,
      };
      localStorage.setItem('lang', 'en');
    });
    const sdkLoaded = page.waitForRequest((request) => request.url().includes('weixin-js-sdk'));
    await page.goto(`${unconfigured.baseUrl}/login?terminal=1&tUrl=%2Forders`);
    await sdkLoaded;
    await page.getByRole('button', { name: 'Authorized login' }).click();
    await page.waitForFunction(() => (window as unknown as { __invoked: unknown[] }).__invoked.length > 0);
    const invoked = await page.evaluate(() => (window as unknown as { __invoked: unknown[] }).__invoked);
    expect(invoked).toEqual([
      {
        name: 'navigateTo',
        arg: { url: expect.stringMatching(/^\/pages\/login\/index\?url=http.*%2Flogin/) as unknown },
      },
    ]);
    await context.close();
  });
});

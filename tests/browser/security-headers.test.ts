// Issue 14, items 6 and 11: every screen runs under the Content-Security-Policy with a clean
// console; the service worker still takes control; a page of another origin cannot frame the
// app, and even where the header is lost its messages are ignored and it receives nothing;
// an allowed wrapper origin frames the app and asks a question.
import { createServer, type Server } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, freePort, type RunningServer } from './support/app-server';
import { launchChromium } from './support/browser';
import { ROUTES } from './support/route-table';
import type { Browser } from 'playwright-core';
import { WORKER_CONTROL_TIMEOUT_MS, waitForWorkerControl } from './support/worker-control';

// Real ids of the sample content for the screens that show one thing.
const QUERY: Record<string, string> = {
  '/poiDetail': '?id=hz-west-lake',
  '/pointDetail': '?id=hz-west-lake-02',
  '/playerDetail': '?id=hz-west-lake-02',
  '/mapGuide': '?id=hz-west-lake',
  '/museumDetail': '?id=bj-palace-museum',
  '/onlineMuseum': '?id=bj-palace-museum',
  '/guideDetailPage': '?id=g-lin-yingxue',
};

let server: RunningServer;
let browser: Browser;
let hostServer: Server;
let hostPort = 0;
let hostPage = '';

const wrapperOrigin = () => `http://127.0.0.1:${hostPort}`;
// The same server under another name: another origin, not on the allow-list.
const strangerOrigin = () => `http://localhost:${hostPort}`;

beforeAll(async () => {
  hostPort = await freePort();
  hostServer = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(hostPage);
  });
  await new Promise<void>((resolve) => hostServer.listen(hostPort, '127.0.0.1', resolve));
  [server, browser] = await Promise.all([startAppServer({ WRAPPER_ORIGINS: wrapperOrigin() }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => hostServer?.close(resolve));
});

/** Records every CSP violation the page reports, in its console or as an event. */
async function watchViolations(context: BrowserContext, page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  await context.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [
    ...seen,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}

function framingPage(appUrl: string): string {
  return `<!doctype html><title>host</title><iframe id="app" src="${appUrl}" width="390" height="700"></iframe>
<script>window.received=[];addEventListener('message',e=>window.received.push({origin:e.origin,data:e.data}));</script>`;
}

describe('security headers in the browser', () => {
  it('opens every screen with no CSP violation, and the service worker takes control', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const violations = await watchViolations(context, page);
    for (const route of ROUTES) {
      await page.goto(`${server.baseUrl}${route.path}${QUERY[route.path] ?? ''}`);
      await page.waitForLoadState('networkidle');
      expect(await violations(), route.path).toEqual([]);
    }
    await page.goto(`${server.baseUrl}/`);
    await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), null, {
      timeout: WORKER_CONTROL_TIMEOUT_MS,
    });
    await page.reload();
    await waitForWorkerControl(page);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('lets no other origin frame the app', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    hostPage = framingPage(`${server.baseUrl}/chatInteract?clientType=1`);
    const refused = page.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()));
    await page.goto(`${strangerOrigin()}/`);
    await refused;
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(
      await frame
        ?.locator('#root')
        .count()
        .catch(() => 0),
    ).toBe(0);
    await context.close();
  });

  it('an allowed wrapper frames the chat and asks a question; a stranger is ignored without the header', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    hostPage = framingPage(`${server.baseUrl}/chatInteract?clientType=1`);
    await page.goto(`${wrapperOrigin()}/`);
    const chat = page.frameLocator('#app');
    await chat.locator('.chat-page, .chat-list').first().waitFor();
    await page.evaluate((target) => {
      (document.getElementById('app') as HTMLIFrameElement).contentWindow!.postMessage(
        { type: 'interactMsg', content: 'Hello from the wrapper' },
        target,
      );
    }, server.baseUrl);
    await chat.locator('.chat-bubble-me', { hasText: 'Hello from the wrapper' }).waitFor();
    // The app's own messages reach the allowed wrapper, addressed to its origin.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { received: { origin: string }[] }).received.length))
      .toBeGreaterThan(0);
    await context.close();

    // A stranger whose framing succeeds (the CSP header stripped on the way): nothing in, nothing out.
    const bare = await browser.newContext();
    await bare.route(`${server.baseUrl}/chatInteract*`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    const stranger = await bare.newPage();
    await stranger.goto(`${strangerOrigin()}/`);
    const frame = stranger.frameLocator('#app');
    await frame.locator('.chat-page, .chat-list').first().waitFor();
    await stranger.evaluate(() => {
      (document.getElementById('app') as HTMLIFrameElement).contentWindow!.postMessage(
        { type: 'interactMsg', content: 'Injected question' },
        '*',
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await frame.locator('.chat-bubble-me').count()).toBe(0);
    expect(await stranger.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
    await bare.close();
  });
});

// The assistant offline (issue 19, docs/decisions/0062), in real Chromium with the service
// worker and the real server (embedded assistant): Mount Tai downloaded, the network cut, a
// question in Japanese and one in Chinese get answers marked offline, with the content's figures
// and the link to the place, which opens offline; a question it must decline is declined as the
// server declines it; back online, a question streams from the server again and the offline
// exchanges reach the session. With nothing downloaded, the visitor is told the assistant needs
// the network or a download, with the way to the downloads, and no answer waits forever.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiResponse, ChatRecord } from '../../src/lib/contract';
import { readPoFile } from '../../scripts/po-file';
import { useAppAndBrowser } from './support/app-and-browser';
import { FINISHED_ANSWER } from './support/chat-page';
import { waitForWorkerControl } from './support/worker-control';
import { pageWait } from './support/waits';

const app = useAppAndBrowser();
const say = (locale: string, id: string) => readPoFile(`locales/${locale}/messages.po`).get(id) || id;
const MARK = 'Offline answer, from your downloaded places';
const PLACE_LINK = 'a[href="/poiDetail?id=ta-mount-tai"]';
const DECLINE = 'What is the phone number of the director of Mount Tai?';

async function ask(page: Page, locale: string, text: string): Promise<void> {
  const box = page.getByPlaceholder(say(locale, 'Enter your request'));
  await box.fill(text);
  await box.press('Enter');
}

/** The n-th answer bubble, once finished. */
async function answer(page: Page, n: number) {
  const bubble = page.locator('.chat-list .chat-bubble-ai').nth(n);
  await bubble.and(page.locator(FINISHED_ANSWER)).waitFor();
  return bubble;
}

async function records(sessionId: string): Promise<ChatRecord[]> {
  const response = await fetch(`${app.server.baseUrl}/api/open-api/list/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId }),
  });
  return ((await response.json()) as ApiResponse<ChatRecord[]>).data ?? [];
}

describe('the assistant offline', () => {
  it('answers from a downloaded place in two languages, marked offline, with links that open offline; online again, the server answers', async () => {
    const session = 'offline-asks-1';
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.setItem('lang', 'ja'));
    const page = await context.newPage();
    await page.goto(`${app.server.baseUrl}/poiDetail?id=ta-mount-tai`);
    await waitForWorkerControl(page);
    await page.locator('.download-start').click();
    await page.locator('.download-status.is-done').waitFor(pageWait);
    await page.goto(`${app.server.baseUrl}/chatInteract?sessionId=${session}&clientType=0`);
    await page.locator('.chat-page').waitFor();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/open-api/interact?')) asked.push(request.url());
    });

    await context.setOffline(true);
    await page
      .locator('.chat-offline')
      .getByText(
        say(
          'ja',
          'You are offline: the assistant answers from the places you downloaded. Live answers return with the network.',
        ),
      )
      .waitFor();
    // One offline message on this screen, the chat's own: the shell's banner does not cover
    // the toolbar of a page sized to the window.
    expect(await page.locator('.offline-banner').isVisible()).toBe(false);
    await ask(page, 'ja', '泰山の入場料はいくらですか？');
    const ja = await answer(page, 0);
    const clear = page.getByRole('button', { name: say('ja', 'Clear conversation') });
    const uncovered = await clear.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(uncovered).toBe(true);
    expect(await ja.locator('.chat-offline-mark').innerText()).toBe(say('ja', MARK));
    expect(await ja.locator('.chat-markdown').innerText()).toMatch(/115元.*100元/s);
    expect(await ja.locator(PLACE_LINK).innerText()).toBe('泰山');

    await ask(page, 'ja', '泰山门票多少钱？');
    const cn = await answer(page, 1);
    expect(await cn.locator('.chat-offline-mark').count()).toBe(1);
    expect(await cn.locator('.chat-markdown').innerText()).toContain('门票旺季（2月至11月）115元');
    expect(await cn.locator(PLACE_LINK).count()).toBe(1);

    await ask(page, 'ja', DECLINE);
    const declinedOffline = await (await answer(page, 2)).locator('.chat-markdown').innerText();
    expect(declinedOffline).toContain("I don't know that from the guide's content.");
    expect(asked).toEqual([]);
    // The assistant ran in its worker, off the page's thread.
    expect(workers.filter((url) => url.includes('assistant-worker'))).toHaveLength(1);

    // The source link opens the place's page with no network (it was downloaded), and back.
    await ja.locator(PLACE_LINK).click();
    await page.waitForURL('**/poiDetail?id=ta-mount-tai');
    await page.locator('h1.page-heading', { hasText: '泰山' }).waitFor();
    await page.goBack();
    await page.locator('.chat-page').waitFor();
    await expect.poll(() => page.locator('.chat-offline-mark').count()).toBe(3);

    await context.setOffline(false);
    await page.locator('.chat-offline').waitFor({ state: 'detached' });
    const streamed = page.waitForRequest((request) => request.url().includes('/open-api/interact?'));
    await ask(page, 'ja', DECLINE);
    await streamed;
    const online = await answer(page, 3);
    expect(await online.locator('.chat-offline-mark').count()).toBe(0);
    expect(await online.locator('.chat-markdown').innerText()).toBe(declinedOffline);
    // The three exchanges answered offline went to the session, once.
    await expect
      .poll(async () => (await records(session)).filter((r) => r.id.startsWith('off-')).length, pageWait)
      .toBe(6);
    await context.close();
  });

  it('with nothing downloaded, says the assistant needs the network or a download, and leads to the downloads', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await context.newPage();
    await page.goto(`${app.server.baseUrl}/chatTravel`);
    await waitForWorkerControl(page);
    // Offline from the start, with no session yet: the question is answered all the same.
    await context.setOffline(true);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const banner = page.locator('.chat-offline');
    await banner.getByText('The assistant needs the network, or a place downloaded beforehand.').waitFor();
    await ask(page, 'en', 'What are the opening hours?');
    const notice = await answer(page, 0);
    expect(await notice.locator('.chat-markdown').innerText()).toContain(
      'You are offline. The assistant needs the network, or a place downloaded beforehand',
    );
    expect(await notice.locator('a[href="/downloads"]').innerText()).toBe('Go to Downloads');
    expect(await notice.locator('.chat-offline-mark').count()).toBe(0);
    await banner.getByRole('link', { name: 'Go to Downloads' }).click();
    await page.getByText('No downloads yet').waitFor();
    await context.close();
  });

  it('without the offline code at hand (the app never installed), still says what the assistant needs', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    await context.addInitScript(() => localStorage.setItem('lang', 'de'));
    const errors: string[] = [];
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    // The network lost before the answers' renderer came, too (a slow phone): the greeting stays
    // as plain text, and the screen stays the assistant's rather than giving way to an error.
    await context.route('**/assets/markdown-answer-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto(`${app.server.baseUrl}/chatTravel`);
    await page.locator('.chat-page .chat-bubble-ai .chat-plain').first().waitFor();
    await context.route('**/assets/offline-banner-*.js', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect
      .poll(() => page.locator('.chat-offline').innerText())
      .toBe(say('de', 'You are offline. The assistant needs the network, or a place downloaded beforehand.'));
    expect(await page.locator('.chat-page .chat-bubble-ai .chat-markdown').first().innerText()).not.toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});

// The assistant's pages against the real server (no stand-in), its model an OpenAI-compatible
// fake that streams slowly (so stop and a cut land mid-answer): config, a streamed answer,
// history after a reload, stop, and the page offline mid-answer then online: exactly once.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse, ChatRecord } from '../../src/lib/contract';
import { startFakeOpenAi, type FakeOpenAi } from '../server/helpers/fake-openai';
import { startAppServer, type RunningServer } from './support/app-server';
import { launchChromium } from './support/browser';
import { readAppStore } from './support/app-db';
import { answerTexts, openChat, ask, FINISHED_ANSWER } from './support/chat-page';
import { waitForWorkerControl } from './support/worker-control';
import { PAGE_WAIT_MS, pageWait } from './support/waits';

let fake: FakeOpenAi;
let server: RunningServer;
let browser: Browser;
const app = {
  get server() {
    return server;
  },
  get browser() {
    return browser;
  },
};
const WORDS = Array.from({ length: 30 }, (_, i) => `word${i} `);
beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.script = () => ({ deltas: WORDS.map((content) => ({ content })), intervalMs: 120 });
  [server, browser] = await Promise.all([
    startAppServer({ LLM_BASE_URL: fake.url, LLM_MODEL: 'fake', LLM_GROUNDED: '0', CHAT_QUESTIONS_PER_MINUTE: '0' }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

async function call<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${app.server.baseUrl}/api/open-api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json()) as ApiResponse<T>;
  if (!parsed.success || parsed.data === null) throw new Error(`${path}: ${parsed.message}`);
  return parsed.data;
}

describe('the assistant against the real server', () => {
  it('greets from config, answers in a stream, and shows the history after a reload', async () => {
    // The page is in English (openChat's default): the greeting and suggestions are the English
    // ones, not the Chinese default.
    const config = (configKey: string, lang: string) =>
      call<{ configValue: string[] }>('/get-config-detail', { configKey, lang }).then((c) => c.configValue);
    const [greeting, greetingCn, questions] = await Promise.all([
      config('interact-default', 'en'),
      config('interact-default', 'cn'),
      config('question-default', 'en'),
    ]);
    expect(greeting[0]).not.toBe(greetingCn[0]);
    const { context, page } = await openChat(
      app.browser,
      `${app.server.baseUrl}/chatInteract?sessionId=real-1&clientType=0`,
    );
    await page.getByText(greeting[0]!.slice(0, 12)).first().waitFor();
    await page.getByRole('button', { name: questions[0]! }).waitFor();
    await ask(page, 'What are the opening hours?');
    await page.locator(FINISHED_ANSWER).waitFor(pageWait);
    const [answer] = await answerTexts(page);
    expect(answer).toBe(WORDS.join('').trim());
    const records = await call<ChatRecord[]>('/list/records', { sessionId: 'real-1' });
    expect(records.map((r) => r.role)).toEqual(['user', 'assistant']);
    await page.reload();
    await page.getByText('What are the opening hours?').waitFor();
    await page.locator(FINISHED_ANSWER).waitFor();
    expect((await answerTexts(page)).length).toBe(1);
    await context.close();
  });

  it('a question asked while the history is still loading stays on screen and is answered once', async () => {
    const { context, page } = await openChat(
      app.browser,
      `${app.server.baseUrl}/chatInteract?sessionId=real-4&clientType=0`,
    );
    // The history is read before the question but reaches the page after it: the question
    // and its answer must not be wiped by it. (The stream is held until the history is in,
    // so that the order is the same on every run.)
    let releaseHistory = () => {};
    const historyHeld = new Promise<void>((resolve) => (releaseHistory = resolve));
    let historyDelivered = () => {};
    const historyIn = new Promise<void>((resolve) => (historyDelivered = resolve));
    await page.route('**/list/records', async (route) => {
      const response = await route.fetch();
      await historyHeld;
      await route.fulfill({ response });
      historyDelivered();
    });
    await page.route('**/open-api/interact', async (route) => {
      await Promise.race([historyIn, new Promise((resolve) => setTimeout(resolve, 3000))]);
      await route.continue();
    });
    await page.reload();
    await page.locator('.chat-page').waitFor();
    await ask(page, 'What are the opening hours?');
    await page.getByText('What are the opening hours?').waitFor();
    releaseHistory();
    await historyIn;
    await page.locator(FINISHED_ANSWER).waitFor(pageWait);
    expect(await page.getByText('What are the opening hours?').count()).toBe(1);
    expect(await answerTexts(page)).toEqual([WORDS.join('').trim()]);
    await context.close();
  });

  it('keeps the history on the device: offline, a reload shows the conversation and says why no answer comes', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await context.newPage();
    await page.goto(`${app.server.baseUrl}/chatInteract?sessionId=real-5&clientType=0`);
    await waitForWorkerControl(page);
    await ask(page, 'What are the opening hours?');
    await page.locator(FINISHED_ANSWER).waitFor(pageWait);
    await expect
      .poll(
        async () =>
          (await readAppStore<{ sessionId: string; records: ChatRecord[] }>(page, 'chatHistory')).find(
            (h) => h.sessionId === 'real-5',
          )?.records.length,
      )
      .toBe(2);
    expect(await page.locator('.chat-offline').count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByText('What are the opening hours?').waitFor();
    await page.locator(FINISHED_ANSWER).waitFor();
    expect(await answerTexts(page)).toEqual([WORDS.join('').trim()]);
    await page
      .locator('.chat-offline')
      .getByText(/You are offline/)
      .waitFor();
    await context.close();
  });

  it('stop closes the stream and deletes the last record on the server', async () => {
    const { context, page } = await openChat(
      app.browser,
      `${app.server.baseUrl}/chatInteract?sessionId=real-2&clientType=0`,
    );
    await ask(page, 'Tell me about every scenic area, its points, tips and opening hours');
    // Mid-answer: a question stopped before it was sent leaves the screen unasked (no answer).
    await page.getByText('word1').waitFor();
    await page.getByRole('button', { name: 'Stop generating' }).click();
    await page.locator(FINISHED_ANSWER).waitFor();
    await expect
      .poll(async () => (await call<ChatRecord[]>('/list/records', { sessionId: 'real-2' })).length, {
        timeout: PAGE_WAIT_MS,
      })
      .toBe(0);
    await context.close();
  });

  it('the page offline mid-answer and back: the answer completes exactly once', async () => {
    const { context, page } = await openChat(
      app.browser,
      `${app.server.baseUrl}/chatInteract?sessionId=real-3&clientType=0`,
    );
    await ask(page, 'Tell me about every scenic area, its points, tips and opening hours');
    await page.getByText('word3').waitFor();
    await context.setOffline(true);
    await page.waitForTimeout(500);
    await context.setOffline(false);
    await page.locator(FINISHED_ANSWER).waitFor(pageWait);
    const shown = (await answerTexts(page))[0]!;
    await expect
      .poll(async () => (await call<ChatRecord[]>('/list/records', { sessionId: 'real-3' })).at(-1)!.status)
      .toBe('complete');
    const records = await call<ChatRecord[]>('/list/records', { sessionId: 'real-3' });
    const stored = records.find((r) => r.role === 'assistant')!;
    // The page's text is the stored answer (markdown rendered): same words, once.
    const words = (text: string) =>
      text
        .replace(/[*_#>`|-]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    expect(words(shown)).toBe(words(stored.content));
    await context.close();
  });
});

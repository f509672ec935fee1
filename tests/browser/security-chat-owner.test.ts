// Issue 14, item 5 in the real app against the real server: the chat sends the member's token
// on every call and on the answer stream. A visitor chats anonymously on /chatTravel, logs in
// and asks again: the session becomes the member's (nobody else reads it). Logged out again,
// the page finds the session is not theirs: it starts a new one, shows nothing of the old one
// (not even the copy kept on the device) and answers there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse, ChatRecord } from '../../src/lib/contract';
import { GATEWAY } from '../../src/lib/contract/envelope';
import { CHAT_ENDPOINTS } from '../../src/lib/contract/chat';
import type { LoginResult } from '../../src/lib/contract/member';
import { startFakeOpenAi, type FakeOpenAi } from '../server/helpers/fake-openai';
import type { Browser } from 'playwright-core';
import { readAppStore } from './support/app-db';
import { startAppServer, type RunningServer } from './support/app-server';
import { launchChromium } from './support/browser';
import { ask, answerTexts, openChat, FINISHED_ANSWER } from './support/chat-page';
import { loginByApi } from './support/member-login';
import { pageWait } from './support/waits';

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
beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.script = () => ({ deltas: [{ content: 'An ' }, { content: 'answer.' }], intervalMs: 20 });
  // LOG_LEVEL info: the embedded SMS provider writes the login codes to the log.
  const env = {
    LLM_BASE_URL: fake.url,
    LLM_MODEL: 'fake-model',
    LLM_GROUNDED: '0',
    CHAT_QUESTIONS_PER_MINUTE: '0',
    LOG_LEVEL: 'info',
  };
  [server, browser] = await Promise.all([startAppServer(env), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

async function records(sessionId: string, token?: string): Promise<{ status: number; data: ChatRecord[] | null }> {
  const response = await fetch(`${app.server.baseUrl}${GATEWAY}${CHAT_ENDPOINTS.listRecords}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ sessionId }),
  });
  return { status: response.status, data: ((await response.json()) as ApiResponse<ChatRecord[]>).data };
}

describe('the chat and its owner', () => {
  it('an anonymous session is taken over by the member who logs in and asks; logged out, the page starts afresh', async () => {
    const { context, page } = await openChat(app.browser, `${app.server.baseUrl}/chatTravel`);
    const travelSession = () => page.evaluate(() => localStorage.getItem('chat.travel.sessionId'));
    await ask(page, 'Before login');
    await page.locator(FINISHED_ANSWER).waitFor(pageWait);
    const sessionId = (await travelSession())!;
    expect((await records(sessionId)).data?.map((r) => r.content)).toEqual(['Before login', 'An answer.']);

    const login: LoginResult = await loginByApi(app.server.baseUrl, app.server.logs, '13700000141');
    await page.evaluate((account) => {
      localStorage.setItem('token', account.token);
      localStorage.setItem('memberId', account.memberId);
      localStorage.setItem('mobile', account.mobile);
      localStorage.setItem('userInfo', JSON.stringify(account.userInfo));
    }, login);
    await page.reload();
    await page.getByText('Before login').waitFor();
    await ask(page, 'After login');
    await expect.poll(async () => page.locator(FINISHED_ANSWER).count(), pageWait).toBe(2);
    expect(await records(sessionId)).toMatchObject({ status: 404, data: null });
    expect((await records(sessionId, login.token)).data?.map((r) => r.content)).toEqual([
      'Before login',
      'An answer.',
      'After login',
      'An answer.',
    ]);
    await expect
      .poll(
        async () =>
          (await readAppStore<{ sessionId: string; records: ChatRecord[] }>(page, 'chatHistory')).find(
            (h) => h.sessionId === sessionId,
          )?.records.length,
      )
      .toBe(4);

    // Logged out (the token gone): the member's conversation is neither fetched nor shown.
    await page.evaluate(() =>
      ['token', 'memberId', 'mobile', 'userInfo'].forEach((key) => localStorage.removeItem(key)),
    );
    await page.reload();
    await expect.poll(travelSession).not.toBe(sessionId);
    await page.locator('.chat-page').waitFor();
    await ask(page, 'Logged out');
    await page.locator(FINISHED_ANSWER).waitFor(pageWait);
    expect(await answerTexts(page)).toEqual(['An answer.']);
    expect(await page.getByText('Before login').count()).toBe(0);
    expect((await readAppStore<{ sessionId: string }>(page, 'chatHistory')).map((h) => h.sessionId)).not.toContain(
      sessionId,
    );
    expect((await records((await travelSession())!)).data?.map((r) => r.content)).toEqual(['Logged out', 'An answer.']);
    await context.close();
  });
});

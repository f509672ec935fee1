// The answer's life: history loading, stop, error, XSS attempts, and a connection cut
// mid-answer (and a reload mid-answer) that resume with Last-Event-ID: the answer completes
// exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser';
import { startChatStandIn, type ChatStandIn } from './support/chat-stand-in';
import { answerTexts, openChat, ask, FINISHED_ANSWER } from './support/chat-page';

const app = useAppAndBrowser();
let api: ChatStandIn;
beforeAll(async () => {
  api = await startChatStandIn(app.server.baseUrl);
});
afterAll(async () => api?.stop());

describe('the answer stream', () => {
  it('loads the history on open (loading, then loaded); a failing history is silent', async () => {
    api.records.set('h1', [
      {
        id: 'hq',
        sessionId: 'h1',
        role: 'user',
        content: 'Old question',
        reasoning: null,
        status: 'complete',
        createdAt: 1,
      },
      {
        id: 'ha',
        sessionId: 'h1',
        role: 'assistant',
        content: 'Old *answer*',
        reasoning: null,
        status: 'complete',
        createdAt: 2,
      },
    ]);
    const { context, page } = await openChat(app.browser, `${api.url}/chatInteract?sessionId=h1&clientType=0`);
    await page.getByText('Old question').waitFor();
    // The markdown renderer loads after the screen: the answer is then drawn as markdown.
    await expect.poll(() => answerTexts(page)).toEqual(['Old answer']);
    expect(await page.locator('.chat-loading').count()).toBe(0);
    await context.close();

    api.historyFails = true;
    const failed = await openChat(app.browser, `${api.url}/chatInteract?sessionId=h2&clientType=0`);
    await expect.poll(() => failed.page.locator('.chat-loading').count()).toBe(0);
    expect(await failed.page.locator('.toast, [role="alert"]').count()).toBe(0);
    await failed.page.getByPlaceholder('Enter your request').waitFor();
    api.historyFails = false;
    await failed.context.close();
  });

  it('stop closes the stream, then deletes the last record on the server', async () => {
    const { context, page, posted } = await openChat(
      app.browser,
      `${api.url}/chatInteract?sessionId=stop1&clientType=2`,
      { wx: true },
    );
    api.scripts.push({ chunks: ['Partial ', 'never'], holdAfter: 1 });
    await ask(page, 'Long question');
    await page.getByText('Partial').waitFor();
    const closedBefore = api.closedByClient;
    await page.getByRole('button', { name: 'Stop generating' }).click();
    await page.locator(FINISHED_ANSWER).waitFor();
    await expect.poll(() => api.closedByClient).toBe(closedBefore + 1);
    await expect
      .poll(() => api.calls.filter((c) => c.path.endsWith('/remove/records') && c.body.sessionId === 'stop1').length)
      .toBe(1);
    const closedAt = api.calls.find((c) => c.path.endsWith('/remove/records') && c.body.sessionId === 'stop1')!.at;
    expect(closedAt).toBeGreaterThanOrEqual(api.streamCalls().at(-1)!.at);
    expect(await page.getByText('Answer stopped').count()).toBe(1);
    expect(await page.locator('.chat-stop').count()).toBe(0);
    expect((await posted()).filter((m) => m.type === 'typingStatus').map((m) => m.status)).toEqual([
      'loading',
      'success',
    ]);
    await context.close();
  });

  it('an error event ends the answer and reports error, with no message to the user', async () => {
    const { context, page, posted } = await openChat(
      app.browser,
      `${api.url}/chatInteract?sessionId=err1&clientType=2`,
      { wx: true },
    );
    api.scripts.push({ chunks: ['Half', ' more'], errorAfter: 1 });
    await ask(page, 'Break please');
    await page.locator('.chat-list .chat-bubble-ai[data-phase="error"]').waitFor();
    expect(await answerTexts(page)).toEqual(['Half']);
    expect(await page.locator('.chat-stop').count()).toBe(0);
    expect(await page.getByText('model failed').count()).toBe(0);
    expect(await page.locator('.toast').count()).toBe(0);
    expect((await posted()).filter((m) => m.type === 'typingStatus').map((m) => m.status)).toEqual([
      'loading',
      'error',
    ]);
    await context.close();
  });

  it('XSS attempts in an answer render inert', async () => {
    const { context, page } = await openChat(app.browser, `${api.url}/chatInteract?sessionId=xss1&clientType=0`);
    api.scripts.push({
      chunks: [
        'Safe text <script>window.__xss = 1</script>\n\n',
        '<img src=x onerror="window.__xss = 2">\n\n',
        '[click](javascript:window.__xss=3) [data](data:text/html,<script>alert(1)</script>) ',
        '<a href="javascript:window.__xss=4">raw</a> <iframe src="javascript:window.__xss=5"></iframe>\n\n',
        '[fine](https://example.com/)',
      ],
    });
    await ask(page, 'xss');
    await page.locator(FINISHED_ANSWER).waitFor();
    // Plain text until the markdown renderer has loaded; the links are checked once it has.
    const answer = page.locator('.chat-list .chat-markdown:not(.chat-plain)');
    await answer.waitFor();
    expect(await answer.locator('script, iframe, img, [onerror]').count()).toBe(0);
    const hrefs = await answer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['https://example.com/']);
    await page.getByText('click').click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await answer.innerText()).toContain('Safe text');
    await context.close();
  });

  it('a connection cut mid-answer resumes with Last-Event-ID: the answer completes exactly once', async () => {
    const { context, page } = await openChat(app.browser, `${api.url}/chatInteract?sessionId=cut1&clientType=0`);
    const chunks = ['One, ', 'two, ', 'three, ', 'four, ', 'five.'];
    let cut = () => {};
    const cutWhen = new Promise<void>((resolve) => (cut = resolve));
    api.scripts.push({ chunks, cutAfter: 2, delayMs: 60, cutWhen });
    const before = api.streamCalls().length;
    await ask(page, 'Count');
    await page.getByText('One, two,').waitFor();
    cut();
    await page.locator(FINISHED_ANSWER).waitFor();
    expect(await answerTexts(page)).toEqual(['One, two, three, four, five.']);
    const calls = api.streamCalls().slice(before);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.lastEventId).toBeUndefined();
    // meta is event 0, then 'One, ' 1 and 'two, ' 2: the cut came after event 2.
    expect(calls[1]!.lastEventId).toMatch(/^a\d+:2$/);
    expect(calls[1]!.query.answerId).toBe(calls[1]!.lastEventId!.split(':')[0]);
    expect(await page.locator('.chat-bubble-me').count()).toBe(1);
    await context.close();
  });

  it('a reload mid-answer (the page killed in the background) resumes from the last event seen', async () => {
    const { context, page } = await openChat(app.browser, `${api.url}/chatInteract?sessionId=reload1&clientType=0`);
    api.scripts.push({ chunks: ['Red ', 'green ', 'blue ', 'white'], holdAfter: 2 });
    const before = api.streamCalls().length;
    await ask(page, 'Colours');
    await page.getByText('Red green').waitFor();
    await page.reload();
    await page.locator(FINISHED_ANSWER).waitFor();
    const calls = api.streamCalls().slice(before);
    expect(calls.at(-1)!.lastEventId).toMatch(/^a\d+:2$/);
    expect(await answerTexts(page)).toEqual(['Red green blue white']);
    expect(await page.locator('.chat-bubble-me').allInnerTexts()).toEqual(['Colours']);
    await context.close();
  });
  it('cut while the page is in the background: it waits, and resumes when the page is visible again', async () => {
    const { context, page } = await openChat(app.browser, `${api.url}/chatInteract?sessionId=bg1&clientType=0`);
    await page.evaluate(() => {
      const scope = window as unknown as { __visibility: string };
      scope.__visibility = 'hidden';
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => scope.__visibility });
    });
    api.scripts.push({ chunks: ['Morning ', 'noon ', 'evening ', 'night'], cutAfter: 2, delayMs: 50 });
    const before = api.streamCalls().length;
    await ask(page, 'Times of day');
    await page.getByText('Morning noon').waitFor();
    await page.waitForTimeout(1500);
    expect(api.streamCalls().length - before).toBe(1);
    expect(await page.locator('.chat-list .chat-bubble-ai').getAttribute('data-phase')).toBe('streaming');
    await page.evaluate(() => {
      (window as unknown as { __visibility: string }).__visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.locator(FINISHED_ANSWER).waitFor();
    expect(await answerTexts(page)).toEqual(['Morning noon evening night']);
    expect(api.streamCalls().at(-1)!.lastEventId).toMatch(/^a\d+:2$/);
    await context.close();
  });

  it('follows the answer to the bottom while it streams, unless the reader scrolled up', async () => {
    const { context, page } = await openChat(app.browser, `${api.url}/chatInteract?sessionId=scroll1&clientType=0`);
    const scroller = page.locator('.chat-scroll');
    const gap = () => scroller.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
    api.scripts.push({
      chunks: Array.from({ length: 40 }, (_, i) => `Paragraph ${i} of a long answer.\n\n`),
      delayMs: 60,
    });
    await ask(page, 'Tell me everything');
    await page.getByText('Paragraph 15').waitFor();
    expect(await gap()).toBeLessThan(48);
    await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
    await page.getByText('Paragraph 25').waitFor();
    const top = await scroller.evaluate((el) => el.scrollTop);
    expect(top).toBeLessThan(50);
    await page.locator(FINISHED_ANSWER).waitFor();
    expect(await scroller.evaluate((el) => el.scrollTop)).toBeLessThan(50);
    await context.close();
  });
  it('a resume after the replay window gets only the end: the finished answer comes from the history, once', async () => {
    const { context, page } = await openChat(app.browser, `${api.url}/chatInteract?sessionId=late1&clientType=0`);
    api.scripts.push({ chunks: ['North ', 'south ', 'east ', 'west'], holdAfter: 2, expiredOnResume: true });
    await ask(page, 'Directions');
    await page.getByText('North south').waitFor();
    await page.reload();
    await page.locator(FINISHED_ANSWER).waitFor();
    await expect.poll(() => answerTexts(page)).toEqual(['North south east west']);
    expect(await page.locator('.chat-bubble-me').allInnerTexts()).toEqual(['Directions']);
    await context.close();
  });
});

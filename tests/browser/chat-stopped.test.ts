// Issue 16: a stopped answer ends with a mark of its own, "Answer stopped", under its text and
// above the disclaimer, set apart from it: when the visitor stops it, when the server ends it
// as stopped (stopped elsewhere, or cut short by a restart), after a reload that takes it from
// the history, and when a late resume takes it finished from the history. (An answer the
// visitor stops is deleted from the server's history with its question, spec point 4, so
// only a stop on the server's side is still there after a reload.)
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser';
import { startChatStandIn, type ChatStandIn } from './support/chat-stand-in';
import { answerTexts, ask, FINISHED_ANSWER, openChat } from './support/chat-page';
import { pageWait } from './support/waits';

const app = useAppAndBrowser();
let api: ChatStandIn;
beforeAll(async () => {
  api = await startChatStandIn(app.server.baseUrl);
});
afterAll(async () => api?.stop());

/** The last answer is finished with its mark below its text, above the disclaimer, and not styled like it. */
async function expectStoppedMark(page: Page): Promise<void> {
  await page.locator(FINISHED_ANSWER).last().waitFor();
  const bubble = page.locator('.chat-list .chat-bubble-ai').last();
  const mark = bubble.locator('.chat-stopped');
  await mark.waitFor(pageWait);
  expect((await mark.innerText()).trim()).toBe('Answer stopped');
  // The answer drawn as markdown (the renderer loads after the screen): not the plain text shown
  // until it has, which is swapped out under the measure (after a reload it often still is).
  const answer = bubble.locator('.chat-markdown:not(.chat-plain)');
  await answer.waitFor();
  const boxes = () =>
    Promise.all([answer.boundingBox(), mark.boundingBox(), bubble.locator('.chat-disclaimer').boundingBox()]);
  await expect.poll(async () => (await boxes()).every((box) => box !== null)).toBe(true);
  const [text, markBox, disclaimer] = await boxes();
  expect(markBox!.y).toBeGreaterThanOrEqual(text!.y + text!.height - 1);
  expect(markBox!.y + markBox!.height).toBeLessThanOrEqual(disclaimer!.y + 1);
  const look = (selector: string) =>
    bubble.locator(selector).evaluate((el) => {
      const style = getComputedStyle(el);
      return { weight: Number(style.fontWeight), border: style.borderTopStyle };
    });
  const [markLook, disclaimerLook] = await Promise.all([look('.chat-stopped'), look('.chat-disclaimer')]);
  expect(markLook.weight).toBeGreaterThan(disclaimerLook.weight);
  expect(markLook.border).toBe('solid');
}

describe('a stopped answer', () => {
  it('is marked when the visitor stops it', async () => {
    const { context, page } = await openChat(app.browser, `${api.url}/chatInteract?sessionId=mark1&clientType=0`);
    api.scripts.push({ chunks: ['The museum opens ', 'at nine'], holdAfter: 1 });
    await ask(page, 'When does it open?');
    await page.getByText('The museum opens').waitFor();
    await page.getByRole('button', { name: 'Stop generating' }).click();
    await expectStoppedMark(page);
    expect(await answerTexts(page)).toEqual(['The museum opens']);
    await context.close();
  });

  it('is marked when the server ends it as stopped, and still after a reload', async () => {
    const { context, page } = await openChat(app.browser, `${api.url}/chatInteract?sessionId=mark2&clientType=0`);
    api.scripts.push({ chunks: ['Take bus ', 'number ', 'seven'], stoppedAfter: 2 });
    await ask(page, 'How do I get there?');
    await expectStoppedMark(page);
    expect(await answerTexts(page)).toEqual(['Take bus number']);
    expect(api.records.get('mark2')!.at(-1)!.status).toBe('stopped');
    await page.reload();
    await page.getByText('How do I get there?').waitFor();
    await expectStoppedMark(page);
    await expect.poll(() => answerTexts(page)).toEqual(['Take bus number']);
    await context.close();
  });

  it('is marked when a late resume takes it, finished, from the history', async () => {
    const { context, page } = await openChat(app.browser, `${api.url}/chatInteract?sessionId=mark3&clientType=0`);
    api.scripts.push({ chunks: ['Left ', 'then ', 'right'], holdAfter: 1, expiredOnResume: true, stoppedAfter: 2 });
    await ask(page, 'Which way?');
    await page.getByText('Left').waitFor();
    await page.reload();
    await expectStoppedMark(page);
    await expect.poll(() => answerTexts(page)).toEqual(['Left then']);
    await context.close();
  });

  it('is not marked when it ends whole', async () => {
    const { context, page } = await openChat(app.browser, `${api.url}/chatInteract?sessionId=mark4&clientType=0`);
    api.scripts.push({ chunks: ['Nine ', 'to five'] });
    await ask(page, 'Hours?');
    await page.locator(FINISHED_ANSWER).waitFor();
    await expect.poll(() => answerTexts(page)).toEqual(['Nine to five']);
    expect(await page.locator('.chat-stopped').count()).toBe(0);
    await context.close();
  });
});

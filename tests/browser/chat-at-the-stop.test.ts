// "Ask about this" and a conversation that survives a reload, against the real server and its
// embedded catalogue assistant (issue 19): from a playing stop, the chat opens about that stop
// with the narration paused, its chip and its own questions; a question carries the place and
// point and its answer cites the stop; a reload, a return by the tab and a clear of the chip.
// /chatInteract keeps its session across a reload and a return without one in its address.
// A link naming a point of another place, or no point at all, does not break the chat.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiResponse, ExplanationPointT } from '../../src/lib/contract';
import { useAppAndBrowser } from './support/app-and-browser';
import { expectNoSeriousAxeViolations } from './support/axe';
import { ask, FINISHED_ANSWER } from './support/chat-page';
import { installMediaSpy, playedMedia, waitForPlayback } from './support/media-spy';
import { pageWait } from './support/waits';

const app = useAppAndBrowser();
const POINT = 'hz-west-lake-01';
const PLACE = 'hz-west-lake';
const STOP_QUESTIONS = [
  'What is the story of this stop?',
  'What should I look out for here?',
  'How long should I plan for a visit here?',
];

async function newPage(): Promise<Page> {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  await installMediaSpy(context);
  return context.newPage();
}

const isQuestion = (request: Request) => request.url().includes('/open-api/interact?');

describe('ask about this stop', () => {
  it('pauses the narration, opens the chat about the stop, answers from it, and keeps all of it over a reload', async () => {
    const body = (await (
      await fetch(`${app.server.baseUrl}/api/mob-server/open-api/point/detail?id=${POINT}`)
    ).json()) as ApiResponse<ExplanationPointT>;
    const point = body.data!;
    const page = await newPage();
    await page.goto(`${app.server.baseUrl}/pointDetail?id=${POINT}`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const audio = point.audio.en!.url;
    await waitForPlayback(page, audio);

    await page.getByRole('link', { name: 'Ask about this', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/chatTravel' && url.searchParams.get('pointId') === POINT);
    await expect.poll(async () => (await playedMedia(page, audio)).at(-1)!.paused).toBe(true);
    const chip = page.locator('.chat-context-chip');
    await expect.poll(() => chip.innerText()).toContain(point.name.en);
    expect(await chip.locator('.chat-context-stop').innerText()).toBe(point.stopNumber);
    await page.getByText(`Stop ${point.stopNumber}: ${point.name.en}`).waitFor();
    expect(await page.locator('.chat-suggestions .chat-suggestion').allInnerTexts()).toEqual(STOP_QUESTIONS);
    await expectNoSeriousAxeViolations(page);

    // A suggestion goes out with the place and the point; its answer quotes and cites the stop.
    const sent = page.waitForRequest(isQuestion);
    await page.getByRole('button', { name: STOP_QUESTIONS[0] }).click();
    const query = new URL((await sent).url()).searchParams;
    expect([query.get('placeId'), query.get('pointId'), query.get('lang')]).toEqual([PLACE, POINT, 'en']);
    const answer = page.locator(FINISHED_ANSWER);
    await answer.waitFor(pageWait);
    await answer.locator(`a[href="/pointDetail?id=${POINT}"]`).waitFor();
    expect(await answer.innerText()).toContain(point.name.en);
    // Asked once: the other two questions about the stop wait above the input.
    expect(await page.locator('.chat-context-question').allInnerTexts()).toEqual(STOP_QUESTIONS.slice(1));

    // A reload: the conversation, the chip and the address as they were.
    await page.reload();
    await page.locator('.chat-bubble-me', { hasText: STOP_QUESTIONS[0] }).waitFor();
    await page.locator(FINISHED_ANSWER).waitFor();
    await expect.poll(() => chip.innerText()).toContain(point.name.en);
    expect(new URL(page.url()).searchParams.get('pointId')).toBe(POINT);

    // Back by the tab, with nothing in the address: the same, the context kept with the session.
    await page.goto(`${app.server.baseUrl}/`);
    await page.locator('.bottom-tabs').getByRole('link', { name: 'Interact' }).click();
    await page.locator('.chat-bubble-me', { hasText: STOP_QUESTIONS[0] }).waitFor();
    await expect.poll(() => chip.innerText()).toContain(point.name.en);
    const next = page.waitForRequest(isQuestion);
    await ask(page, 'And how old is it?');
    expect(new URL((await next).url()).searchParams.get('pointId')).toBe(POINT);
    await expect.poll(() => page.locator(FINISHED_ANSWER).count(), pageWait).toBe(2);

    // Cleared: no chip, nothing in the address, the next question goes without it.
    await page.getByRole('button', { name: `Stop asking about ${point.name.en}` }).click();
    await expect.poll(() => chip.count()).toBe(0);
    await page.waitForURL((url) => !url.searchParams.has('pointId'));
    await page.reload();
    await page.locator('.chat-bubble-me', { hasText: 'And how old is it?' }).waitFor();
    expect(await chip.count()).toBe(0);
    await page.context().close();
  });
});

describe('/chatInteract keeps its session', () => {
  it('names the session it opened in its address; a reload and a return without it find the conversation', async () => {
    const page = await newPage();
    await page.goto(`${app.server.baseUrl}/chatInteract?clientType=0`);
    await page.waitForURL((url) => url.searchParams.has('sessionId'));
    const sessionId = new URL(page.url()).searchParams.get('sessionId');
    expect(new URL(page.url()).searchParams.get('clientType')).toBe('0');
    await ask(page, 'What are the opening hours of West Lake?');
    await page.locator(FINISHED_ANSWER).waitFor(pageWait);

    await page.reload();
    await page.locator('.chat-bubble-me', { hasText: 'What are the opening hours of West Lake?' }).waitFor();
    await page.goto(`${app.server.baseUrl}/chatInteract?clientType=0`);
    await page.locator('.chat-bubble-me', { hasText: 'What are the opening hours of West Lake?' }).waitFor();
    await page.locator(FINISHED_ANSWER).waitFor();
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe(sessionId);

    // Cleared: a new session, named in the address, so a reload does not bring the old one back.
    await page.getByRole('button', { name: 'Clear conversation' }).click();
    await page.waitForURL((url) => url.searchParams.get('sessionId') !== sessionId);
    const listed = page.waitForResponse((response) => response.url().includes('/list/records'));
    await page.reload();
    await listed;
    await expect.poll(() => page.locator('.chat-loading').count()).toBe(0);
    expect(await page.locator('.chat-list .chat-bubble-me').count()).toBe(0);
    await page.context().close();
  });

  it("takes a point's own place over the one a link names, and drops a stop that does not exist", async () => {
    const page = await newPage();
    await page.goto(`${app.server.baseUrl}/chatTravel?placeId=bj-palace-museum&pointId=${POINT}`);
    await page.waitForURL((url) => url.searchParams.get('placeId') === PLACE);
    await page.goto(`${app.server.baseUrl}/chatTravel?pointId=no-such-stop`);
    await page.getByText('This stop or place could not be found: the assistant answers without it.').waitFor();
    await page.waitForURL((url) => !url.searchParams.has('pointId'));
    expect(await page.locator('.chat-context-chip').count()).toBe(0);
    const sent = page.waitForRequest(isQuestion);
    await ask(page, 'What are the opening hours of West Lake?');
    expect(new URL((await sent).url()).searchParams.has('pointId')).toBe(false);
    await page.context().close();
  });
});

// /chatTravel: the assistant of the plain app (Interact tab), in the user's language, with
// deep thinking and voice input (Web Speech where present, else recording + the server).
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser';
import { expectNoSeriousAxeViolations } from './support/axe';
import { startChatStandIn, type ChatStandIn } from './support/chat-stand-in';
import { answerTexts, openChat, FINISHED_ANSWER } from './support/chat-page';
import { describeMisfit, measureAtWidth } from './support/screen-fit';

const app = useAppAndBrowser();
let api: ChatStandIn;
beforeAll(async () => {
  api = await startChatStandIn(app.server.baseUrl);
});
afterAll(async () => api?.stop());

/** A Web Speech stand-in: it "hears" window.__heard and reports it when stopped. */
function fakeWebSpeech() {
  class FakeRecognition {
    lang = '';
    interimResults = false;
    continuous = false;
    onresult: ((e: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    start() {
      (window as unknown as { __recognitionLang: string }).__recognitionLang = this.lang;
    }
    stop() {
      const text = (window as unknown as { __heard: string }).__heard;
      this.onresult?.({ results: [[{ transcript: text }]] });
      this.onend?.();
    }
    abort() {
      this.onend?.();
    }
  }
  (window as unknown as Record<string, unknown>).SpeechRecognition = FakeRecognition;
  (window as unknown as Record<string, unknown>).__heard = 'How high is the tower';
}

/** No Web Speech; a microphone made of an oscillator, so MediaRecorder records something. */
function recorderOnly() {
  const scope = window as unknown as Record<string, unknown>;
  delete scope.SpeechRecognition;
  delete scope.webkitSpeechRecognition;
  Object.defineProperty(window, 'webkitSpeechRecognition', { value: undefined, configurable: true });
  navigator.mediaDevices.getUserMedia = async () => {
    const audio = new AudioContext();
    const oscillator = audio.createOscillator();
    const destination = audio.createMediaStreamDestination();
    oscillator.connect(destination);
    oscillator.start();
    return destination.stream;
  };
}

async function holdAndRelease(context: BrowserContext, moveUp = 0) {
  const page = context.pages()[0]!;
  const button = page.locator('.chat-voice');
  const box = (await button.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.locator('.chat-voice[data-state="listening"]').waitFor();
  await page.getByText('Release to send, move up to cancel').waitFor();
  if (moveUp) {
    await page.mouse.move(x, y - moveUp, { steps: 4 });
    await page.locator('.chat-voice[data-state="cancelling"]').waitFor();
    await page.getByText('Release to cancel').waitFor();
  }
  await page.waitForTimeout(300);
  await page.mouse.up();
}

describe('/chatTravel', () => {
  it('a Thai greeting drawn before the markdown renderer has loaded stays inside its bubble at 390 px', async () => {
    // Thai parts its phrases with spaces; drawn as plain text, a space where a line wrapped hung
    // past the bubble's edge (the layout check caught it when the renderer came late).
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.setItem('lang', 'th'));
    const page = await context.newPage();
    await page.route(/markdown-answer-[\w-]+\.js$/, () => new Promise<void>(() => {}));
    await page.goto(`${app.server.baseUrl}/chatTravel`);
    const greeting = page.locator('.chat-plain').first();
    await greeting.waitFor();
    expect(await greeting.innerText()).toContain('สวัสดี');
    const report = await measureAtWidth(page, 390);
    expect(describeMisfit(report)).toBe('390 px wide');
    await context.close();
  });

  it('asks in the user language, keeps its session, streams deep thinking into a collapsible block above the answer', async () => {
    const { context, page } = await openChat(app.browser, `${api.url}/chatTravel`);
    await page.locator('.bottom-tabs').waitFor();
    await page.getByText('Hello from the stand-in guide').waitFor();
    await expectNoSeriousAxeViolations(page);
    const sessionId = await page.evaluate(() => localStorage.getItem('chat.travel.sessionId'));
    expect(sessionId).toBeTruthy();

    await page.getByRole('switch', { name: 'Deep thinking' }).check();
    api.scripts.push({ reasoning: ['The visitor ', 'wants hours.'], chunks: ['Open ', 'at eight.'], delayMs: 800 });
    await page.getByPlaceholder('Enter your request').fill('Hours?');
    await page.getByPlaceholder('Enter your request').press('Enter');
    const reasoning = page.locator('.chat-list .chat-reasoning');
    await reasoning.waitFor();
    expect(await reasoning.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await page.locator(FINISHED_ANSWER).waitFor();
    expect(await reasoning.locator('.chat-reasoning-text').textContent()).toBe('The visitor wants hours.');
    // Above the answer, and folded once the answer is there; a tap opens it.
    expect(await page.locator('.chat-list .chat-bubble-ai > :first-child').evaluate((el) => el.className)).toBe(
      'chat-reasoning',
    );
    expect(await reasoning.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await reasoning.locator('summary').click();
    expect(await reasoning.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await answerTexts(page)).toEqual(['Open at eight.']);
    expect(api.streamCalls().at(-1)!.query).toMatchObject({ lang: 'en', deepThinking: '1', sessionId: sessionId! });
    await expectNoSeriousAxeViolations(page);

    // The same session, and its history, next time.
    await page.reload();
    await page.getByText('Open at eight.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('chat.travel.sessionId'))).toBe(sessionId);
    await context.close();
  });

  it('voice input with Web Speech: hold to talk, release to send, move up to cancel', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await context.addInitScript(fakeWebSpeech);
    const page = await context.newPage();
    await page.goto(`${api.url}/chatTravel`);
    await page.getByRole('button', { name: 'Hold to talk' }).waitFor();
    const before = api.streamCalls().length;

    await holdAndRelease(context, 120);
    await page.locator('.chat-voice[data-state="idle"]').waitFor();
    expect(api.streamCalls().length).toBe(before);

    await holdAndRelease(context);
    await page.locator('.chat-bubble-me', { hasText: 'How high is the tower' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __recognitionLang: string }).__recognitionLang)).toBe(
      'en',
    );
    await page.locator(FINISHED_ANSWER).waitFor();
    await context.close();
  });

  it('voice input without Web Speech records and asks the server; with no speech provider the button says voice input is unavailable', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await context.addInitScript(recorderOnly);
    const page = await context.newPage();
    await page.goto(`${api.url}/chatTravel`);
    await page.getByRole('button', { name: 'Hold to talk' }).waitFor();

    api.speechText = 'Where is the museum';
    await holdAndRelease(context);
    await page.locator('.chat-bubble-me', { hasText: 'Where is the museum' }).waitFor();
    await page.locator(FINISHED_ANSWER).waitFor();

    api.speechText = null;
    await holdAndRelease(context);
    await page.getByText('Voice input is unavailable').waitFor();
    expect(await page.locator('.chat-bubble-me').count()).toBe(1);
    expect(api.calls.filter((c) => c.path.endsWith('/speech/recognize')).length).toBe(2);
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });
});

// /chatInteract, rule by rule of spec point 2, for each clientType, with a wrapper stand-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser';
import { expectNoSeriousAxeViolations } from './support/axe';
import { startChatStandIn, type ChatStandIn } from './support/chat-stand-in';
import { answerTexts, openChat, FINISHED_ANSWER } from './support/chat-page';

const app = useAppAndBrowser();
let api: ChatStandIn;
beforeAll(async () => {
  api = await startChatStandIn(app.server.baseUrl);
});
afterAll(async () => api?.stop());

const interact = (query = '') => `${api.url}/chatInteract${query ? `?${query}` : ''}`;

describe('/chatInteract, clientType 2 (the default): the mini-program', () => {
  it('shows the top image, the greeting and suggestions from config; a tap sends one; the answer streams then finishes', async () => {
    const { context, page, posted } = await openChat(app.browser, interact(), { wx: true });
    await page.locator('.chat-top-image').waitFor();
    await page.getByText('Hello from the stand-in guide').waitFor();
    expect(await page.locator('.chat-suggestion').allInnerTexts()).toEqual([
      'When does the park open?',
      'Where can I park?',
    ]);
    // A new session was created (no sessionId in the address).
    expect(api.calls.some((c) => c.path.endsWith('/add/session'))).toBe(true);
    expect(await page.locator('.chat-clear').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    api.scripts.push({ chunks: ['Open ', '**8:00**', ' to 17:00 :smile:'], delayMs: 400 });
    await page.getByRole('button', { name: 'When does the park open?' }).click();
    await page.locator('.chat-bubble-me', { hasText: 'When does the park open?' }).waitFor();
    // Waiting: three dots; stop shown while the answer is open.
    await page.locator('.chat-dots span').first().waitFor();
    expect(await page.locator('.chat-dots span').count()).toBe(3);
    await page.locator('.chat-stop').waitFor();
    // Streaming: text grows with a blinking cursor.
    await page.locator('.chat-bubble-ai[data-phase="streaming"] .chat-cursor').waitFor();
    await page.locator(FINISHED_ANSWER).last().waitFor();
    // The emoji table loads for the shortcode; the answer is then drawn with the emoji.
    await expect.poll(async () => (await answerTexts(page)).at(-1)).toBe('Open 8:00 to 17:00 😄');
    expect(await page.locator('.chat-list strong').innerText()).toBe('8:00');
    expect(await page.locator('.chat-stop').count()).toBe(0);
    expect(await page.locator('.chat-list .chat-disclaimer').count()).toBe(1);
    // Copy and share hidden for the mini-program; regenerate and read aloud present.
    expect(await page.getByRole('button', { name: 'Copy' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Share' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Regenerate' }).count()).toBe(1);
    // Typing status posted to the mini-program: true then false.
    const typing = (await posted()).filter((m) => m.type === 'typingStatus').map((m) => m.status);
    expect(typing).toEqual(['loading', 'success']);
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });

  it('a first visit draws the greeting and suggestions together, not one pushing the other down', async () => {
    // The greeting's config answers at once, the suggestions' 800 ms later (the order varies).
    let configs = 0;
    const { context, page } = await openChat(app.browser, interact(), { wx: true }, (c) =>
      Promise.all([
        c.addInitScript(() => {
          const w = window as unknown as { __shift: number };
          w.__shift = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
              if (!e.hadRecentInput) w.__shift += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
        }),
        c.route('**/get-config-detail', async (route) => {
          if (configs++ % 2 === 1) await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        }),
      ]),
    );
    await page.getByText('Hello from the stand-in guide').waitFor();
    await page.locator('.chat-suggestion').first().waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    await context.close();
  });

  it('on a slow network the greeting and suggestions do not wait for the history', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { context, page } = await openChat(app.browser, interact(), { wx: true }, (c) =>
      c.route('**/list/records', async (route) => {
        await held;
        await route.continue();
      }),
    );
    await page.getByText('Hello from the stand-in guide').waitFor();
    await page.locator('.chat-suggestion').first().waitFor();
    expect(await page.getByText('Loading data...').count()).toBe(1);
    release();
    await page.getByText('Loading data...').waitFor({ state: 'detached' });
    await context.close();
  });

  it('the input: placeholder, trimmed, Enter sends, Shift+Enter and a composing IME do not, empty refused, grows 48 to 130 px', async () => {
    const { context, page } = await openChat(app.browser, interact('clientType=2'), { wx: true });
    const box = page.getByPlaceholder('Enter your request');
    await box.waitFor();
    const height = () => box.evaluate((el) => el.getBoundingClientRect().height);
    expect(await height()).toBe(48);
    const before = api.streamCalls().length;

    await box.fill('   ');
    await box.press('Enter');
    await page.getByText('Input must not be empty').waitFor();
    expect(api.streamCalls().length).toBe(before);

    await box.fill('line one');
    await box.press('Shift+Enter');
    await box.pressSequentially('line two');
    expect(await box.inputValue()).toBe('line one\nline two');
    expect(api.streamCalls().length).toBe(before);

    // Enter while an IME composes belongs to the IME.
    await box.evaluate((el) =>
      el.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true }),
      ),
    );
    expect(await box.inputValue()).toBe('line one\nline two');

    await box.fill(Array.from({ length: 12 }, (_, i) => `row ${i}`).join('\n'));
    expect(await height()).toBe(130);
    await box.fill('  What is near the gate?  ');
    await box.press('Enter');
    await page.locator('.chat-bubble-me', { hasText: 'What is near the gate?' }).waitFor();
    // The bubble is drawn as the question is sent; the request reaches the stand-in a moment later.
    await expect.poll(() => api.streamCalls().at(-1)?.query.content).toBe('What is near the gate?');
    expect(await box.inputValue()).toBe('');
    expect(await height()).toBe(48);
    await page.locator(FINISHED_ANSWER).last().waitFor();
    await context.close();
  });

  it('back icon to the home tab; regenerate only on the last answer; clear makes a new session, reloads and posts clearTalk', async () => {
    const { context, page, posted } = await openChat(app.browser, interact('clientType=2'), { wx: true });
    await page.getByRole('button', { name: 'Back to home' }).click();
    expect((await posted()).find((m) => m.type === 'switchTab')).toMatchObject({ url: '/pages/index/index' });

    const box = page.getByPlaceholder('Enter your request');
    api.scripts.push({ chunks: ['First answer'] }, { chunks: ['Second answer'] }, { chunks: ['Second, again'] });
    await box.fill('one');
    await box.press('Enter');
    await page.getByText('First answer').waitFor();
    await box.fill('two');
    await box.press('Enter');
    await page.getByText('Second answer').waitFor();
    await page.locator(FINISHED_ANSWER).nth(1).waitFor();
    expect(await page.getByRole('button', { name: 'Regenerate' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByText('Second, again').waitFor();
    expect(await answerTexts(page)).toEqual(['First answer', 'Second, again']);
    expect(api.streamCalls().at(-1)!.query).toMatchObject({ regenerate: '1', content: 'two' });

    const sessionsBefore = api.calls.filter((c) => c.path.endsWith('/add/session')).length;
    await page.getByRole('button', { name: 'Clear conversation' }).click();
    await expect.poll(() => api.calls.filter((c) => c.path.endsWith('/add/session')).length).toBe(sessionsBefore + 1);
    await expect.poll(async () => (await posted()).filter((m) => m.type === 'clearTalk').length).toBe(1);
    expect(await page.locator('.chat-list .chat-row').count()).toBe(0);
    expect(await page.locator('.chat-clear').count()).toBe(0);
    await context.close();
  });

  it('opens an image of a question full screen; a tap on the overlay closes it', async () => {
    api.records.set('img-session', [
      {
        id: 'r1',
        sessionId: 'img-session',
        role: 'user',
        content: `What is this? ![photo](${api.url}/test-image.png)`,
        reasoning: null,
        status: 'complete',
        createdAt: 1,
      },
      {
        id: 'r2',
        sessionId: 'img-session',
        role: 'assistant',
        content: 'A pagoda.',
        reasoning: null,
        status: 'complete',
        createdAt: 2,
      },
    ]);
    const { context, page } = await openChat(app.browser, interact('sessionId=img-session&clientType=2'), { wx: true });
    await page.getByText('A pagoda.').waitFor();
    await page.getByRole('button', { name: 'Open the image full screen' }).click();
    const viewer = page.getByRole('dialog', { name: 'Image' });
    await viewer.waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Close the image' }).click({ position: { x: 10, y: 10 } });
    await viewer.waitFor({ state: 'detached' });
    await context.close();
  });

  it('without the mini-program SDK, posting does nothing, the page still works, and back leads out', async () => {
    const { context, page } = await openChat(app.browser, interact());
    const box = page.getByPlaceholder('Enter your request');
    await box.fill('hi');
    await box.press('Enter');
    await page.locator(FINISHED_ANSWER).last().waitFor();
    await page.getByRole('button', { name: 'Clear conversation' }).click();
    await expect.poll(() => page.locator('.chat-list .chat-row').count()).toBe(0);
    // No host to switch tabs in a plain browser tab: opened by a link, back goes up to the
    // assistant's tab, as the back bar of every other screen does (issue 16).
    await page.getByRole('button', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/chatTravel');
    await context.close();
  });

  it('back while a cleared conversation gets its new session stays left, however late the session comes', async () => {
    // The race a loaded machine met: Clear asks for a new session, Back leaves while it is on
    // its way, and the session arrives while the assistant's tab is still loading its code.
    let releaseSession!: () => void;
    const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
    let releaseChunk!: () => void;
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    let sessions = 0;
    const { context, page } = await openChat(app.browser, interact(), {}, (c) =>
      Promise.all([
        c.route('**/api/open-api/add/session', async (route) => {
          if (++sessions > 1) await sessionHeld;
          await route.continue();
        }),
        c.route(/\/assets\/chatTravel-[^/]*\.js$/, async (route) => {
          await chunkHeld;
          await route.continue();
        }),
      ]),
    );
    const box = page.getByPlaceholder('Enter your request');
    await box.fill('hi');
    await box.press('Enter');
    await page.locator(FINISHED_ANSWER).last().waitFor();
    await page.getByRole('button', { name: 'Clear conversation' }).click();
    await expect.poll(() => sessions).toBe(2);
    await page.getByRole('button', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/chatTravel');
    const answered = page.waitForResponse('**/api/open-api/add/session');
    releaseSession();
    await answered;
    // A frame for the page to act on the session before its new screen's code arrives.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    expect(new URL(page.url()).pathname).toBe('/chatTravel');
    releaseChunk();
    await page.locator('.bottom-tabs').waitFor();
    expect(new URL(page.url()).pathname).toBe('/chatTravel');
    await context.close();
  });
});

describe('/chatInteract, clientType 1: the app wrapper', () => {
  it('no input; interactMsg sends a question; copy and share post to the wrapper; clear posts clearTalk only', async () => {
    const { context, page, posted } = await openChat(app.browser, interact('clientType=1'), { rn: true });
    await page.getByText('Hello from the stand-in guide').waitFor();
    expect(await page.locator('.chat-textarea').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Back to home' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    api.scripts.push({ chunks: ['Gate ', 'B'] });
    await page.evaluate(() => window.postMessage({ type: 'interactMsg', content: 'Which gate?' }, '*'));
    await page.locator('.chat-bubble-me', { hasText: 'Which gate?' }).waitFor();
    await page.locator(FINISHED_ANSWER).last().waitFor();
    // A message that is not interactMsg is ignored.
    await page.evaluate(() => window.postMessage({ type: 'other', content: 'nope' }, '*'));

    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Share' }).click();
    const messages = await posted();
    expect(messages.filter((m) => m.type === 'copy' || m.type === 'share')).toEqual([
      { via: 'rn', type: 'copy', content: 'Gate B' },
      { via: 'rn', type: 'share', content: 'Gate B' },
    ]);
    expect(messages.filter((m) => m.type === 'typingStatus').map((m) => m.status)).toEqual(['loading', 'success']);
    expect(await page.locator('.chat-bubble-me').count()).toBe(1);

    const sessionsBefore = api.calls.filter((c) => c.path.endsWith('/add/session')).length;
    await page.getByRole('button', { name: 'Clear conversation' }).click();
    await expect.poll(async () => (await posted()).filter((m) => m.type === 'clearTalk').length).toBe(1);
    expect(api.calls.filter((c) => c.path.endsWith('/add/session')).length).toBe(sessionsBefore);
    await context.close();
  });

  it('a question the wrapper sends while the page makes its session goes into that session, kept', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { context, page } = await openChat(app.browser, interact('clientType=1'), { rn: true }, (c) =>
      c.route('**/add/session', async (route) => {
        await held;
        await route.continue();
      }),
    );
    const sessionsBefore = api.calls.filter((c) => c.path.endsWith('/add/session')).length;
    api.scripts.push({ chunks: ['Gate ', 'C'] });
    await page.evaluate(() => window.postMessage({ type: 'interactMsg', content: 'Which gate first?' }, '*'));
    release();
    await page.locator(FINISHED_ANSWER).last().waitFor();
    expect(await page.locator('.chat-bubble-me').allInnerTexts()).toEqual(['Which gate first?']);
    expect(await answerTexts(page)).toContain('Gate C');
    // One session: the one the page was making when the question came.
    expect(api.calls.filter((c) => c.path.endsWith('/add/session')).length - sessionsBefore).toBe(1);
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe(api.streamCalls().at(-1)?.query.sessionId);
    await context.close();
  });

  it('an empty interactMsg is refused with the empty-input message', async () => {
    const { context, page } = await openChat(app.browser, interact('clientType=1'), { rn: true });
    const before = api.streamCalls().length;
    await page.evaluate(() => window.postMessage(JSON.stringify({ type: 'interactMsg', content: '  ' }), '*'));
    await page.getByText('Input must not be empty').waitFor();
    expect(api.streamCalls().length).toBe(before);
    await context.close();
  });
});

describe('/chatInteract, clientType 0: the plain web', () => {
  it('input shown, no back icon, nothing posted, read aloud speaks the answer in the locale', async () => {
    const { context, page, posted } = await openChat(app.browser, interact('clientType=0'), { rn: true, wx: true });
    const box = page.getByPlaceholder('Enter your request');
    api.scripts.push({ chunks: ['## Tips\n', 'Bring **water**.'] });
    await box.fill('tips?');
    await box.press('Enter');
    await page.locator(FINISHED_ANSWER).last().waitFor();
    expect(await page.getByRole('button', { name: 'Back to home' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Read aloud' }).click();
    const spoken = await page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken);
    expect(spoken).toEqual([{ text: 'Tips\nBring water.', lang: 'en' }]);
    await page.getByRole('button', { name: 'Clear conversation' }).click();
    await expect.poll(() => page.locator('.chat-list .chat-row').count()).toBe(0);
    expect(await posted()).toEqual([]);
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });
});

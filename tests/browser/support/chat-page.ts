// Opening the assistant's pages with a wrapper stand-in: an init script that defines the
// app wrapper's (ReactNativeWebView) and the mini-program's (wx.miniProgram) globals and
// records every message posted to them in window.__posted; speechSynthesis is recorded in
// window.__spoken.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface Posted {
  via: 'rn' | 'wx';
  type: string;
  [key: string]: unknown;
}

export interface HostOptions {
  rn?: boolean;
  wx?: boolean;
  lang?: string;
}

function installHost(options: HostOptions) {
  const scope = window as unknown as Record<string, unknown>;
  const posted: unknown[] = [];
  scope.__posted = posted;
  localStorage.setItem('lang', options.lang ?? 'en');
  if (options.rn) {
    scope.ReactNativeWebView = {
      postMessage: (text: string) => posted.push({ via: 'rn', ...(JSON.parse(text) as object) }),
    };
  }
  if (options.wx) {
    scope.wx = {
      miniProgram: {
        postMessage: (message: { data: object }) => posted.push({ via: 'wx', ...message.data }),
        switchTab: (o: { url: string }) => posted.push({ via: 'wx', type: 'switchTab', url: o.url }),
        navigateTo: (o: { url: string }) => posted.push({ via: 'wx', type: 'navigateTo', url: o.url }),
      },
    };
  }
  const spoken: unknown[] = [];
  scope.__spoken = spoken;
  if ('speechSynthesis' in window) {
    speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang });
    };
  }
}

export interface OpenedChat {
  context: BrowserContext;
  page: Page;
  posted(): Promise<Posted[]>;
}

export async function openChat(
  browser: Browser,
  url: string,
  host: HostOptions = {},
  /** Before the page opens (routes to slow a request down). */
  prepare?: (context: BrowserContext) => Promise<unknown>,
): Promise<OpenedChat> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  await context.addInitScript(installHost, host);
  await prepare?.(context);
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('.chat-page').waitFor();
  return {
    context,
    page,
    posted: () => page.evaluate(() => (window as unknown as { __posted: Posted[] }).__posted),
  };
}

/** The answer bubbles' markdown text, in order. */
export function answerTexts(page: Page): Promise<string[]> {
  return page.locator('.chat-list .chat-bubble-ai .chat-markdown').allInnerTexts();
}

/** An answer bubble that has finished (on 'end' or stop). */
export const FINISHED_ANSWER = '.chat-list .chat-bubble-ai[data-phase="finished"]';

/** Types a question into the box and sends it with Enter. */
export async function ask(page: Page, text: string): Promise<void> {
  const box = page.getByPlaceholder('Enter your request');
  await box.fill(text);
  await box.press('Enter');
}

// Pictures of the assistant offline (docs/decisions/0062) for a person to look at, from the built
// app on the real server: Mount Tai downloaded, the Palace Museum only seen, the network cut, a
// ticket question and one about the museum; and the chat with nothing downloaded.
//   node --import tsx scripts/take-offline-chat-screenshots.ts [--lang=cn,en,de,ja] [--width=390]
// Files: screenshots/<width>/<lang>/chat-offline.png, chat-offline-not-downloaded.png and
// chat-offline-empty.png (git-ignored).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import type { Locale } from '../src/lib/contract/locales';
import { startAppServer } from '../tests/browser/support/app-server';
import { launchChromium } from '../tests/browser/support/browser';

const { values } = parseArgs({ options: { width: { type: 'string', default: '390' }, lang: { type: 'string' } } });
const width = Number(values.width);
const locales = (values.lang ?? 'cn,en,de,ja').split(',') as Locale[];
const QUESTIONS: Partial<Record<Locale, [string, string]>> = {
  cn: ['泰山门票多少钱？', '故宫几点开门？'],
  en: ['How much is a ticket for Mount Tai?', 'When does the Palace Museum open?'],
  de: ['Was kostet der Eintritt am Taishan?', 'Wann öffnet der Kaiserpalast?'],
  ja: ['泰山の入場料はいくらですか？', '故宮博物院は何時に開きますか？'],
};

async function ask(page: Page, text: string, answers: number) {
  await page.locator('.chat-textarea').fill(text);
  await page.locator('.chat-textarea').press('Enter');
  await page.locator('.chat-list .chat-bubble-ai[data-phase="finished"]').nth(answers).waitFor();
}

// The chat scrolls inside its own pane, pinned to the newest answer: one phone screen each.
const shoot = (page: Page, path: string) => page.screenshot({ path });

async function open(browser: Browser, base: string, locale: Locale) {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  await context.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
  const page = await context.newPage();
  await page.goto(`${base}/museumDetail?id=bj-palace-museum`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return { context, page };
}

const [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
try {
  for (const locale of locales) {
    const folder = resolve('screenshots', String(width), locale);
    mkdirSync(folder, { recursive: true });
    const [ticket, museum] = QUESTIONS[locale] ?? QUESTIONS.en!;
    const full = await open(browser, server.baseUrl, locale);
    await full.page.goto(`${server.baseUrl}/poiDetail?id=ta-mount-tai`);
    await full.page.locator('.download-start').click();
    await full.page.locator('.download-status.is-done').waitFor({ timeout: 120_000 });
    await full.page.goto(`${server.baseUrl}/chatInteract?sessionId=shots-${locale}&clientType=0`);
    await full.page.locator('.chat-page').waitFor();
    await full.context.setOffline(true);
    await ask(full.page, ticket, 0);
    await shoot(full.page, resolve(folder, 'chat-offline.png'));
    await ask(full.page, museum, 1);
    await shoot(full.page, resolve(folder, 'chat-offline-not-downloaded.png'));
    await full.context.close();

    const empty = await open(browser, server.baseUrl, locale);
    await empty.page.goto(`${server.baseUrl}/chatInteract?sessionId=shots-empty-${locale}&clientType=0`);
    await empty.page.locator('.chat-page').waitFor();
    await empty.context.setOffline(true);
    await ask(empty.page, ticket, 0);
    await shoot(empty.page, resolve(folder, 'chat-offline-empty.png'));
    await empty.context.close();
    console.log(`${locale}: ${folder}/chat-offline*.png`);
  }
} finally {
  await browser.close();
  await server.stop();
}

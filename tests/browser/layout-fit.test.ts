// Every screen of the route table, with real ids from the sample content and a logged-in
// member with an order, in all 11 languages at 390 and 360 px wide: nothing wider than the
// phone (the rule for carousels and chip rows is in support/screen-fit.ts), and nothing in
// Chromium's console at level error. axe runs on every screen in one language (cn, the
// default), where it costs one pass and no page load of its own.
// Time: one test per language, one tab each, two languages at a time (the browser project's
// maxConcurrency), the screens opened in-app (support/screen-visit.ts), the width changed
// without a reload. A language took about 20 s here; CI's machine has been up to three times
// slower beside the rest of the suite. The time limit is a guard against a hang, not a measure.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPoFile } from '../../scripts/po-file';
import { LOCALES, type Locale } from '../../src/lib/contract/locales';
import { startAppServer, type RunningServer } from './support/app-server';
import { seriousAxeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { storeLoginBeforeLoad } from './support/member-login';
import { expectedTitle } from './support/route-table';
import { sampleMember, sampleScreens, type SampleMember, type SampleScreen } from './support/sample-screens';
import { describeMisfit, fits, measureAtWidth } from './support/screen-fit';
import { ScreenVisitor } from './support/screen-visit';

const WIDTHS = [390, 360] as const;
const AXE_LOCALE: Locale = 'cn';
const LANGUAGE_TIMEOUT_MS = 600_000;

let server: RunningServer;
let browser: Browser;
let member: SampleMember;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ LOG_LEVEL: 'info' }), launchChromium()]);
  member = await sampleMember(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Findings {
  checked: number;
  tooWide: string[];
  consoleErrors: string[];
  axe: string[];
}

/** One language: every screen, at each width, in one tab. */
async function checkLanguage(locale: Locale, screens: SampleScreen[], findings: Findings): Promise<void> {
  const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 844 } });
  await context.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
  const page: Page = await context.newPage();
  await storeLoginBeforeLoad(page, member.login);
  const visitor = new ScreenVisitor(page, server.baseUrl);
  const catalog = readPoFile(`locales/${locale}/messages.po`);
  let current = '';
  page.on('console', (message) => {
    if (message.type() === 'error') findings.consoleErrors.push(`${locale} ${current}: ${message.text()}`);
  });
  page.on('pageerror', (error) => findings.consoleErrors.push(`${locale} ${current}: ${error.message}`));
  let widths: readonly number[] = WIDTHS;
  for (const screen of screens) {
    current = screen.url;
    await visitor.open(
      screen.url,
      expectedTitle(screen.route, locale, (l) => (l === locale ? catalog : readPoFile(`locales/${l}/messages.po`))),
    );
    if (locale === AXE_LOCALE) {
      for (const violation of await seriousAxeViolations(page)) findings.axe.push(`${screen.url}: ${violation}`);
    }
    // Alternate the order, so that each screen after the first starts at the width it was left at.
    for (const width of widths) {
      const report = await measureAtWidth(page, width);
      findings.checked += 1;
      if (!fits(report)) {
        findings.tooWide.push(`${locale} ${width}px ${screen.url}: ${describeMisfit(report)}`);
      }
    }
    widths = [...widths].reverse();
  }
  await context.close();
}

describe('layouts that fit every language', () => {
  // Two at a time (maxConcurrency): much of a screen's time is waiting (requests, frames), not work.
  it.concurrent.each(LOCALES)(
    '%s: every screen fits at 390 and 360 px, with no console error (axe checked in cn)',
    async (locale) => {
      const started = Date.now();
      const screens = sampleScreens(member);
      const findings: Findings = { checked: 0, tooWide: [], consoleErrors: [], axe: [] };
      await checkLanguage(locale, screens, findings);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `layout fit, ${locale}: ${screens.length} screens × ${WIDTHS.length} widths = ` +
          `${findings.checked} checked, ${findings.tooWide.length} did not fit (too wide, or a text cut off or spilling), ` +
          `${findings.consoleErrors.length} console errors` +
          (locale === AXE_LOCALE ? `, ${findings.axe.length} axe violations` : '') +
          `, in ${seconds} s`,
      );
      expect(findings.checked).toBe(screens.length * WIDTHS.length);
      expect(findings.tooWide).toEqual([]);
      expect(findings.consoleErrors).toEqual([]);
      expect(findings.axe).toEqual([]);
    },
    LANGUAGE_TIMEOUT_MS,
  );
});

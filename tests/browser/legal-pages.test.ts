// The legal texts (privacy policy, service agreement, third-party list) in their own language
// with working contents links, the about page's links in the visitor's language, the install
// page with the browser's deferred prompt, and the mini-program page; each passes axe.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser';
import { expectNoSeriousAxeViolations } from './support/axe';
import { runAsInstalledApp } from './support/standalone';
import { waitForWorkerControl } from './support/worker-control';
import { pageWait } from './support/waits';

const app = useAppAndBrowser();

const LEGAL_PAGES = [
  { path: '/privacyPage', heading: '隐私政策', lang: 'zh-Hans', section: '我们是谁', minChars: 3000 },
  { path: '/privacyPage_en', heading: 'Privacy Policy', lang: 'en', section: 'Who we are', minChars: 8000 },
  {
    path: '/privacyPage_fr',
    heading: 'Politique de confidentialité',
    lang: 'fr',
    section: 'Qui nous sommes',
    minChars: 8000,
  },
  { path: '/userAgreement', heading: '服务协议', lang: 'zh-Hans', section: '适用法律与争议解决', minChars: 3000 },
  {
    path: '/userAgreement_en',
    heading: 'Service Agreement',
    lang: 'en',
    section: 'Governing law and disputes',
    minChars: 8000,
  },
  {
    path: '/userAgreement_fr',
    heading: 'Contrat de service',
    lang: 'fr',
    section: 'Droit applicable et litiges',
    minChars: 8000,
  },
  { path: '/thirdService', heading: '第三方信息共享清单', lang: 'zh-Hans', section: '短信网关', minChars: 1500 },
  {
    path: '/thirdService_en',
    heading: 'Third-Party Information Sharing List',
    lang: 'en',
    section: 'SMS gateway',
    minChars: 4000,
  },
] as const;

async function pageIn(lang: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((code) => localStorage.setItem('lang', code), lang);
  return { context, page: await context.newPage() };
}

/** The browser's beforeinstallprompt as Chromium sends it; prompt() leaves a mark on window. */
function dispatchInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed') {
  return page.evaluate((answer) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void ((window as unknown as { __prompted: boolean }).__prompted = true),
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

describe('legal pages', () => {
  it('show each text in its own language, with a date, contents for every section, and no serious axe violation', async () => {
    // The interface in English: the Chinese and French texts keep their own language.
    const { context, page } = await pageIn('en');
    for (const legal of LEGAL_PAGES) {
      await page.goto(`${app.server.baseUrl}${legal.path}`);
      const article = page.locator('article.legal-article');
      await article.locator('h1').filter({ hasText: legal.heading }).waitFor();
      expect(await article.getAttribute('lang'), legal.path).toBe(legal.lang);
      expect(await article.locator('h1 + p').innerText(), legal.path).toMatch(/2026/);
      const sections = await article.locator('h2[id^="section-"]').allInnerTexts();
      const contents = await page.locator('.legal-toc ol a').allInnerTexts();
      expect(sections.length, legal.path).toBeGreaterThanOrEqual(6);
      expect(contents, legal.path).toEqual(sections);
      expect(
        sections.some((title) => title.includes(legal.section)),
        legal.path,
      ).toBe(true);
      // Long enough to be a real text, not a summary.
      expect((await article.innerText()).length, legal.path).toBeGreaterThan(legal.minChars);
      await expectNoSeriousAxeViolations(page);
    }
    await context.close();
  });

  it("keep their page's own words and tab title in the text's language, whatever the interface's", async () => {
    const cases = [
      { ui: 'cn', path: '/privacyPage_en', print: 'Print', contents: 'Contents', title: 'Privacy policy' },
      {
        ui: 'cn',
        path: '/userAgreement_fr',
        print: 'Imprimer',
        contents: 'Sommaire',
        title: "Conditions d'utilisation",
      },
      { ui: 'de', path: '/privacyPage', print: '打印', contents: '目录', title: '隐私政策' },
    ];
    for (const c of cases) {
      const { context, page } = await pageIn(c.ui);
      await page.goto(`${app.server.baseUrl}${c.path}`);
      await page.locator('.legal-toc-title').filter({ hasText: c.contents }).waitFor();
      expect(await page.locator('.legal-toolbar button').innerText(), c.path).toBe(c.print);
      await expect.poll(() => page.title(), pageWait).toBe(c.title);
      await context.close();
    }
  });

  it('jumps to a section from the contents and moves focus there', async () => {
    const { context, page } = await pageIn('fr');
    await page.goto(`${app.server.baseUrl}/userAgreement_fr`);
    const link = page.locator('.legal-toc a').filter({ hasText: 'Droit applicable et litiges' });
    await link.waitFor();
    const id = (await link.getAttribute('href'))!.slice(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await link.click();
    const heading = page.locator(`#${id}`);
    await expect.poll(() => page.evaluate((target) => document.activeElement?.id === target, id)).toBe(true);
    // The scroll is smooth (no reduced-motion preference here), so it takes a moment.
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= 0 && box.y < 844 / 2;
      }, pageWait)
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(await heading.innerText()).toContain('Droit applicable et litiges');
    // The router saw no navigation: same page, same address.
    expect(new URL(page.url()).pathname).toBe('/userAgreement_fr');
    // Printed: the text and its contents, without the print button or the app's chrome.
    await page.locator('.legal-toolbar button').waitFor();
    await page.emulateMedia({ media: 'print' });
    await page.locator('.legal-toolbar').waitFor({ state: 'hidden' });
    expect(await page.locator('.bottom-tabs:visible, .top-bar:visible').count()).toBe(0);
    expect(await page.locator('.legal-toc').isVisible()).toBe(true);
    expect(await page.locator('article.legal-article h1').isVisible()).toBe(true);
    await context.close();
  });

  it('opens offline once the app is installed in the browser (the texts are precached)', async () => {
    const { context, page } = await pageIn('cn');
    await page.goto(`${app.server.baseUrl}/`);
    await waitForWorkerControl(page);
    await context.setOffline(true);
    await page.goto(`${app.server.baseUrl}/privacyPage_fr`);
    await page.locator('article.legal-article h1').filter({ hasText: 'Politique de confidentialité' }).waitFor();
    await page.goto(`${app.server.baseUrl}/thirdService`);
    await page.locator('article.legal-article table').first().waitFor();
    await context.close();
  });
});

describe('about us', () => {
  const cases = [
    {
      lang: 'cn',
      privacy: '/privacyPage',
      agreement: '/userAgreement',
      thirdParty: '/thirdService',
      linkName: '隐私政策',
      heading: '隐私政策',
    },
    {
      lang: 'en',
      privacy: '/privacyPage_en',
      agreement: '/userAgreement_en',
      thirdParty: '/thirdService_en',
      linkName: 'Privacy policy',
      heading: 'Privacy Policy',
    },
    {
      lang: 'fr',
      privacy: '/privacyPage_fr',
      agreement: '/userAgreement_fr',
      thirdParty: '/thirdService_en',
      linkName: 'Politique de confidentialité',
      heading: 'Politique de confidentialité',
    },
    {
      lang: 'zh-Hant',
      privacy: '/privacyPage',
      agreement: '/userAgreement',
      thirdParty: '/thirdService',
      linkName: null,
      heading: '隐私政策',
    },
    {
      lang: 'de',
      privacy: '/privacyPage_en',
      agreement: '/userAgreement_en',
      thirdParty: '/thirdService_en',
      linkName: null,
      heading: 'Privacy Policy',
    },
  ] as const;

  for (const entry of cases) {
    it(`links to the legal pages for ${entry.lang} and to Contact us`, async () => {
      const { context, page } = await pageIn(entry.lang);
      await page.goto(`${app.server.baseUrl}/about`);
      const links = page.locator('.about-links a');
      await links.first().waitFor();
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([entry.privacy, entry.agreement, entry.thirdParty]);
      expect(await page.locator('.about-version').innerText()).toMatch(/\d+\.\d+\.\d+/);
      expect(await page.locator('a[href="/feedback"]').count()).toBe(1);
      await expectNoSeriousAxeViolations(page);

      const privacyLink = entry.linkName ? links.filter({ hasText: entry.linkName }) : links.first();
      await privacyLink.click();
      await page.waitForURL((url) => url.pathname === entry.privacy);
      await page.locator('article.legal-article h1').filter({ hasText: entry.heading }).waitFor();
      await context.close();
    });
  }
});

describe('download page', () => {
  it('explains how to install without a prompt, offers Install when the browser hands one over, and clears it once used', async () => {
    const { context, page } = await pageIn('en');
    await page.goto(`${app.server.baseUrl}/download`);
    await page.getByRole('heading', { name: 'Install the guide' }).waitFor();
    // No prompt yet: the menu steps and Safari's share-sheet steps, and what installing gives.
    await page.getByRole('heading', { name: 'In other browsers' }).waitFor();
    await page.getByRole('heading', { name: 'On iPhone and iPad (Safari)' }).waitFor();
    expect(await page.getByText('Add to Home Screen', { exact: false }).count()).toBeGreaterThan(0);
    expect(await page.getByText(/play without signal/).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Install', exact: true }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    await dispatchInstallPrompt(page, 'accepted');
    const install = page.getByRole('button', { name: 'Install', exact: true });
    await install.waitFor();
    await expectNoSeriousAxeViolations(page);
    await install.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true);
    await install.waitFor({ state: 'detached' }); // a prompt is used once
    await page.getByText('Installing: the guide will appear on your home screen.').waitFor();
    await context.close();
  });

  it('says so when it already runs installed (display-mode standalone)', async () => {
    const { context, page } = await pageIn('en');
    await runAsInstalledApp(page);
    await page.goto(`${app.server.baseUrl}/download`);
    await page.getByText('The guide is already installed: you are using it now.').waitFor();
    await dispatchInstallPrompt(page, 'accepted');
    expect(await page.getByRole('button', { name: 'Install', exact: true }).count()).toBe(0);
    expect(await page.locator('a[href="/downloads"]').count()).toBe(1);
    await context.close();
  });
});

describe('mini-program page', () => {
  it('says what the mini-program offers and how to find it, and links home', async () => {
    const { context, page } = await pageIn('en');
    await page.goto(`${app.server.baseUrl}/saeMini`);
    await page.getByRole('heading', { name: 'The guide in mini-programs' }).waitFor();
    await page.getByRole('heading', { name: 'How to open it' }).waitFor();
    expect(await page.locator('.mini-program-name[lang="zh-Hans"]').innerText()).toBe('景区导览');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

// Installable: a complete manifest with reachable icons, a service worker that controls the
// start URL (Chromium's own installability check finds nothing missing), and the app's
// install offer when the browser hands it the install prompt.
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser';
import { waitForWorkerControl } from './support/worker-control';

const app = useAppAndBrowser();

describe('install', () => {
  it('has a complete manifest whose icons and screenshots load, and Chromium finds it installable', async () => {
    const response = await fetch(`${app.server.baseUrl}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; sizes: string; purpose: string; type: string }>;
      screenshots: Array<{ src: string; sizes: string; form_factor: string }>;
    };
    expect(manifest).toMatchObject({
      start_url: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#f5f5f5',
    });
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeGreaterThan(0);
    const sizes = (purpose: string) =>
      manifest.icons.filter((i) => i.purpose === purpose && i.type === 'image/png').map((i) => i.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toEqual(['512x512']);
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);

    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.server.baseUrl}/`);
    await waitForWorkerControl(page);
    // Every icon and screenshot decodes at the size the manifest says.
    for (const image of [...manifest.icons.filter((i) => i.type === 'image/png'), ...manifest.screenshots]) {
      const size = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return `${img.naturalWidth}x${img.naturalHeight}`;
      }, image.src);
      expect(size, image.src).toBe(image.sizes);
    }
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // Playwright's contexts are incognito, where Chromium never installs: that one error is the
    // browser's, not the app's. Any manifest, icon or service-worker problem is listed too.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await context.close();
  });

  it("offers to install when the browser hands over its prompt, and 'Not now' hides it for good", async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await context.newPage();
    await page.goto(`${app.server.baseUrl}/`);
    await page.locator('.card').first().waitFor();
    expect(await page.locator('.install-banner').count()).toBe(0);

    // The browser's beforeinstallprompt, as Chromium sends it when the app may be installed
    // (headless Chromium shows no install UI, so the event is dispatched here).
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => void ((window as unknown as { __prompted: boolean }).__prompted = true),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    });
    const banner = page.locator('.install-banner');
    await banner.getByRole('button', { name: 'Install', exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true);
    await banner.waitFor({ state: 'detached' }); // a prompt is used once

    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
    });
    await banner.getByRole('button', { name: 'Not now' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('.card').first().waitFor();
    await page.evaluate(() =>
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt'), {
          prompt: async () => {},
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        }),
      ),
    );
    expect(await page.locator('.install-banner').count()).toBe(0);
    await context.close();
  });
});

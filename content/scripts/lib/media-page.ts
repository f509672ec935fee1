// A Chromium page (Debian's, driven by playwright-core) at a made-up origin whose /media/
// files come from content/media, so images drawn into a canvas stay readable (same origin),
// and a bundler for running the app's own TypeScript modules inside that page.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { MEDIA_DIR } from './catalog';

export const MEDIA_ORIGIN = 'http://content.invalid';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg' };

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
}

/** A page at MEDIA_ORIGIN serving content/media under /media/ and a blank document at /. */
export async function openMediaPage(browser: Browser, mediaDir = MEDIA_DIR): Promise<Page> {
  const page = await browser.newPage();
  await page.route(`${MEDIA_ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (!pathname.startsWith('/media/'))
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>media</title>' });
    const file = path.join(mediaDir, decodeURIComponent(pathname.slice('/media/'.length)));
    if (!file.startsWith(mediaDir) || !fs.existsSync(file)) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({
      contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
      body: fs.readFileSync(file),
    });
  });
  await page.goto(`${MEDIA_ORIGIN}/`);
  return page;
}

/** Bundles a TypeScript module of the app as a script that sets `window[globalName]`. */
export async function bundleForPage(entry: string, globalName: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    globalName,
    write: false,
    target: 'es2022',
  });
  return result.outputFiles[0]!.text;
}

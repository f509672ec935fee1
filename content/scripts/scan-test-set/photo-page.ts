// Renders test photos of the scan in a Chromium page at the content's media origin (so the
// content pictures can be drawn and read back), as JPEG bytes and as RGBA frames.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { bundleForPage, MEDIA_ORIGIN, openMediaPage } from '../lib/media-page';
import type { PhotoParams } from './kinds';
import type * as Entry from './page-entry';

declare global {
  interface Window {
    ScanPhotos: typeof Entry;
  }
}

export interface TestPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
  /** RGBA, row by row (a decoded copy of the JPEG). */
  rgba: Buffer;
}

let bundle: Promise<string> | null = null;

export async function openPhotoPage(browser: Browser): Promise<Page> {
  bundle ??= bundleForPage(path.join(import.meta.dirname, 'page-entry.ts'), 'ScanPhotos');
  const page = await openMediaPage(browser);
  await page.addScriptTag({ content: `window.__name = (f) => f;${await bundle}` });
  return page;
}

/** A photo of `image` (a /media/ path, or null for none) as `params` describe it. */
export async function renderTestPhoto(
  page: Page,
  image: string | null,
  params: PhotoParams,
  scenery: string | null = null,
): Promise<TestPhoto> {
  const out = await page.evaluate(
    async ({ image, params, scenery, origin }) => {
      const load = async (url: string | null) => {
        if (!url) return null;
        const img = new Image();
        img.src = origin + url;
        await img.decode();
        return img;
      };
      const blob = await window.ScanPhotos.renderPhoto(await load(image), params, await load(scenery));
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const toBase64 = (bytes: Uint8Array | Uint8ClampedArray) => {
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(binary);
      };
      return {
        jpeg: toBase64(new Uint8Array(await blob.arrayBuffer())),
        rgba: toBase64(ctx.getImageData(0, 0, bitmap.width, bitmap.height).data),
        width: bitmap.width,
        height: bitmap.height,
      };
    },
    { image, params, scenery, origin: MEDIA_ORIGIN },
  );
  return { ...out, jpeg: Buffer.from(out.jpeg, 'base64'), rgba: Buffer.from(out.rgba, 'base64') };
}

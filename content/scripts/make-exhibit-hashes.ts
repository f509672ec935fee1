// Writes content/hashes/<museumId>.json: the 64-bit difference hash of every exhibit image,
// computed in Chromium by the app's own code (src/features/scan/lib/dhash.ts, bundled into
// the page) on the image as the browser rasterizes it, so the hashes agree with what the
// scan computes from a camera frame or a photo. Run after the images change:
//   node --import tsx content/scripts/make-exhibit-hashes.ts
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { EXHIBIT_HASH_ALGORITHM, type ExhibitHashesContentFileT } from '../../src/lib/contract/exhibit-hashes';
import type * as DhashModule from '../../src/features/scan/lib/dhash';
import { CONTENT_DIR, loadPlaces, mediaPath, writeJson } from './lib/catalog';
import { bundleForPage, launch, MEDIA_ORIGIN, openMediaPage } from './lib/media-page';

const DHASH_MODULE = path.resolve(CONTENT_DIR, '../src/features/scan/lib/dhash.ts');
const OUT_DIR = path.join(CONTENT_DIR, 'hashes');

declare global {
  interface Window {
    GuideHash: typeof DhashModule;
  }
}

async function main(): Promise<void> {
  const museums = loadPlaces().filter((p) => p.kind === 'museum');
  const browser = await launch();
  try {
    const page = await openMediaPage(browser);
    await page.addScriptTag({ content: await bundleForPage(DHASH_MODULE, 'GuideHash') });
    fs.mkdirSync(OUT_DIR, { recursive: true });
    for (const { place, points } of museums) {
      const exhibits: ExhibitHashesContentFileT['exhibits'] = [];
      for (const point of points) {
        if (!point.image) continue;
        const hash = await page.evaluate(async (url) => {
          const img = new Image();
          img.src = url;
          await img.decode();
          return window.GuideHash.dhash(img, img.naturalWidth, img.naturalHeight);
        }, `${MEDIA_ORIGIN}${point.image}`);
        const imageSha256 = createHash('sha256')
          .update(fs.readFileSync(mediaPath(point.image)))
          .digest('hex');
        exhibits.push({ pointId: point.id, hash, image: point.image, imageSha256 });
      }
      const file: ExhibitHashesContentFileT = { museumId: place.id, algorithm: EXHIBIT_HASH_ALGORITHM, exhibits };
      writeJson(path.join(OUT_DIR, `${place.id}.json`), file);
      console.log(`${place.id}: ${exhibits.length} exhibit hashes`);
    }
  } finally {
    await browser.close();
  }
}

await main();

// Writes content/exhibit-features/<museumId>.json: the local features the scan matches photos
// with, for every reference picture of every exhibit, computed in Chromium by the app's own
// code (src/features/scan/lib/vision/reference-features.ts, bundled into the page) with
// OpenCV.js, on the pictures as the browser draws them. An exhibit's reference pictures are
// its `image` and any file beside it named `<point id>.ref-<anything>.(svg|png|jpg|jpeg|webp)`
// (other views, details, its label). Run after the pictures change:
//   node --import tsx content/scripts/make-exhibit-features.ts
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { EXHIBIT_FEATURE_ALGORITHM } from '../../src/lib/contract/exhibit-features';
import type { ExhibitFeaturesContentFileT } from '../../src/lib/contract/exhibit-features-schemas';
import type * as ReferenceModule from '../../src/features/scan/lib/vision/reference-features';
import { CONTENT_DIR, loadPlaces, mediaPath, writeJson } from './lib/catalog';
import { bundleForPage, launch, MEDIA_ORIGIN, openMediaPage } from './lib/media-page';
import { addOpenCv } from './lib/opencv-page';

const MODULE = path.resolve(CONTENT_DIR, '../src/features/scan/lib/vision/reference-features.ts');
const OUT_DIR = path.join(CONTENT_DIR, 'exhibit-features');
const EXTRA = /^(.+)\.ref-[^/]+\.(svg|png|jpe?g|webp)$/;

declare global {
  interface Window {
    GuideReference: typeof ReferenceModule;
  }
}

/** The exhibit's image, then its other reference pictures in name order. */
export function referencePictures(pointId: string, image: string): string[] {
  const dir = path.dirname(mediaPath(image));
  const extra = fs
    .readdirSync(dir)
    .filter((name) => EXTRA.exec(name)?.[1] === pointId)
    .sort()
    .map((name) => `${path.posix.dirname(image)}/${name}`);
  return [image, ...extra];
}

async function main(): Promise<void> {
  const museums = loadPlaces().filter((p) => p.kind === 'museum');
  const browser = await launch();
  try {
    const page = await openMediaPage(browser);
    await addOpenCv(page);
    // esbuild keeps function names with a `__name` helper that the page lacks.
    await page.addScriptTag({ content: `window.__name = (f) => f;${await bundleForPage(MODULE, 'GuideReference')}` });
    fs.mkdirSync(OUT_DIR, { recursive: true });
    for (const { place, points } of museums) {
      const exhibits: ExhibitFeaturesContentFileT['exhibits'] = [];
      for (const point of points) {
        if (!point.image) continue;
        const pictures: ExhibitFeaturesContentFileT['exhibits'][number]['pictures'] = [];
        for (const image of referencePictures(point.id, point.image)) {
          const features = await page.evaluate(async (url) => {
            const img = new Image();
            img.src = url;
            await img.decode();
            const cv = (window as unknown as { cv: Parameters<typeof window.GuideReference.referenceFeatures>[0] }).cv;
            return window.GuideReference.referenceFeatures(cv, img, img.naturalWidth, img.naturalHeight);
          }, `${MEDIA_ORIGIN}${image}`);
          const imageSha256 = createHash('sha256')
            .update(fs.readFileSync(mediaPath(image)))
            .digest('hex');
          pictures.push({ image, imageSha256, ...features });
        }
        exhibits.push({ pointId: point.id, pictures });
      }
      const file: ExhibitFeaturesContentFileT = { museumId: place.id, algorithm: EXHIBIT_FEATURE_ALGORITHM, exhibits };
      writeJson(path.join(OUT_DIR, `${place.id}.json`), file);
      const count = exhibits.reduce((n, e) => n + e.pictures.length, 0);
      console.log(`${place.id}: ${exhibits.length} exhibits, ${count} reference pictures`);
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

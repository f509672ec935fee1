// OpenCV.js (@techstark/opencv-js) loaded into a Chromium page, ready to use as `window.cv`.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export const OPENCV_FILE = createRequire(import.meta.url).resolve('@techstark/opencv-js/dist/opencv.js');

export async function addOpenCv(page: Page): Promise<void> {
  await page.addScriptTag({ path: OPENCV_FILE });
  await page.evaluate(async () => {
    const cv = (window as unknown as { cv: { Mat?: unknown; onRuntimeInitialized?: () => void } }).cv;
    if (!cv.Mat) await new Promise<void>((done) => (cv.onRuntimeInitialized = done));
  });
}

// Seeking in the page: a muted audio element jumps to the middle of a file and plays for
// 0.7 s. Offline, it works only when the file is served with Range support from a cache.
import type { Page } from 'playwright-core';

export function playFromMiddle(page: Page, url: string): Promise<{ middle: number; now: number }> {
  return page.evaluate(async (src) => {
    const element = new Audio(src);
    element.muted = true;
    await new Promise((resolve, reject) => {
      element.onloadedmetadata = resolve;
      element.onerror = () => reject(new Error('audio error'));
    });
    const middle = element.duration / 2;
    element.currentTime = middle;
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, 700));
    return { middle, now: element.currentTime };
  }, url);
}

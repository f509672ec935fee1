// Headless Chromium cannot open a page as an installed app and ignores an emulated
// display-mode: an init script makes the display-mode query answer as it would there.
import type { Page } from 'playwright-core';

function answerStandalone() {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string) =>
    query.replace(/\s/g, '') === '(display-mode:standalone)'
      ? ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener() {},
          removeEventListener() {},
          addListener() {},
          removeListener() {},
          dispatchEvent: () => false,
        } as MediaQueryList)
      : original(query);
}

/** From the next navigation on, `page` answers `(display-mode: standalone)` with true. */
export const runAsInstalledApp = (page: Pick<Page, 'addInitScript'>) => page.addInitScript(answerStandalone);

// Opening screen after screen in one tab, the quick way: the first screen by a page load, the
// others by an in-app navigation (history.pushState, which the router follows as it follows
// its own links), so the app boots once per tab rather than once per screen. A screen counts
// as shown when what a visitor would see is there: the route's title in the language, the
// previous screen's content gone, no skeleton or 'Loading data...' left, no request of the
// page still in flight, and the fonts loaded.
import type { Page, Request } from 'playwright-core';
import { PAGE_WAIT_MS, pageWait } from './waits';

/** Requests that may stay open while the screen is shown. */
const LONG_LIVED = new Set(['media', 'eventsource', 'websocket']);

export class ScreenVisitor {
  private inFlight = new Set<Request>();
  private booted = false;
  private onIdle: (() => void) | undefined;

  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {
    page.on('request', (request) => this.inFlight.add(request));
    page.on('requestfinished', (request) => this.done(request));
    page.on('requestfailed', (request) => this.done(request));
  }

  async open(url: string, title: string): Promise<void> {
    if (!this.booted) {
      await this.page.goto(`${this.baseUrl}${url}`);
      this.booted = true;
    } else {
      // The screen on show is marked, so that its replacement can be told from it.
      await this.page.evaluate((next) => {
        document.querySelectorAll('#main > *').forEach((element) => element.setAttribute('data-left', ''));
        history.pushState(history.state, '', next);
      }, url);
    }
    await this.page.waitForFunction((expected) => document.title === expected, title, pageWait);
    await this.page.waitForFunction(
      () =>
        document.querySelector('#main > *') !== null &&
        document.querySelector('#main > [data-left], .skeleton, .loading-state') === null,
      undefined,
      pageWait,
    );
    await this.settle();
  }

  /** No request of the page in flight (media and streams excepted), then the fonts, then one frame. */
  private async settle(): Promise<void> {
    if (this.pending().length > 0) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `still loading: ${this.pending()
                  .map((r) => r.url())
                  .join(', ')}`,
              ),
            ),
          // The scan screen's vision library is 10.8 MB: on a loaded machine it takes more than 10 s.
          PAGE_WAIT_MS,
        );
        this.onIdle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    await this.page.evaluate(() =>
      document.fonts.ready.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))),
    );
  }

  private pending(): Request[] {
    return [...this.inFlight].filter((r) => !LONG_LIVED.has(r.resourceType()));
  }

  private done(request: Request): void {
    this.inFlight.delete(request);
    if (this.onIdle && this.pending().length === 0) {
      this.onIdle();
      this.onIdle = undefined;
    }
  }
}

// Observation only: records the media elements the page plays (howler's HTML5 Audio is not
// in the DOM), when each first fired 'playing', the last pointer tap, and every utterance
// handed to speechSynthesis. Nothing is replaced: each call goes through to the browser.
import type { BrowserContext, Page } from 'playwright-core';
import { pageWait } from './waits';

export interface SpokenRecord {
  text: string;
  lang: string;
  rate: number;
  events: string[];
}

export interface MediaRecord {
  src: string;
  currentTime: number;
  playbackRate: number;
  paused: boolean;
  playingAt: number | null;
}

export async function installMediaSpy(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as {
      __media: HTMLMediaElement[];
      __playingAt: Map<HTMLMediaElement, number>;
      __spoken: Array<{ text: string; lang: string; rate: number; events: string[] }>;
      __tapAt: number | null;
    };
    w.__media = [];
    w.__playingAt = new Map();
    w.__spoken = [];
    w.__tapAt = null;
    addEventListener('pointerdown', () => (w.__tapAt = performance.now()), true);
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!w.__media.includes(this)) {
        w.__media.push(this);
        this.addEventListener('playing', () => {
          if (!w.__playingAt.has(this)) w.__playingAt.set(this, performance.now());
        });
      }
      return play.call(this);
    };
    if ('speechSynthesis' in window) {
      const speak = speechSynthesis.speak.bind(speechSynthesis);
      speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
        const record = { text: utterance.text, lang: utterance.lang, rate: utterance.rate, events: [] as string[] };
        w.__spoken.push(record);
        for (const type of ['start', 'end', 'error'] as const) {
          utterance.addEventListener(type, (event) =>
            record.events.push(type === 'error' ? `error:${(event as SpeechSynthesisErrorEvent).error}` : type),
          );
        }
        speak(utterance);
      };
    }
  });
}

/** The media elements played so far whose address contains `fragment`, newest last. */
export function playedMedia(page: Page, fragment: string): Promise<MediaRecord[]> {
  return page.evaluate((part) => {
    const w = window as unknown as { __media: HTMLMediaElement[]; __playingAt: Map<HTMLMediaElement, number> };
    return w.__media
      .filter((m) => m.src.includes(part))
      .map((m) => ({
        src: m.src,
        currentTime: m.currentTime,
        playbackRate: m.playbackRate,
        paused: m.paused,
        playingAt: w.__playingAt.get(m) ?? null,
      }));
  }, fragment);
}

/** Waits until the newest element for `fragment` is playing past `atLeast` seconds; returns it. */
export async function waitForPlayback(page: Page, fragment: string, atLeast = 0.3): Promise<MediaRecord> {
  await page.waitForFunction(
    ([part, min]) => {
      const w = window as unknown as { __media: HTMLMediaElement[] };
      const media = w.__media.filter((m) => m.src.includes(part as string)).at(-1);
      return media !== undefined && !media.paused && media.currentTime > (min as number);
    },
    [fragment, atLeast] as const,
    pageWait,
  );
  return (await playedMedia(page, fragment)).at(-1)!;
}

export function spoken(page: Page): Promise<SpokenRecord[]> {
  return page.evaluate(() => (window as unknown as { __spoken: SpokenRecord[] }).__spoken);
}

// What Dexie holds, read before the first render of a page that came without its lists (the
// installed app opening, served by its worker): the first screen then draws the lists at once,
// rather than a loading state, then the lists, each with its layout.
import type { HomeSections } from './home-lists';

let early: HomeSections | undefined;

/** Reads the stored sections; resolves when read, or after `timeoutMs` with nothing. */
export function readHomeEarly(timeoutMs: number): Promise<void> {
  const read = import('./stored-home-sections')
    .then(({ readStoredHomeSections }) => readStoredHomeSections())
    .then((sections) => {
      early = sections;
    })
    .catch(() => undefined); // the page reads Dexie again itself, and says what failed
  return Promise.race([read, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

/** The sections read by readHomeEarly, once read. */
export const earlySections = (): HomeSections | undefined => early;

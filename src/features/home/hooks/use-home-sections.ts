import { useEffect, useState } from 'react';
import type { HomeSnapshot } from '@contract';
import { afterNextPaint } from '@/lib/after-paint';
import { bootSnapshot } from '../state/boot-snapshot';
import { earlySections } from '../state/early-sections';
import type { HomeSections } from '../state/home-lists';

export type { HomeSections };

const neverStored = (s: HomeSections) => [s.banners, s.scenic, s.popular, s.guides].every((list) => list === null);

const sameIds = (a: Array<{ id: string }> | null, b: Array<{ id: string }>) =>
  a !== null && a.length === b.length && a.every((item, i) => item.id === b[i]!.id);

/** Dexie holds the lists the page came with (the refresh just stored them): nothing to redraw. */
const sameLists = (stored: HomeSections, boot: HomeSnapshot) =>
  sameIds(stored.banners, boot.banners) &&
  sameIds(stored.scenic, boot.scenic) &&
  sameIds(stored.popular, boot.popular) &&
  sameIds(stored.guides, boot.guides);

/** The same lists with the same content: the page keeps what it drew. */
const sameSections = (a: HomeSections, b: HomeSections) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The home sections: what Dexie holds (watched live) once it is read; before that, and while
 * Dexie holds the same lists, those the server wrote into the page (the same objects, so the
 * page is not drawn twice). `undefined` while neither is known.
 */
export function useHomeSections(): HomeSections | undefined {
  // Read before the first render when the page came without lists (early-sections.ts).
  const [stored, setStored] = useState<HomeSections | undefined>(earlySections);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const update = (next: HomeSections) => setStored((shown) => (shown && sameSections(shown, next) ? shown : next));
    const watch = () =>
      void import('../state/stored-home-sections')
        .then(({ watchStoredHomeSections }) => {
          if (!cancelled) stop = watchStoredHomeSections(update);
        })
        // Offline before its code came (no service worker yet): the server's lists or the
        // empty state stay, and nothing stored could be read without it anyway.
        .catch(() => undefined);
    // With the server's lists on screen, Dexie (a large chunk) is not needed to paint them.
    if (bootSnapshot()) afterNextPaint(watch);
    else watch();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  const boot = bootSnapshot();
  if (boot && (stored === undefined || neverStored(stored) || sameLists(stored, boot))) return boot;
  return stored;
}

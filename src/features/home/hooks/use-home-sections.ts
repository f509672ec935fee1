import { useEffect, useState } from 'react';
import type { BannerT, GuideCardT, ScenicCardT } from '../../../lib/contract';
import { afterNextPaint } from '../../../lib/after-paint';
import { bootSnapshot } from '../state/boot-snapshot';

export interface HomeSections {
  banners: BannerT[] | null;
  scenic: ScenicCardT[] | null;
  popular: ScenicCardT[] | null;
  guides: GuideCardT[] | null;
}

const neverStored = (s: HomeSections) => [s.banners, s.scenic, s.popular, s.guides].every((list) => list === null);

/**
 * The home sections: what Dexie holds (watched live) once it is read; before that, the lists
 * the server wrote into the page. `undefined` while neither is known.
 */
export function useHomeSections(): HomeSections | undefined {
  const [stored, setStored] = useState<HomeSections | undefined>(undefined);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const watch = () =>
      void import('../state/stored-home-sections').then(({ watchStoredHomeSections }) => {
        if (!cancelled) stop = watchStoredHomeSections(setStored);
      });
    // With the server's lists on screen, Dexie (a large chunk) is not needed to paint them.
    if (bootSnapshot()) afterNextPaint(watch);
    else watch();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  const boot = bootSnapshot();
  if (boot && (stored === undefined || neverStored(stored))) return boot;
  return stored;
}

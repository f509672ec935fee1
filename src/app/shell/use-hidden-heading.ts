// The page's own heading (its first h1), and whether it has scrolled up under the back bar.
// The bar shows the heading's text only then, so the title is always in sight but never twice.
import { useEffect, useState } from 'react';

export type HeadingView = { kind: 'none' } | { kind: 'visible' } | { kind: 'hidden'; text: string };

const readText = (heading: Element) => heading.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** `key` changes with the screen: the observers start again on the new page. */
export function useHiddenHeading(barHeight: number, key: string): HeadingView {
  const [view, setView] = useState<HeadingView>({ kind: 'visible' });

  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    let heading: Element | null = null;
    let above = false;
    const publish = () =>
      setView((previous) => {
        const next: HeadingView = !heading
          ? { kind: 'none' }
          : above
            ? { kind: 'hidden', text: readText(heading) }
            : { kind: 'visible' };
        const same =
          previous.kind === next.kind && (next.kind !== 'hidden' || (previous as typeof next).text === next.text);
        return same ? previous : next;
      });
    const intersection = new IntersectionObserver(
      ([entry]) => {
        // Out of view above the bar, not below the fold.
        above = !!entry && !entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0) + 1;
        publish();
      },
      { rootMargin: `-${barHeight}px 0px 0px 0px` },
    );
    // Pages draw their heading when their data arrives, and a language switch rewrites it.
    const pick = () => {
      const found = main.querySelector('h1');
      if (found !== heading) {
        if (heading) intersection.unobserve(heading);
        heading = found;
        above = false;
        if (heading) intersection.observe(heading);
      }
      publish();
    };
    const mutations = new MutationObserver(pick);
    mutations.observe(main, { childList: true, subtree: true, characterData: true });
    pick();
    return () => {
      intersection.disconnect();
      mutations.disconnect();
    };
  }, [barHeight, key]);

  return view;
}

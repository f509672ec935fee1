// The page's first render of the home lays out its text over a few frames rather than in one.
// The first layout of text is the costliest of the first screen: Chromium looks up each font
// and size the first time it meets it (on Linux a round trip to the browser process for each),
// and the home's first screen has about twenty of them (the brand, the shortcuts, the banner's
// title, the cards, the tabs). Drawn in stages, each frame meets a few, and no one task holds
// the main thread for them all. Only the first render of the visit: later visits to / (under
// the router) draw the whole page at once. See docs/decisions/0071-the-router-at-the-first-reach.md.
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-paint';

/** The header; then the search and shortcuts; then the banners and the first section. */
export const HOME_STAGES = 3;

let staged = false;

/** The stage drawn (1 to HOME_STAGES): one more after each paint, on the visit's first render. */
export function useFirstScreenStages(): number {
  const [stage, setStage] = useState(() => (staged ? HOME_STAGES : 1));
  useEffect(() => {
    if (stage >= HOME_STAGES) {
      staged = true;
      return;
    }
    let live = true;
    afterNextPaint(() => {
      if (live) startTransition(() => setStage((drawn) => Math.min(drawn + 1, HOME_STAGES)));
    });
    return () => {
      live = false;
    };
  }, [stage]);
  return stage;
}

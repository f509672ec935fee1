// Wires tracking to the router and the language preference, after the first screen. The
// router may come later than tracking (the first screen of / runs without it): navigations are
// tracked from its creation on, the first one from the address the page opened at.
import { flushTrackingNow, setTrackingLanguage, startTracking } from '@/lib/tracking';
import { onRouterCreated } from './router-host';
import { appStore, langAtom } from '@/lib/store';

export function setUpTracking(): void {
  setTrackingLanguage(() => appStore.get(langAtom));
  const opened = `${location.pathname}${location.search}${location.hash}`;
  startTracking({
    onNavigated: (listener) => {
      let stop: (() => void) | null = null;
      let stopped = false;
      onRouterCreated((router) => {
        if (stopped) return;
        stop = router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
          const from = fromLocation?.href ?? opened;
          if (from !== toLocation.href) listener(toLocation.href, from);
        });
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  });
}

export const flushTracking = (): void => void flushTrackingNow();

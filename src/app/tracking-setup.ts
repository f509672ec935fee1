// Wires tracking to the router and the language preference, after the first screen.
import { flushTrackingNow, setTrackingLanguage, startTracking } from '@/lib/tracking';
import { router } from './router';
import { appStore, langAtom } from '@/lib/store';

export function setUpTracking(): void {
  setTrackingLanguage(() => appStore.get(langAtom));
  startTracking({
    onNavigated: (listener) =>
      router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
        if (fromLocation && fromLocation.href !== toLocation.href) listener(toLocation.href, fromLocation.href);
      }),
  });
}

export const flushTracking = (): void => void flushTrackingNow();

// One home refresh at a time, its state kept in an atom so the route loader can start it
// (in parallel with the page's code) and the page can show it. The request layer and Dexie
// load with the refresh, not with the page.
import { appStore, atom } from '@/lib/store';

export type RefreshState = 'idle' | 'refreshing' | 'failed';

export const homeRefreshAtom = atom<RefreshState>('idle');

let inFlight: Promise<void> | null = null;

export function startHomeRefresh(): Promise<void> {
  if (inFlight) return inFlight;
  if (!navigator.onLine) {
    appStore.set(homeRefreshAtom, 'failed');
    return Promise.resolve();
  }
  appStore.set(homeRefreshAtom, 'refreshing');
  inFlight = import('../api/refresh-home')
    .then(({ refreshHome }) => refreshHome())
    .then(
      () => appStore.set(homeRefreshAtom, 'idle'),
      () => appStore.set(homeRefreshAtom, 'failed'),
    );
  void inFlight.finally(() => (inFlight = null));
  return inFlight;
}

// What every start does once its first screen is painted, each in a task of its own when the
// main thread is idle (after-first-screen.ts), most needed first.
import { ensureFullCatalog, prefetchFullCatalog } from '@/lib/i18n';
import { appStore, appUpdateAtom } from '@/lib/store';
import { registerServiceWorker } from '@/lib/sw-bridge';
import { afterFirstScreen } from './after-first-screen';
import { loadRouter, showRouter } from './router-host';

const tracking = () => import('./tracking-setup');
const likes = () => import('@/features/points/state/like-outbox');
const memberData = () => import('./member-data-sync');

/** `firstScreen`: the visit opened on the first screen of /, without the router. */
export function scheduleBackgroundWork(firstScreen: boolean): void {
  // A navigation from the first screen of / waits for the router (router-host.tsx).
  if (firstScreen) afterFirstScreen(() => void loadRouter().catch(() => undefined));
  afterFirstScreen(() => void tracking().then(({ setUpTracking }) => setUpTracking()));
  afterFirstScreen(() =>
    registerServiceWorker({
      flushTracking: () => void tracking().then(({ flushTracking }) => flushTracking()),
      flushOutbox: () => {
        void likes().then(({ flushLikes }) => flushLikes());
        void memberData().then(({ flushMemberData }) => flushMemberData());
      },
      onUpdateReady: (apply) => appStore.set(appUpdateAtom, { apply }),
    }),
  );
  afterFirstScreen(() => void import('./language-list').then(({ loadLanguageList }) => loadLanguageList()));
  // Likes made offline are replayed at start, when the connection returns, and on Background Sync.
  afterFirstScreen(() => void likes().then(({ startLikeSync }) => startLikeSync()));
  // Favourites, browsing history and feedback made offline, the same way; cleared on logout.
  afterFirstScreen(() => void memberData().then(({ startMemberDataSync }) => startMemberDataSync()));
  // What the member's orders unlock, refreshed from the server (kept in Dexie for offline play).
  afterFirstScreen(() => void import('@/features/unlocks').then(({ unlocksReady }) => unlocksReady()));
  // Place downloads cut short by a reload or a dropped connection go on.
  afterFirstScreen(
    () =>
      void import('@/features/downloads/engine/download-manager').then(({ watchInterruptedDownloads }) =>
        watchInterruptedDownloads(),
      ),
  );
  // Inside the messaging app's mini-program: its JS-SDK, ready before the first tap that needs it.
  afterFirstScreen(
    () => void import('@/lib/mini-program-host').then(({ preloadMiniProgramBridge }) => preloadMiniProgramBridge()),
  );
  // The session, mirrored for the service worker's Background Sync sends (no tab open).
  afterFirstScreen(
    () => void import('./worker-context-sync').then(({ startWorkerContextSync }) => startWorkerContextSync()),
  );
  if (!firstScreen) {
    // Every string, ready before the visitor leaves the first screen.
    afterFirstScreen(() => void ensureFullCatalog());
    return;
  }
  // Every string, ready (not yet in use) before the visitor leaves the first screen of /: the
  // first navigation merges them as it mounts the router.
  afterFirstScreen(prefetchFullCatalog);
  // A playlist kept from the last visit brings the mini-player back, which lives under the router.
  afterFirstScreen(
    () =>
      void import('@/features/player/state/player-session').then(({ readSession }) => {
        if (readSession()) void showRouter().catch(() => undefined);
      }),
  );
}

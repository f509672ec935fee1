// What every start does once its first screen is painted, each in a task of its own when the
// main thread is idle (after-first-screen.ts), most needed first.
import { ensureFullCatalog, prefetchFullCatalog } from '@/lib/i18n';
import { appStore, appUpdateAtom } from '@/lib/store';
import { registerServiceWorker } from '@/lib/sw-bridge';
import { afterFirstScreen, afterFirstScreenWith, loadThen } from './after-first-screen';
import { loadRouter, showRouter } from './router-host';

const tracking = () => import('./tracking-setup');
const likes = () => import('@/features/points/state/like-outbox');
const memberData = () => import('./member-data-sync');

/** `firstScreen`: the visit opened on the first screen of /, without the router. */
export function scheduleBackgroundWork(firstScreen: boolean): void {
  // A navigation from the first screen of / waits for the router (router-host.tsx).
  if (firstScreen) afterFirstScreen(() => void loadRouter().catch(() => undefined));
  afterFirstScreenWith(tracking, ({ setUpTracking }) => setUpTracking());
  afterFirstScreen(() =>
    registerServiceWorker({
      flushTracking: () => void loadThen(tracking, ({ flushTracking }) => flushTracking()),
      flushOutbox: () => {
        void loadThen(likes, ({ flushLikes }) => flushLikes());
        void loadThen(memberData, ({ flushMemberData }) => flushMemberData());
      },
      onUpdateReady: (apply) => appStore.set(appUpdateAtom, { apply }),
    }),
  );
  afterFirstScreenWith(
    () => import('./language-list'),
    ({ loadLanguageList }) => loadLanguageList(),
  );
  // Likes made offline are replayed at start, when the connection returns, and on Background Sync.
  afterFirstScreenWith(likes, ({ startLikeSync }) => startLikeSync());
  // Favourites, browsing history and feedback made offline, the same way; cleared on logout.
  afterFirstScreenWith(memberData, ({ startMemberDataSync }) => startMemberDataSync());
  // What the member's orders unlock, refreshed from the server (kept in Dexie for offline play).
  afterFirstScreenWith(
    () => import('@/features/unlocks'),
    ({ unlocksReady }) => unlocksReady(),
  );
  // Place downloads cut short by a reload or a dropped connection go on.
  afterFirstScreenWith(
    () => import('@/features/downloads/engine/download-manager'),
    ({ watchInterruptedDownloads }) => watchInterruptedDownloads(),
  );
  // Inside the messaging app's mini-program: its JS-SDK, ready before the first tap that needs it.
  afterFirstScreenWith(
    () => import('@/lib/mini-program-host'),
    ({ preloadMiniProgramBridge }) => preloadMiniProgramBridge(),
  );
  // The session, mirrored for the service worker's Background Sync sends (no tab open).
  afterFirstScreenWith(
    () => import('./worker-context-sync'),
    ({ startWorkerContextSync }) => startWorkerContextSync(),
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
  afterFirstScreenWith(
    () => import('@/features/player/state/player-session'),
    ({ readSession }) => {
      if (readSession()) void showRouter().catch(() => undefined);
    },
  );
}

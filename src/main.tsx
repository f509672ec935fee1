import { I18nProvider } from '@lingui/react';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { bindApiToApp } from '@/app/api-bindings';
import { activateLocale, ensureFullCatalog, i18n, prefetchFullCatalog } from '@/lib/i18n';
import { afterFirstScreen } from '@/app/after-first-screen';
import { captureInstallPrompt } from '@/app/install-prompt-capture';
import { watchOnlineState } from '@/app/online-state';
import { loadRouter, followFromFirstScreen, setRouterRenderer, showRouter } from '@/app/router-host';
import { FirstScreen, startFirstScreen } from '@/app/shell/first-screen';
import { applyStartupParams, parseStartupParams } from '@/app/startup-params';
import { appStore, appUpdateAtom, langAtom, StoreProvider } from '@/lib/store';
import { registerServiceWorker } from '@/lib/sw-bridge';
import '@/app/styles.css';

applyStartupParams(parseStartupParams(window.location));
bindApiToApp();
watchOnlineState();
captureInstallPrompt();

await activateLocale(appStore.get(langAtom));

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);
// A transition render is time-sliced: the first render (and the router's tree replacing the
// first screen) yields to the browser instead of blocking the main thread in one long task.
const render = (content: ReactNode) =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <StoreProvider store={appStore}>
          <I18nProvider i18n={i18n}>{content}</I18nProvider>
        </StoreProvider>
      </StrictMode>,
    );
  });
setRouterRenderer(render);

// The first screen of / needs no router: it paints first, the router loads after it and mounts
// at the first navigation. Every other address opens with the router.
const firstScreen = window.location.pathname === '/';
if (firstScreen) {
  followFromFirstScreen();
  await startFirstScreen();
  render(<FirstScreen />);
} else {
  void showRouter();
}

// Not needed to paint the first screen: loaded (as their own chunks) once it is painted.
afterFirstScreen(() => {
  // First: a navigation from the first screen of / waits for it (router-host.tsx).
  if (firstScreen) void loadRouter().catch(() => undefined);
  const tracking = import('@/app/tracking-setup');
  void tracking.then(({ setUpTracking }) => setUpTracking());
  void import('@/app/language-list').then(({ loadLanguageList }) => loadLanguageList());
  // Likes made offline are replayed at start, when the connection returns, and on Background Sync.
  const likes = import('@/features/points/state/like-outbox');
  void likes.then(({ startLikeSync }) => startLikeSync());
  // Favourites, browsing history and feedback made offline, the same way; cleared on logout.
  const memberData = import('@/app/member-data-sync');
  void memberData.then(({ startMemberDataSync }) => startMemberDataSync());
  // What the member's orders unlock, refreshed from the server (kept in Dexie for offline play).
  void import('@/features/unlocks').then(({ unlocksReady }) => unlocksReady());
  // Place downloads cut short by a reload or a dropped connection go on.
  void import('@/features/downloads/engine/download-manager').then(({ watchInterruptedDownloads }) =>
    watchInterruptedDownloads(),
  );
  // Inside the messaging app's mini-program: its JS-SDK, ready before the first tap that needs it.
  void import('@/lib/mini-program-host').then(({ preloadMiniProgramBridge }) => preloadMiniProgramBridge());
  // The session, mirrored for the service worker's Background Sync sends (no tab open).
  void import('@/app/worker-context-sync').then(({ startWorkerContextSync }) => startWorkerContextSync());
  registerServiceWorker({
    flushTracking: () => void tracking.then(({ flushTracking }) => flushTracking()),
    flushOutbox: () => {
      void likes.then(({ flushLikes }) => flushLikes());
      void memberData.then(({ flushMemberData }) => flushMemberData());
    },
    onUpdateReady: (apply) => appStore.set(appUpdateAtom, { apply }),
  });
  if (!firstScreen) {
    // Every string, ready before the visitor leaves the first screen.
    void ensureFullCatalog();
    return;
  }
  // Every string, ready (not yet in use) before the visitor leaves the first screen of /: the
  // first navigation merges them as it mounts the router.
  prefetchFullCatalog();
  // A playlist kept from the last visit brings the mini-player back, which lives under the router.
  void import('@/features/player/state/player-session').then(({ readSession }) => {
    if (readSession()) void showRouter().catch(() => undefined);
  });
});

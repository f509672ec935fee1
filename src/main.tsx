import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bindApiToApp } from '@/app/api-bindings';
import { activateLocale, ensureFullCatalog, i18n } from '@/lib/i18n';
import { afterFirstScreen } from '@/app/after-first-screen';
import { captureInstallPrompt } from '@/app/install-prompt-capture';
import { watchOnlineState } from '@/app/online-state';
import { router } from '@/app/router';
import { applyStartupParams, parseStartupParams } from '@/app/startup-params';
import { appStore, appUpdateAtom, langAtom, StoreProvider } from '@/lib/store';
import { registerServiceWorker } from '@/lib/sw-bridge';
import '@/app/styles.css';

applyStartupParams(parseStartupParams(window.location));
bindApiToApp();
watchOnlineState();
captureInstallPrompt();

await activateLocale(appStore.get(langAtom));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A transition render is time-sliced: the first render yields to the browser instead of
// blocking the main thread in one long task.
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <StoreProvider store={appStore}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StoreProvider>
    </StrictMode>,
  );
});

// Not needed to paint the first screen: loaded (as their own chunks) once it is painted.
afterFirstScreen(() => {
  // Every string, ready before the visitor leaves the first screen.
  void ensureFullCatalog();
  void import('@/app/language-list').then(({ loadLanguageList }) => loadLanguageList());
  const tracking = import('@/app/tracking-setup');
  void tracking.then(({ setUpTracking }) => setUpTracking());
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
});

// Page side of page <-> service worker messages (the worker side is sw/messages.ts).
// The worker runs only in production builds; dev serves without it.
import type { WorkerToPageMessage } from './contract/sw-messages';

export interface WorkerHandlers {
  flushTracking: () => void;
  /** The outbox of offline actions (likes) is sent. */
  flushOutbox: () => void;
  /** A new version is installed and waiting; `apply` activates it and reloads the page. */
  onUpdateReady: (apply: () => void) => void;
}

export function registerServiceWorker(handlers: WorkerHandlers): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<WorkerToPageMessage>) => {
    if (event.data?.type === 'FLUSH_TRACKING') handlers.flushTracking();
    if (event.data?.type === 'FLUSH_OUTBOX') handlers.flushOutbox();
  });
  // After the page's load event: the worker's precache downloads every chunk, which should not
  // compete with what the first screen is still loading.
  // Where the browser refuses a worker (private windows, some in-app browsers), or its code cannot
  // load (offline before the first install), the app runs without one.
  const register = () =>
    void import('workbox-window')
      .then(({ Workbox }) => {
        const workbox = new Workbox('/sw.js', { scope: '/' });
        workbox.addEventListener('waiting', () =>
          handlers.onUpdateReady(() => {
            workbox.addEventListener('controlling', () => window.location.reload());
            workbox.messageSkipWaiting();
          }),
        );
        return workbox.register();
      })
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

// Page side of page <-> service worker messages (the worker side is sw/messages.ts).
// The worker runs only in production builds; dev serves without it.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('workbox-window').then(({ Workbox }) => {
    const workbox = new Workbox('/sw.js', { scope: '/' });
    void workbox.register();
  });
}

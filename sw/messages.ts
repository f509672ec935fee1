// Page -> service worker messages; the page side is src/lib/sw-bridge.ts.
export type PageToWorkerMessage = { type: 'SKIP_WAITING' };

export function registerMessageHandlers(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const message = event.data as PageToWorkerMessage | undefined;
    if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  });
}

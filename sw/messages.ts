// Service worker side of page <-> worker messages; the page side is src/lib/sw-bridge.ts.
import { OUTBOX_SYNC_TAG, TRACKING_SYNC_TAG, type PageToWorkerMessage, type WorkerToPageMessage } from '../src/lib/contract/sw-messages';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

async function tellPages(message: WorkerToPageMessage, self: ServiceWorkerGlobalScope): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window' });
  for (const page of pages) page.postMessage(message);
}

export function registerMessageHandlers(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const message = event.data as PageToWorkerMessage | undefined;
    if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  });
  // Background Sync: the connection is back; the open pages send their tracking queue and
  // their outbox.
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === TRACKING_SYNC_TAG) sync.waitUntil(tellPages({ type: 'FLUSH_TRACKING' }, self));
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(tellPages({ type: 'FLUSH_OUTBOX' }, self));
  });
}

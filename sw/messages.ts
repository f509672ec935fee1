// Service worker side of page <-> worker messages; the page side is src/lib/sw-bridge.ts.
import {
  OUTBOX_SYNC_TAG,
  TRACKING_SYNC_TAG,
  type PageToWorkerMessage,
  type WorkerToPageMessage,
} from '@contract/sw-messages';
import { sendOutboxFromWorker, sendTrackingFromWorker } from './background-send';

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
  // Background Sync: the connection is back. The worker sends the queue itself (no tab needs
  // to be open), and the open pages are told, so that they show what was sent.
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    const flush = async (send: () => Promise<void>, message: WorkerToPageMessage) => {
      try {
        await send();
      } finally {
        await tellPages(message, self);
      }
    };
    if (sync.tag === TRACKING_SYNC_TAG) sync.waitUntil(flush(sendTrackingFromWorker, { type: 'FLUSH_TRACKING' }));
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(flush(sendOutboxFromWorker, { type: 'FLUSH_OUTBOX' }));
  });
}

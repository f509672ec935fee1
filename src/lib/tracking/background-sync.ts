// Background Sync: when the connection returns the service worker sends what is queued
// itself (sw/background-send.ts), even with no tab open, and tells the open pages.
import { TRACKING_SYNC_TAG } from '../contract/sw-messages';

interface SyncManager {
  register(tag: string): Promise<void>;
}

export async function requestBackgroundSync(tag: string = TRACKING_SYNC_TAG): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync?: SyncManager };
    await registration.sync?.register(tag);
  } catch {
    // Not supported or not allowed: the interval and `online` still flush.
  }
}

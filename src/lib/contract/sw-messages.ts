// Messages between the page (src/lib/sw-bridge.ts) and the service worker (sw/messages.ts).
export const TRACKING_SYNC_TAG = 'tracking-flush';
/** The outboxes of visitor actions made offline (likes, favourites, history, feedback). */
export const OUTBOX_SYNC_TAG = 'outbox-flush';

export type PageToWorkerMessage = { type: 'SKIP_WAITING' };
export type WorkerToPageMessage = { type: 'FLUSH_TRACKING' } | { type: 'FLUSH_OUTBOX' };

// Sends the oldest queued events as one signed, encrypted batch; removes them only when the
// server accepted the batch, keeps them for the next try otherwise. One send at a time.
// No DOM here: the service worker sends the queue with it too (sw/background-send.ts).
import { ApiError, request } from '../api';
import {
  signingInput,
  TRACKING_APP_ID,
  TRACKING_LIMITS,
  TRACKING_PATH,
  TRACKING_SYSTEM_ID,
  TRACKING_VERSION,
  type TrackingEnvelope,
  type TrackingEvent,
} from '../contract/tracking';
import { withContextLock } from '../context-lock';
import { deviceKey, signText } from './device-key';
import { addDropped, oldestBatch, removeSent } from './queue';

let inFlight: Promise<number> | null = null;

/** Browsers refuse keepalive bodies over 64 KB: smaller batches when the page is leaving. */
const KEEPALIVE_BATCH = 40;

async function buildEnvelope(events: TrackingEvent[]): Promise<TrackingEnvelope> {
  const key = await deviceKey();
  const unsigned = {
    uuid: crypto.randomUUID(),
    timestamp: Date.now(),
    versionNo: TRACKING_VERSION,
    data: { appId: TRACKING_APP_ID, dataList: events },
  };
  const sign = await signText(key, signingInput(unsigned, TRACKING_SYSTEM_ID));
  return { systemId: TRACKING_SYSTEM_ID, body: { ...unsigned, sign, publicKey: key.publicKeySpki } };
}

async function sendOldest(keepalive: boolean): Promise<number> {
  let sent = 0;
  for (;;) {
    const limit = keepalive ? KEEPALIVE_BATCH : TRACKING_LIMITS.maxBatch;
    const events = await oldestBatch(limit);
    if (events.length === 0) return sent;
    const envelope = await buildEnvelope(events);
    try {
      await request(TRACKING_PATH, {
        method: 'POST',
        gateway: '',
        payload: envelope as unknown as Record<string, unknown>,
        timeoutMs: TRACKING_LIMITS.sendTimeoutMs,
        errorToast: false,
        reLogin: false,
        keepalive,
      });
    } catch (error) {
      // The server read the batch and refused its content (too large, invalid): sending it
      // again would fail forever and block the queue. Drop it and count the drop.
      if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) throw error;
      await removeSent(events.map((event) => event.id));
      await addDropped(events.length);
      continue;
    }
    await removeSent(events.map((event) => event.id));
    sent += events.length;
    if (events.length < limit) return sent;
  }
}

/** Resolves with the number of events the server accepted; rejects when a send failed. */
export function flushTracking(options: { keepalive?: boolean } = {}): Promise<number> {
  // One sender at a time across the pages and the service worker.
  inFlight ??= withContextLock('tracking-queue', () => sendOldest(options.keepalive ?? false)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

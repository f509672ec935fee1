// Starts tracking: page views on every single-page navigation, clicks, scroll, the page
// heartbeat, and sending every 6 s, when the connection returns and when the page hides.
import { TRACKING_LIMITS } from '../contract/tracking';
import { onClick, recordClick } from './clicks';
import { takeEarlyClicks } from './early-clicks';
import { heartbeat, leavePage, noteScroll, recoverPendingLeave, viewPage } from './page-lifecycle';
import { flushTracking } from './sender';
import { queuedCount } from './queue';
import { requestBackgroundSync } from './background-sync';
import { reportDropped } from './record';

export interface TrackingHooks {
  /** Calls back with the new address after each navigation; returns an unsubscribe. */
  onNavigated(listener: (href: string, fromHref: string | null) => void): () => void;
}

async function flushQuietly(keepalive = false): Promise<void> {
  if (!navigator.onLine) {
    if ((await queuedCount()) > 0) void requestBackgroundSync();
    return;
  }
  try {
    await reportDropped();
    await flushTracking({ keepalive });
  } catch {
    // Kept in the queue; the next tick, `online` or Background Sync sends it.
    void requestBackgroundSync();
  }
}

export function startTracking(hooks: TrackingHooks): void {
  void recoverPendingLeave();
  void viewPage(location.pathname + location.search, document.referrer || null);
  hooks.onNavigated((href, from) => void viewPage(href, from));

  // In the same task as the hand-over: no click falls between the two listeners.
  for (const click of takeEarlyClicks()) recordClick(click.target, click.pageX, click.pageY, click.time);
  document.addEventListener('click', onClick, { capture: true, passive: true });
  addEventListener('scroll', noteScroll, { passive: true });
  setInterval(() => {
    if (document.visibilityState === 'visible') void heartbeat();
  }, TRACKING_LIMITS.heartbeatMs);

  setInterval(() => void flushQuietly(), TRACKING_LIMITS.batchIntervalMs);
  addEventListener('online', () => void flushQuietly());
  addEventListener('pagehide', () => {
    void leavePage().then(() => flushQuietly(true));
  });
}

export { flushQuietly as flushTrackingNow };

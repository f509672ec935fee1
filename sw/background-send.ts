// Background Sync sends from the worker itself, so that what was queued offline leaves when
// the connection returns even with every tab closed (or frozen in the background). It sends
// under the session the page mirrored into IndexedDB (src/lib/worker-context.ts); Web Locks
// keep a page and the worker from draining the same queue at once.
import { adoptDeviceId } from '@/lib/device-id';
import { flushLikes } from '@/features/points/state/like-outbox';
import { FAVOURITE_KIND, flushFavourites } from '@/features/favourites/state/favourite-outbox';
import { flushFeedback } from '@/features/feedback/state/feedback-outbox';
import { flushOfflineExchanges } from '@/features/chat/state/offline-outbox';
import { flushHistory, HISTORY_KIND } from '@/features/history/state/history-outbox';
import { db } from '@/db/database';
import { bindApi } from '@/lib/api/bindings';
import { flushTracking } from '@/lib/tracking/sender';
import { readWorkerContext, type WorkerContextFields } from '@/lib/worker-context';

async function useMirroredSession(): Promise<WorkerContextFields> {
  const session = await readWorkerContext();
  bindApi({ identity: () => ({ loggedIn: session.token !== null, openId: session.openId, token: session.token }) });
  if (session.deviceId) adoptDeviceId(session.deviceId);
  return session;
}

/** Actions still queued that this session could send (a member's need the token). */
async function sendableLeft(session: WorkerContextFields): Promise<number> {
  const memberKinds = new Set([FAVOURITE_KIND, HISTORY_KIND]);
  const left = await db.pendingActions.toArray();
  return left.filter((action) => session.token !== null || !memberKinds.has(action.kind)).length;
}

export async function sendTrackingFromWorker(): Promise<void> {
  await useMirroredSession();
  // Rejects when the batch did not get through: the browser retries the sync later.
  await flushTracking();
}

export async function sendOutboxFromWorker(): Promise<void> {
  const session = await useMirroredSession();
  // Without the page's device id a like would be counted for another device: left to the page.
  await Promise.all([
    session.deviceId ? flushLikes() : null,
    flushFavourites(),
    flushHistory(),
    flushFeedback(),
    flushOfflineExchanges(),
  ]);
  // Something could not get through: a rejected sync is retried by the browser, with back-off.
  const left = await sendableLeft(session);
  if (left > 0) throw new Error(`${left} queued actions could not be sent yet`);
}

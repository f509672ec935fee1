// Likes go through the outbox (Dexie `pendingActions`, kind 'point-like', key = point id):
// the visitor's state and the count change at once, the action is queued (a newer one on
// the same point replaces the older), and the queue is sent in order now if online, else
// when `online` fires, on Background Sync, or when the app starts again.
import { db } from '@/db/database';
import { POINT_LIKE_KIND, touchPointLike } from '@/db/server-points';
import type { ExplanationPointT } from '@contract';
import { OUTBOX_SYNC_TAG } from '@contract/sw-messages';
import { requestBackgroundSync } from '@/lib/tracking/background-sync';
import { isFinalRefusal, serialFlusher } from '@/lib/outbox';
import { sendLike, type LikePayload } from '../api/send-like';

export const LIKE_KIND = POINT_LIKE_KIND;

export async function setLike(point: Pick<ExplanationPointT, 'id'>, liked: boolean): Promise<void> {
  const now = Date.now();
  await db.transaction('rw', [db.pointLikes, db.points, db.pendingActions], async () => {
    const before = (await db.pointLikes.get(point.id))?.liked ?? false;
    await db.pointLikes.put({ pointId: point.id, liked, updatedAt: now });
    if (before !== liked) {
      await db.points
        .where('id')
        .equals(point.id)
        .modify((p) => {
          p.likeCount = Math.max(0, p.likeCount + (liked ? 1 : -1));
        });
    }
    await db.pendingActions
      .where('key')
      .equals(point.id)
      .filter((a) => a.kind === LIKE_KIND)
      .delete();
    const payload: LikePayload = { pointId: point.id, liked };
    await db.pendingActions.add({ kind: LIKE_KIND, key: point.id, payload, createdAt: now });
  });
  touchPointLike(point.id);
  // Offline: the service worker sends it when the connection returns, open tab or not.
  if (!navigator.onLine) void requestBackgroundSync(OUTBOX_SYNC_TAG);
  void flushLikes();
}

/** Sends the queued likes oldest first; stops at the first one that cannot get through. */
async function drain(): Promise<void> {
  const actions = await db.pendingActions.where('kind').equals(LIKE_KIND).sortBy('seq');
  for (const action of actions) {
    if (!navigator.onLine) return;
    const payload = action.payload as LikePayload;
    try {
      const result = await sendLike(payload);
      await db.transaction('rw', [db.pendingActions, db.points], async () => {
        await db.pendingActions.delete(action.seq!);
        // A newer action on this point is queued: its count is the one that will be true.
        const newer = await db.pendingActions
          .where('key')
          .equals(action.key)
          .filter((a) => a.kind === LIKE_KIND)
          .count();
        if (!newer) await db.points.where('id').equals(result.pointId).modify({ likeCount: result.likeCount });
      });
      touchPointLike(payload.pointId);
    } catch (error) {
      if (!isFinalRefusal(error)) return;
      await db.transaction('rw', [db.pendingActions, db.pointLikes], async () => {
        await db.pendingActions.delete(action.seq!);
        await db.pointLikes.delete(payload.pointId);
      });
    }
  }
}

/** One drain at a time; a like made during a drain gets another pass. */
export const flushLikes = serialFlusher(LIKE_KIND, drain);

let started = false;

/** Replays what is queued now and whenever the connection returns (once per page). */
export function startLikeSync(): void {
  if (started) return;
  started = true;
  addEventListener('online', () => void flushLikes());
  void flushLikes();
}

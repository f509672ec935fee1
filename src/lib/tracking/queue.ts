// The tracking queue in Dexie: at most 200 events, the oldest dropped first and counted;
// events leave only after the server accepted them.
import { db } from '@/db/database';
import { TRACKING_LIMITS, type TrackingEvent } from '../contract/tracking';

const DROPPED_KEY = 'dropped';

export async function enqueue(event: TrackingEvent): Promise<void> {
  await db.transaction('rw', db.trackingQueue, db.trackingState, async () => {
    await db.trackingQueue.put(event);
    const overflow = (await db.trackingQueue.count()) - TRACKING_LIMITS.maxStored;
    if (overflow <= 0) return;
    const oldest = await db.trackingQueue.orderBy('time').limit(overflow).primaryKeys();
    await db.trackingQueue.bulkDelete(oldest);
    await addDropped(overflow);
  });
}

export async function addDropped(count: number): Promise<void> {
  await db.transaction('rw', db.trackingState, async () => {
    await db.trackingState.put({ key: DROPPED_KEY, value: (await droppedCount()) + count });
  });
}

export async function droppedCount(): Promise<number> {
  return ((await db.trackingState.get(DROPPED_KEY))?.value as number | undefined) ?? 0;
}

export async function takeDroppedCount(): Promise<number> {
  return db.transaction('rw', db.trackingState, async () => {
    const dropped = await droppedCount();
    if (dropped) await db.trackingState.delete(DROPPED_KEY);
    return dropped;
  });
}

export const oldestBatch = (limit: number = TRACKING_LIMITS.maxBatch): Promise<TrackingEvent[]> =>
  db.trackingQueue.orderBy('time').limit(limit).toArray();

export const removeSent = (ids: string[]): Promise<void> => db.trackingQueue.bulkDelete(ids);

export const queuedCount = (): Promise<number> => db.trackingQueue.count();

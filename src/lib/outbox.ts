// Shared parts of the outboxes (likes, favourites, history, feedback): actions in Dexie
// `pendingActions`, replayed oldest first, one drain at a time.
import { db } from '@/db/database';
import { OUTBOX_SYNC_TAG } from './contract/sw-messages';
import { ApiError } from './api';
import { requestBackgroundSync } from './tracking/background-sync';
import { withContextLock } from './context-lock';

/** Queues an action; `replace`: a newer action on the same kind and key replaces the older. */
export async function queueAction(kind: string, key: string, payload: unknown, replace = true): Promise<void> {
  await db.transaction('rw', db.pendingActions, async () => {
    if (replace)
      await db.pendingActions
        .where('key')
        .equals(key)
        .filter((a) => a.kind === kind)
        .delete();
    await db.pendingActions.add({ kind, key, payload, createdAt: Date.now() });
  });
  // Offline: the service worker sends it when the connection returns, open tab or not.
  if (!navigator.onLine) void requestBackgroundSync(OUTBOX_SYNC_TAG);
}

export const pendingOf = (kind: string) => db.pendingActions.where('kind').equals(kind).sortBy('seq');

/** A refusal no retry can change (unknown target, bad input): the action is dropped. */
export function isFinalRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status)
  );
}

/**
 * One drain at a time, in this page and across the pages and the service worker (the lock
 * `outbox:<kind>`); an action queued during a drain gets another pass.
 */
export function serialFlusher(kind: string, drain: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await withContextLock(`outbox:${kind}`, drain);
      } while (again && navigator.onLine);
    })().finally(() => {
      running = null;
    });
    return running;
  };
}

/** Quiet calls for background sends: the outbox keeps failures, the pages show them. */
export const QUIET = { errorToast: false, reLogin: false } as const;

// Web Locks across the pages and the service worker: an outbox or the tracking queue is
// drained by one of them at a time, so nothing is sent twice by two senders at once.

/** Runs `task` holding the named lock; where Web Locks are missing (insecure contexts), runs it. */
export function withContextLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(name, task);
}

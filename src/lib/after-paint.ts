/**
 * Runs `task` after the browser has painted the current frame: work the first screen does not
 * need (storage, tracking, the service worker) starts once that screen is visible.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * Resolves in a new task, so that what follows does not lengthen the current one (a long
 * task blocks input; two short ones do not).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

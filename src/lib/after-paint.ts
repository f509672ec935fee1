/**
 * Runs `task` after the browser has painted the current frame: work the first screen does not
 * need (storage, tracking, the service worker) starts once that screen is visible.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

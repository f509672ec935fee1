import { afterNextPaint } from '@/lib/after-paint';

let shown = false;
const waiting: Array<() => void> = [];

/** Runs `task` once, after the first screen (the first screen of /, or the router's first route) is painted. */
export function afterFirstScreen(task: () => void): void {
  if (shown) afterNextPaint(task);
  else waiting.push(task);
}

/** The first screen has rendered: what waits for it runs once the browser has painted it. */
export function firstScreenRendered(): void {
  if (shown) return;
  shown = true;
  afterNextPaint(() => {
    for (const task of waiting.splice(0)) task();
  });
}

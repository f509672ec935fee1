// Work the first screen does not need (tracking, the outboxes, the worker, the router on /):
// it waits until that screen is painted, then runs one task per idle moment of the main
// thread, so that it neither delays the screen nor joins into one long task that would
// hold up a tap.
import { afterNextPaint } from '@/lib/after-paint';

let shown = false;
const waiting: Array<() => void> = [];
let draining = false;

type IdleWindow = typeof globalThis & {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
};

/** The next idle moment; at most `timeoutMs` later when the page never goes idle. */
function whenIdle(run: () => void, timeoutMs = 1000): void {
  const idle = (globalThis as IdleWindow).requestIdleCallback;
  if (idle) idle(run, { timeout: timeoutMs });
  else setTimeout(run, 0);
}

function drain(): void {
  const task = waiting.shift();
  if (!task) {
    draining = false;
    return;
  }
  whenIdle(() => {
    try {
      task();
    } finally {
      drain();
    }
  });
}

/** Runs `task` once, after the first screen (the first screen of /, or the router's first route) is painted. */
export function afterFirstScreen(task: () => void): void {
  waiting.push(task);
  if (shown && !draining) {
    draining = true;
    drain();
  }
}

/** The first screen has rendered: what waits for it runs once the browser has painted it. */
export function firstScreenRendered(): void {
  if (shown) return;
  shown = true;
  afterNextPaint(() => {
    if (draining) return;
    draining = true;
    drain();
  });
}

/**
 * Runs `use` with a module the app loads lazily, after the first screen. When its code could
 * not be fetched (the connection lost on a slow phone before it came, and no service worker to
 * serve it), that is no error to the page: it is tried again once when the connection returns.
 */
export function afterFirstScreenWith<M>(load: () => Promise<M>, use: (module: M) => unknown): void {
  afterFirstScreen(() => void loadThen(load, use));
}

/** `load` then `use`; a failed load waits for the connection to come back and tries once more. */
export function loadThen<M>(load: () => Promise<M>, use: (module: M) => unknown): Promise<void> {
  return load().then(
    (module) => void use(module),
    () =>
      new Promise<void>((done) => {
        globalThis.addEventListener(
          'online',
          () => {
            load()
              .then(
                (module) => void use(module),
                () => undefined,
              )
              .finally(done);
          },
          { once: true },
        );
      }),
  );
}

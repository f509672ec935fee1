// The network half of a local-first screen: the page shows what Dexie holds while `refresh`
// writes Dexie. A refresh is known by a key ('museum.detail:<id>'): one runs at a time per
// key (two components showing one thing share it), it runs again when the connection comes
// back or goes (offline it fails at once), and on retry. The screen uses `state` only to
// choose between loading, 'Network Error' and its stored data; `error` tells a 404 apart.
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api';
import { onlineAtom, useAtomValue } from '@/lib/store';

export type RefreshState = 'idle' | 'refreshing' | 'failed';

export interface Refresh {
  state: RefreshState;
  /** What the last failed refresh threw (an ApiError 404 means the thing does not exist). */
  error: unknown;
  retry: () => void;
}

interface Outcome {
  state: RefreshState;
  error?: unknown;
}

const REFRESHING: Outcome = { state: 'refreshing' };
const IDLE: Outcome = { state: 'idle' };
const outcomes = new Map<string, Outcome>();
const inFlight = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

function settle(key: string, outcome: Outcome): void {
  outcomes.set(key, outcome);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts the refresh of `key` unless one is running; offline it fails at once. */
export function startRefresh(key: string, refresh: () => Promise<unknown>): Promise<void> {
  const running = inFlight.get(key);
  if (running) return running;
  if (!navigator.onLine) {
    settle(key, { state: 'failed' });
    return Promise.resolve();
  }
  settle(key, REFRESHING);
  const run = refresh().then(
    () => settle(key, IDLE),
    (error: unknown) => settle(key, { state: 'failed', error }),
  );
  inFlight.set(key, run);
  void run.finally(() => inFlight.delete(key));
  return run;
}

/** Refreshes run before their screen's first render, not to be run again by its mount. */
const ranBeforeRender = new Set<string>();

/**
 * A refresh run before the screen that shows it renders (a route's loader, while the page the
 * server drew is on screen), waited for at most `waitMs`: the screen's first mount takes its
 * outcome instead of running it again.
 */
export async function refreshBeforeRender(key: string, refresh: () => Promise<unknown>, waitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), waitMs)));
  // Past the wait the screen renders and mounts meanwhile: its own refresh joins this one.
  const done = await Promise.race([startRefresh(key, refresh), late]);
  clearTimeout(timer);
  if (done !== 'late' && outcomes.get(key) === IDLE) ranBeforeRender.add(key);
}

/** `key` null: nothing to refresh (e.g. no id in the address). */
export function useRefresh(key: string | null, refresh: () => Promise<unknown>): Refresh {
  const online = useAtomValue(onlineAtom);
  const latest = useRef(refresh);
  useLayoutEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    if (key === null || ranBeforeRender.delete(key)) return;
    void startRefresh(key, () => latest.current());
  }, [key, online]);
  const outcome = useSyncExternalStore(subscribe, () => (key === null ? IDLE : (outcomes.get(key) ?? REFRESHING)));
  return {
    state: outcome.state,
    error: outcome.error,
    retry: () => void (key !== null && startRefresh(key, () => latest.current())),
  };
}

/** The refresh failed because the server does not know the thing (not a network failure). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

// The local-first refresh of a screen: the page shows what Dexie holds while a network
// refresh writes Dexie. A refresh is known by a key ('museum.detail:<id>'): one runs at a
// time per key, it runs again when the connection returns, and its state (did the last
// attempt fail?) lets the page choose between its stored data and 'Network Error'.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { onlineAtom, useAtomValue } from './store';
import { ApiError } from './api';

/** not-found: the server answered that the thing asked for does not exist (HTTP 404). */
export type RefreshState = 'idle' | 'refreshing' | 'failed' | 'not-found';

const states = new Map<string, RefreshState>();
const inFlight = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

function setState(key: string, state: RefreshState): void {
  states.set(key, state);
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
    setState(key, 'failed');
    return Promise.resolve();
  }
  setState(key, 'refreshing');
  const run = refresh().then(
    () => setState(key, 'idle'),
    (error: unknown) => setState(key, error instanceof ApiError && error.status === 404 ? 'not-found' : 'failed'),
  );
  inFlight.set(key, run);
  void run.finally(() => inFlight.delete(key));
  return run;
}

/** `key` null: nothing to refresh (e.g. no id in the address). */
export function useNetworkRefresh(
  key: string | null,
  refresh: () => Promise<unknown>,
): { state: RefreshState; retry: () => void } {
  const online = useAtomValue(onlineAtom);
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    if (key !== null) void startRefresh(key, () => latest.current());
  }, [key, online]);
  const state = useSyncExternalStore(subscribe, () => (key === null ? 'idle' : (states.get(key) ?? 'refreshing')));
  return { state, retry: () => void (key !== null && startRefresh(key, () => latest.current())) };
}

// The network half of a local-first screen: runs `refresh` (which writes Dexie) when the
// key changes, again whenever the connection comes back, and on retry. The screen reads
// Dexie itself and uses `state` only to choose between loading, 'Network Error' and data.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { onlineAtom, useAtomValue } from '@/lib/store';
import { ApiError } from '../lib/api';

export type RefreshState = 'idle' | 'refreshing' | 'failed';

export interface Refresh {
  state: RefreshState;
  /** What the last failed refresh threw (an ApiError 404 means the thing does not exist). */
  error: unknown;
  retry: () => void;
}

export function useRefresh(key: string | null, refresh: () => Promise<unknown>): Refresh {
  const online = useAtomValue(onlineAtom);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ token: string; ok: boolean; error?: unknown } | null>(null);
  const latest = useRef(refresh);
  useLayoutEffect(() => {
    latest.current = refresh;
  });
  // One token per key and retry: an answer counts only for the request it belongs to.
  const token = key === null ? null : `${attempt}:${key}`;

  useEffect(() => {
    if (!online || token === null) return;
    let live = true;
    latest.current().then(
      () => live && setOutcome({ token, ok: true }),
      (error: unknown) => live && setOutcome({ token, ok: false, error }),
    );
    return () => {
      live = false;
    };
  }, [token, online]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Offline nothing can arrive: a screen with nothing stored says so at once.
  const state: RefreshState =
    !online ? 'failed' : token === null ? 'idle' : outcome?.token !== token ? 'refreshing' : outcome.ok ? 'idle' : 'failed';
  return { state, error: state === 'failed' ? outcome?.error : undefined, retry };
}

/** The refresh failed because the server does not know the thing (not a network failure). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

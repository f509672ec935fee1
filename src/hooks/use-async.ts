// A network read that is not kept in Dexie (coupons, checkout offers): loading, data, error
// and retry; runs again when the connection returns.
import { useCallback, useEffect, useRef, useState } from 'react';
import { onlineAtom, useAtomValue } from '@/lib/store';

export interface AsyncState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  retry: () => void;
}

export function useAsync<T>(load: (() => Promise<T>) | null, deps: readonly unknown[]): AsyncState<T> {
  const online = useAtomValue(onlineAtom);
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: null,
    loading: load !== null,
  });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const run = latest.current;
    if (!run) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    run().then(
      (data) => live && setState({ data, error: null, loading: false }),
      (error: unknown) => live && setState((s) => ({ data: s.data, error, loading: false })),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt, online]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

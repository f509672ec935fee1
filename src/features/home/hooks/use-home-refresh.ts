import { useCallback, useEffect, useState } from 'react';
import { onlineAtom, useAtomValue } from '../../../app/store';
import { refreshHome } from '../api/refresh-home';

export type RefreshState = 'idle' | 'refreshing' | 'failed';

/** Refreshes the home page from the network on open and whenever the connection returns. */
export function useHomeRefresh(): { state: RefreshState; retry: () => void } {
  const online = useAtomValue(onlineAtom);
  const [state, setState] = useState<RefreshState>(online ? 'refreshing' : 'idle');

  const run = useCallback(
    () =>
      refreshHome().then(
        () => setState('idle'),
        () => setState('failed'),
      ),
    [],
  );

  useEffect(() => {
    if (online) void run();
  }, [online, run]);

  const retry = useCallback(() => {
    setState('refreshing');
    void run();
  }, [run]);

  return { state, retry };
}

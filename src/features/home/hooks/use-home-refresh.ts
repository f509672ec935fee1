import { useEffect, useRef } from 'react';
import { onlineAtom, useAtomValue } from '@/lib/store';
import { homeRefreshAtom, startHomeRefresh, type RefreshState } from '../state/home-refresh';

/** The refresh started by the route loader, and a new one whenever the connection returns. */
export function useHomeRefresh(): { state: RefreshState; retry: () => void } {
  const online = useAtomValue(onlineAtom);
  const state = useAtomValue(homeRefreshAtom);
  const wasOnline = useRef(online);

  useEffect(() => {
    if (online && !wasOnline.current) void startHomeRefresh();
    wasOnline.current = online;
  }, [online]);

  return { state, retry: () => void startHomeRefresh() };
}

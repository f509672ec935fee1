import type { ReactNode } from 'react';
import { NetworkError } from '@/components/errors/network-error';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import type { ExplanationPointT, MuseumT } from '@contract';
import { isNotFound, useRefresh } from '@/hooks/use-refresh';
import { useStoredMuseum, type StoredMuseum } from '../hooks/use-museum';
import '../museums.css';

/**
 * The states every museum screen shares: the stored museum at once (with its refresh running),
 * else loading, 'Network Error' with retry, or 'No data available' for an unknown id.
 */
export function MuseumScreen({
  id,
  refreshName,
  refresh,
  primed,
  children,
}: {
  id: string | undefined;
  /** What the route's loader read before the first render (see prime-museum-detail.ts). */
  primed?: StoredMuseum | null;
  /** Names this screen's refresh (one per screen and museum). */
  refreshName: string;
  refresh: (id: string) => Promise<unknown>;
  children: (museum: MuseumT, exhibits: ExplanationPointT[]) => ReactNode;
}) {
  const stored = useStoredMuseum(id, primed);
  const { state, error, retry } = useRefresh(id ? `${refreshName}:${id}` : null, () => refresh(id as string));
  if (!id) return <EmptyState />;
  if (stored === undefined) return <LoadingState />;
  if (!stored.museum) {
    if (isNotFound(error)) return <EmptyState />;
    return state === 'failed' ? <NetworkError onRetry={retry} /> : <LoadingState />;
  }
  return <>{children(stored.museum, stored.exhibits)}</>;
}

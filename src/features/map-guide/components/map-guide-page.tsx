import { NetworkError } from '@/components/errors/network-error';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { isNotFound, useRefresh } from '@/hooks/use-refresh';
import { refreshPlace } from '@/lib/catalog';
import { useMapPlace } from '../hooks/use-place';
import { MapGuide } from './map-guide';
import '../map-guide.css';

/** The map guide of a scenic area or a museum: stored at once, refreshed behind. */
export function MapGuidePage({ id }: { id: string | undefined }) {
  const stored = useMapPlace(id);
  const { state, error, retry } = useRefresh(id ? `map.place:${id}` : null, () => refreshPlace(id as string));
  if (!id) return <EmptyState />;
  if (stored === undefined) return <LoadingState />;
  if (!stored.place) {
    if (isNotFound(error)) return <EmptyState />;
    return state === 'failed' ? <NetworkError onRetry={retry} /> : <LoadingState />;
  }
  return <MapGuide place={stored.place} points={stored.points} />;
}

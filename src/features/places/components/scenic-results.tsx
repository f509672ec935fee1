import { Trans } from '@lingui/react/macro';
import { NetworkError } from '@/components/errors/network-error';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import type { ScenicFilters } from '@/lib/scenic-filters';
import { useScenicSearch } from '../hooks/use-scenic-search';
import { ScenicResultItem } from './scenic-result-item';
import './places.css';
import '@/components/ui/content.css';

/** The scenic areas of a filter set: stored results at once, then the network's; paged. */
export function ScenicResults({ filters, labelledBy }: { filters: ScenicFilters; labelledBy?: string }) {
  const search = useScenicSearch(filters);
  if (search.areas === undefined || (search.areas === null && search.state === 'refreshing')) return <LoadingState />;
  if (search.areas === null) return <NetworkError onRetry={search.retry} />;
  if (search.areas.length === 0) {
    return search.state === 'refreshing' ? (
      <LoadingState />
    ) : (
      <EmptyState message={<Trans>No related destinations available</Trans>} />
    );
  }
  return (
    <>
      <ul className="scenic-results" aria-labelledby={labelledBy}>
        {search.areas.map((area, index) => (
          <ScenicResultItem key={area.id} area={area} eager={index < 2} />
        ))}
      </ul>
      {search.more === 'loading' ? (
        <LoadingState />
      ) : search.loadMore ? (
        <div className="load-more">
          {search.more === 'failed' ? (
            <p className="muted" role="alert">
              <Trans>Network Error</Trans>
            </p>
          ) : null}
          <button type="button" className="button button-secondary" onClick={search.loadMore}>
            <Trans>Load more</Trans>
          </button>
        </div>
      ) : null}
    </>
  );
}

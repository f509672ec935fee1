import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useAtom } from '@/lib/store';
import { NetworkError } from '@/components/errors/network-error';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useRefresh } from '@/hooks/use-refresh';
import { museumListKey, MUSEUM_PAGE_SIZE, refreshMuseumList } from '@/lib/catalog';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMuseumList } from '../hooks/use-museum-list';
import { useMuseumRegions } from '../hooks/use-regions';
import { museumSearchAtom } from '../state/museum-search';
import { MuseumCard } from './museum-card';
import { MuseumSearchForm } from './museum-search-form';
import '../museums.css';

/** The museum directory: search by keyword, province and city; local first, offline too. */
export function MuseumDirectory() {
  const [typed, setTyped] = useAtom(museumSearchAtom);
  const search = useDebouncedValue(typed);
  const key = museumListKey(search);
  const [total, setTotal] = useState<{ key: string; total: number } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const { state, retry } = useRefresh(key, async () => setTotal({ key, total: await refreshMuseumList(search) }));
  const view = useMuseumList(search);
  const regions = useMuseumRegions();

  const shown = view?.museums ?? [];
  const knownTotal = total?.key === key ? total.total : null;
  const canLoadMore = view?.fromServer === true && knownTotal !== null && shown.length < knownTotal;
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      setTotal({ key, total: await refreshMuseumList(search, Math.floor(shown.length / MUSEUM_PAGE_SIZE) + 1) });
    } catch {
      // the button stays; the offline banner says why
    } finally {
      setLoadingMore(false);
    }
  };

  let body;
  if (view === undefined || (shown.length === 0 && state === 'refreshing')) body = <LoadingState />;
  else if (shown.length === 0 && state === 'failed' && !view.fromServer) body = <NetworkError onRetry={retry} />;
  else if (shown.length === 0) body = <EmptyState />;
  else
    body = (
      <>
        {!view.fromServer && state === 'failed' ? (
          <p className="muted museum-local-note" role="status">
            <Trans>Showing the museums saved on this device.</Trans>
          </p>
        ) : null}
        <ul className="museum-list">
          {shown.map((museum, i) => (
            <li key={museum.id}>
              <MuseumCard museum={museum} eager={i < 2} />
            </li>
          ))}
        </ul>
        {canLoadMore ? (
          <button type="button" className="button museum-more" disabled={loadingMore} onClick={() => void loadMore()}>
            <Trans>Load more</Trans>
          </button>
        ) : null}
      </>
    );

  return (
    <div className="museum-directory">
      <h1 className="page-heading">
        <Trans>Museums</Trans>
      </h1>
      <MuseumSearchForm search={typed} regions={regions} onChange={setTyped} />
      <section aria-live="polite" aria-busy={state === 'refreshing'}>
        {body}
      </section>
    </div>
  );
}

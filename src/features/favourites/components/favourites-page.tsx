import { Trans, useLingui } from '@lingui/react/macro';
import { isLoggedInAtom, useAtomValue } from '@/lib/store';
import { NetworkError } from '@/components/errors/network-error';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useRefresh } from '@/hooks/use-refresh';
import { useFavouriteList } from '../hooks/use-favourites';
import { refreshFavourites, setFavourite } from '../state/favourite-outbox';
import { LoginNeeded } from '@/features/account';
import { TargetRow } from './target-row';
import './favourites.css';

/** Local first: Dexie's favourites at once, then the server's. The heading stays in every state. */
export function FavouritesPage() {
  return (
    <section aria-labelledby="favourites-title">
      <h1 id="favourites-title" className="page-heading">
        <Trans>My favourites</Trans>
      </h1>
      <FavouritesBody />
    </section>
  );
}

function FavouritesBody() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const list = useFavouriteList();
  const { state, retry } = useRefresh(loggedIn ? 'member.favourites' : null, refreshFavourites);

  if (!loggedIn) return <LoginNeeded />;
  if (list === undefined || (list.length === 0 && state === 'refreshing')) return <LoadingState />;
  if (list.length === 0)
    return state === 'failed' ? (
      <NetworkError onRetry={retry} />
    ) : (
      <EmptyState message={<Trans>No favourites yet.</Trans>} />
    );
  return (
    <>
      {state === 'failed' ? (
        <p className="member-note" role="status">
          <Trans>Showing what is saved on this device.</Trans>
        </p>
      ) : null}
      <ul className="member-list" aria-label={t`My favourites`}>
        {list.map((f) => (
          <TargetRow
            key={`${f.targetKind}:${f.targetId}`}
            kind={f.targetKind}
            id={f.targetId}
            action={
              <button
                type="button"
                className="member-row-action"
                onClick={() => void setFavourite(f.targetKind, f.targetId, false)}
              >
                {t`Remove`}
              </button>
            }
          />
        ))}
      </ul>
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { isLoggedInAtom, langAtom, useAtomValue } from '@/lib/store';
import { NetworkError } from '@/components/errors/network-error';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { LOCALE_BCP47 } from '@contract';
import type { StoredHistoryEntry } from '@/db/database';
import { useRefresh } from '@/hooks/use-refresh';
import { LoginNeeded } from '@/features/account';
import { TargetRow } from '@/features/favourites';
import { useHistoryList } from '../hooks/use-history-list';
import { clearHistory, refreshHistory } from '../state/history-outbox';

/**
 * Local first: Dexie's history at once, then the server's; clearing asks first. The heading
 * stays in every state (logged out too); the clear button only when there is a list.
 */
export function HistoryPage() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const list = useHistoryList();
  const { state, retry } = useRefresh(loggedIn ? 'member.history' : null, refreshHistory);
  const listed = loggedIn && list !== undefined && list.length > 0;

  const clear = () => {
    if (window.confirm(t`Are you sure you want to clear your browsing history?`)) void clearHistory();
  };
  let body;
  if (!loggedIn) body = <LoginNeeded />;
  else if (list === undefined || (list.length === 0 && state === 'refreshing')) body = <LoadingState />;
  else if (list.length === 0)
    body =
      state === 'failed' ? (
        <NetworkError onRetry={retry} />
      ) : (
        <EmptyState message={<Trans>No browsing history yet.</Trans>} />
      );
  else body = <HistoryList list={list} failed={state === 'failed'} />;

  return (
    <section aria-labelledby="history-title">
      <div className="member-page-bar">
        <h1 id="history-title" className="page-heading">
          <Trans>Browsing history</Trans>
        </h1>
        {listed ? (
          <button type="button" className="member-row-action" onClick={clear}>
            <Trans>Clear history</Trans>
          </button>
        ) : null}
      </div>
      {body}
    </section>
  );
}

function HistoryList({ list, failed }: { list: StoredHistoryEntry[]; failed: boolean }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const when = new Intl.DateTimeFormat(LOCALE_BCP47[lang], { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      {failed ? (
        <p className="member-note" role="status">
          <Trans>Showing what is saved on this device.</Trans>
        </p>
      ) : null}
      <ul className="member-list" aria-label={t`Browsing history`}>
        {list.map((e) => (
          <TargetRow
            key={`${e.targetKind}:${e.targetId}`}
            kind={e.targetKind}
            id={e.targetId}
            meta={<time dateTime={new Date(e.viewedAt).toISOString()}>{when.format(e.viewedAt)}</time>}
          />
        ))}
      </ul>
    </>
  );
}

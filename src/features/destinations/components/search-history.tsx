import { Trans } from '@lingui/react/macro';
import { clearSearchHistory } from '../db/search-history';
import { useSearchHistory } from '../hooks/use-search-history';

/** The visitor's earlier searches, newest first; a tap searches again. */
export function SearchHistory({ onPick }: { onPick: (term: string) => void }) {
  const terms = useSearchHistory();
  if (!terms || terms.length === 0) return null;
  return (
    <section className="search-history" aria-labelledby="search-history-title">
      <div className="section-header">
        <h2 id="search-history-title" className="section-title">
          <Trans>Search history</Trans>
        </h2>
        <button type="button" className="link-button" onClick={() => void clearSearchHistory()}>
          <Trans>Clear history</Trans>
        </button>
      </div>
      <ul className="chip-list">
        {terms.map((term) => (
          <li key={term}>
            <button type="button" className="chip" onClick={() => onPick(term)}>
              {term}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

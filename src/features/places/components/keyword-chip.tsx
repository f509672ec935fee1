import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/ui/icon';

/** The keyword the list is narrowed by, with a way to drop it. */
export function KeywordChip({ keyword, onClear }: { keyword: string; onClear: () => void }) {
  const { t } = useLingui();
  return (
    <p className="keyword-chip">
      <span>
        <Trans>Results for “{keyword}”</Trans>
      </span>
      <button type="button" className="icon-button" aria-label={t`Clear the search`} onClick={onClear}>
        <Icon name="close" />
      </button>
    </p>
  );
}

import { useLingui } from '@lingui/react/macro';

/** The top-left back arrow of /login's top bar and of the back bar, named for screen readers. */
export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useLingui();
  return (
    <button type="button" className="icon-button" onClick={onClick} aria-label={t`Back`}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

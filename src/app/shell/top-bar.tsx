import { useLingui } from '@lingui/react/macro';
import { goBack } from '../navigation';

export function TopBar({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <header className="top-bar">
      <button type="button" className="icon-button" onClick={goBack} aria-label={t`Back`}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <h1 className="top-bar-title">{title}</h1>
      <span className="icon-button-spacer" />
    </header>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { QuickIcon } from './quick-icon';

/** The search field and the shortcuts a visitor reaches for first. */
export function QuickEntries() {
  const { t } = useLingui();
  return (
    <>
      <Link to="/destinations" className="search-entry">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.8-4.8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span>{t`Search destinations and scenic areas`}</span>
      </Link>
      <nav className="quick-entries" aria-label={t`Shortcuts`}>
        <Link to="/museum" className="quick-entry">
          <QuickIcon name="museum" />
          <Trans>Museums</Trans>
        </Link>
        <Link to="/scan" search={{ museumId: undefined }} className="quick-entry">
          <QuickIcon name="camera" />
          <Trans>Scan an exhibit</Trans>
        </Link>
        <Link to="/guidePage" className="quick-entry">
          <QuickIcon name="headphones" />
          <Trans>Gold-medal guides</Trans>
        </Link>
        <Link to="/chatTravel" className="quick-entry">
          <QuickIcon name="chat" />
          <Trans>AI travel assistant</Trans>
        </Link>
      </nav>
    </>
  );
}

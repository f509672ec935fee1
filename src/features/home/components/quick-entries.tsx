import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '@/components/ui/app-link';
import { QuickIcon } from './quick-icon';

/** The search field and the shortcuts a visitor reaches for first. */
export function QuickEntries() {
  const { t } = useLingui();
  return (
    <>
      <AppLink to="/destinations" className="search-entry">
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
      </AppLink>
      <nav className="quick-entries" aria-label={t`Shortcuts`}>
        <AppLink to="/museum" className="quick-entry">
          <QuickIcon name="museum" />
          <Trans>Museums</Trans>
        </AppLink>
        <AppLink to="/scan" search={{ museumId: undefined }} className="quick-entry">
          <QuickIcon name="camera" />
          <Trans>Scan an exhibit</Trans>
        </AppLink>
        <AppLink to="/guidePage" className="quick-entry">
          <QuickIcon name="headphones" />
          <Trans>Gold-medal guides</Trans>
        </AppLink>
        <AppLink to="/chatTravel" className="quick-entry">
          <QuickIcon name="chat" />
          <Trans>AI travel assistant</Trans>
        </AppLink>
      </nav>
    </>
  );
}

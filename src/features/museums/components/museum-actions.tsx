import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

const ICONS = {
  online: 'M4 5h16v11H4zM8 20h8M12 16v4',
  tour: 'M5 19c3 0 3-4 6-4s3 4 6 4M6 5a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM18 11a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM7 9l10 3',
  scan: 'M4 8V5h3M17 5h3v3M20 16v3h-3M7 19H4v-3M8 12h8',
  map: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" className="museum-action-icon">
      <path
        d={ICONS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Where a visitor goes from a museum: its halls online, the tour, the scan and the map. */
export function MuseumActions({ museumId }: { museumId: string }) {
  const { t } = useLingui();
  return (
    <nav className="museum-actions" aria-label={t`Visit`}>
      <Link to="/onlineMuseum" search={{ id: museumId }} className="museum-action">
        <Icon name="online" />
        <Trans>Online museum</Trans>
      </Link>
      <Link to="/exhibitionTour" search={{ id: museumId }} className="museum-action">
        <Icon name="tour" />
        <Trans>Exhibition tour</Trans>
      </Link>
      <Link to="/scan" search={{ museumId }} className="museum-action">
        <Icon name="scan" />
        <Trans>Scan an exhibit</Trans>
      </Link>
      <Link to="/mapGuide" search={{ id: museumId }} className="museum-action">
        <Icon name="map" />
        <Trans>Map guide</Trans>
      </Link>
    </nav>
  );
}

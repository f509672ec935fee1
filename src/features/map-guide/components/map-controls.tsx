import { Trans, useLingui } from '@lingui/react/macro';
import type { LocationStatus } from '../hooks/use-visitor-position';

const ICON = {
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  fit: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  locate: 'M12 3v3M12 18v3M3 12h3M18 12h3M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
} as const;

function ControlIcon({ name }: { name: keyof typeof ICON }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d={ICON[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Zoom buttons (for those who cannot pinch), fit, and the visitor's position. */
export function MapControls({
  onZoomIn,
  onZoomOut,
  onFit,
  location,
  onLocate,
}: {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  location: LocationStatus;
  onLocate: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="map-controls">
      <button type="button" className="map-control" aria-label={t`Zoom in`} onClick={onZoomIn}>
        <ControlIcon name="plus" />
      </button>
      <button type="button" className="map-control" aria-label={t`Zoom out`} onClick={onZoomOut}>
        <ControlIcon name="minus" />
      </button>
      <button type="button" className="map-control" aria-label={t`Show the whole map`} onClick={onFit}>
        <ControlIcon name="fit" />
      </button>
      {location === 'denied' || location === 'unavailable' ? null : (
        <button
          type="button"
          className="map-control"
          aria-label={location === 'on' ? t`Centre on my position` : t`Show my position`}
          onClick={onLocate}
        >
          <ControlIcon name="locate" />
        </button>
      )}
    </div>
  );
}

/** A quiet line when the position cannot be used; the map works without it. */
export function LocationNote({ status }: { status: LocationStatus }) {
  if (status !== 'denied' && status !== 'unavailable') return null;
  return (
    <p className="muted map-location-note" role="status">
      {status === 'denied' ? (
        <Trans>Location is off for this site, so the map cannot show where you are. The pins still work.</Trans>
      ) : (
        <Trans>Your position is not available right now. The pins still work.</Trans>
      )}
    </p>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langAtom, useAtomValue } from '@/lib/store';
import type { ExplanationPointT } from '@contract';
import { pickText } from '@/lib/localized';
import { togglePlayback, usePointPlayback } from '@/features/player';

/** The tapped pin's point: its name and stop number, play (or pause, while it sounds), details. */
export function PinSheet({
  point,
  onPlay,
  onClose,
}: {
  point: ExplanationPointT;
  onPlay: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const name = pickText(point.name, lang);
  const stopNumber = point.stopNumber;
  const { current, sounding } = usePointPlayback(point.id);
  return (
    <section className="map-sheet" aria-labelledby="map-sheet-name" aria-live="polite">
      {point.image ? <img src={point.image} alt="" width={72} height={72} className="map-sheet-image" /> : null}
      <div className="map-sheet-body">
        <p className="map-sheet-stop">
          <Trans>Stop {stopNumber}</Trans>
        </p>
        <h2 id="map-sheet-name" className="map-sheet-name">
          {name}
        </h2>
        <div className="map-sheet-actions">
          <button type="button" className="button map-play" onClick={current ? togglePlayback : onPlay}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d={sounding ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5v14l11-7z'} fill="currentColor" />
            </svg>
            {sounding ? <Trans>Pause</Trans> : <Trans>Play</Trans>}
          </button>
          <Link to="/pointDetail" search={{ id: point.id }} className="section-link">
            <Trans>Details</Trans>
          </Link>
        </div>
      </div>
      <button type="button" className="icon-button map-sheet-close" aria-label={t`Close`} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}

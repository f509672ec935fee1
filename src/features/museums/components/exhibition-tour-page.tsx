import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langAtom, useAtomValue } from '@/lib/store';
import { EmptyState } from '@/components/ui/empty-state';
import { pickText } from '@/lib/localized';
import { playPoints } from '@/features/player';
import { refreshMuseumDetail } from '../api/refresh-museum-detail';
import { formatDuration } from '../lib/format';
import { museumPlayContext } from '../lib/play-context';
import { tourOrder } from '../lib/tour-order';
import { MuseumScreen } from './museum-screen';

/** The exhibition tour: one route through the halls, as numbered steps, played as one playlist. */
export function ExhibitionTourPage({ id }: { id: string | undefined }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  return (
    <MuseumScreen id={id} refreshName="museum.detail" refresh={refreshMuseumDetail}>
      {(museum, exhibits) => {
        const stops = tourOrder(museum.halls, exhibits);
        const playlist = stops.map((s) => s.exhibit);
        const context = museumPlayContext(museum);
        const count = stops.length;
        const duration = formatDuration(museum.suggestedDurationMin, lang);
        return (
          <div className="tour">
            <h1 className="page-heading">{pickText(museum.name, lang)}</h1>
            <p className="muted tour-summary">
              <Trans>Exhibition tour</Trans>
              <br />
              <Trans>
                Stops: {count} · Suggested duration: {duration}
              </Trans>
            </p>
            {count === 0 ? (
              <EmptyState />
            ) : (
              <>
                <button type="button" className="button tour-start" onClick={() => playPoints(playlist, 0, context)}>
                  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                    <path d="M8 5v14l11-7z" fill="currentColor" />
                  </svg>
                  <Trans>Start the tour</Trans>
                </button>
                <ol className="tour-steps">
                  {stops.map(({ exhibit, hall }, index) => {
                    const name = pickText(exhibit.name, lang);
                    const stopNumber = exhibit.stopNumber;
                    const newHall = hall && stops[index - 1]?.hall?.id !== hall.id;
                    return (
                      <li key={exhibit.id} className="tour-step">
                        {newHall ? <p className="tour-hall">{pickText(hall.name, lang)}</p> : null}
                        <div className="tour-step-row">
                          <span className="tour-step-number" aria-hidden="true">
                            {index + 1}
                          </span>
                          <span className="tour-step-body">
                            <Link to="/pointDetail" search={{ id: exhibit.id }} className="tour-step-name">
                              {name}
                            </Link>
                            <span className="muted tour-step-stop">
                              <Trans>Stop {stopNumber}</Trans>
                            </span>
                          </span>
                          <button
                            type="button"
                            className="icon-button tour-step-play"
                            aria-label={t`Play from ${name}`}
                            onClick={() => playPoints(playlist, index, context)}
                          >
                            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                              <path d="M8 5v14l11-7z" fill="currentColor" />
                            </svg>
                          </button>
                        </div>
                      </li>
                    );
                  })}
                </ol>
              </>
            )}
          </div>
        );
      }}
    </MuseumScreen>
  );
}

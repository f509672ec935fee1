import { Trans, useLingui } from '@lingui/react/macro';
import { langAtom, useAtomValue } from '@/lib/store';
import { EmptyState } from '@/components/ui/empty-state';
import { pickText } from '@/lib/localized';
import { DownloadControl } from '@/features/downloads';
import { playPoints } from '@/features/player';
import { refreshOnlineMuseum } from '../api/refresh-museum-detail';
import { museumPlayContext } from '../lib/play-context';
import { tourOrder } from '../lib/tour-order';
import { ExhibitItem } from './exhibit-item';
import { ContentText } from '@/features/translation';
import { MuseumScreen } from './museum-screen';

/** The museum's halls and their exhibits; playing one plays on through the tour order. */
export function OnlineMuseumPage({ id }: { id: string | undefined }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  return (
    <MuseumScreen id={id} refreshName="museum.exhibits" refresh={refreshOnlineMuseum}>
      {(museum, exhibits) => {
        const stops = tourOrder(museum.halls, exhibits);
        const playlist = stops.map((s) => s.exhibit);
        const halls = [...museum.halls].sort((a, b) => a.order - b.order);
        const play = (exhibitId: string) =>
          playPoints(
            playlist,
            playlist.findIndex((e) => e.id === exhibitId),
            museumPlayContext(museum),
          );
        return (
          <div className="online-museum">
            <h1 className="page-heading">{pickText(museum.name, lang)}</h1>
            <p className="muted">
              <Trans>Online museum</Trans>
            </p>
            <DownloadControl placeId={museum.id} kind="museum" />
            {halls.length > 1 ? (
              <nav className="hall-nav" aria-label={t`Halls`}>
                {halls.map((hall) => (
                  <a key={hall.id} href={`#hall-${hall.id}`} className="hall-chip">
                    {pickText(hall.name, lang)}
                  </a>
                ))}
              </nav>
            ) : null}
            {stops.length === 0 ? <EmptyState /> : null}
            {halls.map((hall) => {
              const hallExhibits = stops.filter((s) => s.hall?.id === hall.id).map((s) => s.exhibit);
              return (
                <section
                  key={hall.id}
                  id={`hall-${hall.id}`}
                  className="hall"
                  aria-labelledby={`hall-title-${hall.id}`}
                >
                  <h2 id={`hall-title-${hall.id}`} className="section-title">
                    {pickText(hall.name, lang)}
                  </h2>
                  <ContentText text={hall.intro} className="muted hall-intro" />
                  {hallExhibits.map((exhibit) => (
                    <ExhibitItem key={exhibit.id} exhibit={exhibit} onPlay={() => play(exhibit.id)} />
                  ))}
                </section>
              );
            })}
            {stops.some((s) => s.hall === null) ? (
              <section className="hall" aria-labelledby="hall-title-other">
                <h2 id="hall-title-other" className="section-title">
                  <Trans>Other exhibits</Trans>
                </h2>
                {stops
                  .filter((s) => s.hall === null)
                  .map(({ exhibit }) => (
                    <ExhibitItem key={exhibit.id} exhibit={exhibit} onPlay={() => play(exhibit.id)} />
                  ))}
              </section>
            ) : null}
          </div>
        );
      }}
    </MuseumScreen>
  );
}

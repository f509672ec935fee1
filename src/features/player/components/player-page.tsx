// /playerDetail: the point being played, its place and picture, the controls, the speed,
// auto-next, the place's number pad one tap away, and the transcript that follows the sound.
// With nothing loaded it shows the number pad of ?placeId, or says that nothing is playing.
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { langAtom, useAtomValue } from '@/lib/store';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { pickText } from '@/lib/localized';
import { AskAboutThis } from '@/features/chat';
import { loadPlayer } from '../engine/load-player';
import { useCueFromSearch } from '../hooks/use-cue-from-search';
import { currentPointAtom, narrationAtom, queueAtom, rateAtom, statusAtom } from '../state/player-atoms';
import { NarrationNotes } from './narration-notes';
import { PlaybackOptions } from './playback-options';
import { PlayerState } from './player-state';
import { SeekBar } from './seek-bar';
import { StopNumberButton } from './stop-number-button';
import StopNumberPad from './stop-number-pad';
import { Transcript } from './transcript';
import { TransportControls } from './transport-controls';
import './player-page.css';

export default function PlayerPage({ id, placeId }: { id?: string; placeId?: string }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const point = useAtomValue(currentPointAtom);
  const queue = useAtomValue(queueAtom);
  const status = useAtomValue(statusAtom);
  const rate = useAtomValue(rateAtom);
  const narration = useAtomValue(narrationAtom);
  const cueing = useCueFromSearch(id);

  useEffect(() => {
    // The engine and howler load while the visitor looks, not after the first tap.
    void loadPlayer().then((player) => {
      void player.startPlayerSession();
      void player.loadAudioEngine();
    });
  }, []);

  if (!point || !queue) {
    if (cueing === 'loading') return <LoadingState />;
    return (
      <div className="player-page is-empty">
        <h1 className="page-heading">{t`Now playing`}</h1>
        {placeId ? (
          <section className="player-pad" aria-label={t`Go to a stop`}>
            <p className="muted">{t`Type the number shown at a stop to hear it.`}</p>
            <StopNumberPad placeId={placeId} />
          </section>
        ) : (
          <EmptyState
            message={cueing === 'missing' ? t`This explanation point could not be found.` : t`Nothing is playing.`}
            action={
              <Link to="/" className="button">
                {t`Back to home`}
              </Link>
            }
          />
        )}
      </div>
    );
  }

  const name = pickText(point.name, lang);
  const place = pickText(queue.context.placeName, lang);
  const image = point.image ?? queue.context.artwork;
  return (
    <div
      className="player-page"
      data-rate={rate}
      data-status={status}
      data-mode={narration?.mode ?? ''}
      data-point-id={point.id}
    >
      <div className="player-artwork">{image ? <img src={image} alt={name} width={320} height={320} /> : null}</div>
      <h1 className="player-title">{name}</h1>
      {place ? <p className="player-place">{place}</p> : null}
      <NarrationNotes />
      <PlayerState pointName={name} />
      <SeekBar />
      <TransportControls pointName={name} />
      <PlaybackOptions />
      <div className="player-more">
        <StopNumberButton placeId={queue.context.placeId} className="button button-secondary stop-number-open" />
        <AskAboutThis placeId={queue.context.placeId} pointId={point.id} />
      </div>
      <Transcript />
    </div>
  );
}

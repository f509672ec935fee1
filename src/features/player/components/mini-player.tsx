// The mini-player: on every screen once something is cued (above the bottom tabs where
// there are tabs), hidden on the player screen itself. A tap opens /playerDetail; the keypad
// button opens the place's number pad from any screen.
// Loaded by MiniPlayerSlot only once something is cued.
import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { langAtom, useAtomValue } from '@/lib/store';
import { pickText } from '@/lib/localized';
import { AskAboutThis } from '@/features/chat';
import { useHeightVariable } from '../hooks/use-height-variable';
import {
  currentPointAtom,
  durationAtom,
  narrationAtom,
  positionAtom,
  queueAtom,
  statusAtom,
} from '../state/player-atoms';
import { PlayPauseButton } from './play-pause-button';
import { StopNumberButton } from './stop-number-button';
import './mini-player.css';

export default function MiniPlayer() {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const point = useAtomValue(currentPointAtom);
  const queue = useAtomValue(queueAtom);
  const status = useAtomValue(statusAtom);
  const position = useAtomValue(positionAtom);
  const duration = useAtomValue(durationAtom);
  const synthetic = useAtomValue(narrationAtom)?.synthetic === true;
  const onPlayerScreen = useRouterState({ select: (state) => state.location.pathname === '/playerDetail' });
  const measured = useHeightVariable('--mini-player-height');

  if (!point || !queue || onPlayerScreen) return null;
  // Every name in the visitor's language of the moment, the guide's first on their narration.
  const name = pickText(point.name, lang);
  const guide = queue.context.guide ? pickText(queue.context.guide.name, lang) : '';
  const place = [guide, pickText(queue.context.placeName, lang)].filter(Boolean).join(' · ');
  const image = point.image ?? queue.context.artwork;
  const share = duration > 0 ? Math.min(1, position / duration) : 0;
  const voice = t`Synthetic voice`;

  return (
    <>
      <div className="mini-player-spacer" aria-hidden="true" />
      <section ref={measured} className="mini-player" aria-label={t`Player`} data-status={status}>
        <div className="mini-player-progress" aria-hidden="true">
          <span style={{ transform: `scaleX(${share})` }} />
        </div>
        <Link
          to="/playerDetail"
          search={{ id: point.id }}
          className="mini-player-open"
          // The name holds what the link shows, in its order (WCAG 2.5.3, label in name).
          aria-label={
            synthetic
              ? t`Open the player: ${name}, ${voice}, ${place}`
              : place
                ? t`Open the player: ${name}, ${place}`
                : t`Open the player: ${name}`
          }
        >
          {image ? <img className="mini-player-art" src={image} alt="" width={44} height={44} /> : null}
          <span className="mini-player-text">
            <span className="mini-player-title">{name}</span>
            {/* Spaces between the words shown, as in the link's name (WCAG 2.5.3, label in
                name): the layout sets the lines and gaps. */}{' '}
            {place || synthetic ? (
              <span className="mini-player-place">
                {synthetic ? (
                  <>
                    <span className="mini-player-voice">{voice}</span>{' '}
                  </>
                ) : null}
                <span className="mini-player-where">{place}</span>
              </span>
            ) : null}
          </span>
        </Link>
        <AskAboutThis
          placeId={queue.context.placeId}
          pointId={point.id}
          name={name}
          iconOnly
          className="mini-player-ask"
        />
        <StopNumberButton placeId={queue.context.placeId} className="mini-player-pad" iconOnly />
        <PlayPauseButton pointName={name} className="mini-player-toggle" />
      </section>
    </>
  );
}

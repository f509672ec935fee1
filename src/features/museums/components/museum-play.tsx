import { Trans } from '@lingui/react/macro';
import type { ExplanationPointT, MuseumT } from '@contract';
import { AskAboutThis } from '@/features/chat';
import { playPoints, StopNumberButton } from '@/features/player';
import { isPointLocked, useUnlocks } from '@/features/unlocks';
import { museumPlayContext } from '../lib/play-context';
import { tourOrder } from '../lib/tour-order';

/** Play all (the exhibits the visitor may hear, in the tour's order), the stop-number pad, and the assistant. */
export function MuseumPlay({ museum, exhibits }: { museum: MuseumT; exhibits: ExplanationPointT[] }) {
  const unlocks = useUnlocks();
  const playable = tourOrder(museum.halls, exhibits)
    .map((stop) => stop.exhibit)
    .filter((exhibit) => !isPointLocked(exhibit, unlocks));
  return (
    <div className="museum-play">
      <button
        type="button"
        className="button"
        disabled={playable.length === 0}
        onClick={() => playPoints(playable, 0, museumPlayContext(museum))}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
        <Trans>Play all</Trans>
      </button>
      <StopNumberButton placeId={museum.id} className="button button-secondary stop-number-open" />
      <AskAboutThis placeId={museum.id} />
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from '@/lib/store';
import { withPlayer } from '../engine/load-player';
import { neighboursAtom } from '../state/queue-steps';
import { PlayPauseButton } from './play-pause-button';
import { PlayerIcon } from './player-icons';

const SKIP_SECONDS = 10;

export function TransportControls({ pointName }: { pointName: string }) {
  const { t } = useLingui();
  const { previous, next } = useAtomValue(neighboursAtom);
  const seconds = SKIP_SECONDS;
  return (
    <div className="player-transport">
      <button
        type="button"
        className="player-control"
        aria-label={t`Previous point`}
        disabled={!previous}
        onClick={() => withPlayer((player) => player.playerActions.previous())}
      >
        <PlayerIcon name="previous" />
      </button>
      <button
        type="button"
        className="player-control"
        aria-label={t`Back ${seconds} seconds`}
        onClick={() => withPlayer((player) => player.playerActions.seekBy(-SKIP_SECONDS))}
      >
        <PlayerIcon name="back" />
      </button>
      <PlayPauseButton pointName={pointName} className="player-main-toggle" size={36} />
      <button
        type="button"
        className="player-control"
        aria-label={t`Forward ${seconds} seconds`}
        onClick={() => withPlayer((player) => player.playerActions.seekBy(SKIP_SECONDS))}
      >
        <PlayerIcon name="forward" />
      </button>
      <button
        type="button"
        className="player-control"
        aria-label={t`Next point`}
        disabled={!next}
        onClick={() => withPlayer((player) => player.playerActions.next())}
      >
        <PlayerIcon name="next" />
      </button>
    </div>
  );
}

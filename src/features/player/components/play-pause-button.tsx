import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from '@/lib/store';
import { withPlayer } from '../engine/load-player';
import { soundingAtom, statusAtom } from '../state/player-atoms';
import { PlayerIcon } from './player-icons';

/** Play / pause of the current point; `pointName` makes the label say which. */
export function PlayPauseButton({
  pointName,
  className,
  size,
}: {
  pointName: string;
  className: string;
  size?: number;
}) {
  const { t } = useLingui();
  const status = useAtomValue(statusAtom);
  const sounding = useAtomValue(soundingAtom);
  return (
    <button
      type="button"
      className={className}
      aria-label={sounding ? t`Pause ${pointName}` : t`Play ${pointName}`}
      data-state={status}
      onClick={() => withPlayer((player) => player.playerActions.togglePlay())}
    >
      <PlayerIcon name={sounding ? 'pause' : 'play'} size={size} />
    </button>
  );
}

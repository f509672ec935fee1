import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from '@/lib/store';
import { withPlayer } from '../engine/load-player';
import { formatTime } from '../lib/format-time';
import { durationAtom, positionAtom } from '../state/player-atoms';

/** A native range: arrows move 1 s, Page Up / Down 10 %, Home / End to either end. */
export function SeekBar() {
  const { t } = useLingui();
  const position = useAtomValue(positionAtom);
  const duration = useAtomValue(durationAtom);
  const elapsed = formatTime(position);
  const total = formatTime(duration);
  return (
    <div className="player-seek">
      <input
        type="range"
        className="player-seek-range"
        min={0}
        max={Math.max(1, Math.ceil(duration))}
        step={1}
        value={Math.min(position, Math.max(1, Math.ceil(duration)))}
        aria-label={t`Position`}
        aria-valuetext={t`${elapsed} of ${total}`}
        onChange={(event) => {
          const seconds = Number(event.target.value);
          withPlayer((player) => player.playerActions.seekTo(seconds));
        }}
      />
      <div className="player-times">
        <span className="player-elapsed">{elapsed}</span>
        <span className="player-total">{total}</span>
      </div>
    </div>
  );
}

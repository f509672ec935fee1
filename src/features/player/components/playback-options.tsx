import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useAtomValue } from '@/lib/store';
import { withPlayer } from '../engine/load-player';
import { autoNextAtom, rateAtom, SPEEDS } from '../state/player-atoms';

/** Speed (toggle buttons, aria-pressed) and the persisted auto-next switch. */
export function PlaybackOptions() {
  const { t, i18n } = useLingui();
  const rate = useAtomValue(rateAtom);
  const autoNext = useAtomValue(autoNextAtom);
  const speedLabel = useId();
  const switchId = useId();
  return (
    <div className="player-options">
      <div className="player-speeds" role="group" aria-labelledby={speedLabel}>
        <span id={speedLabel} className="player-option-label">
          {t`Playback speed`}
        </span>
        {SPEEDS.map((speed) => (
          <button
            key={speed}
            type="button"
            className="player-speed"
            aria-pressed={speed === rate}
            data-speed={speed}
            onClick={() => withPlayer((player) => player.playerActions.setRate(speed))}
          >
            {i18n.number(speed)}×
          </button>
        ))}
      </div>
      <div className="player-auto-next">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={autoNext}
          onChange={(event) => {
            const on = event.target.checked;
            withPlayer((player) => player.playerActions.setAutoNext(on));
          }}
        />
        <label htmlFor={switchId}>{t`Play the next point automatically`}</label>
      </div>
    </div>
  );
}

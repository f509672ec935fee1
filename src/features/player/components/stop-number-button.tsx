// "Stop number": opens the number pad in a sheet. The pad is one tap away on a place's page
// and from the mini-player, instead of filling the screen above the stops.
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PlayerIcon } from './player-icons';
import './stop-number-button.css';

const loadSheet = () => import('./stop-number-sheet');
const StopNumberSheet = lazy(loadSheet);

export function StopNumberButton({
  placeId,
  className,
  iconOnly = false,
}: {
  placeId: string;
  className: string;
  /** Only the keypad icon (the mini-player); the label then names the button. */
  iconOnly?: boolean;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // The sheet's code loads while the visitor looks, so the first tap opens it at once.
  useEffect(() => void loadSheet().catch(() => undefined), []);

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-label={iconOnly ? t`Stop number` : undefined}
        onClick={() => setOpen(true)}
      >
        <PlayerIcon name="keypad" size={iconOnly ? 24 : 20} />
        {iconOnly ? null : <span>{t`Stop number`}</span>}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <StopNumberSheet
            placeId={placeId}
            onClosed={() => {
              setOpen(false);
              // Back to where the visitor was (the page may have moved on to the stop instead).
              if (opener.current?.isConnected) opener.current.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

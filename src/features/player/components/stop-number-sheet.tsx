// The number pad as a modal sheet: a native <dialog> opened with showModal(), so the page
// behind is inert, Tab stays inside, Escape closes, and it sits above the mini-player.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import StopNumberPad from './stop-number-pad';
import './stop-number-pad.css';

export default function StopNumberSheet({ placeId, onClosed }: { placeId: string; onClosed: () => void }) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = () => dialog.current?.close();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    // A keyboard goes straight to the digits; on a touch screen the title takes the focus, so
    // the phone's own keyboard does not rise over the pad.
    const fine = window.matchMedia('(pointer: fine)').matches;
    const first = element.querySelector<HTMLElement>(fine ? '.stop-pad-display' : '.stop-sheet-title');
    first?.focus();
    return () => element.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="stop-sheet"
      aria-labelledby={titleId}
      // A close left over from a re-run effect (React's development checks) is not the visitor's.
      onClose={(event) => {
        if (!event.currentTarget.open) onClosed();
      }}
      // A tap on the backdrop (outside the sheet's content) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="stop-sheet-body">
        <div className="stop-sheet-header">
          <h2 id={titleId} className="stop-sheet-title" tabIndex={-1}>
            {t`Go to a stop`}
          </h2>
          <button type="button" className="icon-button stop-sheet-close" aria-label={t`Close`} onClick={close}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <p className="muted stop-sheet-hint">{t`Type the number shown at a stop to hear it.`}</p>
        <StopNumberPad placeId={placeId} onPlayed={close} />
      </div>
    </dialog>
  );
}

import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/** A modal question with Confirm / Cancel (a native <dialog>: focus kept inside, Esc closes). */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  message: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const messageId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={messageId} onClose={onClose}>
      <p id={messageId} className="confirm-dialog-message">
        {message}
      </p>
      {children}
      <div className="confirm-dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button" onClick={onConfirm}>
          <Trans>Confirm</Trans>
        </button>
      </div>
    </dialog>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { showToast } from '@/lib/toasts';

/** 'Delete', then a question with 'Delete' and 'Cancel' in place (no modal to trap focus in). */
export function ConfirmDelete({
  question,
  onDelete,
  describedBy,
}: {
  question: string;
  onDelete: () => Promise<void>;
  describedBy?: string;
}) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        className="button button-secondary"
        aria-describedby={describedBy}
        onClick={() => setAsking(true)}
      >
        <Trans>Delete</Trans>
      </button>
    );
  }
  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete();
    } catch {
      showToast('error', t`The download could not be deleted. Try again.`);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <div className="confirm-delete" role="group" aria-label={question}>
      <p className="confirm-delete-question">{question}</p>
      <button type="button" className="button button-danger" disabled={busy} onClick={() => void confirm()}>
        <Trans>Yes, delete</Trans>
      </button>
      {/* Focus lands on the safe choice. */}
      <button type="button" className="button button-secondary" autoFocus onClick={() => setAsking(false)}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}

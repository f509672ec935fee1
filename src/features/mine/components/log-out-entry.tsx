import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { signOut } from '@/features/account';

/** Log out, after a confirmation; works offline too (the account is forgotten here). */
export function LogOutEntry() {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!confirming) {
    return (
      <li>
        <button type="button" className="mine-entry mine-entry-button" onClick={() => setConfirming(true)}>
          <span className="mine-entry-label">
            <Trans>Log out</Trans>
          </span>
        </button>
      </li>
    );
  }
  return (
    <li className="mine-confirm" role="group" aria-labelledby="mine-logout-question">
      <p id="mine-logout-question">
        <Trans>Log out of this account?</Trans>
      </p>
      <div className="mine-confirm-actions">
        <button type="button" className="button mine-secondary" onClick={() => setConfirming(false)} disabled={busy}>
          <Trans>Cancel</Trans>
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-busy={busy}
          onClick={() => {
            setBusy(true);
            void signOut().finally(() => {
              setBusy(false);
              setConfirming(false);
            });
          }}
        >
          <Trans>Log out</Trans>
        </button>
      </div>
    </li>
  );
}

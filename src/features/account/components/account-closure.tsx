import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { closeAccount } from '../api/account-api';
import { errorText } from '../lib/error-text';
import { forgetAccount } from '../lib/sign-out';

type Step = 'closed' | 'explain' | 'confirm' | 'working' | 'done';

/** The final message, shown once the account is gone. */
export function AccountClosedMessage() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="account-card" aria-labelledby="closed-heading">
      <h2 className="section-title" id="closed-heading" tabIndex={-1} ref={heading}>
        <Trans>Your account has been closed</Trans>
      </h2>
      <p>
        <Trans>Your orders and personal data have been deleted. Thank you for travelling with us.</Trans>
      </p>
    </section>
  );
}

/**
 * Account closure, confirmed twice: an explanation (orders and personal data deleted for good,
 * no recovery) and a first confirmation, then a final confirmation; then the server deletes
 * everything and the account and local member data are cleared here.
 */
export function AccountClosure({ onClosed }: { onClosed: () => void }) {
  const { i18n } = useLingui();
  const [step, setStep] = useState<Step>('closed');
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step !== 'closed') heading.current?.focus();
  }, [step]);

  async function close() {
    setStep('working');
    setError(null);
    try {
      await closeAccount();
      setStep('done');
      onClosed();
      await forgetAccount();
    } catch (err) {
      setError(errorText(err, i18n));
      setStep('confirm');
    }
  }

  if (step === 'closed') {
    return (
      <button
        type="button"
        className="button account-secondary-button account-wide-button"
        onClick={() => setStep('explain')}
      >
        <Trans>Close account</Trans>
      </button>
    );
  }
  if (step === 'done') return <AccountClosedMessage />;
  return (
    <section className="account-card" aria-labelledby="closure-heading" role="region">
      <h2 className="section-title" id="closure-heading" tabIndex={-1} ref={heading}>
        {step === 'explain' ? <Trans>Close your account?</Trans> : <Trans>Final confirmation</Trans>}
      </h2>
      {step === 'explain' ? (
        <p>
          <Trans>
            Closing your account deletes all your orders, unlocked explanation points, coupons, favourites, browsing
            history and personal data permanently. They cannot be recovered.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>This is the last step. Once you confirm, your account and everything in it are deleted at once.</Trans>
        </p>
      )}
      {error ? (
        <p className="account-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="account-row">
        <button
          type="button"
          className="button account-secondary-button"
          onClick={() => setStep('closed')}
          disabled={step === 'working'}
        >
          <Trans>Keep my account</Trans>
        </button>
        {step === 'explain' ? (
          <button type="button" className="button account-danger-button" onClick={() => setStep('confirm')}>
            <Trans>Continue</Trans>
          </button>
        ) : (
          <button
            type="button"
            className="button account-danger-button"
            onClick={() => void close()}
            disabled={step === 'working'}
            aria-busy={step === 'working'}
          >
            {step === 'working' ? <Trans>Closing…</Trans> : <Trans>Delete my account permanently</Trans>}
          </button>
        )}
      </div>
    </section>
  );
}

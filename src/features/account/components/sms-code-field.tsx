import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SmsPurpose } from '@contract/member';
import { askSmsCode } from '../api/account-api';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { errorText, waitSecondsOf } from '../lib/error-text';
import { mobileProblem } from '../lib/form-rules';

interface Props {
  id: string;
  purpose: SmsPurpose;
  mobile: string;
  code: string;
  onCode: (code: string) => void;
  /** The mobile number's own error, shown by its field. */
  onMobileError: (message: string | null) => void;
  error: string | null;
  onError: (message: string | null) => void;
}

/** The verification-code input and its "Get code" button with the 60 s resend countdown. */
export function SmsCodeField({ id, purpose, mobile, code, onCode, onMobileError, error, onError }: Props) {
  const { t, i18n } = useLingui();
  const { seconds, started } = useResendCountdown(purpose);
  const [sending, setSending] = useState(false);

  async function send() {
    const problem = mobileProblem(mobile);
    onMobileError(problem ? i18n._(problem) : null);
    if (problem) return;
    setSending(true);
    onError(null);
    try {
      const sent = await askSmsCode(mobile.trim(), purpose);
      started(sent.resendAfterSeconds);
    } catch (err) {
      const wait = waitSecondsOf(err);
      if (wait) started(wait);
      onError(errorText(err, i18n));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="account-field">
      <label htmlFor={id}>
        <Trans>Verification code</Trans>
      </label>
      <div className="account-code-row">
        <input
          id={id}
          name="code"
          value={code}
          onChange={(e) => onCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t`6-digit code`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className="button account-code-button"
          onClick={() => void send()}
          disabled={sending || seconds > 0}
          aria-busy={sending}
        >
          {sending ? (
            <Trans>Sending…</Trans>
          ) : seconds > 0 ? (
            <Trans>Resend in {seconds} s</Trans>
          ) : (
            <Trans>Get code</Trans>
          )}
        </button>
      </div>
      {error ? (
        <p className="account-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

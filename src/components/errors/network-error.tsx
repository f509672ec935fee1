import { Trans } from '@lingui/react/macro';

/** 'Network Error' with a reload action (spec point 8). */
export function NetworkError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="network-error" role="alert">
      <p className="network-error-title">
        <Trans>Network Error</Trans>
      </p>
      <p className="muted">
        <Trans>Check your connection, then try again.</Trans>
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Reload</Trans>
      </button>
    </div>
  );
}

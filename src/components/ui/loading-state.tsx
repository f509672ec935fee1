import { Trans } from '@lingui/react/macro';

/** 'Loading data...' (spec point 8), shaped like a list of cards rather than a spinner. */
export function LoadingState() {
  return (
    <div className="loading-state" role="status" aria-live="polite">
      <div className="skeleton skeleton-card" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line short" />
      <p className="muted">
        <Trans>Loading data...</Trans>
      </p>
    </div>
  );
}

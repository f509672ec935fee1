import { Trans } from '@lingui/react/macro';
import type { EngineStatus } from '../lib/recognition-engine';

/** What the live camera is doing, in one line under the picture. */
export function LiveStatus({ engine, liveNone }: { engine: EngineStatus; liveNone: boolean }) {
  if (engine === 'loading') return <Trans>Preparing picture recognition…</Trans>;
  if (engine === 'failed') return null;
  return liveNone ? (
    <Trans>No relevant exhibits found, please try from another angle</Trans>
  ) : (
    <Trans>Looking for an exhibit…</Trans>
  );
}

/** The recognition library could not load (offline before it was ever kept): labels still work. */
export function EngineProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="scan-engine-problem" role="alert">
      <p>
        <Trans>
          Picture recognition could not be loaded. Connect to the internet once to keep it for offline use; QR codes on
          exhibit labels can still be read.
        </Trans>
      </p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

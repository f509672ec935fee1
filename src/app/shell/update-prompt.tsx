import { Trans } from '@lingui/react/macro';
import { appUpdateAtom, useAtomValue } from '@/lib/store';

/**
 * 'A new version is ready' with a reload button. The update waits for the visitor: nothing
 * reloads under a playing narration (the player also restores its playlist and position).
 */
export function UpdatePrompt() {
  const update = useAtomValue(appUpdateAtom);
  if (!update) return null;
  return (
    <div className="update-prompt" role="status">
      <span>
        <Trans>A new version is ready</Trans>
      </span>
      <button type="button" className="button" onClick={update.apply}>
        <Trans>Reload</Trans>
      </button>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from '@/lib/store';
import { errorAtom, statusAtom } from '../state/player-atoms';

/** What the player is doing, in words (a polite live region) beside moving bars while it plays. */
export function PlayerState({ pointName }: { pointName: string }) {
  const { t } = useLingui();
  const status = useAtomValue(statusAtom);
  const error = useAtomValue(errorAtom);
  const words = {
    idle: '',
    ready: t`Ready to play ${pointName}`,
    loading: t`Loading ${pointName}…`,
    playing: t`Playing ${pointName}`,
    paused: t`Paused`,
    ended: t`Finished`,
    error:
      error === 'speech'
        ? t`Spoken narration is not available on this device.`
        : t`This narration cannot be played right now. Check your connection, then try again.`,
  }[status];
  return (
    <p className={`player-state is-${status}`} role="status" data-status={status}>
      <span className="player-bars" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span>{words}</span>
    </p>
  );
}

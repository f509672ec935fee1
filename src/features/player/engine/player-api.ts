// The player's engine as one lazily loaded chunk: the app's first load carries only the
// atoms and the mini-player; this loads when something is cued or a player screen shows.
import type { ExplanationPointT } from '@contract';
import { registerNarrationPause } from '@/lib/narration-pause';
import { appStore, langAtom } from '@/lib/store';
import type { PlayContext } from '../state/player-atoms';
import { playerActions } from './player-actions';
import { cue, renameForLanguage, setLockScreenControls } from './player-controller';
import { registerLifecycleSaves } from './restore-session';

export { prewarmPoint } from './player-controller';
export { playerActions };
export { startPlayerSession } from './restore-session';

setLockScreenControls(playerActions);
// "Ask about this" (the chat feature, below which the player sits) pauses through this.
registerNarrationPause(playerActions.pause);
registerLifecycleSaves();
appStore.sub(langAtom, () => renameForLanguage(appStore.get(langAtom)));
export { loadAudioEngine } from './load-audio';

export function playPoints(points: ExplanationPointT[], startIndex: number, context: PlayContext): void {
  cue(points, startIndex, context, true);
}

/** Shows a point in the player without starting it. */
export function cuePoints(points: ExplanationPointT[], startIndex: number, context: PlayContext): void {
  cue(points, startIndex, context, false);
}

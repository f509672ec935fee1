// What the visitor can do to the player (buttons, keys, lock screen, headset).
import { appStore } from '@/lib/store';
import { autoNextAtom, durationAtom, positionAtom, queueAtom, rateAtom, statusAtom } from '../state/player-atoms';
import { stepIndex } from '../state/queue-steps';
import {
  cue,
  currentNarration,
  pauseCurrent,
  savePositionNow,
  startCurrent,
  syncMediaPosition,
} from './player-controller';

const get = appStore.get;
const set = appStore.set;

function seekTo(seconds: number): void {
  const duration = get(durationAtom);
  const target = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
  set(positionAtom, target);
  if (get(statusAtom) === 'ended') set(statusAtom, 'paused');
  currentNarration()?.seek(target);
  syncMediaPosition();
  savePositionNow();
}

function goTo(index: number): void {
  const queue = get(queueAtom);
  if (queue) cue(queue.points, index, queue.context, true);
}

export const playerActions = {
  play: () => void startCurrent(),
  pause: pauseCurrent,
  togglePlay: () => {
    const status = get(statusAtom);
    if (status === 'playing' || status === 'loading') pauseCurrent();
    else void startCurrent();
  },
  seekTo,
  seekBy: (delta: number) => seekTo(get(positionAtom) + delta),
  setRate: (rate: number) => {
    set(rateAtom, rate);
    currentNarration()?.setRate(rate);
    syncMediaPosition();
  },
  next: () => {
    const index = stepIndex(get(queueAtom), 1);
    if (index !== null) goTo(index);
  },
  previous: () => {
    const index = stepIndex(get(queueAtom), -1);
    if (index !== null) goTo(index);
  },
  goTo,
  setAutoNext: (on: boolean) => set(autoNextAtom, on),
};

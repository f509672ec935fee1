import { appStore, atom } from '@/lib/store';
import { isPointLocked, unlocksAtom } from '@/features/unlocks';
import { queueAtom, type PlayQueue } from './player-atoms';

/** The nearest playable (unlocked) point before (-1) or after (1) the current one, or null. */
export function stepIndex(
  queue: PlayQueue | null,
  direction: 1 | -1,
  unlocks = appStore.get(unlocksAtom),
): number | null {
  if (!queue) return null;
  for (let i = queue.index + direction; i >= 0 && i < queue.points.length; i += direction) {
    if (!isPointLocked(queue.points[i]!, unlocks)) return i;
  }
  return null;
}

/** Whether previous / next have a playable point. */
export const neighboursAtom = atom((get) => {
  const queue = get(queueAtom);
  const unlocks = get(unlocksAtom);
  return { previous: stepIndex(queue, -1, unlocks) !== null, next: stepIndex(queue, 1, unlocks) !== null };
});

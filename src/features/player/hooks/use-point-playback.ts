import { useAtomValue } from '@/lib/store';
import { currentPointAtom, soundingAtom } from '../state/player-atoms';

/**
 * A point's own play button reads the player, not a state of its own: `current` when this point
 * is the one cued, `sounding` when it is also playing (or starting).
 */
export function usePointPlayback(pointId: string): { current: boolean; sounding: boolean } {
  const current = useAtomValue(currentPointAtom)?.id === pointId;
  const sounding = useAtomValue(soundingAtom);
  return { current, sounding: current && sounding };
}

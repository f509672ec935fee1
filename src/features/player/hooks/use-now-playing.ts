import { useAtomValue } from '@/lib/store';
import { currentPointAtom, statusAtom } from '../state/player-atoms';

/** The point being played (or paused) and whether it is playing; null when nothing is loaded. */
export function useNowPlaying(): { pointId: string; playing: boolean } | null {
  const point = useAtomValue(currentPointAtom);
  const status = useAtomValue(statusAtom);
  return point ? { pointId: point.id, playing: status === 'playing' } : null;
}

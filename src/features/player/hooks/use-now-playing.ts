import { useAtomValue } from '@/lib/store';
import { currentPointAtom, soundingAtom } from '../state/player-atoms';

/** The point being played (or paused) and whether it is sounding; null when nothing is loaded. */
export function useNowPlaying(): { pointId: string; playing: boolean } | null {
  const point = useAtomValue(currentPointAtom);
  const playing = useAtomValue(soundingAtom);
  return point ? { pointId: point.id, playing } : null;
}

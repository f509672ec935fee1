import { useAtomValue } from '@/lib/store';
import { currentPointAtom, currentTrackAtom, soundingAtom, type NarrationTrack } from '../state/player-atoms';

/**
 * A point's own play button reads the player, not a state of its own: `current` when this
 * narration of the point (official, or its guide's) is the one cued, `sounding` when it is also
 * playing (or starting).
 */
export function usePointPlayback(
  pointId: string,
  track: NarrationTrack = 'official',
): { current: boolean; sounding: boolean } {
  const point = useAtomValue(currentPointAtom);
  const cuedTrack = useAtomValue(currentTrackAtom);
  const current = point?.id === pointId && cuedTrack === track;
  const sounding = useAtomValue(soundingAtom);
  return { current, sounding: current && sounding };
}

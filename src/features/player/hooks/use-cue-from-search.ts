import { useEffect, useState } from 'react';
import { appStore } from '@/lib/store';
import { loadPlayer } from '../engine/load-player';
import { playlistForPoint } from '../lib/place-playlist';
import { currentPointAtom, statusAtom } from '../state/player-atoms';

/**
 * /playerDetail?id=<point>: shows that point (cued, not playing) unless something else is
 * sounding. 'missing' when the point is neither stored nor reachable.
 */
export function useCueFromSearch(pointId: string | undefined): 'idle' | 'loading' | 'missing' {
  const [state, setState] = useState<'idle' | 'loading' | 'missing'>(pointId ? 'loading' : 'idle');
  useEffect(() => {
    if (!pointId) return;
    let cancelled = false;
    void (async () => {
      const player = await loadPlayer();
      await player.startPlayerSession();
      const shown = appStore.get(currentPointAtom);
      const status = appStore.get(statusAtom);
      if (shown?.id === pointId || (shown && (status === 'playing' || status === 'loading'))) {
        if (!cancelled) setState('idle');
        return;
      }
      const playlist = await playlistForPoint(pointId);
      if (cancelled) return;
      if (playlist) player.cuePoints(playlist.points, playlist.index, playlist.context);
      setState(playlist ? 'idle' : 'missing');
    })();
    return () => {
      cancelled = true;
    };
  }, [pointId]);

  return state;
}

// What the app shell mounts on every screen: nothing at all until something is cued, so the
// first load carries no player code; then the mini-player loads.
import { lazy, Suspense, useEffect } from 'react';
import { useAtomValue } from '@/lib/store';
import { withPlayer } from '../engine/load-player';
import { queueAtom } from '../state/player-atoms';
import { readSession } from '../state/player-session';

const MiniPlayer = lazy(() => import('./mini-player'));

export function MiniPlayerSlot() {
  const queued = useAtomValue(queueAtom) !== null;

  useEffect(() => {
    // The last playlist comes back (paused) after a reload; nothing loads when there is none.
    if (readSession()) withPlayer((player) => void player.startPlayerSession());
  }, []);

  return queued ? (
    <Suspense fallback={null}>
      <MiniPlayer />
    </Suspense>
  ) : null;
}

// A playlist cued before its place was stored (Play pressed the moment a point's page shows,
// while the place is still being fetched) is named once the place arrives: the mini-player,
// the player and the lock screen would otherwise go on without the place's name.
import { liveQuery, type Subscription } from 'dexie';
import { placeContext } from '../lib/place-context';
import type { PlayContext, PlayQueue } from '../state/player-atoms';

let watching: Subscription | null = null;

/**
 * Watches the stored place of `queue` while it has no name; `apply` gets the context with the
 * name (and the cover, if the queue had no artwork) when the place is stored, unless another
 * queue was cued meanwhile (`stillCurrent`).
 */
export function fillPlaceName(
  queue: PlayQueue,
  stillCurrent: (queue: PlayQueue) => boolean,
  apply: (context: PlayContext) => void,
): void {
  watching?.unsubscribe();
  watching = null;
  const { context } = queue;
  if (context.placeName) return;
  const subscription = liveQuery(() => placeContext(context.placeId, context.placeKind)).subscribe({
    next: (stored) => {
      if (!stillCurrent(queue)) return subscription.unsubscribe();
      if (!stored.placeName) return;
      subscription.unsubscribe();
      apply({ ...context, placeName: stored.placeName, artwork: context.artwork ?? stored.artwork });
    },
    error: () => subscription.unsubscribe(),
  });
  watching = subscription;
}

import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import { LIKE_KIND } from '../state/like-outbox';

/** This device's like of a point and whether it still waits to be sent. */
export function usePointLike(pointId: string): { liked: boolean; waiting: boolean } | undefined {
  return useLiveQuery(async () => {
    const [like, waiting] = await Promise.all([
      db.pointLikes.get(pointId),
      db.pendingActions
        .where('key')
        .equals(pointId)
        .filter((a) => a.kind === LIKE_KIND)
        .count(),
    ]);
    return { liked: like?.liked ?? false, waiting: waiting > 0 };
  }, [pointId]);
}

// A paid narration ready to play. The server gives a locked point whole, with recording URLs
// signed for the member for about an hour, only to a member whose unlocks cover it; Dexie may
// hold it withheld (stored before the payment, or bought on another device) or with URLs about
// to expire. Such a point is fetched again before it plays, when online. Offline the stored
// one plays: the service worker serves a downloaded or once-played recording by its unsigned
// address, whatever the signature's age (docs/decisions/0042-paid-narrations.md).
import { mediaSignatureOf, MEDIA_SIGNATURE_REFRESH_MARGIN_SEC, paidMediaUrls, type ExplanationPointT } from '@contract';
import { fetchPoint } from '@/lib/catalog';

/** Whether the stored copy of an unlocked point must be fetched again before it plays. */
export function needsFreshCopy(point: ExplanationPointT, now = Date.now()): boolean {
  if (!point.locked) return false;
  if (point.withheld || point.narration === null) return true;
  return paidMediaUrls(point).some((url) => {
    const signature = mediaSignatureOf(url);
    return signature !== null && signature.expires * 1000 - now < MEDIA_SIGNATURE_REFRESH_MARGIN_SEC * 1000;
  });
}

/** The point from the server (stored in Dexie too); the stored copy when offline or on failure. */
export async function freshCopy(point: ExplanationPointT): Promise<ExplanationPointT> {
  if (!navigator.onLine) return point;
  return fetchPoint(point.id).catch(() => point);
}

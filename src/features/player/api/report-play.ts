// Tells the server a narration started (its play count). Quiet: no toast, no re-login, and
// nothing when offline; a lost count is not worth bothering the visitor.
import { request } from '@/lib/api';
import { ENDPOINTS, type PointPlayResult } from '@contract';

export function reportPlay(pointId: string): void {
  if (!navigator.onLine) return;
  request<PointPlayResult>(ENDPOINTS.pointPlay, {
    method: 'POST',
    payload: { pointId },
    errorToast: false,
    reLogin: false,
  }).catch(() => undefined);
}

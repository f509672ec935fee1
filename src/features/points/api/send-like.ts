import { request } from '@/lib/api';
import { ENDPOINTS, type PointLikeResult } from '@contract';
import { deviceId } from '@/lib/device-id';

export interface LikePayload {
  pointId: string;
  liked: boolean;
}

/** One like (or unlike) of this device; the outbox decides what a failure means. */
export function sendLike(payload: LikePayload): Promise<PointLikeResult> {
  return request<PointLikeResult>(ENDPOINTS.pointLike, {
    method: 'POST',
    payload: { pointId: payload.pointId, liked: payload.liked },
    headers: { 'x-device-id': deviceId() },
    // Offline or failing, the like waits in the outbox: no toast, no re-login.
    errorToast: false,
    reLogin: false,
  });
}

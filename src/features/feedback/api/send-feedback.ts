import { request } from '@/lib/api';
import { MEMBER_ENDPOINTS, type FeedbackRequest } from '@contract/member';
import { QUIET } from '@/lib/outbox';

export function sendFeedback(message: FeedbackRequest): Promise<{ id: string }> {
  return request<{ id: string }>(MEMBER_ENDPOINTS.feedback, { method: 'POST', payload: { ...message }, ...QUIET });
}

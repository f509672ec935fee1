import { request } from '@/lib/api';
import { MEMBER_ENDPOINTS, type FeedbackRequest, type FeedbackStored } from '@contract/member';
import { QUIET } from '@/lib/outbox';

export function sendFeedback(message: FeedbackRequest): Promise<FeedbackStored> {
  return request<FeedbackStored>(MEMBER_ENDPOINTS.feedback, { method: 'POST', payload: { ...message }, ...QUIET });
}

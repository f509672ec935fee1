import { useLiveQuery } from 'dexie-react-hooks';
import { db, type FeedbackReceipt } from '@/db/database';
import { FEEDBACK_KIND } from '../state/feedback-outbox';

export type FeedbackStatus = { state: 'queued' } | { state: 'done'; receipt: FeedbackReceipt } | { state: 'none' };

/** Where the message with this clientId is: waiting in the outbox, answered, or unknown. */
export function useFeedbackStatus(clientId: string | null): FeedbackStatus | undefined {
  return useLiveQuery(async (): Promise<FeedbackStatus> => {
    if (!clientId) return { state: 'none' };
    const receipt = await db.feedbackReceipts.get(clientId);
    if (receipt) return { state: 'done', receipt };
    const waiting = await db.pendingActions
      .where('key')
      .equals(clientId)
      .filter((a) => a.kind === FEEDBACK_KIND)
      .count();
    return waiting ? { state: 'queued' } : { state: 'none' };
  }, [clientId]);
}

// Feedback goes through the outbox (kind 'feedback', key = the message's clientId, so the
// server stores a resend once). Its answer is kept in Dexie `feedbackReceipts`, where the
// page reads it, also after a reload or when the message went out in the background.
import { db } from '@/db/database';
import { ApiError } from '@/lib/api';
import type { FeedbackRequest } from '@contract/member';
import { isFinalRefusal, pendingOf, queueAction, serialFlusher } from '@/lib/outbox';
import { sendFeedback } from '../api/send-feedback';

export const FEEDBACK_KIND = 'feedback';

/** A random id per message (randomUUID needs a secure context; plain-http LAN hosts lack it). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function queueFeedback(message: FeedbackRequest): Promise<void> {
  await queueAction(FEEDBACK_KIND, message.clientId, message, false);
  void flushFeedback();
}

async function drain(): Promise<void> {
  for (const action of await pendingOf(FEEDBACK_KIND)) {
    if (!navigator.onLine) return;
    const message = action.payload as FeedbackRequest;
    try {
      const { id, reference } = await sendFeedback(message);
      await db.transaction('rw', [db.pendingActions, db.feedbackReceipts], async () => {
        await db.pendingActions.delete(action.seq!);
        await db.feedbackReceipts.put({ clientId: message.clientId, id, reference, error: null, at: Date.now() });
      });
    } catch (error) {
      if (!isFinalRefusal(error)) return;
      await db.transaction('rw', [db.pendingActions, db.feedbackReceipts], async () => {
        await db.pendingActions.delete(action.seq!);
        const text = error instanceof ApiError ? error.message : String(error);
        await db.feedbackReceipts.put({ clientId: message.clientId, id: null, error: text, at: Date.now() });
      });
    }
  }
}

export const flushFeedback = serialFlusher(FEEDBACK_KIND, drain);

let started = false;

export function startFeedbackSync(): void {
  if (started) return;
  started = true;
  addEventListener('online', () => void flushFeedback());
  void flushFeedback();
}

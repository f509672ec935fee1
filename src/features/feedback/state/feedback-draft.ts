// The feedback form's draft and the last message sent, in session storage: a reload of the
// tab keeps them, a new tab starts clean.
import { readSession, writeSession } from '@/lib/storage-keys';

const DRAFT_KEY = 'feedback.draft';
const LAST_KEY = 'feedback.last';

export interface FeedbackDraft {
  content: string;
  email: string;
}

export function readDraft(): FeedbackDraft {
  try {
    const parsed = JSON.parse(readSession(DRAFT_KEY) ?? 'null') as Partial<FeedbackDraft> | null;
    return {
      content: typeof parsed?.content === 'string' ? parsed.content : '',
      email: typeof parsed?.email === 'string' ? parsed.email : '',
    };
  } catch {
    return { content: '', email: '' };
  }
}

export function writeDraft(draft: FeedbackDraft | null): void {
  writeSession(DRAFT_KEY, draft && (draft.content || draft.email) ? JSON.stringify(draft) : null);
}

/** The clientId of the message last sent from this tab (its state is shown). */
export const readLastSent = (): string | null => readSession(LAST_KEY);
export const writeLastSent = (clientId: string | null): void => writeSession(LAST_KEY, clientId);

// What the conversation list shows: questions and answers (spec point 3: 'me' and 'ai'),
// built from history records and from the answer in flight.
import type { ChatRecord } from '@contract/chat';
import { isOfflineRecordId } from '@contract/chat-offline';
import { finishedAnswer, type AnswerState } from './answer-machine';
import type { InFlightAnswer } from './resume-store';

export interface ChatItem {
  id: string;
  role: 'user' | 'assistant';
  /** The question's text (answers keep theirs in `answer`). */
  content: string;
  answer?: AnswerState;
}

export function itemsFromRecords(records: ChatRecord[]): ChatItem[] {
  return records.map((record) =>
    record.role === 'user'
      ? { id: record.id, role: 'user', content: record.content }
      : {
          id: record.id,
          role: 'assistant',
          content: '',
          answer: {
            ...finishedAnswer(record.content, record.reasoning ?? ''),
            answerId: record.id,
            stopped: record.status === 'stopped',
            ...(isOfflineRecordId(record.id) ? { offline: true } : {}),
          },
        },
  );
}

/**
 * The stored in-flight answer put back in the list: in place of its record when the history
 * has it, appended with its question when the history lacks it.
 */
export function withInFlight(items: ChatItem[], inFlight: InFlightAnswer): { items: ChatItem[]; itemId: string } {
  const resumed: AnswerState = {
    phase: inFlight.content ? 'streaming' : 'waiting',
    content: inFlight.content,
    reasoning: inFlight.reasoning,
    answerId: inFlight.answerId,
    lastEventId: inFlight.lastEventId,
    stopped: false,
  };
  const index = inFlight.answerId ? items.findIndex((item) => item.id === inFlight.answerId) : -1;
  if (index >= 0) {
    // Even when the history has it complete, the resume replays only what followed the last
    // event seen and then 'end': the text comes out whole and once.
    const record = items[index]!;
    const next = [...items];
    next[index] = { ...record, answer: resumed };
    return { items: next, itemId: record.id };
  }
  const itemId = inFlight.answerId ?? `local-${Date.now()}`;
  const question: ChatItem = { id: `${itemId}-q`, role: 'user', content: inFlight.query.content };
  const lastQuestion = [...items].reverse().find((item) => item.role === 'user');
  const needsQuestion =
    !inFlight.query.regenerate || inFlight.query.regenerate === '0'
      ? lastQuestion?.content !== inFlight.query.content
      : false;
  return {
    items: [
      ...items,
      ...(needsQuestion ? [question] : []),
      { id: itemId, role: 'assistant', content: '', answer: resumed },
    ],
    itemId,
  };
}

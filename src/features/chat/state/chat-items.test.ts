import { describe, expect, it } from 'vitest';
import type { ChatRecord } from '@contract/chat';
import { itemsFromRecords, withInFlight } from './chat-items';

const record = (
  id: string,
  role: ChatRecord['role'],
  content: string,
  status: ChatRecord['status'] = 'complete',
): ChatRecord => ({
  id,
  sessionId: 's',
  role,
  content,
  reasoning: null,
  status,
  createdAt: 0,
});

describe('conversation items', () => {
  it('turns history into questions and finished answers', () => {
    const items = itemsFromRecords([
      record('q1', 'user', 'Hours?'),
      record('a1', 'assistant', 'Eight to five', 'stopped'),
    ]);
    expect(items[0]).toEqual({ id: 'q1', role: 'user', content: 'Hours?' });
    expect(items[1]!.answer).toMatchObject({
      phase: 'finished',
      content: 'Eight to five',
      stopped: true,
      answerId: 'a1',
    });
  });

  it('puts the answer in flight in place of its record, with the text and last event seen', () => {
    const items = itemsFromRecords([record('q1', 'user', 'Hours?'), record('a1', 'assistant', 'Eigh', 'streaming')]);
    const restored = withInFlight(items, {
      query: { content: 'Hours?', sessionId: 's' },
      answerId: 'a1',
      lastEventId: 'a1:3',
      content: 'Eight t',
      reasoning: '',
    });
    expect(restored.items).toHaveLength(2);
    expect(restored.itemId).toBe('a1');
    expect(restored.items[1]!.answer).toMatchObject({ phase: 'streaming', content: 'Eight t', lastEventId: 'a1:3' });
  });

  it('appends question and answer when the history lacks them (history failed)', () => {
    const restored = withInFlight([], {
      query: { content: 'Hours?', sessionId: 's' },
      answerId: 'a9',
      lastEventId: 'a9:1',
      content: 'E',
      reasoning: '',
    });
    expect(restored.items.map((i) => i.role)).toEqual(['user', 'assistant']);
    expect(restored.items[0]!.content).toBe('Hours?');
  });
});

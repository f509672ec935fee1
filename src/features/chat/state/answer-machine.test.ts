import { describe, expect, it } from 'vitest';
import { answerReducer, WAITING, type AnswerEvent } from './answer-machine';

const run = (events: AnswerEvent[]) => events.reduce(answerReducer, WAITING);

describe('answer state machine', () => {
  it('waits, then streams chunks in order, then finishes on end', () => {
    expect(run([{ type: 'meta', answerId: 'a', eventId: 'a:0' }]).phase).toBe('waiting');
    const streaming = run([
      { type: 'meta', answerId: 'a', eventId: 'a:0' },
      { type: 'chunk', content: 'Hel', eventId: 'a:1' },
      { type: 'chunk', content: 'lo', eventId: 'a:2' },
    ]);
    expect(streaming).toMatchObject({ phase: 'streaming', content: 'Hello', answerId: 'a', lastEventId: 'a:2' });
    expect(answerReducer(streaming, { type: 'end', eventId: 'a:3' })).toMatchObject({
      phase: 'finished',
      content: 'Hello',
    });
  });

  it('collects reasoning apart from the answer', () => {
    const state = run([
      { type: 'reasoning', content: 'think ', eventId: '1' },
      { type: 'reasoning', content: 'more', eventId: '2' },
      { type: 'chunk', content: 'Answer', eventId: '3' },
    ]);
    expect(state).toMatchObject({ reasoning: 'think more', content: 'Answer' });
  });

  it('keeps the mark of an answer the server ended as stopped', () => {
    const partial = run([{ type: 'chunk', content: 'Half', eventId: 'a:1' }]);
    expect(answerReducer(partial, { type: 'end', eventId: 'a:2', stopped: true })).toMatchObject({
      phase: 'finished',
      content: 'Half',
      stopped: true,
    });
    expect(answerReducer(partial, { type: 'end', eventId: 'a:2', stopped: false }).stopped).toBe(false);
  });

  it('finishes on stop, goes to error on an error event, and ignores anything after', () => {
    const stopped = run([{ type: 'chunk', content: 'a', eventId: '1' }, { type: 'stop' }]);
    expect(stopped).toMatchObject({ phase: 'finished', stopped: true });
    expect(answerReducer(stopped, { type: 'chunk', content: 'late', eventId: '2' }).content).toBe('a');
    const failed = run([{ type: 'error' }, { type: 'chunk', content: 'x', eventId: '1' }]);
    expect(failed).toMatchObject({ phase: 'error', content: '' });
  });
});

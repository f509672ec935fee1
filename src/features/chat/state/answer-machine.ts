// One answer's states (spec point 4): waiting (three dots until the first chunk), streaming
// (chunks appended), finished (on 'end' or a stop), error (an error event or a cut that
// could not be resumed). Pure, so the page and the tests share it.
export type AnswerPhase = 'waiting' | 'streaming' | 'finished' | 'error';

export interface AnswerState {
  phase: AnswerPhase;
  content: string;
  reasoning: string;
  answerId: string | null;
  /** The id of the last stream event applied: a resume asks for what followed it. */
  lastEventId: string | null;
  stopped: boolean;
  /** Answered on the device from the downloaded places, with no network (docs/decisions/0062). */
  offline?: boolean;
}

export type AnswerEvent =
  | { type: 'meta'; answerId: string; eventId: string | null }
  | { type: 'chunk'; content: string; eventId: string | null }
  | { type: 'reasoning'; content: string; eventId: string | null }
  /** `stopped`: the server ended it as stopped (stopped elsewhere, or cut short by a restart). */
  | { type: 'end'; eventId: string | null; stopped?: boolean }
  | { type: 'stop' }
  | { type: 'error' };

export const WAITING: AnswerState = {
  phase: 'waiting',
  content: '',
  reasoning: '',
  answerId: null,
  lastEventId: null,
  stopped: false,
};

export function finishedAnswer(content: string, reasoning = ''): AnswerState {
  return { ...WAITING, phase: 'finished', content, reasoning };
}

const isOpen = (state: AnswerState) => state.phase === 'waiting' || state.phase === 'streaming';

export function answerReducer(state: AnswerState, event: AnswerEvent): AnswerState {
  if (!isOpen(state)) return state;
  switch (event.type) {
    case 'meta':
      return { ...state, answerId: event.answerId, lastEventId: event.eventId ?? state.lastEventId };
    case 'chunk':
      return {
        ...state,
        phase: 'streaming',
        content: state.content + event.content,
        lastEventId: event.eventId ?? state.lastEventId,
      };
    case 'reasoning':
      return { ...state, reasoning: state.reasoning + event.content, lastEventId: event.eventId ?? state.lastEventId };
    case 'end':
      return {
        ...state,
        phase: 'finished',
        lastEventId: event.eventId ?? state.lastEventId,
        stopped: state.stopped || event.stopped === true,
      };
    case 'stop':
      return { ...state, phase: 'finished', stopped: true };
    case 'error':
      return { ...state, phase: 'error' };
  }
}

export const isAnswerOpen = isOpen;

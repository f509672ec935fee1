// Drives one answer from its stream into an AnswerState, and keeps it resumable: every
// applied event is written to sessionStorage; a cut connection is retried with Last-Event-ID
// (at once when visible and online, else when the page comes back or the network does);
// an answer the server no longer streams is taken finished from the history.
// A new question that cannot reach the server (offline, unreachable, or quick retries spent)
// is answered on the device from the downloaded places (../offline, loaded only then: 0062).
import type { ChatQuery } from '@contract/chat';
import { streamAnswer, type StreamOutcome } from '../api/answer-stream';
import type * as AnswerOffline from '../offline/answer-offline';
import { answerReducer, finishedAnswer, isAnswerOpen, type AnswerEvent, type AnswerState } from './answer-machine';
import { clearInFlight, writeInFlight } from './resume-store';

export interface AnswerRunnerOptions {
  query: ChatQuery;
  initial: AnswerState;
  onChange: (state: AnswerState) => void;
  /** Called once, when the answer is finished or failed for good. */
  onSettled: (state: AnswerState) => void;
  /** The finished answer from the history, for a resume the server refuses. */
  loadFinished: (answerId: string) => Promise<AnswerState | null>;
}

export interface AnswerRunner {
  stop(): void;
  /** Reconnect now if the connection is down (page visible again, network back). */
  wake(): void;
  /** The page goes away: close the connection but keep the answer resumable. */
  detach(): void;
  readonly state: AnswerState;
}

const MAX_QUICK_RETRIES = 5;

export function runAnswer(options: AnswerRunnerOptions): AnswerRunner {
  let state = options.initial;
  let connection: AbortController | null = null;
  let settled = false;
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const canConnectNow = () => document.visibilityState === 'visible' && navigator.onLine;
  // Nothing of this answer came from the server yet (a resumed answer has): it may be answered offline.
  let received = Boolean(options.initial.answerId);
  let answeringOffline = false;

  function update(next: AnswerState) {
    state = next;
    if (isAnswerOpen(state)) {
      writeInFlight({
        query: options.query,
        answerId: state.answerId,
        lastEventId: state.lastEventId,
        content: state.content,
        reasoning: state.reasoning,
      });
    }
    options.onChange(state);
  }

  function settle(next: AnswerState) {
    if (settled) return;
    settled = true;
    clearTimeout(retryTimer);
    clearInFlight(options.query.sessionId);
    update(next);
    options.onSettled(state);
  }

  // A resume long after the answer finished gets only its last event: the events between
  // are missing, so the text is taken from the history instead.
  let gap = false;
  const seqOf = (id: string | null) => (id ? Number(id.slice(id.lastIndexOf(':') + 1)) : NaN);
  const apply = (event: AnswerEvent) => {
    received = true;
    const eventId = 'eventId' in event ? event.eventId : null;
    const before = seqOf(state.lastEventId);
    if (eventId && Number.isFinite(before) && seqOf(eventId) > before + 1) gap = true;
    update(answerReducer(state, event));
  };

  async function answerOffline() {
    answeringOffline = true;
    clearTimeout(retryTimer);
    let offline: typeof AnswerOffline;
    try {
      offline = await import('../offline/answer-offline');
    } catch {
      // Not in the worker's cache (the app not installed yet): the answer waits for the network.
      answeringOffline = false;
      return;
    }
    try {
      const reply = await offline.answerOffline(options.query);
      if (settled) return;
      const answer = { ...finishedAnswer(reply.content), answerId: reply.answerId };
      settle(reply.offline ? { ...answer, offline: true } : answer);
      await reply.commit();
    } catch {
      if (!settled) settle(answerReducer(state, { type: 'error' }));
    }
  }

  async function connect() {
    if (settled || connection || answeringOffline) return;
    clearTimeout(retryTimer);
    if (!received && !navigator.onLine) return answerOffline();
    connection = new AbortController();
    const resume =
      state.answerId && state.lastEventId ? { answerId: state.answerId, lastEventId: state.lastEventId } : null;
    const outcome: StreamOutcome = await streamAnswer(options.query, apply, connection.signal, resume);
    connection = null;
    if (settled || outcome === 'aborted') return;
    if (!received && outcome === 'unreachable') return answerOffline();
    if ((outcome === 'end' || outcome === 'error') && !gap) return settle(state);
    if (outcome === 'end' || outcome === 'error' || outcome === 'rejected') {
      const finished = resume ? await options.loadFinished(resume.answerId).catch(() => null) : null;
      return settle(finished ?? (outcome === 'rejected' ? answerReducer(state, { type: 'error' }) : state));
    }
    // Cut: try again soon while the page is in front and online; else wait to be woken.
    if (canConnectNow() && retries < MAX_QUICK_RETRIES) {
      retryTimer = setTimeout(() => void connect(), 500 * 2 ** retries++);
    } else if (!received && (!navigator.onLine || retries >= MAX_QUICK_RETRIES)) {
      void answerOffline();
    }
  }

  void connect();
  return {
    stop() {
      connection?.abort();
      connection = null;
      settle(answerReducer(state, { type: 'stop' }));
    },
    detach() {
      settled = true;
      clearTimeout(retryTimer);
      connection?.abort();
      connection = null;
    },
    wake() {
      if (settled || connection || answeringOffline || !canConnectNow()) return;
      retries = 0;
      void connect();
    },
    get state() {
      return state;
    },
  };
}

// The answer in flight, kept in sessionStorage so that it survives the page being frozen in
// the background, the screen locking or a reload: the query that started it, its answerId,
// the last event applied and the text so far. A resume asks the server for what followed
// that event (Last-Event-ID), so nothing is lost or duplicated.
import type { ChatQuery } from '@contract/chat';

export interface InFlightAnswer {
  query: ChatQuery;
  answerId: string | null;
  lastEventId: string | null;
  content: string;
  reasoning: string;
}

const key = (sessionId: string) => `chat.inFlight.${sessionId}`;

export function readInFlight(sessionId: string): InFlightAnswer | null {
  try {
    const raw = sessionStorage.getItem(key(sessionId));
    return raw ? (JSON.parse(raw) as InFlightAnswer) : null;
  } catch {
    return null;
  }
}

export function writeInFlight(answer: InFlightAnswer): void {
  try {
    sessionStorage.setItem(key(answer.query.sessionId), JSON.stringify(answer));
  } catch {
    // Storage full or disabled: the answer still streams, it just cannot be resumed.
  }
}

export function clearInFlight(sessionId: string): void {
  try {
    sessionStorage.removeItem(key(sessionId));
  } catch {
    // nothing to clear
  }
}

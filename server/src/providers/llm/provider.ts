// What an answering provider gets and gives: a question with the session's last turns and
// the catalogue context, and a stream of content / reasoning deltas. Aborting `signal` ends it.
import type { Locale } from '@contract/locales';
import type { PlaceContext } from '../../chat/place-context';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AnswerRequest {
  question: string;
  history: ChatTurn[];
  lang: Locale;
  deepThinking: boolean;
  /** The place the visitor is in, when known, and the catalogue's places for matching. */
  place: PlaceContext | null;
  places: PlaceContext[];
  /** The point the visitor asks about ("Ask about this"), when known. */
  pointId?: string | null;
  /** What the asking member has unlocked: the embedded assistant quotes only narrations they may read. */
  unlocks?: { pointIds: string[]; placeIds: string[] } | null;
  signal: AbortSignal;
}

export interface AnswerDelta {
  kind: 'content' | 'reasoning';
  text: string;
}

export interface ChatProvider {
  readonly name: string;
  answer(request: AnswerRequest): AsyncIterable<AnswerDelta>;
}

/** A provider failure the client may see: a code and a plain message. */
export class ProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

// What an answering provider gets and gives: a question with the session's last turns and
// the catalogue context, and a stream of content / reasoning deltas. Aborting `signal` ends it.
// Besides its text a provider reports what the answer is (its language, the place and point,
// the sources it used, whether it declined: AnswerMeta) in a 'meta' delta, whenever it knows
// it: the exchange log stores the last one reported (docs/decisions/0060-assistant-exchange-log.md).
import type { Locale } from '@contract/locales';
import type { AssistantAnswer } from '../../../../src/lib/assistant/types';
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

/** What an answer is, beside its text: the shapes of the shared AssistantAnswer. */
export type AnswerMeta = Pick<AssistantAnswer, 'lang' | 'kind' | 'placeId' | 'pointId' | 'sources' | 'declined'>;

export interface TextDelta {
  kind: 'content' | 'reasoning';
  text: string;
}

export type AnswerDelta = TextDelta | { kind: 'meta'; meta: AnswerMeta };

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

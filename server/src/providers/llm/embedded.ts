// The embedded assistant, used when no language model is configured: the catalogue assistant
// (src/lib/assistant, docs/decisions/0059) answers from the content's own sentences, or says
// it does not know; the answer ends with links to the pages it used. It streams in small
// chunks like a model's answer, after a 'meta' delta saying what it is.
import { linkedContext, sourcesMarkdown, type Assistant } from '../../../../src/lib/assistant/index';
import type { AssistantAnswer, AssistantQuestion, AssistantTurn } from '../../../../src/lib/assistant/types';
import type { AnswerDelta, AnswerRequest, ChatProvider } from './provider';
import { textDeltas } from './text-deltas';

/** The question as the assistant takes it; earlier answers give their place by their links. */
export function assistantQuestion(request: Omit<AnswerRequest, 'signal'>): AssistantQuestion {
  const history: AssistantTurn[] = request.history.map((turn) => ({
    role: turn.role,
    content: turn.content,
    ...(turn.role === 'assistant' ? linkedContext(turn.content) : {}),
  }));
  return {
    question: request.question,
    uiLang: request.lang,
    placeId: request.place?.id ?? null,
    pointId: request.pointId ?? null,
    history,
    unlocks: request.unlocks ?? undefined,
  };
}

/** The answer's text with its sources, as stored and shown. */
export function withSources(answer: Pick<AssistantAnswer, 'text' | 'sources' | 'lang'>): string {
  const sources = sourcesMarkdown(answer);
  return sources ? `${answer.text}\n\n${sources}` : answer.text;
}

export function embeddedAnswer(assistant: Assistant, request: Omit<AnswerRequest, 'signal'>): string {
  return withSources(assistant.answer(assistantQuestion(request)));
}

export function createEmbeddedProvider(assistants: { get(): Promise<Assistant> }): ChatProvider {
  return {
    name: 'embedded',
    async *answer(request: AnswerRequest): AsyncGenerator<AnswerDelta> {
      const answer = (await assistants.get()).answer(assistantQuestion(request));
      // What the answer is, for the exchange log (docs/decisions/0060-assistant-exchange-log.md).
      const { lang, kind, placeId, pointId, sources, declined } = answer;
      yield { kind: 'meta', meta: { lang, kind, placeId, pointId, sources, declined } };
      yield* textDeltas(withSources(answer), request.signal);
    },
  };
}

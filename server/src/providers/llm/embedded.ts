// The embedded assistant, used when no language model is configured: the catalogue assistant
// (src/lib/assistant, docs/decisions/0059) answers from the content's own sentences, or says
// it does not know; the answer ends with links to the pages it used. It streams in small
// chunks like a model's answer.
import { linkedContext, sourcesMarkdown, type Assistant } from '../../../../src/lib/assistant/index';
import type { AssistantQuestion, AssistantTurn } from '../../../../src/lib/assistant/types';
import type { AnswerDelta, AnswerRequest, ChatProvider } from './provider';

const CHUNK_CHARS = 12;

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
export function embeddedAnswer(assistant: Assistant, request: Omit<AnswerRequest, 'signal'>): string {
  const answer = assistant.answer(assistantQuestion(request));
  const sources = sourcesMarkdown(answer);
  return sources ? `${answer.text}\n\n${sources}` : answer.text;
}

export function createEmbeddedProvider(assistants: { get(): Promise<Assistant> }): ChatProvider {
  return {
    name: 'embedded',
    async *answer(request: AnswerRequest): AsyncGenerator<AnswerDelta> {
      const chars = Array.from(embeddedAnswer(await assistants.get(), request));
      for (let i = 0; i < chars.length; i += CHUNK_CHARS) {
        if (request.signal.aborted) return;
        yield { kind: 'content', text: chars.slice(i, i + CHUNK_CHARS).join('') };
        // Let other streams and the event loop run between chunks.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

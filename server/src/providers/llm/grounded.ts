// The model answering from the catalogue (retrieval-augmented generation, the default with
// LLM_BASE_URL): the catalogue assistant (src/lib/assistant) first decides whether the
// catalogue answers the question at all. When it does not, its own decline (or its "which
// place?") is the answer and the model is not asked; an answer with nothing to quote (a list
// of stops) is its own too. Otherwise the passages it retrieves for the question's place go to
// the model, numbered (grounded-prompt.ts); the model's citation markers are taken out of the
// stream (citations.ts) and the passages they name become the source links after the answer.
// The model saying [none] (and citing nothing) is the same decline. What the answer is (language, place, point,
// sources, declined) is reported in 'meta' deltas for the exchange log.
import { sourcesMarkdown, TEMPLATES, type AssistantSource, type Passage } from '../../../../src/lib/assistant/index';
import type { AssistantSource as Assistants } from '../../chat/assistant-catalogue';
import { CitationFilter } from './citations';
import { assistantQuestion, withSources } from './embedded';
import { groundedMessages } from './grounded-prompt';
import { streamCompletion, type LlmConfig } from './openai-compatible';
import type { AnswerDelta, AnswerMeta, AnswerRequest, ChatProvider } from './provider';
import { textDeltas } from './text-deltas';

/** Passages given to the model: enough for an itinerary's stops, few enough for a small model. */
export const PASSAGES = 8;

/** The place's source, then the points of the cited passages (numbered from 1), first cited first. */
export function citedSources(cited: number[], passages: Passage[], place: AssistantSource): AssistantSource[] {
  const sources = [place];
  for (const passage of cited.map((n) => passages[n - 1])) {
    const pointId = passage?.placeId === place.id ? passage.pointId : null;
    if (!passage || !pointId || sources.some((s) => s.kind === 'point' && s.id === pointId)) continue;
    sources.push({ kind: 'point', id: pointId, placeId: place.id, placeKind: place.placeKind, title: passage.title });
  }
  return sources;
}

export function createGroundedProvider(config: LlmConfig, assistants: Assistants): ChatProvider {
  return {
    name: 'openai-compatible',
    async *answer(request: AnswerRequest): AsyncGenerator<AnswerDelta> {
      const assistant = await assistants.get();
      const question = assistantQuestion(request);
      // One reading of the question: the catalogue's own answer, and what it quotes first.
      const { answer: own, passages: grounded } = assistant.ground(question, PASSAGES);
      const meta = (m: Pick<AnswerMeta, 'sources' | 'declined'>): AnswerDelta => ({
        kind: 'meta',
        meta: { lang: own.lang, kind: own.kind, placeId: own.placeId, pointId: own.pointId, ...m },
      });
      const place = own.sources.find((s) => s.kind === 'place');
      const passages = place ? grounded.filter((p) => p.placeId === place.id) : [];
      if (!place || passages.length === 0) {
        yield meta(own);
        yield* textDeltas(withSources(own), request.signal);
        return;
      }
      // What is known before the model writes: kept if the answer is stopped or cut.
      yield meta({ sources: [], declined: false });
      const filter = new CitationFilter();
      const messages = groundedMessages({
        passages,
        placeName: place.title,
        lang: own.lang,
        history: request.history,
        question: request.question,
      });
      for await (const delta of streamCompletion(config, messages, request.deepThinking, request.signal)) {
        const text = delta.kind === 'content' ? filter.push(delta.text) : delta.text;
        if (text) yield { kind: delta.kind, text };
      }
      // Spaces the model ended on were held back (a marker might have followed): they go.
      const rest = filter.end().trimEnd();
      if (rest) yield { kind: 'content', text: rest };
      if (filter.declined || filter.saidNone) {
        // [none] alone is the catalogue's decline; said after words of its own ("the passages do
        // not say [none]"), the model has declined in them: what the guide can answer follows.
        const t = TEMPLATES[own.lang];
        const offer = t.canAnswer.replaceAll('{p}', place.title);
        yield meta({ sources: [], declined: true });
        yield* textDeltas(filter.declined ? `${t.decline} ${offer}` : `\n\n${offer}`, request.signal);
        return;
      }
      // A model that cited nothing answered from the passages it was given: the catalogue
      // assistant's own sources for the question stand for them.
      const sources = filter.cited.length ? citedSources(filter.cited, passages, place) : own.sources;
      yield meta({ sources, declined: false });
      yield* textDeltas(`\n\n${sourcesMarkdown({ sources, lang: own.lang })}`, request.signal);
    },
  };
}

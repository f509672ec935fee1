// The model answering from the catalogue (retrieval-augmented generation, the default with
// LLM_BASE_URL): the catalogue assistant (src/lib/assistant) first decides whether the
// catalogue answers the question at all. When it does not, its own decline (or its "which
// place?") is the answer and the model is not asked. Otherwise the passages it retrieves go to
// the model, numbered (grounded-prompt.ts); the model's citation markers are taken out of the
// stream (citations.ts) and the passages they name become the source links after the answer.
// The model saying [none] is the same decline. What the answer is (language, place, point,
// sources, declined) is reported in 'meta' deltas for the exchange log.
import { TEMPLATES } from '@assistant/index';
import { textIn, type Passage } from '@assistant/passages';
import type { AssistantCatalogue, AssistantQuestion, AssistantSource } from '@assistant/types';
import type { Locale } from '@contract/locales';
import type { CatalogueAssistant } from '../../chat/assistant-catalogue';
import { sourceLinks } from '../../chat/source-links';
import { CitationFilter } from './citations';
import { groundedMessages } from './grounded-prompt';
import { streamCompletion, type LlmConfig } from './openai-compatible';
import type { AnswerDelta, AnswerRequest, ChatProvider } from './provider';
import { textDeltas } from './text-deltas';

/** Passages given to the model: enough for an itinerary's stops, few enough for a small model. */
export const PASSAGES = 8;

/** The sources the cited passages (numbered from 1) come from: their places, then their points. */
export function citedSources(
  cited: number[],
  passages: Passage[],
  catalogue: AssistantCatalogue,
  lang: Locale,
): AssistantSource[] {
  const used = cited.map((n) => passages[n - 1]).filter((p): p is Passage => p !== undefined);
  const places = [...new Set(used.map((p) => p.placeId))].flatMap((id) => catalogue.places.filter((p) => p.id === id));
  const sources: AssistantSource[] = places.map((p) => ({
    kind: 'place',
    id: p.id,
    placeId: p.id,
    placeKind: p.kind,
    title: textIn(p.name, lang),
  }));
  for (const passage of used) {
    const place = places.find((p) => p.id === passage.placeId);
    const point = place?.points.find((x) => x.id === passage.pointId);
    if (!place || !point || sources.some((s) => s.kind === 'point' && s.id === point.id)) continue;
    sources.push({
      kind: 'point',
      id: point.id,
      placeId: place.id,
      placeKind: place.kind,
      title: textIn(point.name, lang),
    });
  }
  return sources;
}

export function createGroundedProvider(config: LlmConfig, ground: () => Promise<CatalogueAssistant>): ChatProvider {
  return {
    name: 'openai-compatible',
    async *answer(request: AnswerRequest): AsyncGenerator<AnswerDelta> {
      const { assistant, catalogue } = await ground();
      const question: AssistantQuestion = {
        question: request.question,
        uiLang: request.lang,
        placeId: request.place?.id ?? null,
        pointId: request.pointId ?? null,
        history: request.history,
      };
      const own = assistant.answer(question);
      const { lang, kind, placeId, pointId } = own;
      const passages = own.sources.length ? assistant.retrieve(question, PASSAGES) : [];
      if (passages.length === 0) {
        yield { kind: 'meta', meta: { lang, kind, placeId, pointId, sources: own.sources, declined: own.declined } };
        yield* textDeltas(`${own.text}${sourceLinks(own.sources, lang)}`, request.signal);
        return;
      }
      // What is known before the model writes: kept if the answer is stopped or cut.
      yield { kind: 'meta', meta: { lang, kind, placeId, pointId, sources: [], declined: false } };
      const filter = new CitationFilter();
      const messages = groundedMessages({
        passages,
        catalogue,
        lang,
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
      if (filter.declined) {
        yield { kind: 'meta', meta: { lang, kind, placeId, pointId, sources: [], declined: true } };
        const place = catalogue.places.find((p) => p.id === placeId);
        const t = TEMPLATES[lang];
        const decline = place ? `${t.decline} ${t.canAnswer.replace('{p}', textIn(place.name, lang))}` : t.decline;
        yield* textDeltas(decline, request.signal);
        return;
      }
      // A model that cited nothing answered from the passages it was given: the catalogue
      // assistant's own sources for the question stand for them.
      const cited = citedSources(filter.cited, passages, catalogue, lang);
      const sources = cited.length ? cited : own.sources;
      yield { kind: 'meta', meta: { lang, kind, placeId, pointId, sources, declined: false } };
      yield* textDeltas(sourceLinks(sources, lang), request.signal);
    },
  };
}

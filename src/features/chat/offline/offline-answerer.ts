// The offline assistant's decision (pure: it runs in a worker, or on the page where workers are
// missing): the catalogue assistant over the downloaded places answers, unless the question is
// about a place this device knows only by name (seen online, not downloaded): then the visitor
// is told that place needs a download, rather than answered about another one.
import {
  createAssistant,
  type AssistantAnswer,
  type AssistantCatalogue,
  type AssistantPlace,
  type AssistantQuestion,
} from '@/lib/assistant';

export interface PlaceRef {
  id: string;
  kind: AssistantPlace['kind'];
  name: AssistantPlace['name'];
}

export type OfflineOutcome =
  | { kind: 'answer'; answer: AssistantAnswer }
  | { kind: 'not-downloaded'; place: PlaceRef }
  | { kind: 'nothing-downloaded' };

const refOf = (place: AssistantPlace): PlaceRef => ({ id: place.id, kind: place.kind, name: place.name });

export function createOfflineAnswerer(downloaded: AssistantCatalogue, known: AssistantCatalogue) {
  const assistant = downloaded.places.length ? createAssistant(downloaded) : null;
  // Names only: no text to index, so it costs little to build.
  const names = known.places.length ? createAssistant(known) : null;
  const held = new Set(downloaded.places.map((p) => p.id));
  const knownById = new Map(known.places.map((p) => [p.id, p]));

  /** The place the question names, among these places, if any (no page, no conversation). */
  const named = (of: ReturnType<typeof createAssistant> | null, q: AssistantQuestion) =>
    of?.placeNamed(q.question, q.uiLang) ?? null;

  return {
    /** Builds every index ahead of the first question. */
    warm(): void {
      assistant?.warmNames();
      names?.warmNames();
    },

    answer(q: AssistantQuestion): OfflineOutcome {
      const elsewhere = named(names, q);
      if (elsewhere && !named(assistant, q)) return { kind: 'not-downloaded', place: refOf(knownById.get(elsewhere)!) };
      // Asked on the page of a place not downloaded, naming none that is.
      const page = q.placeId && !held.has(q.placeId) ? knownById.get(q.placeId) : undefined;
      if (page && !named(assistant, q)) return { kind: 'not-downloaded', place: refOf(page) };
      if (!assistant) return { kind: 'nothing-downloaded' };
      return { kind: 'answer', answer: assistant.answer(q) };
    },
  };
}

export type OfflineAnswerer = ReturnType<typeof createOfflineAnswerer>;

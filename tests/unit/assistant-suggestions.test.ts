// Every question the chat suggests, asked of the catalogue assistant over the shipped content,
// in every language: the general ones the server seeds (content/assistant.json and its
// translations, with no place), and those of "Ask about this" at every place, stop and exhibit
// (src/lib/assistant/suggestions.ts, sent with the place and point as the app sends them).
// Each must be answered, in its own language, from a source: not declined, no "which place?".
// At a stop, the answer uses the stop; at a place, that place.
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { contentCatalogue } from '../../content/scripts/lib/assistant-catalogue';
import { readAssistant, type AssistantConfig } from '../../server/src/db/seed/assistant';
import { createAssistant } from '../../src/lib/assistant';
import { contextSuggestions } from '../../src/lib/assistant/suggestions';
import type { AssistantAnswer, AssistantPlace } from '../../src/lib/assistant/types';
import { LOCALES, type Locale } from '../../src/lib/contract/locales';

// The first answers build every place's index in every language (seconds on a loaded machine).
vi.setConfig({ testTimeout: 120_000 });

const catalogue = contentCatalogue();
const assistant = createAssistant(catalogue);
// Paid stops are asked as their buyer would: the story is then there to quote.
const unlocks = { pointIds: [], placeIds: catalogue.places.map((p) => p.id) };

interface Asked {
  lang: Locale;
  question: string;
  placeId?: string;
  /** The stop the answer must use (the questions about the stop itself). */
  pointId?: string;
  /** Sent as the chat's context, without requiring the answer to use it (a question about the place). */
  atPoint?: string;
}

/** What is wrong with the answer, or null. */
function fault(asked: Asked, answer: AssistantAnswer): string | null {
  if (answer.declined) return 'declined';
  if (answer.sources.length === 0) return 'no source (a "which place?" or a list)';
  if (answer.lang !== asked.lang) return `answered in ${answer.lang}`;
  if (asked.placeId && answer.placeId !== asked.placeId) return `about ${answer.placeId}`;
  if (asked.pointId && !answer.sources.some((s) => s.kind === 'point' && s.id === asked.pointId))
    return 'does not use the stop';
  return null;
}

function faults(cases: Asked[]): string[] {
  return cases.flatMap((asked) => {
    const answer = assistant.answer({
      question: asked.question,
      uiLang: asked.lang,
      placeId: asked.placeId ?? null,
      pointId: asked.pointId ?? asked.atPoint ?? null,
      history: [],
      unlocks,
    });
    const wrong = fault(asked, answer);
    return wrong ? [`${asked.lang} ${asked.pointId ?? asked.placeId ?? '-'} "${asked.question}": ${wrong}`] : [];
  });
}

const placeOf = (place: AssistantPlace) => ({ id: place.id, kind: place.kind, name: place.name });

describe('the suggested questions are ones the assistant answers', () => {
  let general: AssistantConfig;
  beforeAll(async () => {
    general = (await readAssistant(resolve('content')))!;
  });

  it('the general ones, with no place, in all 11 languages', () => {
    expect(Object.keys(general).sort()).toEqual([...LOCALES].sort());
    const cases = LOCALES.flatMap((lang) => general[lang]!.questions.map((question) => ({ lang, question })));
    expect(cases.length).toBeGreaterThanOrEqual(LOCALES.length * 3);
    expect(faults(cases)).toEqual([]);
  });

  it('at every place, in all 11 languages', () => {
    const cases = catalogue.places.flatMap((place) =>
      LOCALES.flatMap((lang) =>
        contextSuggestions(lang, placeOf(place)).questions.map((question) => ({ lang, question, placeId: place.id })),
      ),
    );
    expect(cases.length).toBe(catalogue.places.length * LOCALES.length * 4);
    expect(faults(cases)).toEqual([]);
  });

  it('at every stop and exhibit, in all 11 languages', () => {
    const cases = catalogue.places.flatMap((place) =>
      place.points.flatMap((point) =>
        LOCALES.flatMap((lang) =>
          contextSuggestions(lang, placeOf(place), point).questions.map((question, index) => ({
            lang,
            question,
            placeId: place.id,
            ...(index < 2 ? { pointId: point.id } : { atPoint: point.id }),
          })),
        ),
      ),
    );
    expect(cases.length).toBeGreaterThan(90 * LOCALES.length * 3);
    expect(faults(cases)).toEqual([]);
  });
});

describe('the greeting at a stop', () => {
  it('names the stop, its number and its place in the language of the chat', () => {
    const place = catalogue.places.find((p) => p.id === 'bj-palace-museum')!;
    const point = place.points[0]!;
    for (const lang of LOCALES) {
      const { greeting, questions } = contextSuggestions(lang, placeOf(place), point);
      expect(greeting).toContain(`**${point.name[lang]}**`);
      expect(greeting).toContain(point.stopNumber);
      expect(greeting).toContain(place.name[lang]);
      expect(new Set(questions).size).toBe(questions.length);
    }
    // An exhibit with an era is asked its age; a scenic stop what to look out for.
    expect(contextSuggestions('en', placeOf(place), point).questions).toContain('How old is it?');
    const tai = catalogue.places.find((p) => p.id === 'ta-mount-tai')!;
    expect(contextSuggestions('en', placeOf(tai), tai.points[0]).questions).toContain(
      'What should I look out for here?',
    );
  });
});

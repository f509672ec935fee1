// The greeting and suggested questions of the chat opened with a context ("Ask about this" on a
// stop, an exhibit or a place), in the visitor's language. Pure, like the rest of the assistant:
// the app shows them with no network, and the unit test asks every one of them, in every
// language, of the assistant over the whole catalogue (suggestions.test.ts).
import type { Locale } from '../contract/locales';
import { SUGGESTION_TEXTS } from './suggestion-texts';

type Text = Partial<Record<Locale, string>>;

export interface SuggestionPlace {
  id: string;
  kind: 'scenic' | 'museum';
  name: Text;
}

export interface SuggestionPoint {
  id: string;
  stopNumber: string;
  name: Text;
  /** An exhibit's era: its age is then worth asking. */
  era?: Text | null;
}

export interface Suggestions {
  /** Markdown (the names in bold). */
  greeting: string;
  questions: string[];
}

const nameIn = (text: Text, lang: Locale) => text[lang] ?? text.en ?? text.cn ?? '';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * About a point when one is given (it belongs to the place), else about the place. At a point
 * the first two questions are about the point, the last about the place.
 */
export function contextSuggestions(lang: Locale, place: SuggestionPlace, point?: SuggestionPoint | null): Suggestions {
  const texts = SUGGESTION_TEXTS[lang];
  const values = { pl: nameIn(place.name, lang), p: point ? nameIn(point.name, lang) : '', n: point?.stopNumber ?? '' };
  if (!point) {
    // No opening hours: the place's page shows them, and for a river cruise there are none to give.
    const { greeting, highlights, tickets, directions, itinerary } = texts.place;
    return { greeting: fill(greeting, values), questions: [highlights, tickets, directions, itinerary] };
  }
  if (place.kind === 'museum') {
    const { greeting, story, age, look, hours } = texts.exhibit;
    const dated = Object.values(point.era ?? {}).some(Boolean);
    return { greeting: fill(greeting, values), questions: [story, dated ? age : look, hours] };
  }
  const { greeting, story, look, time } = texts.stop;
  return { greeting: fill(greeting, values), questions: [story, look, time] };
}

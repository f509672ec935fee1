// The place a question is about when it names none and the visitor is on no place's page and
// in no conversation about one: the place whose texts hold the question's words, the rare
// words weighing most ("the Tang mural gallery" is the Shaanxi History Museum's; "museum"
// says nothing), when one place clearly holds more of them than any other. A place named
// with a slip too weak to count alone ("реке Ли") tips the balance. Introductions are not read:
// they name other places to compare.
import type { Locale } from '../contract/locales';
import type { Passage } from './passages';
import type { PassageIndex } from './search';
import type { AssistantPlace } from './types';

/** The share of the question's weight a place's best passage must hold, and its lead on the next. */
const ENOUGH = 0.6;
const LEAD = 0.25;
/** The chosen place's passage must hold a word at most this many places' texts use. */
const RARE = 3;
/** A place named weakly (a slip, a part of its name) counts this much more. */
const NAMED_WEAKLY = 0.3;

export interface ContentEvidence {
  terms: string[];
  lang: Locale;
  places: AssistantPlace[];
  indexOf: (place: AssistantPlace, lang: Locale) => PassageIndex;
  /** How many places' texts in `lang` use a term. */
  spread: (term: string) => number;
  /** Whether a passage holds a term (as coverage does: a word, its start, a part). */
  holds: (p: Passage, term: string) => boolean;
  /** Places the question names too weakly to count alone. */
  weak: Set<string>;
  may: (p: Passage) => boolean;
}

/**
 * A piece of a Thai word the segmenter cut from one it does not know (ซิ of ซิมการ์ด, a SIM
 * card): two letters or fewer say nothing of a place.
 */
const fragment = (term: string) => /^\p{Script=Thai}{1,2}$/u.test(term);

export function placeFromContent(e: ContentEvidence): AssistantPlace | null {
  const known = e.terms.filter((t) => e.spread(t) > 0);
  if (known.length === 0) return null;
  const weight = new Map(known.map((t) => [t, 1 / e.spread(t)]));
  const total = [...weight.values()].reduce((a, b) => a + b, 0);
  const scored = e.places
    .map((place) => {
      // Not from the introduction: it names other places to compare ("with the Summer Palace").
      const hits = e
        .indexOf(place, e.lang)
        .search(known.join(' '), (p) => p.kind !== 'intro' && e.may(p))
        .slice(0, 5);
      let best = 0;
      let rare = false;
      for (const { passage } of hits) {
        const held = known.filter((t) => e.holds(passage, t));
        const share = held.reduce((sum, t) => sum + weight.get(t)!, 0) / total;
        if (share > best) {
          best = share;
          rare = held.some((t) => e.spread(t) <= RARE && !fragment(t));
        }
      }
      return { place, score: best + (e.weak.has(place.id) ? NAMED_WEAKLY : 0), rare };
    })
    .sort((a, b) => b.score - a.score);
  const [first, second] = scored;
  if (!first || !first.rare || first.score < ENOUGH) return null;
  return first.score - (second?.score ?? 0) >= LEAD ? first.place : null;
}

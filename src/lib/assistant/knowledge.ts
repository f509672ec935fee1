// What the assistant knows of the catalogue's words, worked out when first needed: one BM25
// index per place and language (search.ts), in how many places' texts each term occurs (in
// any language, and in one), each place's words as a lexicon (subject.ts), and the words no
// text uses at all (a place or thing the catalogue does not have).
import { LOCALES, type Locale } from '../contract/locales';
import { placePassages } from './passages';
import { createPassageIndex, type PassageIndex } from './search';
import { chained, createLexicon, type Lexicon } from './subject';
import { CJK_PAIR, tokenize } from './text';
import type { AssistantCatalogue, AssistantPlace } from './types';

/** A Korean character pair whose second syllable is an ending (하다, -는, -을, -고...). */
const KOREAN_ENDING = /^\p{Script=Hangul}[할하한해했된될돼는은을를가에고게지나요까면서던려]$/u;

/** Each two words of a text that follow one another, as "a b" (tokenize's words). */
export const wordPairs = (text: string) =>
  tokenize(text).flatMap((w, i, all) => (i + 1 < all.length ? [`${w} ${all[i + 1]}`] : []));

export function createKnowledge(catalogue: AssistantCatalogue) {
  const indexes = new Map<string, PassageIndex>();
  const indexOf = (place: AssistantPlace, lang: Locale): PassageIndex => {
    const key = `${place.id}/${lang}`;
    let index = indexes.get(key);
    if (!index) {
      index = createPassageIndex([...placePassages(place, lang)]);
      indexes.set(key, index);
    }
    return index;
  };

  // In how many places' texts (any language) each term occurs.
  let everywhere: Map<string, number> | null = null;
  function spread(): Map<string, number> {
    if (everywhere) return everywhere;
    const counts = new Map<string, Set<string>>();
    for (const place of catalogue.places)
      for (const lang of LOCALES)
        for (const term of indexOf(place, lang).vocabulary) {
          if (!counts.has(term)) counts.set(term, new Set());
          counts.get(term)!.add(place.id);
        }
    everywhere = new Map([...counts].map(([term, ids]) => [term, ids.size]));
    return everywhere;
  }

  // In how many places' texts in one language each term occurs.
  const byLang = new Map<Locale, Map<string, number>>();
  function spreadIn(lang: Locale): Map<string, number> {
    let counts = byLang.get(lang);
    if (!counts) {
      counts = new Map();
      for (const place of catalogue.places)
        for (const term of indexOf(place, lang).vocabulary) counts.set(term, (counts.get(term) ?? 0) + 1);
      byLang.set(lang, counts);
    }
    return counts;
  }

  // In how many places' texts in one language each pair of words that follow one another occurs
  // ("loi phong": a Vietnamese word is mostly two syllables, and one syllable tells little).
  const pairsByLang = new Map<Locale, Map<string, number>>();
  function pairSpreadIn(lang: Locale): Map<string, number> {
    let counts = pairsByLang.get(lang);
    if (!counts) {
      counts = new Map();
      for (const place of catalogue.places) {
        const seen = new Set<string>();
        for (const passage of indexOf(place, lang).passages) for (const pair of wordPairs(passage.text)) seen.add(pair);
        for (const pair of seen) counts.set(pair, (counts.get(pair) ?? 0) + 1);
      }
      pairsByLang.set(lang, counts);
    }
    return counts;
  }

  const lexicons = new Map<string, Lexicon>();
  /** A place's words in a language (null: every place's) as a lexicon (subject.ts). */
  const lexiconOf = (place: AssistantPlace | null, lang: Locale): Lexicon => {
    const key = `${place?.id ?? '*'}/${lang}`;
    let lexicon = lexicons.get(key);
    if (!lexicon) {
      const words = place
        ? indexOf(place, lang).vocabulary
        : catalogue.places.flatMap((p) => [...indexOf(p, lang).vocabulary]);
      lexicons.set(key, (lexicon = createLexicon(words)));
    }
    return lexicon;
  };

  /** A word no text of the catalogue uses, in any language: likely a place or thing it does not have. */
  const unheardOf = (terms: string[]) => {
    const unknown = terms.filter((t) => !/\d/.test(t) && !spread().has(t));
    // A Chinese or Japanese name of three characters or more leaves two unknown character pairs
    // that follow one another (卢浮, 浮宫), not two apart (月份 … 高反: colloquial words).
    // (A Korean pair that ends in a verb's or a particle's syllable, "동할" of 이동할, is no name's.)
    const pairs = unknown.filter((t) => CJK_PAIR.test(t) && !KOREAN_ENDING.test(t));
    return unknown.some((t) => t.length >= 4 && !pairs.includes(t)) || chained(pairs);
  };

  return { indexOf, spread, spreadIn, pairSpreadIn, lexiconOf, unheardOf };
}

export type Knowledge = ReturnType<typeof createKnowledge>;

/**
 * Latin and Cyrillic words name a place when written with a capital inside the sentence ("the
 * Louvre"), or first when a comma follows or the question is a few words ("Louvre, what time does
 * it open?", "Louvre opening hours").
 */
export function namesSomething(question: string) {
  const words = question.trim().split(/\s+/);
  const first = words.length <= 4 || /^[^,:，]+[,:，]/u.test(words[0] ?? '') ? 0 : 1;
  const capitalised = new Set(
    words
      .slice(first)
      .filter((w) => /^\p{Lu}/u.test(w))
      .flatMap((w) => tokenize(w)),
  );
  return (term: string) => !/^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u.test(term) || capitalised.has(term);
}

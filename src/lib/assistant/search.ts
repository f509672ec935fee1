// BM25 search over one place's passages in one language (MiniSearch: docs/decisions/0059).
// One small index per place and language, built when first asked: the server builds the
// places it is asked about, the app the places it has downloaded.
import MiniSearch from 'minisearch';
import type { Passage } from './passages';
import { tokenize } from './text';

export interface Scored {
  passage: Passage;
  score: number;
}

const LATIN_OR_CYRILLIC = /^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u;

export function createPassageIndex(passages: Passage[]) {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const index = new MiniSearch<Passage>({
    idField: 'id',
    fields: ['text', 'title'],
    tokenize,
    processTerm: (term) => term,
  });
  index.addAll(passages);
  const vocabulary = new Set<string>();
  for (const p of passages) for (const t of tokenize(`${p.text} ${p.title}`)) vocabulary.add(t);
  const stems = new Set(
    [...vocabulary].filter((t) => LATIN_OR_CYRILLIC.test(t) && t.length >= 5).map((t) => t.slice(0, 5)),
  );

  return {
    passages,
    /** Every term of the passages. */
    vocabulary: vocabulary as ReadonlySet<string>,
    /** Passages for the query, best first; `filter` keeps some. */
    search(query: string, filter?: (p: Passage) => boolean): Scored[] {
      if (!query.trim()) return [];
      const results = index.search(query, {
        combineWith: 'OR',
        boost: { text: 1, title: 0.3 },
        // "crowd" finds "crowded", "climb" finds "climbers": word starts of Latin and Cyrillic words.
        prefix: (term) => LATIN_OR_CYRILLIC.test(term) && term.length >= 4,
        filter: filter ? (r) => filter(byId.get(String(r.id))!) : undefined,
      });
      return results.map((r) => ({ passage: byId.get(String(r.id))!, score: r.score }));
    },
    /** Whether the passages use a term (a Latin or Cyrillic word also by its first five letters). */
    knows(term: string): boolean {
      if (vocabulary.has(term)) return true;
      return LATIN_OR_CYRILLIC.test(term) && term.length >= 5 && stems.has(term.slice(0, 5));
    },
  };
}

export type PassageIndex = ReturnType<typeof createPassageIndex>;

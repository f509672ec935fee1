// Which sentences of a place answer one kind of question: those of the texts that speak of it
// (the hours, the booking text, the tips...) that say it in their words (cues-say.ts), ranked
// by that and by how well they match the question (BM25), in the order they are written.
import type { Locale } from '../contract/locales';
import type { AskKind } from './cues-ask';
import { says } from './cues';
import { FREE, MONEY, TIME_OF_DAY } from './cues-say';
import type { Passage, PassageKind } from './passages';
import type { PassageIndex } from './search';

const FIELDS: Record<AskKind, PassageKind[]> = {
  hours: ['hours'],
  price: ['hours', 'reservation', 'tips'],
  booking: ['reservation', 'hours', 'tips'],
  directions: ['address', 'tips', 'hours'],
  duration: ['tips', 'hours', 'intro'],
  bring: ['tips', 'reservation'],
  rules: ['tips', 'reservation', 'hours'],
  accessibility: ['tips', 'hours'],
  highlights: ['tips', 'intro', 'hall'],
  itinerary: ['tips'],
  tips: ['tips'],
  story: ['narration', 'guide', 'facts'],
};

const LIMIT: Record<AskKind, number> = {
  hours: 3,
  price: 3,
  booking: 3,
  directions: 3,
  duration: 2,
  bring: 2,
  rules: 2,
  accessibility: 2,
  highlights: 2,
  itinerary: 2,
  tips: 4,
  story: 3,
};

export interface Ranked {
  passage: Passage;
  score: number;
  /** From the kind's first text (the hours for hours, the booking text for booking). */
  own: boolean;
}

/** BM25 scores of the place's passages for the query, scaled to 0..1. */
export function relevance(index: PassageIndex, query: string, filter?: (p: Passage) => boolean): Map<string, number> {
  const hits = index.search(query, filter);
  const top = hits[0]?.score ?? 1;
  return new Map(hits.map((h) => [h.passage.id, h.score / top]));
}

const byReading = (fields: PassageKind[]) => {
  const rank = (p: Passage) => (fields.includes(p.kind) ? fields.indexOf(p.kind) : fields.length);
  return (a: Passage, b: Passage) => rank(a) - rank(b) || a.order - b.order;
};

export function selectFor(
  kind: AskKind,
  index: PassageIndex,
  lang: Locale,
  query: string,
  limit = LIMIT[kind],
): Passage[] {
  const fields = FIELDS[kind];
  const placeLevel = (p: Passage) => p.pointId === null && (p.kind !== 'hall' || fields.includes('hall'));
  const rel = relevance(index, query, placeLevel);
  const ranked: Ranked[] = [];
  for (const p of index.passages.filter(placeLevel)) {
    const field = fields.indexOf(p.kind);
    const match = rel.get(p.id) ?? 0;
    let cue = kind === 'tips' ? (field >= 0 ? 1 : 0) : says(kind, p.text, lang);
    if (kind === 'directions' && p.kind === 'address') cue += 2;
    // A sentence of the hours text that only gives prices is not an opening time.
    if (kind === 'hours' && cue < 2 && says('price', p.text, lang) >= 2) cue = 0;
    // A sentence that gives the opening times is first of all that, not the way round ("6:30–16:30;
    // cable cars post the exact times"): the way itself first.
    if (kind === 'accessibility' && cue > 0 && TIME_OF_DAY.test(p.text)) cue = Math.min(cue, 1) / 2;
    // Other texts count only when they match the question well ("is the museum next door open").
    if (cue === 0 || (field < 0 && match < 0.8)) continue;
    const prior = field === 0 ? 0.6 : field === 1 ? 0.3 : 0;
    ranked.push({ passage: p, score: Math.min(cue, 2) + prior + 1.5 * match, own: field === 0 });
  }
  ranked.sort((a, b) => b.score - a.score);
  // Keep the strong ones, within reach of the best, and every sentence of the kind's own text
  // that says it (the booking text is the answer to "how do I book").
  const best = ranked[0]?.score ?? 0;
  // (Thai, which a space parts into clauses, each a passage: twice as many of them.)
  const kept = ranked.filter((r) => r.score >= best * 0.5 || r.own).slice(0, lang === 'th' ? limit * 2 : limit);
  const read = kept.map((r) => r.passage).sort(byReading(fields));
  // A price's sentences that give a sum (or say it is free) first: the hours by season that the
  // ticket text opens with ("旺季…6:30–16:30") come after the ticket's price.
  if (kind !== 'price') return read;
  const sums = (p: Passage) => MONEY.test(p.text) || FREE.test(p.text);
  return [...read.filter(sums), ...read.filter((p) => !sums(p))];
}

// Answers found by retrieval rather than by kind (issue 19): the passages of the place that hold
// most of the question's subject words (BM25, then a coverage test), and the sentence that
// speaks of a subject the content rarely covers (lodging, food, weather...: cues-topics.ts).
import type { Section } from './compose';
import { quote, type ComposeContext } from './context';
import { attributesOf, says } from './cues';
import type { AskKind } from './cues-ask';
import { textIn, type Passage } from './passages';
import { fill, TEMPLATES } from './templates';
import { fold, tokenize } from './text';

/** How many of the question's subject words the best passage of an open question must hold. */
export const OTHER_COVERAGE = 0.5;

const LATIN_OR_CYRILLIC = /^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u;
const THAI_WORD = /^\p{Script=Thai}{3,}$/u;

export function createOpenAnswers() {
  // A passage's words and folded text, worked out once: open answers read them for every question.
  const words = new Map<string, Set<string>>();
  const lists = new Map<string, string[]>();
  const listOf = (p: Passage) => {
    let list = lists.get(p.id);
    if (!list) lists.set(p.id, (list = [...wordsOf(p)]));
    return list;
  };
  const folded = new Map<string, string>();
  const wordsOf = (p: Passage) => {
    let set = words.get(p.id);
    if (!set) words.set(p.id, (set = new Set(tokenize(`${p.text} ${p.title}`))));
    return set;
  };
  const foldedOf = (p: Passage) => {
    let text = folded.get(p.id);
    if (text === undefined) folded.set(p.id, (text = fold(p.text)));
    return text;
  };

  const holds = (p: Passage, t: string) => {
    const set = wordsOf(p);
    return (
      set.has(t) ||
      (/\p{Script=Hiragana}/u.test(t) && foldedOf(p).includes(t)) ||
      (t.length >= 5 && listOf(p).some((w) => w.startsWith(t.slice(0, 5)) || (t.length >= 6 && w.includes(t)))) ||
      // A short word with an ending ("rent" in "rented", "bike" in "bikes").
      (t.length === 4 &&
        LATIN_OR_CYRILLIC.test(t) &&
        listOf(p).some((w) => w.startsWith(t) && w.length - t.length <= 3))
    );
  };

  /**
   * Within a place's passages, as an answer is sought: Thai is cut into words by a dictionary
   * that may cut one word two ways (จัด|แสดง, and จัด|แส|ดง before คอลเลกชัน), so a word of three
   * letters or more is also held where it is written. (Not in finding the place: "วัด" is written
   * in many a name.)
   */
  const holdsHere = (p: Passage, t: string) => holds(p, t) || (THAI_WORD.test(t) && foldedOf(p).includes(t));

  /** The share of `terms` a passage holds: a word's start ("crowd" in "crowded") or, long, a part. */
  function coverage(p: Passage, terms: string[]): number {
    return terms.filter((t) => holds(p, t)).length / terms.length;
  }

  /**
   * How much each word weighs in a place's passages (rare words more: inverse document
   * frequency). A word none of them holds weighs nothing when other places' texts use it (a
   * word of the question's phrasing), and as much as the heaviest when no text does (it names
   * something the answer must hold).
   */
  function weights(passages: Passage[], terms: string[], heard: (t: string) => boolean): Map<string, number> {
    const n = passages.length;
    const known = new Map<string, number>();
    for (const t of terms) {
      const df = passages.filter((p) => holdsHere(p, t)).length;
      if (df > 0) known.set(t, Math.log(1 + n / df));
    }
    const heaviest = Math.max(0, ...known.values());
    for (const t of terms) if (!known.has(t) && !heard(t)) known.set(t, heaviest);
    return known;
  }

  /**
   * The passages that hold most of the question's subject words, weighed (an open question, or
   * what a kind's sentences leave out); `may` narrows them (readable, a point's, a subject's).
   */
  function openAnswer(
    ctx: ComposeContext,
    terms: string[],
    may: (p: Passage) => boolean,
    heard: (t: string) => boolean = () => true,
  ): Section | null {
    if (terms.length === 0) return null;
    const weight = weights(ctx.index.passages, terms, heard);
    const total = [...weight.values()].reduce((a, b) => a + b, 0);
    if (total === 0) return null;
    const cover = (p: Passage) => [...weight].reduce((sum, [t, w]) => sum + (holdsHere(p, t) ? w : 0), 0) / total;
    // BM25 on the subject words; long words also by a scan (a compound holds them).
    const found = ctx.index.search(terms.join(' '), may).map((h) => h.passage);
    const scanned = ctx.index.passages.filter(
      (p) => may(p) && terms.some((t) => (t.length >= 6 || THAI_WORD.test(t)) && foldedOf(p).includes(t)),
    );
    // Asked for a measure, a date or a number: the sentences that give one first.
    const marks = attributesOf(ctx.query, ctx.u.lang);
    const gives = (p: Passage) => (marks.some((m) => m.test(p.text)) ? 1 : 0);
    const ranked = [...new Set([...found.slice(0, 8), ...scanned])]
      .map((p) => ({ p, cover: cover(p) }))
      .filter((x) => x.cover >= OTHER_COVERAGE)
      .sort((a, b) => b.cover - a.cover || gives(b.p) - gives(a.p))
      .map((x) => x.p);
    // The place's own texts first, and the best stop's story that speaks of it too (where to see
    // the sunrise is told at that summit), under the stop's name.
    const told = ranked.find((p) => p.pointId !== null);
    // A stop's sentence that gives the number asked outweighs the place's that do not.
    const general = ranked
      .filter((p) => p.pointId === null && !(marks.length && told && gives(told) && !gives(p)))
      .slice(0, 2);
    if (general.length === 0 && !told) return null;
    const { lang, place } = ctx.u;
    const point = told ? place.points.find((x) => x.id === told.pointId) : undefined;
    // The stop's next sentence, when it says what the question asks ("the path stays almost
    // level", asked whether there is a walk without stairs).
    const at = told ? ctx.index.passages.indexOf(told) : -1;
    const next = at >= 0 ? ctx.index.passages[at + 1] : undefined;
    const asked = ctx.u.kinds.filter((k): k is AskKind => k !== 'other' && k !== 'overview' && k !== 'story');
    const more =
      next && next.pointId === told!.pointId && may(next) && asked.some((k) => says(k, next.text, lang) > 0)
        ? next
        : undefined;
    const parts = [
      general.length
        ? `${fill(TEMPLATES[lang].label.other, { p: textIn(place.name, lang) })} ${quote(general, lang)}`
        : '',
      told && point ? `**${textIn(point.name, lang)}**: ${told.text}${more ? ` ${more.text}` : ''}` : '',
    ].filter(Boolean);
    const [heading, ...rest] = parts.join('\n\n').split(/(?<=:|：) /u);
    return {
      kind: 'other',
      heading: heading!,
      body: rest.join(' '),
      passages: [...general, ...(told ? [told] : []), ...(more ? [more] : [])],
      points: point ? [point] : [],
    };
  }

  /** The best sentences that speak of a subject (`fits`), ranked by the question's words. */
  function topicAnswer(ctx: ComposeContext, fits: (p: Passage) => boolean): Section | null {
    const ranked = ctx.index.search(ctx.query, fits).map((h) => h.passage);
    const best = new Set([...new Set([...ranked, ...ctx.index.passages.filter(fits)])].slice(0, 2));
    // In the order the guide writes them.
    const found = ctx.index.passages.filter((p) => best.has(p));
    return found.length ? otherSection(ctx, found) : null;
  }

  return { openAnswer, topicAnswer, coverage };
}

/** The passages quoted as they are, under "From the guide to {place}". */
export function otherSection(ctx: ComposeContext, found: Passage[]): Section {
  const { lang, place } = ctx.u;
  const heading = fill(TEMPLATES[lang].label.other, { p: textIn(place.name, lang) });
  return { kind: 'other', heading, body: quote(found, lang), passages: found, points: [] };
}

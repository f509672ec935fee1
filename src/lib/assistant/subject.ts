// Whether the catalogue speaks of what a question is about (issue 19: decline only when nothing
// in the catalogue speaks to the subject). A question's subject is what is left of it once the
// place's name, the asking words and the stop words are gone, plus the things a cue names
// ("drone", "taxi": cues-objects.ts). A word the place's texts use (as written, with another
// ending, with a slip, or inside a compound) is known there; a word few places' texts use, or
// none, names something particular. A subject none of whose words the place's texts know, one
// of them particular, is something the guide does not cover there: the toilets, parking, a
// dentist, a drone, a high-speed train ticket.
import { editDistance } from './names';
import { CJK_PAIR, compoundHeads } from './text';

const LATIN_OR_CYRILLIC = /^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u;
const THAI = /^\p{Script=Thai}+$/u;

/** The longest common start of two words. */
const common = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
};

/** Slips allowed in a word of this length: none under 5 letters, one, two from 8. */
const slips = (n: number) => (n >= 8 ? 2 : n >= 5 ? 1 : 0);

/**
 * A set of words and the ways a question's word may be one of them: itself; for Latin and
 * Cyrillic words, the same stem with another ending ("architect", "architecture"), one or two
 * slips ("beijng"), or a part of a compound ("rodelbahn" in "sommerrodelbahn"); Thai words
 * inside longer ones. Chinese, Japanese and Korean terms (character and syllable pairs) as
 * they are.
 */
export function createLexicon(words: Iterable<string>) {
  const all = new Set(words);
  const byFirst = new Map<string, string[]>();
  const long: string[] = [];
  const thai: string[] = [];
  for (const w of all) {
    if (THAI.test(w)) thai.push(w);
    if (!LATIN_OR_CYRILLIC.test(w) && !THAI.test(w)) continue;
    const list = byFirst.get(w[0]!) ?? [];
    list.push(w);
    byFirst.set(w[0]!, list);
    if (w.length >= 8) long.push(w);
  }
  /** Whether a word of the set starts with `start` ("swim" in "swimming"; CJK and Thai: holds it). */
  const hasStart = (start: string): boolean => {
    if (all.has(start)) return true;
    if (!LATIN_OR_CYRILLIC.test(start) && !THAI.test(start)) return false;
    return start.length >= 3 && (byFirst.get(start[0]!) ?? []).some((w) => w.startsWith(start));
  };
  /** German writes a compound as one word ("Glockenkonzerte"): a word of the set, then the start of one. */
  const compound = (term: string): boolean =>
    LATIN_OR_CYRILLIC.test(term) &&
    compoundHeads(term, (w) => all.has(w)).some(({ tail }) => hasStart(tail.slice(0, 6)));
  return {
    hasStart,
    has(term: string): boolean {
      if (all.has(term)) return true;
      // Thai writes compounds as one word ("ลงน้ำ"): a word inside one counts.
      if (THAI.test(term))
        return term.length >= 3 && thai.some((w) => w.includes(term) || (w.length >= 3 && term.includes(w)));
      if (!LATIN_OR_CYRILLIC.test(term) || term.length < 4) return false;
      const k = slips(term.length);
      for (const w of byFirst.get(term[0]!) ?? []) {
        const n = common(term, w);
        if (n >= Math.max(5, Math.max(term.length, w.length) - 3)) return true;
        if (k > 0 && Math.abs(w.length - term.length) <= k && editDistance(term, w, k) <= k) return true;
      }
      return (term.length >= 6 && long.some((w) => w.includes(term))) || compound(term);
    },
  };
}

export type Lexicon = ReturnType<typeof createLexicon>;

export interface SubjectEvidence {
  /** The question's subject words (see above), and the things its cues name (their stems). */
  terms: string[];
  objects: string[];
  /** The place's texts in the question's language. */
  here: Lexicon;
  /** The passages the answer quotes. */
  quoted: Lexicon;
  /** Every place's texts in the question's language. */
  catalogue: Lexicon;
}

/** A cue of six letters or more stands for its stem ("baigner": "baign", as in "baignade"). */
export const stem = (o: string) => (SPELLED.test(o) && o.length >= 6 ? o.slice(0, Math.max(5, o.length - 2)) : o);

const SPELLED = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Thai}]+$/u;

/** A grammatical character (的, a measure word): no part of a name. */
const GRAMMAR_CHAR = /[的了点點件些个個吗嗎呢吧得着著]/u;
/** A character of a figure written out (三十, 十幾): a count or a measure. */
const FIGURE_CHAR = /[一二三四五六七八九十百千万萬两兩幾几]/u;
/** Whether two of the character pairs follow one another in a run (卢浮 and 浮宫 of 卢浮宫). */
export const chained = (pairs: string[]) => {
  // (A pair with a grammatical character, 的 or a measure word, is no part of a name: "件厚点的衣服".
  // Nor one with a figure's character: "三十幾度" is a count, "平地三十" no name.)
  const named = pairs.filter((p) => !GRAMMAR_CHAR.test(p) && !FIGURE_CHAR.test(p));
  return named.some((a) => named.some((b) => a !== b && [...a][1] === [...b][0]));
};

/** Words a subject is made of: pairs of CJK characters and Hangul, and words of 3 letters or more. */
export const subjectTerms = (terms: string[]) =>
  terms.filter((t) => CJK_PAIR.test(t) || (SPELLED.test(t) && t.length >= 3));

/**
 * The subject is foreign to the place: the things its cues name are neither in the place's
 * texts nor anywhere in the catalogue's; or none of its words is in the place's texts or the
 * answer, and one of them names something no text uses (a word of four letters or more, or two
 * CJK pairs: a name of three characters or more).
 */
export function foreignSubject(e: SubjectEvidence): boolean {
  const stems = e.objects.map(stem);
  const unknown = stems.filter((o) => !e.here.hasStart(o) && !e.quoted.hasStart(o));
  if (stems.length && unknown.length === stems.length && unknown.every((o) => !e.catalogue.hasStart(o))) return true;
  const terms = subjectTerms(e.terms);
  if (terms.length === 0 || unknown.length < stems.length || terms.some((t) => e.here.has(t) || e.quoted.has(t)))
    return false;
  const unheard = terms.filter((t) => !e.catalogue.has(t));
  const pairs = unheard.filter((t) => CJK_PAIR.test(t));
  return unheard.some((t) => !CJK_PAIR.test(t) && t.length >= 4) || pairs.length >= 2;
}

/** Object cues as the lexicons hold words: CJK and Korean as their pairs, others their longest word. */
export function objectTerms(objects: string[], tokenize: (text: string) => string[]): string[] {
  return objects.flatMap((o) => {
    const words = tokenize(o);
    if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(o)) {
      const pairs = words.filter((w) => [...w].length === 2);
      return pairs.length ? pairs : words;
    }
    return words.sort((a, b) => b.length - a.length).slice(0, 1);
  });
}

// Words and sentences of any of the 11 languages, the same way for the catalogue's passages
// and for the visitor's question, in Node and in the browser (Intl.Segmenter only).
// Chinese and Japanese are cut into overlapping character pairs (and single characters):
// a dictionary segmenter cuts 门票 in one text and 门|票 in another, pairs match either way.
// Thai is cut by Intl.Segmenter; Korean words are cut into pairs too, which finds 태산 in
// 태산은 (particles are written onto the word). Latin and Cyrillic words are lower-cased and
// their diacritics folded, so "Musée" matches "musee" and "Đà" matches "da".
import type { Locale } from '../contract/locales';

const HAN_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]/u;
const HANGUL = /\p{Script=Hangul}/u;
const THAI = /\p{Script=Thai}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

const wordSegmenters = new Map<string, Intl.Segmenter>();
function words(text: string, lang: string): string[] {
  let segmenter = wordSegmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    wordSegmenters.set(lang, segmenter);
  }
  const out: string[] = [];
  for (const s of segmenter.segment(text)) if (s.isWordLike) out.push(s.segment);
  return out;
}

/** A term `tokenize` cut from Chinese, Japanese or Korean: two characters or syllables. */
export const CJK_PAIR = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー\p{Script=Hangul}]{2}$/u;

/**
 * German writes a compound as one word ("Glockenkonzerte"): its first words that `isWord`
 * knows (four letters or more, a linking s dropped: "Eintritts"), longest first, each with
 * what follows it. Words under nine letters are not split.
 */
export function compoundHeads(term: string, isWord: (word: string) => boolean): { head: string; tail: string }[] {
  const out: { head: string; tail: string }[] = [];
  if (term.length < 9) return out;
  for (let i = term.length - 4; i >= 4; i--) {
    const head = term.slice(0, i);
    if (isWord(head)) out.push({ head, tail: term.slice(i) });
    else if (head.endsWith('s') && isWord(head.slice(0, -1)))
      out.push({ head: head.slice(0, -1), tail: term.slice(i) });
  }
  return out;
}

/** Text matched as written inside a regular expression (its special characters escaped). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lower case, full-width forms made plain, Latin diacritics folded (đ, ß, œ included). */
export function fold(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[đð]/g, 'd')
      .replace(/ß/g, 'ss')
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .replace(/ё/g, 'е')
      .normalize('NFD')
      // Only marks on Latin letters: kana voicing, Thai vowels and Cyrillic й stay.
      .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
      .normalize('NFC')
  );
}

function pairs(run: string, out: string[]): void {
  const chars = Array.from(run);
  for (let i = 0; i < chars.length; i++) {
    out.push(chars[i]!);
    if (i + 1 < chars.length) out.push(chars[i]! + chars[i + 1]!);
  }
}

/**
 * Vietnamese nouns that, their tone folded away, are a word every sentence has: khỉ (monkey)
 * would be khi (when). Such a noun keeps its tone as a typist spells it in Telex (khir), so
 * that a question about the monkeys finds the sentence about them. Typed without its tone, the
 * word stays the common one.
 */
const TONE_KEPT: Array<[RegExp, string]> = [[/(?<!\p{L})khỉ(?!\p{L})/giu, 'khir']];
/** The tone those nouns carry (hỏi: ỉ, or its combining hook): texts without it need no look. */
const TONE_KEPT_MARK = /ỉ|Ỉ|\u0309/u;

/**
 * The search terms of a text. Han and kana runs give characters and character pairs, Hangul
 * words their pairs, Thai its dictionary words, other scripts their folded words.
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const toned = TONE_KEPT_MARK.test(text)
    ? TONE_KEPT.reduce((t, [re, kept]) => t.replace(re, kept), text.normalize('NFC'))
    : text;
  const folded = fold(toned);
  // Split into runs of one kind: CJK, Hangul, Thai, or other letters and digits.
  const runs = folded.match(
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]+|\p{Script=Hangul}+|\p{Script=Thai}+|[\p{L}\p{N}\p{M}'’]+/gu,
  );
  for (const run of runs ?? []) {
    if (HAN_KANA.test(run)) pairs(run, out);
    else if (HANGUL.test(run)) {
      if (run.length <= 2) out.push(run);
      else for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
    } else if (THAI.test(run)) out.push(...words(run, 'th'));
    else
      for (const w of run.split(/['’]/)) {
        const word = w.replace(/\p{M}/gu, '');
        if (word && LETTER_OR_DIGIT.test(word)) out.push(word);
      }
  }
  return out;
}

const THAI_JOINER = /^(และ|หรือ|แต่|ซึ่ง|โดย|เพื่อ|จึง|ได้แก่)/u;
/** A Thai clause that opens a list (ได้แก่, namely), or ends with its first item. */
const THAI_LIST = /(?:ได้แก่|คือ)(?:\s\S+)?$/u;
/** A Thai clause that sets the time or the condition ("in the dry season", "if", "when"): the next one says what happens then. */
const THAI_OPENER = /^(ใน|ส่วนใน|ช่วง|เมื่อ|หาก|ถ้า|ตั้งแต่|หลังจาก)/u;
const sentenceSegmenters = new Map<string, Intl.Segmenter>();
const BCP47: Partial<Record<Locale, string>> = { cn: 'zh-Hans', 'zh-Hant': 'zh-Hant' };

/**
 * A text's sentences, as written (trimmed). Thai writes no full stops: a space between two
 * Thai letters ends a clause (not the space before ๆ, which repeats the word before it), and clauses under 20 characters, or that open with when or in
 * which season (ใน, เมื่อ, หาก), join the next.
 */
export function sentences(text: string, lang: Locale): string[] {
  const bcp = BCP47[lang] ?? lang;
  let segmenter = sentenceSegmenters.get(bcp);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(bcp, { granularity: 'sentence' });
    sentenceSegmenters.set(bcp, segmenter);
  }
  const out: string[] = [];
  // A Thai list ("ได้แก่ A B C และ D", namely A, B, C and D) is one clause: its short items go on
  // the clause that opens it, up to the item after "และ" (and).
  let listing = false;
  for (const s of segmenter.segment(text)) {
    const parts = THAI.test(s.segment)
      ? s.segment.split(/(?<=\p{Script=Thai}) +(?=\p{Script=Thai})(?!ๆ)/u)
      : [s.segment];
    for (const part of parts) {
      const trimmed = part.trim();
      if (!trimmed) continue;
      const last = out.length - 1;
      // A bare abbreviation ("St."), an initial ("I. M. Pei"), a German ordinal ("1. April") or a
      // short Thai clause belongs with the next sentence.
      const short =
        last >= 0 &&
        ((out[last]!.length < 20 && THAI.test(out[last]!)) ||
          (out[last]!.length < 45 && THAI_OPENER.test(out[last]!)) ||
          // A Thai clause that ends on "คือ" (is, namely) or "ว่า" (that) goes on with the next.
          /(?:คือ|ว่า|ได้แก่)$/u.test(out[last]!) ||
          /(?:^\S{1,4}|\b\p{Lu}|[\s(]\d{1,2}|^\d{1,2})\.$/u.test(out[last]!));
      const item = listing && THAI.test(trimmed) && trimmed.length <= 24;
      if (!item || /^และ/u.test(trimmed)) listing = false;
      // A Thai clause opened by "and", "or", "but", "which" goes on the one before it.
      // (And an aside in brackets goes on the sentence it belongs to: "8:30–18:00 น. (last entry 16:30)".)
      if (last >= 0 && (THAI_JOINER.test(trimmed) || item || /^[(（]/u.test(trimmed)))
        out[last] = `${out[last]} ${trimmed}`;
      else if (short) out[last] = `${out[last]} ${trimmed}`;
      else out.push(trimmed);
      if (THAI_LIST.test(trimmed)) listing = true;
    }
  }
  return out;
}

const HAN_DIGITS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** A month written in Chinese or Japanese numerals (十月, 十二月, 三月) in figures, as the texts write it. */
export function figureMonths(text: string): string {
  return text.replace(/(十[一二]?|[一二三四五六七八九])(?=月)/gu, (n) =>
    String(n.startsWith('十') ? 10 + (HAN_DIGITS[n[1] ?? ''] ?? 0) : HAN_DIGITS[n]!),
  );
}

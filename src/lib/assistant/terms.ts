// The words of what is left of a question (names and cue words taken out) that name a subject:
// stop words go, and so do single Han characters and kana (particles, endings), which say
// little alone. Chinese and Japanese keep their character pairs, the others their words.
import type { Locale } from '../contract/locales';
import type { AssistantPlace } from './types';
import { stopwords } from './stopwords';
import { tokenize } from './text';

const CJK_RUN = /[\p{Script=Han}\p{Script=Katakana}ー]{2,}/gu;
/** A word of Han characters with kana between them. */
const MIXED = /^\p{Script=Han}+\p{Script=Hiragana}+\p{Script=Han}+$/u;

const segmenters = new Map<string, Intl.Segmenter>();
const wordsIn = (text: string, locale: string) => {
  let segmenter = segmenters.get(locale);
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(locale, { granularity: 'word' })));
  return [...segmenter.segment(text)].map((s) => s.segment);
};
const japaneseWords = (text: string) => wordsIn(text, 'ja');
const HANGUL = /\p{Script=Hangul}/u;
const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

const PERMISSIVE_HADA = /(?<=\p{Script=Hangul})해(?:봐)?도$/u;
const PERMISSIVE = /^\p{Script=Hangul}+[아어여봐와워혀러가서내]도$/u;

/** A Hangul syllable closed by ㄴ (예쁜, 있는), then 데. */
function sceneSetting(word: string): boolean {
  if (word.length < 2 || !word.endsWith('데')) return false;
  const code = word.charCodeAt(word.length - 2) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 === 4;
}

export function contentTerms(rest: string, lang: Locale): string[] {
  const stop = stopwords(lang);
  // Read before the particles go: の is one inside 日の出.
  const mixed = lang === 'ja' ? japaneseWords(rest).filter((w) => MIXED.test(w)) : [];
  let text = rest;
  if (lang === 'cn' || lang === 'zh-Hant' || lang === 'ja') {
    // Written without spaces: the stop words are taken out as text, longest first, but not
    // from inside a word of three characters or more the dictionary knows (和 in 颐和园).
    const byLength = [...stop].sort((a, b) => b.length - a.length);
    const strip = (w: string) => byLength.reduce((t, s) => t.split(s).join(' '), w);
    // A name (颐和园), not a phrase that holds a stop word of two characters or more (为什么).
    const named = (w: string) =>
      [...w].length >= 3 && /^\p{Script=Han}+$/u.test(w) && !byLength.some((s) => s.length > 1 && w.includes(s));
    text = wordsIn(text, lang === 'cn' ? 'zh-Hans' : lang)
      .map((w) => (stop.has(w) ? ' ' : named(w) ? w : strip(w)))
      .join('');
  }
  if (lang === 'ko') {
    // Particles and endings are written onto the word: take them off its end.
    const endings = [...stop].sort((a, b) => b.length - a.length);
    // A question mark written onto the word ("곳이에요?") would hide its ending.
    const words = text.split(/[\s\p{P}]+/u);
    // "-ㄴ데/-는데" closes a clause that sets the scene for what is asked ("물 너무 예쁜데 발
    // 담가봐도 돼요?": the water is so pretty, may I…): what is asked comes after it.
    const scene = words.findLastIndex(sceneSetting);
    text = words
      .slice(scene + 1)
      .map((word) => {
        if (stop.has(word)) return '';
        // "May I …" is said with a verb's -아도/-어도 form ("담가봐도 돼요", "수영해도 돼요"): a
        // noun made a verb with 하다 keeps its noun; any other verb form names nothing a text
        // writes so (the texts say "금지", not the asker's verb), and is not a name.
        if (PERMISSIVE_HADA.test(word)) return word.replace(PERMISSIVE_HADA, '');
        if (PERMISSIVE.test(word)) return '';
        const ending = endings.find((e) => word.length > e.length && word.endsWith(e));
        return ending ? word.slice(0, -ending.length) : word;
      })
      .join(' ');
  }
  const out: string[] = [];
  // Japanese words written with kana inside (日の出): the dictionary's words, whole.
  if (lang === 'ja') out.push(...mixed);
  for (const run of text.match(CJK_RUN) ?? []) {
    const chars = Array.from(run);
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  }
  const others = text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu, ' ');
  for (const t of tokenize(others)) {
    if (stop.has(t) || HAN_OR_KANA.test(t) || /^\d+$/.test(t)) continue;
    if (t.length < 2 && !HANGUL.test(t)) continue;
    out.push(t);
  }
  return [...new Set(out)];
}

/**
 * What a visitor calls a scenic area without its name ("the park", "le parc", "парк"): on its
 * page or in its conversation, the place itself, as a museum's own name says "museum".
 */
const SCENIC_WORDS =
  'park parks parc site area scenic spot parque gelände landschaftsgebiet парк парке парка công viên khu อุทยาน สวน taman kawasan 공원 관광지';

const ownNames = new WeakMap<object, Map<Locale, Set<string>>>();
/**
 * The words of a place's own names and aliases in every language, and what a scenic area is
 * called ("this museum", "the park" name nothing else).
 */
export function ownNameTerms(place: Pick<AssistantPlace, 'name' | 'aliases' | 'kind'>, lang: Locale): Set<string> {
  let byLang = ownNames.get(place);
  if (!byLang) ownNames.set(place, (byLang = new Map()));
  let terms = byLang.get(lang);
  if (!terms) {
    const names = [...Object.values(place.name), ...place.aliases, ...(place.kind === 'scenic' ? [SCENIC_WORDS] : [])];
    terms = new Set(names.flatMap((n) => contentTerms(n, lang)));
    byLang.set(lang, terms);
  }
  return terms;
}

// Which language an answer is written in, told simply: by script (Han, kana, Hangul, Thai,
// Cyrillic, Latin), Simplified against Traditional Chinese by characters that differ, and the
// Latin-script languages by Vietnamese letters and a few common words. It only has to catch an
// answer in the wrong language (English to a French question, Chinese to an English one), not
// to identify languages in general; where it cannot tell, it does not fail the answer.
import type { Locale } from '../../src/lib/contract/locales';

const SCRIPTS = {
  han: /\p{Script=Han}/u,
  kana: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  hangul: /\p{Script=Hangul}/u,
  thai: /\p{Script=Thai}/u,
  cyrillic: /\p{Script=Cyrillic}/u,
  latin: /\p{Script=Latin}/u,
} as const;
type Script = keyof typeof SCRIPTS;

// Simplified / Traditional pairs of common characters (both forms are frequent in answers).
const PAIRS =
  '这這门門时時开開们們个個来來说說国國对對会會过過还還从從问問间間东東车車长長马馬见見关關点點馆館后後为為与與买買张張园園书書乐樂约約级級历歷览覽观觀钟鐘龙龍宝寶广廣汉漢万萬华華岁歲头頭';
const SIMPLIFIED = new Set([...PAIRS].filter((_, i) => i % 2 === 0));
const TRADITIONAL = new Set([...PAIRS].filter((_, i) => i % 2 === 1));

// Letters only Vietnamese uses (French shares â, ê and ô, so they are left out).
const VIETNAMESE = /[ăđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/u;
const WORDS: Record<'en' | 'fr' | 'de' | 'ms', Set<string>> = {
  en: new Set('the and is are of to you it for with from at this by be can your there'.split(' ')),
  fr: new Set('le la les du et est une un pour dans sur vous au aux qui que il elle ou'.split(' ')),
  de: new Set('der die das und ist nicht mit den dem ein eine für von zu im auf sie es auch'.split(' ')),
  ms: new Set('dan yang di ialah untuk dengan ini itu dari pada boleh anda ke adalah tidak'.split(' ')),
};

export interface LanguageGuess {
  /** The language the text is most likely in; null when nothing tells. */
  lang: Locale | null;
  /** Languages it may equally be in (a Chinese text with no differing character: cn and zh-Hant). */
  alternatives: Locale[];
}

function scriptCounts(text: string): Record<Script, number> {
  const counts: Record<Script, number> = { han: 0, kana: 0, hangul: 0, thai: 0, cyrillic: 0, latin: 0 };
  for (const ch of text) {
    for (const script of Object.keys(SCRIPTS) as Script[]) {
      if (SCRIPTS[script].test(ch)) {
        counts[script]++;
        break;
      }
    }
  }
  return counts;
}

function chinese(text: string): LanguageGuess {
  let simplified = 0;
  let traditional = 0;
  for (const ch of text) {
    if (SIMPLIFIED.has(ch)) simplified++;
    if (TRADITIONAL.has(ch)) traditional++;
  }
  if (simplified === traditional) return { lang: null, alternatives: ['cn', 'zh-Hant'] };
  return { lang: simplified > traditional ? 'cn' : 'zh-Hant', alternatives: [] };
}

function latin(text: string, letters: number): LanguageGuess {
  const vietnamese = [...text.toLowerCase()].filter((ch) => VIETNAMESE.test(ch)).length;
  if (vietnamese >= Math.max(3, letters * 0.03)) return { lang: 'vi', alternatives: [] };
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = (Object.keys(WORDS) as Array<keyof typeof WORDS>).map(
    (lang) => [lang, words.filter((w) => WORDS[lang].has(w)).length] as const,
  );
  const best = Math.max(...scores.map(([, n]) => n));
  if (best === 0) return { lang: null, alternatives: ['en', 'fr', 'de', 'ms', 'vi'] };
  const top = scores.filter(([, n]) => n === best).map(([lang]) => lang);
  return top.length === 1 ? { lang: top[0]!, alternatives: [] } : { lang: null, alternatives: top };
}

/** The language of `text`, as far as scripts and a few words tell. */
export function guessLanguage(text: string): LanguageGuess {
  // Links and markdown syntax say nothing about the language.
  const plain = text.replace(/\]\([^)]*\)/g, ']').replace(/https?:\/\/\S+/g, '');
  const counts = scriptCounts(plain);
  const cjk = counts.han + counts.kana;
  const ranked = (
    [
      ['cjk', cjk],
      ['hangul', counts.hangul],
      ['thai', counts.thai],
      ['cyrillic', counts.cyrillic],
      ['latin', counts.latin],
    ] as const
  ).toSorted((a, b) => b[1] - a[1]);
  const [top, n] = ranked[0]!;
  if (n === 0) return { lang: null, alternatives: [] };
  switch (top) {
    case 'hangul':
      return { lang: 'ko', alternatives: [] };
    case 'thai':
      return { lang: 'th', alternatives: [] };
    case 'cyrillic':
      return { lang: 'ru', alternatives: [] };
    case 'latin':
      return latin(plain, counts.latin);
    case 'cjk':
      // Japanese always writes kana between its kanji; Chinese never does.
      return counts.kana >= cjk * 0.05 ? { lang: 'ja', alternatives: [] } : chinese(plain);
  }
}

/** True unless the text is clearly in another language than `lang` (or has no letters at all). */
export function isInLanguage(text: string, lang: Locale): boolean {
  const guess = guessLanguage(text);
  if (guess.lang) return guess.lang === lang;
  return guess.alternatives.includes(lang);
}

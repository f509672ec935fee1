// The language a question is written in, from its script and, for the Latin-script languages,
// from evidence that generalises beyond any one phrasing: function words (folded, so typed
// without accents too), letters only one language writes (ơ ư ă đ and the stacked tones of
// Vietnamese, ß ä ö ü, ç œ é è ê), and letter patterns (German "sch"/"ung", French "eau"/"-ez",
// Malay "meng-"/"-kah", English "th"/"-ing"). Han text is Traditional when it uses more of the
// characters only Traditional writing has. Null: nothing to tell (digits, a bare name).
import type { Locale } from '../contract/locales';
import { ASK } from './cues-ask';
import { ASK_MORE } from './cues-ask-more';
import { ATTRIBUTES } from './cues-attributes';
import { OBJECTS } from './cues-objects';
import { LATIN_PATTERNS, LATIN_WORDS, SIMPLIFIED, TRADITIONAL, VI_LETTERS } from './language-cues';

const count = (text: string, chars: string) => Array.from(text).filter((c) => chars.includes(c)).length;
const foldWord = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/ß/g, 'ss');

function hanLanguage(q: string, uiLang: Locale): Locale {
  const trad = count(q, TRADITIONAL);
  const simp = count(q, SIMPLIFIED);
  if (trad > simp) return 'zh-Hant';
  if (simp > trad) return 'cn';
  return uiLang === 'zh-Hant' ? 'zh-Hant' : 'cn';
}

const LATIN_LANGS: Locale[] = ['en', 'fr', 'de', 'ms', 'vi'];

/**
 * The words each Latin-script language asks with (the cue lists: "eintritt", "horaires",
 * "height"), folded, four letters or more, kept only where one language alone has them: a word
 * that starts with one is evidence of that language.
 */
let asking: Map<string, Locale> | null = null;
function askingWords(): Map<string, Locale> {
  if (asking) return asking;
  const owners = new Map<string, Set<Locale>>();
  const tables = [ASK, ASK_MORE, OBJECTS, ...ATTRIBUTES.map((a) => ({ a: a.ask }))];
  for (const table of tables)
    for (const cues of Object.values(table))
      for (const lang of LATIN_LANGS)
        for (const cue of cues?.[lang] ?? []) {
          const word = foldWord(cue.toLowerCase());
          if (word.length < 4 || /\s/u.test(word)) continue;
          owners.set(word, (owners.get(word) ?? new Set()).add(lang));
        }
  asking = new Map([...owners].filter(([, langs]) => langs.size === 1).map(([w, langs]) => [w, [...langs][0]!]));
  return asking;
}

/** Scores of each Latin-script language for the words of a question. */
function latinScores(words: string[]): Map<Locale, number> {
  const scores = new Map<Locale, number>();
  const add = (lang: Locale, n: number) => scores.set(lang, (scores.get(lang) ?? 0) + n);
  for (const word of words) {
    const folded = foldWord(word);
    // A word written with Vietnamese-only letters is Vietnamese, whatever it folds to.
    if (VI_LETTERS.test(word)) {
      add('vi', 2);
      continue;
    }
    for (const [lang, list] of LATIN_WORDS) if (list.has(folded)) add(lang, 1);
    // A word the cue lists of one language ask with ("eintrittspreis" starts with "eintritt").
    for (let n = Math.min(folded.length, 12); n >= 4; n--) {
      const owner = askingWords().get(folded.slice(0, n));
      if (owner) {
        add(owner, 1);
        break;
      }
    }
    for (const [lang, pattern, weight] of LATIN_PATTERNS) if (pattern.test(word)) add(lang, weight);
  }
  return scores;
}

export function detectLanguage(question: string, uiLang: Locale): Locale | null {
  const q = question.normalize('NFC');
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(q)) return 'ja';
  if (/\p{Script=Hangul}/u.test(q)) return 'ko';
  if (/\p{Script=Thai}/u.test(q)) return 'th';
  if (/\p{Script=Cyrillic}/u.test(q)) return 'ru';
  const han = (q.match(/\p{Script=Han}/gu) ?? []).length;
  const latinWords = q.toLowerCase().match(/[\p{Script=Latin}'’-]+/gu) ?? [];
  if (han === 0 && latinWords.length === 0) return null;
  const scores = latinScores(latinWords.flatMap((w) => w.split(/['’-]/u)).filter(Boolean));
  const [best, bestScore] = [...scores.entries()].reduce<[Locale | null, number]>(
    // The interface's language wins ties ("Taishan?" in the German app is German), then the
    // order of LATIN_WORDS (English before the others: "the" is English before it is Vietnamese).
    (acc, [lang, score]) => {
      const s = score + (lang === uiLang ? 0.5 : 0);
      return s > acc[1] ? [lang, s] : acc;
    },
    [null, 0],
  );
  // Mixed scripts: a Han name in a Latin question ("How much is 故宫?") leaves it Latin, and a
  // Latin name in a Chinese question ("Sanxingdui几点开门") leaves it Chinese. The Latin side
  // wins only when its words are recognisably a language and outweigh the Han characters.
  if (han > 0) {
    const latinEvidence = best ? (scores.get(best) ?? 0) : 0;
    if (latinEvidence < 1.5 || han >= latinWords.length * 2 + 2) return hanLanguage(q, uiLang);
  }
  // A language the guide does not speak (Spanish, Italian, Portuguese) that shares words with
  // French or English: none of the 11, so the answer is in the interface's.
  if (best && (UNSUPPORTED_MARKS.test(q) || otherLatin(latinWords) >= Math.max(2, scores.get(best) ?? 0))) return null;
  return bestScore >= 1 ? best : null;
}

/** Letters and marks only Spanish or Portuguese write: ¿ ¡ ñ ã õ. */
const UNSUPPORTED_MARKS = /[¿¡ñãõ]/u;
/** Function and asking words of Spanish, Italian and Portuguese that none of the 11 uses. */
const OTHER_LATIN = new Set(
  'qué cuánto cuánta cuesta cuestan dónde cómo cuándo está están hay para los las del una unos tiene puedo puede entrada horario abre cierra precio boleto boletos quanto quanta costa costano biglietto biglietti dove quando come della delle degli sono orari aperto chiuso prezzo ingresso quanto custa onde quando está ingresso bilhete horário aberto fechado preço não você'.split(
    ' ',
  ),
);
const otherLatin = (words: string[]) => words.filter((w) => OTHER_LATIN.has(w)).length;

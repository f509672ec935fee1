// The eSpeak NG voice and speed of each locale, and what the text needs before eSpeak reads it.
// Voices are named by their identifier in eSpeak's voice list: a language code alone picks
// badly in this build ('en-gb' selects no phoneme table and speaks schwas).
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locale } from '@contract/locales';
import kuromoji, { type IpadicFeatures, type Tokenizer } from 'kuromoji';

export interface EspeakVoice {
  /** Identifier in eSpeak NG's voice list. */
  voice: string;
  /** Words per minute (eSpeak's default is 175). */
  rate: number;
  /** A step that rewrites the text into what the voice can read (see below). */
  prepare?: 'kana' | 'thai-words';
}

// cn and en keep the voices and speeds their recordings were made with (make-audio.ts, Debian's
// espeak-ng): a new speed would voice all 222 again for nothing. The others speak at eSpeak's
// own default pace, 175: at 150 they ran 17% longer, and at the 8 kbit/s floor of MP3 every
// second costs a kilobyte (docs/decisions/0056-voicing.md).
export const ESPEAK_VOICES: Record<Locale, EspeakVoice> = {
  cn: { voice: 'sit/cmn', rate: 170 },
  en: { voice: 'gmw/en', rate: 150 },
  fr: { voice: 'roa/fr', rate: 175 },
  ru: { voice: 'zle/ru', rate: 175 },
  // zh-Hant is offered as Cantonese (content/dict/langList.json): eSpeak's yue voice reads
  // Traditional characters in Cantonese.
  'zh-Hant': { voice: 'sit/yue', rate: 175 },
  vi: { voice: 'aav/vi', rate: 175 },
  th: { voice: 'tai/th', rate: 175, prepare: 'thai-words' },
  ja: { voice: 'jpx/ja', rate: 175, prepare: 'kana' },
  ko: { voice: 'ko', rate: 175 },
  ms: { voice: 'poz/ms', rate: 175 },
  de: { voice: 'gmw/de', rate: 175 },
};

// eSpeak's Japanese reads kana only: every kanji comes out as the English words "Chinese
// letter". kuromoji (IPADIC) gives each word's pronunciation in katakana, which it reads.
let tokenizer: Promise<Tokenizer<IpadicFeatures>> | null = null;

function japaneseTokenizer() {
  const dicPath = path.join(path.dirname(createRequire(import.meta.url).resolve('kuromoji/package.json')), 'dict');
  tokenizer ??= new Promise((resolve, reject) =>
    kuromoji.builder({ dicPath }).build((error, built) => (error ? reject(error) : resolve(built))),
  );
  return tokenizer;
}

export async function toKana(text: string): Promise<string> {
  const words = (await japaneseTokenizer()).tokenize(text);
  return words
    .map((w) => (w.pronunciation && w.pronunciation !== '*' ? w.pronunciation : w.surface_form))
    .join(' ')
    .replace(/\s+([、。，．！？!?,.])/g, '$1');
}

// Thai is written without spaces between words and eSpeak has no Thai lexicon to find them;
// ICU's word breaker (in Node) does, and eSpeak then keeps each word's letters together.
const thaiWords = new Intl.Segmenter('th', { granularity: 'word' });

export function toThaiWords(text: string): string {
  return [...thaiWords.segment(text)]
    .map((s) => s.segment)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export async function prepareText(text: string, voice: EspeakVoice): Promise<string> {
  if (voice.prepare === 'kana') return toKana(text);
  if (voice.prepare === 'thai-words') return toThaiWords(text);
  return text;
}

// Matching the cue lists (cues-ask.ts, cues-say.ts) on folded text: what a question asks,
// and whether a sentence of the content says it.
import type { Locale } from '../contract/locales';
import { ASK, KIND_ORDER, type AskKind, type Cues } from './cues-ask';
import { MONEY, SAY, TIME_OF_DAY } from './cues-say';
import { fold } from './text';

const SPACED = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{N}\s'’.-]+$/u;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern for a list: Latin and Cyrillic cues at a word's start, the others anywhere. */
function compile(cues: string[]): RegExp | null {
  if (cues.length === 0) return null;
  const all = [...new Set(cues.map(fold))].sort((a, b) => b.length - a.length);
  const spaced = all.filter((c) => SPACED.test(c)).map(escape);
  const other = all.filter((c) => !SPACED.test(c)).map(escape);
  // One look-behind for all the spaced cues: a regular expression compiles much faster so.
  const parts = [...(spaced.length ? [`(?<![\\p{L}\\p{N}])(?:${spaced.join('|')})`] : []), ...other];
  return new RegExp(parts.join('|'), 'gu');
}

const cache = new Map<string, RegExp | null>();
function patternOf(table: Record<string, Cues | undefined>, kind: string, langs: Locale[], tag: string): RegExp | null {
  const key = `${tag}:${kind}:${langs.join(',')}`;
  if (!cache.has(key)) cache.set(key, compile(langs.flatMap((l) => table[kind]?.[l] ?? [])));
  return cache.get(key) ?? null;
}

/** The languages whose question cues are tried: the question's, its sister script, English. */
function askLangs(lang: Locale): Locale[] {
  if (lang === 'cn' || lang === 'zh-Hant') return ['cn', 'zh-Hant'];
  if (lang === 'ja') return ['ja', 'cn'];
  return lang === 'en' ? ['en'] : [lang, 'en'];
}

export interface AskedKinds {
  /** In the order of the question's text. */
  kinds: AskKind[];
  /** The folded question with the cue words taken out. */
  rest: string;
}

export function askedKinds(question: string, lang: Locale): AskedKinds {
  let rest = fold(question);
  const found: Array<{ kind: AskKind; at: number }> = [];
  for (const kind of KIND_ORDER) {
    const pattern = patternOf(ASK, kind, askLangs(lang), 'ask');
    if (!pattern) continue;
    let first = -1;
    rest = rest.replace(pattern, (m, at: number) => {
      if (first < 0) first = at;
      return ' '.repeat(m.length);
    });
    if (first >= 0) found.push({ kind, at: first });
  }
  found.sort((a, b) => a.at - b.at);
  return { kinds: found.map((f) => f.kind), rest: rest.replace(/\s+/g, ' ').trim() };
}

/** How strongly a sentence says what `kind` asks for: the number of its cue words (0: not at all). */
export function says(kind: AskKind, sentence: string, lang: Locale): number {
  const text = fold(sentence);
  let hits = 0;
  if (kind === 'hours' && TIME_OF_DAY.test(text)) hits += 2;
  if (kind === 'price' && MONEY.test(text)) hits += 2;
  const pattern = patternOf(SAY, kind, [lang], 'say');
  if (pattern) hits += new Set(text.match(pattern) ?? []).size;
  return hits;
}

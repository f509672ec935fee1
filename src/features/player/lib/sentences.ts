// The transcript's sentences and when each starts. Chinese ends a sentence at 。！？ at once;
// Latin . ! ? end one only before a space or the end (so "3.5 km" and "U.S." stay whole).
// Closing quotes and brackets after the mark stay with the sentence; a line break also ends one.

export interface Sentence {
  text: string;
  /** Offset of the sentence's first character in the whole text. */
  offset: number;
}

const CJK_END = new Set(['。', '！', '？', '…']);
const LATIN_END = new Set(['.', '!', '?']);
const CLOSERS = new Set(['"', "'", '”', '’', '」', '』', '）', ')', ']', '》', '】']);

const isSpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch);

/** Where the sentence that has a mark at `i` ends (exclusive), or -1 when `i` ends none. */
function sentenceEnd(text: string, i: number): number {
  const ch = text[i]!;
  if (ch === '\n') return i;
  if (!CJK_END.has(ch) && !LATIN_END.has(ch)) return -1;
  let end = i + 1;
  while (end < text.length && (CJK_END.has(text[end]!) || LATIN_END.has(text[end]!) || CLOSERS.has(text[end]!))) end++;
  if (CJK_END.has(ch) || end >= text.length || isSpace(text[end])) return end;
  return -1;
}

export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  const push = (from: number, to: number) => {
    const raw = text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) sentences.push({ text: trimmed, offset: from + lead });
  };
  for (let i = 0; i < text.length; i++) {
    const end = sentenceEnd(text, i);
    if (end < 0) continue;
    push(start, end);
    start = end;
    i = Math.max(i, end - 1);
  }
  push(start, text.length);
  return sentences;
}

/** Characters that take time to say: whitespace does not count. */
export const spokenLength = (text: string) => text.replace(/\s+/g, '').length;

/** Each sentence's start, proportional to the characters before it, over `durationSec`. */
export function sentenceStarts(sentences: readonly Sentence[], durationSec: number): number[] {
  const total = sentences.reduce((sum, s) => sum + spokenLength(s.text), 0);
  if (total === 0 || !(durationSec > 0)) return sentences.map(() => 0);
  let before = 0;
  return sentences.map((s) => {
    const start = (before / total) * durationSec;
    before += spokenLength(s.text);
    return start;
  });
}

/** Index of the sentence being said at `positionSec` (the last one that has started). */
export function sentenceAt(starts: readonly number[], positionSec: number): number {
  let index = 0;
  for (let i = 0; i < starts.length; i++) {
    if (starts[i]! <= positionSec + 1e-6) index = i;
    else break;
  }
  return index;
}

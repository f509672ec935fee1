// Finding the places and points a question names: whole names and aliases in any language,
// part of a name ("Nanjing" for the Nanjing Museum, "Dragon Throne"), and names typed with a
// slip ("Huangsan", "Jiuzaigou"). Words many names share (museum, 博物, mount) count for little.
import { fold } from './text';

export interface Named {
  id: string;
  names: string[];
}

export interface NameHit {
  id: string;
  score: number;
  /** The spans of the folded question the name was found in. */
  spans: Array<[number, number]>;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const FUNCTION_WORDS = new Set(
  'the of de du d la le les des l and et und der die das bei am im и в у at on in a an van'.split(' '),
);

/** Optimal string alignment distance (a swap of two letters is one slip), or max + 1 past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

const wordsOf = (folded: string) => [...folded.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ w: m[0], at: m.index }));
const bigrams = (s: string) => Array.from(s).flatMap((c, i, all) => (i + 1 < all.length ? [c + all[i + 1]] : []));

function allowedSlips(word: string): number {
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}

interface Name {
  text: string;
  cjk: boolean;
  bigrams: string[];
  words: string[];
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Where `name` stands in `q` as whole words (not inside a longer word), or -1. */
function wholeAt(q: string, name: string): number {
  for (let at = q.indexOf(name); at >= 0; at = q.indexOf(name, at + 1)) {
    const before = at > 0 ? q[at - 1]! : ' ';
    const after = q[at + name.length] ?? ' ';
    if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) return at;
  }
  return -1;
}

function nameOf(text: string): Name {
  const cjk = CJK.test(text);
  return {
    text,
    cjk,
    bigrams: cjk ? bigrams(text.replace(/\s+/g, '')) : [],
    words: cjk ? [] : wordsOf(text).map((x) => x.w),
  };
}

const sameLetters = (a: string, b: string) => [...a].sort().join() === [...b].sort().join();

export function createNameFinder(items: Named[]) {
  const entries = items.map((item) => ({
    id: item.id,
    names: [...new Set(item.names.map(fold).filter((n) => n.length >= 2))].map(nameOf),
  }));
  // How many items' names hold a word or a character pair: shared ones are generic.
  const spread = new Map<string, number>();
  for (const e of entries) {
    const parts = new Set(e.names.flatMap((n) => (n.cjk ? n.bigrams : n.words)));
    for (const p of parts) spread.set(p, (spread.get(p) ?? 0) + 1);
  }
  const generic = (part: string) => FUNCTION_WORDS.has(part) || (spread.get(part) ?? 0) >= 3;

  const vocabulary = [...new Set(entries.flatMap((e) => e.names.flatMap((n) => n.words)))].filter((w) => !generic(w));

  type WordHit = { w: string; at: number };
  /** For every non-generic name word, the question word that is it, or is it with a slip. */
  function wordHits(qWords: WordHit[]): Map<string, WordHit> {
    const exact = new Map(qWords.map((x) => [x.w, x]));
    const hits = new Map<string, WordHit>();
    for (const nw of vocabulary) {
      const same = exact.get(nw);
      if (same) {
        hits.set(nw, same);
        continue;
      }
      const slips = allowedSlips(nw);
      const near = qWords.find(
        ({ w }) =>
          (slips > 0 &&
            w.length >= 4 &&
            Math.abs(w.length - nw.length) <= slips &&
            w[0] === nw[0] &&
            editDistance(w, nw, slips) <= slips) ||
          (nw.length === 3 && w.length === 3 && w !== nw && sameLetters(w, nw)),
      );
      if (near) hits.set(nw, near);
    }
    return hits;
  }

  function scoreName(
    q: string,
    hits: Map<string, WordHit>,
    name: Name,
  ): { score: number; spans: Array<[number, number]> } {
    const whole = name.cjk ? q.indexOf(name.text) : wholeAt(q, name.text);
    if (whole >= 0) return { score: 10 + name.text.length, spans: [[whole, whole + name.text.length]] };
    const spans: Array<[number, number]> = [];
    let score = 0;
    if (name.cjk) {
      for (const bg of name.bigrams) {
        const at = q.indexOf(bg);
        if (at >= 0 && !generic(bg)) {
          score += spread.get(bg) === 1 ? 4 : 2.5;
          spans.push([at, at + bg.length]);
        }
      }
      return { score, spans };
    }
    for (const [i, nw] of name.words.entries()) {
      const hit = hits.get(nw);
      if (!hit) continue;
      // A short word ("tai", "li", "co") names the place only beside another word of the name.
      const neighbour = name.words[i - 1] ?? name.words[i + 1];
      if (nw.length < 4 && !(neighbour !== undefined && hits.get(neighbour)?.w === neighbour)) continue;
      score += Math.min(nw.length, 8) * (hit.w === nw ? 1 : 0.7);
      spans.push([hit.at, hit.at + hit.w.length]);
    }
    return { score, spans };
  }

  return {
    /** Items the question names, best first (score ≥ `min`). */
    find(question: string, min = 4): NameHit[] {
      const q = fold(question);
      const hits0 = wordHits(wordsOf(q));
      const qChars = new Set(Array.from(q));
      const hits: NameHit[] = [];
      for (const e of entries) {
        let best = { score: 0, spans: [] as Array<[number, number]> };
        for (const name of e.names) {
          // A CJK name none of whose characters the question holds cannot score.
          if (name.cjk && !Array.from(name.text).some((ch) => qChars.has(ch))) continue;
          const s = scoreName(q, hits0, name);
          if (s.score > best.score) best = s;
        }
        if (best.score >= min) hits.push({ id: e.id, ...best });
      }
      return hits.sort((a, b) => b.score - a.score);
    },
  };
}

export type NameFinder = ReturnType<typeof createNameFinder>;

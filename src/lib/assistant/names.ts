// Finding the places and points a question names: whole names and aliases in any language,
// part of a name ("Nanjing" for the Nanjing Museum, "Dragon Throne"), and names typed with a
// slip ("Huangsan", "Jiuzaigou"). Words many names share (museum, 博物, mount) count for little.
import { isStopword } from './stopwords';
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
  /** A whole name or alias, not a part of one ("Palace" of "Palace Museum"). */
  whole: boolean;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const THAI = /\p{Script=Thai}/u;
const HANGUL = /\p{Script=Hangul}/u;

/** Folded, punctuation made space (one for one: spans found in it fit the folded question). */
export const nameText = (text: string) => fold(text).replace(/[\p{P}\p{S}]/gu, (m) => ' '.repeat(m.length));

/** As written, lower case, punctuation made space: a name's or a question's marks kept. */
const markedText = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, (m) => ' '.repeat(m.length));

/**
 * Whether a name was found only by folding away the marks the question wrote otherwise: "tháng
 * mấy" (which month) is "thang may" folded, as "thang máy" (a lift) is. A question typed without
 * marks still finds names by their folded letters; one typed with them finds a name whose marks
 * differ only by a slip no name has written.
 */
function unmarkedOnly(
  raw: string,
  folded: string,
  hit: Scored,
  names: Array<{ marked: string; plain: string }>,
): boolean {
  if (raw.length !== folded.length || raw === folded) return false;
  return hit.spans.every(([from, to]) => {
    const said = raw.slice(from, to);
    const plain = folded.slice(from, to);
    if (said === plain || names.some((name) => name.marked.includes(said))) return false;
    return names.some((name) => name.plain.includes(plain));
  });
}

/** The end of the best match of `name` in `q` with at most `k` slips (Sellers), or -1. */
function approxEnd(q: string, name: string, k: number): number {
  let prev = Array.from({ length: q.length + 1 }, () => 0);
  for (let i = 1; i <= name.length; i++) {
    const row = [i];
    for (let j = 1; j <= q.length; j++)
      row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (name[i - 1] === q[j - 1] ? 0 : 1)));
    prev = row;
  }
  let best = -1;
  for (let j = 0; j <= q.length; j++) if (prev[j]! <= k && (best < 0 || prev[j]! < prev[best]!)) best = j;
  return best;
}
const FUNCTION_WORDS = new Set(
  'the of de du d la le les des l and et und der die das bei am im и в у at on in a an van'.split(' '),
);

/**
 * The character pairs of what any place of its kind is called (风景区 "scenic area", 博物馆
 * "museum", 公园 "park"): in one name only here, they still name no place ("来拍风景的" is not
 * 黄山风景区).
 */
const PLACE_KIND_PAIRS = new Set(
  '风景 景区 風景 景區 名胜 名勝 博物 物馆 物館 物院 公园 公園 园林 園林 遗址 遺址 古迹 古蹟 景点 景點 旅游 旅遊'.split(
    ' ',
  ),
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
  thai: boolean;
  bigrams: string[];
  words: string[];
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const scriptOf = (c: string) => (CJK.test(c) ? 'cjk' : THAI.test(c) ? 'thai' : 'other');
/** Whether `c` goes on the word that `edge` (a name's first or last letter) ends: a letter of its script. */
const joins = (c: string, edge: string) => WORD_CHAR.test(c) && scriptOf(c) === scriptOf(edge);
/**
 * Where `name` stands in `q` as whole words (not inside a longer word), or -1. A name in
 * another script touching the question's letters stands apart ("Taishan晚上", "去Trương Gia Giới玩").
 */
function wholeAt(q: string, name: string): number {
  for (let at = q.indexOf(name); at >= 0; at = q.indexOf(name, at + 1)) {
    const before = at > 0 ? q[at - 1]! : ' ';
    const after = q[at + name.length] ?? ' ';
    if (!joins(before, name[0]!) && !joins(after, name.at(-1)!)) return at;
  }
  return -1;
}

function nameOf(text: string): Name {
  const cjk = CJK.test(text);
  const thai = !cjk && THAI.test(text);
  return {
    text,
    cjk,
    thai,
    bigrams: cjk ? bigrams(text.replace(/\s+/g, '')) : [],
    words: cjk || thai ? [] : wordsOf(text).map((x) => x.w),
  };
}

/** Where in `q` the longest run of letters it shares with `name` starts, and its length. */
function longestCommon(q: string, name: string): [number, number] {
  let best: [number, number] = [0, 0];
  let prev = new Array<number>(name.length + 1).fill(0);
  for (let i = 1; i <= q.length; i++) {
    const row = new Array<number>(name.length + 1).fill(0);
    for (let j = 1; j <= name.length; j++) {
      if (q[i - 1] !== name[j - 1] || q[i - 1] === ' ') continue;
      row[j] = prev[j - 1]! + 1;
      if (row[j]! > best[1]) best = [i - row[j]!, row[j]!];
    }
    prev = row;
  }
  return best;
}

type Scored = Omit<NameHit, 'id'>;
const NONE: Scored = { score: 0, spans: [], whole: false };
const HAN_RUN = /\p{Script=Han}{3,}/gu;

/**
 * A Chinese short name: three or more of the name's characters in its order, the first its
 * first ("陕历博" for 陕西历史博物馆, "北大" would be two and is not tried).
 */
function abbreviation(q: string, name: Name): Scored {
  const text = name.text.replace(/\s+/g, '');
  if ([...text].length < 5) return NONE;
  for (const run of q.matchAll(HAN_RUN)) {
    const chars = [...run[0]];
    for (let start = 0; start + 3 <= chars.length; start++) {
      if (chars[start] !== text[0]) continue;
      let at = 0;
      let n = 0;
      for (const ch of chars.slice(start, start + 4)) {
        const found = text.indexOf(ch, at);
        if (found < 0) break;
        at = found + 1;
        n++;
      }
      if (n >= 3) {
        const from = run.index + start;
        return { score: 8, spans: [[from, from + n]], whole: false };
      }
    }
  }
  return NONE;
}

const sameLetters = (a: string, b: string) => [...a].sort().join() === [...b].sort().join();

const CYRILLIC_WORD = /^\p{Script=Cyrillic}+$/u;

/** A Russian noun's case endings on a short stem ("сад": "сада", "саду", "садом"). */
const RUSSIAN_CASE = /^(?:а|у|е|ом|ы|и|ам|ами|ах|ой|ю|я|ем)$/u;

/** Two forms of one word: the same with inflection ("нанкинского" / "нанкинский", "hubei's"). */
const sameStem = (a: string, b: string) => {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  const cyrillic = CYRILLIC_WORD.test(a) && CYRILLIC_WORD.test(b);
  if (cyrillic && short.length >= 3 && long.startsWith(short) && RUSSIAN_CASE.test(long.slice(short.length)))
    return true;
  if (a.length < 5 || b.length < 5) return false;
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  // A Russian noun of five letters changes its last in another case ("стену", "стена").
  if (a.length === b.length && n === a.length - 1 && cyrillic) return true;
  // A Russian adjective made of a name ("шэньсийском" of Шэньси, "тайшаньской" of Тайшань).
  if (
    CYRILLIC_WORD.test(long) &&
    long.startsWith(short.replace(/ь$/u, '')) &&
    /^ь?й?ск/u.test(long.slice(short.replace(/ь$/u, '').length))
  )
    return true;
  return n >= Math.max(5, Math.max(a.length, b.length) - 3);
};

/**
 * `common`: a word everyday text uses too ("square", "gold"), which names an item only with
 * another word of its name. `known`: a word some text uses, as written: it is that word, not a
 * name typed with a slip ("walk" is not "wall"). Not in Russian, whose nouns change their
 * ending with the case: "реке" is "река".
 */
export function createNameFinder(
  items: Named[],
  common: (word: string) => boolean = () => false,
  known: (word: string) => boolean = () => false,
) {
  const entries = items.map((item) => ({
    id: item.id,
    // As written and folded: read once, for every question (unmarkedOnly).
    marked: item.names.map(markedText).map((marked) => ({ marked, plain: fold(marked) })),
    names: [
      ...new Set(
        item.names
          // A name written "A (B)" is also called by A or by B alone: "อู่หลิงหยวน (จางเจียเจี้ย)".
          .flatMap((n) => [n, ...(/[(（]/u.test(n) ? n.split(/[()（）]/u) : [])])
          .map((n) => nameText(n).replace(/\s+/g, ' ').trim())
          .filter((n) => n.length >= 2),
      ),
    ].map(nameOf),
  }));
  // How many items' names hold a word or a character pair: shared ones are generic.
  const spread = new Map<string, number>();
  for (const e of entries) {
    const parts = new Set(e.names.flatMap((n) => (n.cjk ? n.bigrams : n.words)));
    for (const p of parts) spread.set(p, (spread.get(p) ?? 0) + 1);
  }
  /** How many items' Thai names hold this run of letters. */
  const thaiShared = (run: string) => entries.filter((e) => e.names.some((n) => n.thai && n.text.includes(run))).length;
  /**
   * The letters of a Thai run that are not at its ends what many names share: "พิพิธภัณฑ์ซ" is
   * "museum" and one letter, not a name ("พิพิธภัณฑ์ซีอาน" is no พิพิธภัณฑ์ซานซิงตุย).
   */
  const ownLetters = (run: string) => {
    let lead = 0;
    while (lead < run.length && thaiShared(run.slice(0, lead + 1)) >= 3) lead++;
    let tail = 0;
    while (tail < run.length - lead && thaiShared(run.slice(run.length - tail - 1)) >= 3) tail++;
    return run.length - lead - tail;
  };
  const generic = (part: string) =>
    FUNCTION_WORDS.has(part) || PLACE_KIND_PAIRS.has(part) || (spread.get(part) ?? 0) >= 3 || isStopword(part);

  const vocabulary = [...new Set(entries.flatMap((e) => e.names.flatMap((n) => n.words)))].filter((w) => !generic(w));

  type WordHit = { w: string; at: number };
  // The vocabulary by first letter: a word with a slip or another ending starts as the name's
  // word does; three-letter words may also be typed with their letters swapped ("tia" for tai).
  const byFirst = new Map<string, string[]>();
  for (const nw of vocabulary) byFirst.set(nw[0]!, [...(byFirst.get(nw[0]!) ?? []), nw]);
  const threeLetters = vocabulary.filter((nw) => nw.length === 3);

  /** For every non-generic name word, the question word that is it, or is it with a slip. */
  function wordHits(qWords: WordHit[]): Map<string, WordHit> {
    const exact = new Map(qWords.map((x) => [x.w, x]));
    const hits = new Map<string, WordHit>();
    for (const nw of vocabulary) {
      const same = exact.get(nw);
      if (same) hits.set(nw, same);
    }
    // The first question word, in the question's order, that is a name word with a slip.
    for (const q of qWords) {
      const { w } = q;
      const candidates = [...(byFirst.get(w[0] ?? '') ?? []), ...(w.length === 3 ? threeLetters : [])];
      for (const nw of candidates) {
        if (hits.has(nw)) continue;
        const slips = allowedSlips(nw);
        if (
          (slips > 0 &&
            w.length >= 4 &&
            (!known(w) || CYRILLIC_WORD.test(w)) &&
            Math.abs(w.length - nw.length) <= slips &&
            w[0] === nw[0] &&
            editDistance(w, nw, slips) <= slips) ||
          sameStem(w, nw) ||
          (nw.length === 3 && w.length === 3 && w !== nw && sameLetters(w, nw))
        )
          hits.set(nw, q);
      }
    }
    return hits;
  }

  function scoreName(q: string, hits: Map<string, WordHit>, name: Name): Scored {
    const whole = name.cjk || name.thai ? q.indexOf(name.text) : wholeAt(q, name.text);
    if (whole >= 0) return { score: 10 + name.text.length, spans: [[whole, whole + name.text.length]], whole: true };
    if (name.thai) {
      // Thai names are transcribed several ways (จิ่วไจ้โกว, จิ่วจ้ายโกว): a close match counts.
      const k = name.text.length >= 8 ? 2 : name.text.length >= 5 ? 1 : 0;
      const end = k > 0 && THAI.test(q) ? approxEnd(q, name.text, k) : -1;
      if (end >= 0) return { score: 8, spans: [[Math.max(0, end - name.text.length), end]], whole: false };
      // A part of the name ("ดาบโกวเจี้ยน" for "ดาบของโกวเจี้ยน กษัตริย์แคว้นเยว่"): Thai writes
      // no spaces between words, so the longest run the two share (eight letters or more: "จันทร์",
      // moon, is also Monday), when few names share it.
      const [at, length] = longestCommon(q, name.text);
      const run = q.slice(at, at + length);
      if (length < 8 || !THAI.test(run) || thaiShared(run) >= 3 || ownLetters(run) < 4) return NONE;
      return { score: 4 + length / 2, spans: [[at, at + length]], whole: false };
    }
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
      // One Korean syllable pair is too little: 이거 ("this") is in 주자이거우.
      if (HANGUL.test(name.text) && spans.length < 2) return NONE;
      if (score === 0 && !HANGUL.test(name.text)) return abbreviation(q, name);
      return { score, spans, whole: false };
    }
    let strong = 0;
    let slipped = false;
    for (const [i, nw] of name.words.entries()) {
      const hit = hits.get(nw);
      if (!hit) continue;
      // A short word ("tai", "li", "co") names the place only beside another word of the name.
      const neighbour = name.words[i - 1] ?? name.words[i + 1];
      if (nw.length < 4 && !(neighbour !== undefined && hits.get(neighbour)?.w === neighbour)) continue;
      // A Russian name in another case ("в Гугуне") is the name itself, not a slip.
      const same = hit.w === nw || (CYRILLIC_WORD.test(nw) && sameStem(hit.w, nw));
      score += Math.min(nw.length, 8) * (same ? 1 : 0.7);
      if (!same && !CYRILLIC_WORD.test(nw)) slipped = true;
      if (!common(nw)) strong++;
      spans.push([hit.at, hit.at + hit.w.length]);
    }
    // Two words of the name side by side, as the name has them, name it though each is common
    // ("the Jade Mountain": jade and mountain are in many names).
    for (let i = 0; i + 1 < name.words.length; i++) {
      const [a, b] = [name.words[i]!, name.words[i + 1]!];
      if (a.length < 3 || b.length < 3 || FUNCTION_WORDS.has(a) || FUNCTION_WORDS.has(b)) continue;
      if (hits.get(a) && hits.get(b)) continue;
      const at = wholeAt(q, `${a} ${b}`);
      if (at < 0) continue;
      score += (Math.min(a.length, 8) + Math.min(b.length, 8)) * 0.5;
      strong++;
      spans.push([at, at + a.length + 1 + b.length]);
    }
    // Everyday words alone ("the square one") name nothing.
    if (strong === 0 && spans.length < 2) return NONE;
    // One word of a longer name, typed with a slip, is weak: "lapangan" (a field) is not "Kota
    // Larangan" (the Forbidden City), though one letter apart. Not Russian: its nouns change
    // their ending with the case ("реке Ли").
    if (spans.length === 1 && name.words.length > 1 && slipped) return { score: score / 2, spans, whole: false };
    return { score, spans, whole: false };
  }

  const found = new Map<string, NameHit[]>();
  return {
    /** Items the question names, best first (score ≥ `min`). */
    find(question: string, min = 4): NameHit[] {
      // A message is read again for each of its parts and each later turn, and with other floors:
      // found once, every hit that scores, and the floor applied on the way out.
      const copies = (hits: NameHit[]) =>
        hits
          .filter((h) => h.score >= min)
          .map((h) => ({ ...h, spans: h.spans.map(([a, b]) => [a, b] as [number, number]) }));
      const seen = found.get(question);
      if (seen) return copies(seen);
      const q = nameText(question);
      const raw = markedText(question);
      const hits0 = wordHits(wordsOf(q));
      const qChars = new Set(Array.from(q));
      const hits: NameHit[] = [];
      for (const e of entries) {
        let best: Scored = NONE;
        for (const name of e.names) {
          // A CJK or Thai name none of whose characters the question holds cannot score.
          if ((name.cjk || name.thai) && !Array.from(name.text).some((ch) => qChars.has(ch))) continue;
          const s = scoreName(q, hits0, name);
          if (s.score > best.score) best = s;
        }
        if (best.score > 0 && !unmarkedOnly(raw, q, best, e.marked)) hits.push({ id: e.id, ...best });
      }
      hits.sort((a, b) => b.score - a.score);
      if (found.size >= 512) found.clear();
      found.set(question, hits);
      return copies(hits);
    },
  };
}

export type NameFinder = ReturnType<typeof createNameFinder>;

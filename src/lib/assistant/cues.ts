// Matching the cue lists (cues-ask.ts, cues-say.ts) on folded text: what a question asks,
// and whether a sentence of the content says it.
import type { Locale } from '../contract/locales';
import { ASK as ASK_BASE, KIND_ORDER, type AskKind, type Cues } from './cues-ask';
import { ASK_MORE, GAPPED } from './cues-ask-more';
import { AGE, ATTRIBUTES, COUNT, FREQUENCY, NAME, TEMPERATURE, UNIT_MEASURES, type Attribute } from './cues-attributes';
import { EASY_WAY_ASKED, OBJECTS } from './cues-objects';
import { asksWhenToGo, seasonsAsked, seasonsIn } from './seasons';
import {
  CLOCK,
  EASY_WALK,
  FREE,
  LIES,
  MONEY,
  MOVED_TO,
  ONE_WAY,
  PART_OF_DAY,
  QUIET_TIME,
  SAY,
  SLOW_PACE,
  TIME_OF_DAY,
  WAY_OUT,
} from './cues-say';
import {
  BESIDE,
  CALL_OFF,
  CONDITIONS,
  CROWDS,
  FORECAST,
  FORECAST_SAID,
  IF_IT_RAINS,
  NEARBY,
  NOW,
  OUTING,
  SUN_TIMES,
  TICKETS_LEFT,
  MONEY_BACK,
  ON_VIEW,
  TOPICS as TOPICS_BASE,
} from './cues-topics';
import {
  AIDS,
  AIDS_SAID,
  type Aid,
  CONCESSION_SAID,
  INCLUDED,
  LINE_ASKED,
  MODES,
  QUALIFIERS,
  type Qualifier,
  type TravelMode,
} from './cues-qualifiers';
import { ASKS_TIME, LAST_RUN, TIMED, type TimedThing } from './cues-timed';
import { TOPICS_MORE } from './cues-topics-more';
import { editDistance } from './names';
import { stopwords } from './stopwords';
import { escapeRegExp, fold } from './text';

/** The cue lists of cues-ask.ts with the further forms of cues-ask-more.ts. */
function merge(base: Record<string, Cues>, more: Partial<Record<string, Cues>>): Record<string, Cues> {
  return Object.fromEntries(
    Object.entries(base).map(([key, cues]) => {
      const merged: Cues = { ...cues };
      for (const [l, words] of Object.entries(more[key] ?? {}) as Array<[Locale, string[]]>)
        merged[l] = [...(merged[l] ?? []), ...words];
      return [key, merged];
    }),
  );
}
const ASK = merge(merge(merge(ASK_BASE, ASK_MORE), OBJECTS), { accessibility: EASY_WAY_ASKED }) as Record<
  AskKind,
  Cues
>;
/** The subjects of cues-topics.ts with the further words of cues-topics-more.ts. */
const TOPICS = merge(TOPICS_BASE, TOPICS_MORE);

const SPACED = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{N}\s'’.-]+$/u;

const HANGUL_SYLLABLE = /^[\uAC00-\uD7A3]$/u;
/**
 * A Korean cue of three syllables or more with its last syllable free to change its vowel and
 * final consonant (a verb's ending: "지어졌" past, "지어진" of a noun, "지어지" stem): the same
 * first consonant. Other cues as they are.
 */
function conjugated(cue: string): string {
  const chars = [...cue];
  const last = chars.at(-1) ?? '';
  if (chars.length < 3 || !HANGUL_SYLLABLE.test(last) || !chars.slice(-3).every((c) => HANGUL_SYLLABLE.test(c)))
    return escapeRegExp(cue);
  const initial = Math.floor((last.codePointAt(0)! - 0xac00) / 588);
  const from = 0xac00 + initial * 588;
  const range = `[\\u${from.toString(16)}-\\u${(from + 587).toString(16)}]`;
  return escapeRegExp(chars.slice(0, -1).join('')) + range;
}

/**
 * Vietnamese keeps its marks: folded, "vé" (ticket) is "ve" as in "về", "phí" (fee) starts
 * "phim". Its cues match whole words of the text as written.
 */
const keepsMarks = (lang: Locale) => lang === 'vi';
export const prepare = (text: string, lang: Locale) =>
  keepsMarks(lang) ? text.normalize('NFKC').toLowerCase() : fold(text);
/**
 * A Vietnamese question typed without its marks ("ve vao cua bao nhieu"), as many are on a
 * keyboard without Vietnamese: its cues are folded too, still matched as whole words.
 */
const unmarkedVi = (text: string, lang: Locale) => lang === 'vi' && prepare(text, lang) === fold(text);
const cueMode = (text: string, lang: Locale): Mode => (unmarkedVi(text, lang) ? 'folded-whole' : undefined);
type Mode = 'folded-whole' | undefined;

/** What may follow a cue in its word: at most that many letters, or a plural's ending only. */
type Tail = number | 'plural';

/** A letter of a Latin or Cyrillic word, or a digit: what goes on a spaced cue's word. */
const LATIN_WORD_CHAR = '[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{M}\\p{N}]';

/**
 * One pattern for a list: Latin and Cyrillic cues at a word's start (or whole), the others
 * anywhere. `tail`: at most that many letters may follow a cue in its word (a subject's name
 * takes an ending, "hotels", "гостиницу", but "bank" does not name a "banknote").
 */
function compile(cues: string[], whole: boolean, compounds = false, folded = !whole, tail?: Tail): RegExp | null {
  if (cues.length === 0) return null;
  const norm = folded ? fold : (c: string) => c.normalize('NFKC').toLowerCase();
  const all = [...new Set(cues.map(norm))].sort((a, b) => b.length - a.length);
  // German writes compounds as one word: a long cue counts inside one ("zugfahrplan").
  const inside = (c: string) => !SPACED.test(c) || (compounds && c.length >= 6 && !c.includes(' '));
  // A cue written "fee=" is a whole word, or its plural: not the start of "feed".
  const exact = all.filter((c) => c.endsWith('=')).map((c) => c.slice(0, -1));
  const latinExact = exact.filter((c) => SPACED.test(c)).map(escapeRegExp);
  const otherExact = exact.filter((c) => !SPACED.test(c)).map(escapeRegExp);
  const spaced = all.filter((c) => !c.endsWith('=') && !inside(c)).map(escapeRegExp);
  const other = all.filter((c) => !c.endsWith('=') && inside(c)).map(conjugated);
  // One look-behind for all the spaced cues: a regular expression compiles much faster so.
  // (Its end is a word's end in its own script: "wifi" in "館内でwifiは", "ATM" in "有ATM吗".)
  const end = whole
    ? `(?!${LATIN_WORD_CHAR})`
    : tail === 'plural'
      ? `(?:s|es)?(?!${LATIN_WORD_CHAR})`
      : tail !== undefined
        ? `[\\p{Script=Latin}\\p{Script=Cyrillic}]{0,${tail}}(?!${LATIN_WORD_CHAR})`
        : '';
  const parts = [
    // (A Latin whole word may touch a Chinese character; a Hangul one is a whole Hangul word.)
    ...(latinExact.length ? [`(?<!${LATIN_WORD_CHAR})(?:${latinExact.join('|')})s?(?!${LATIN_WORD_CHAR})`] : []),
    ...(otherExact.length ? [`(?<![\\p{L}\\p{N}])(?:${otherExact.join('|')})s?(?![\\p{L}\\p{N}])`] : []),
    // A Latin or Cyrillic cue starts a word of its own script: after a digit ("70km") or a
    // Chinese character ("有ATM吗") too.
    ...(spaced.length ? [`(?<![\\p{Script=Latin}\\p{Script=Cyrillic}])(?:${spaced.join('|')})${end}`] : []),
    ...other,
  ];
  return new RegExp(parts.join('|'), 'gu');
}

const cache = new Map<string, RegExp | null>();
function patternOf(
  table: Record<string, Cues | undefined>,
  kind: string,
  langs: Locale[],
  tag: string,
  mode: Mode = undefined,
  tail?: Tail,
): RegExp | null {
  const key = `${tag}:${kind}:${langs.join(',')}:${mode ?? ''}:${tail ?? ''}`;
  if (!cache.has(key))
    cache.set(
      key,
      compile(
        langs.flatMap((l) => table[kind]?.[l] ?? []),
        keepsMarks(langs[0]!),
        langs[0] === 'de',
        mode === 'folded-whole' || !keepsMarks(langs[0]!),
        tail,
      ),
    );
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
  /** What the question asks of, said by a cue (cues-objects.ts): "drone", "taxi", as written. */
  objects: string[];
}

/** A word of a question and where it stands in the prepared text. */
type Word = { w: string; at: number };
const LATIN_WORDS = /[\p{Script=Latin}\p{Script=Cyrillic}]{5,}/gu;
const LATIN_LETTER = /[\p{Script=Latin}\p{Script=Cyrillic}]/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The single-word Latin and Cyrillic cues of the languages tried, by kind, folded (5 letters or more). */
const wordCues = new Map<string, Array<{ kind: AskKind; cue: string }>>();
function singleWordCues(langs: Locale[]) {
  const key = langs.join(',');
  let list = wordCues.get(key);
  if (!list) {
    list = KIND_ORDER.flatMap((kind) =>
      langs.flatMap((l) => (ASK[kind]?.[l] ?? []).map((c) => ({ kind, cue: fold(c) }))),
    ).filter(({ cue }) => /^[\p{Script=Latin}\p{Script=Cyrillic}]{5,}$/u.test(cue));
    wordCues.set(key, list);
  }
  return list;
}

/**
 * A word that is a cue typed with one slip ("öfnungszeiten") or inflected differently
 * ("emporte" for "emporter", "reservieren" for "reservier"): the cue's kind, or null.
 */
function nearCue(word: string, cues: Array<{ kind: AskKind; cue: string }>): AskKind | null {
  for (const { kind, cue } of cues) {
    let common = 0;
    while (common < word.length && common < cue.length && word[common] === cue[common]) common++;
    // A shorter word is the cue less one letter at most ("emporte": "berat" is not "beratur").
    if (common >= Math.max(5, cue.length - 2) && word.length >= common && word.length >= cue.length - 1) return kind;
    if (cue.length < 6 || word[0] !== cue[0]) continue;
    // A cue under eight letters only with a letter left out or doubled ("öfnet"): a changed
    // letter makes another word too easily ("ступеней" is not "студен", "pelayaran" not "pelajar").
    const lengths = cue.length >= 8 ? [cue.length - 1, cue.length, cue.length + 1] : [cue.length - 1, cue.length + 1];
    for (const n of lengths) if (n <= word.length && editDistance(word.slice(0, n), cue, 1) <= 1) return kind;
  }
  return null;
}

const MALAY_PREFIX = /^(?:di|ber|be|memper|mem|meng|men|me|ter|per|pe|ke)/u;
const MALAY_SUFFIX = /(?:kan|nya|lah|an|i)$/u;

/** A Malay word's possible roots: without a prefix, a suffix, or both (four letters or more). */
function malayRoots(word: string): string[] {
  const unprefixed = word.replace(MALAY_PREFIX, '');
  const roots = [unprefixed, word.replace(MALAY_SUFFIX, ''), unprefixed.replace(MALAY_SUFFIX, '')];
  return [...new Set(roots)].filter((r) => r !== word && r.length >= 4);
}

let malayCues: Map<string, AskKind> | null = null;
/** The kind of the single-word Malay asking cue (four letters or more) a root of `word` is, if any. */
function malayRootKind(word: string): AskKind | null {
  if (!malayCues) {
    malayCues = new Map();
    for (const kind of KIND_ORDER)
      for (const cue of ASK[kind]?.ms ?? []) {
        const folded = fold(cue);
        if (/^\p{L}{4,}$/u.test(folded) && !malayCues.has(folded)) malayCues.set(folded, kind);
      }
  }
  for (const root of malayRoots(word)) {
    const kind = malayCues.get(root);
    if (kind) return kind;
  }
  return null;
}

/** Words that hedge or stress a question and come between the words of its cue ("what exactly is", "is it even open"). */
const FILLERS: Partial<Record<Locale, RegExp>> = {
  en: /(?<![\p{L}])(?:exactly|actually|really|even|basically|honestly|precisely)\s+/gu,
  de: /(?<![\p{L}])(?:eigentlich|genau|überhaupt|denn|wirklich)\s+/gu,
  fr: /(?<![\p{L}])(?:exactement|vraiment|au juste|donc)\s+/gu,
  ru: /(?<![\p{L}])(?:вообще|именно|точно|вообще-то)\s+/gu,
  ms: /(?<![\p{L}])(?:sebenarnya|sebetulnya)(?:\s+|(?=[?.!]|$))/gu,
  // Bracing oneself ("先讓我心理準備一下") is no packing.
  cn: /心理准备|心理上/gu,
  'zh-Hant': /心理準備|心理上/gu,
  // "-면 돼요" asks how one should do it ("어떻게 가면 돼요"), not whether one may ("-도 돼요").
  ko: /(?<=면\s?)(?:돼요|되나요|되요|될까요|돼)/gu,
};

/**
 * A banknote ("the view on the 20 yuan note", 人民币背面): money as a picture, not a price asked.
 * Folded, as the question is read.
 */
const BANKNOTE: Partial<Record<Locale, RegExp>> = {
  en: /(?:\d+|twenty|fifty|ten|five|one)[\s-]*(?:yuan|rmb)[\s-]*(?:note|bill)s?|bank ?notes?/gu,
  fr: /billets? de banque|billets? de \d+ yuans?/gu,
  de: /geldschein\p{L}*|banknote\p{L}*|(?:\d+[\s-]*)?yuan-?schein\p{L}*/gu,
  ru: /купюр\p{L}*|банкнот\p{L}*/gu,
  vi: /tờ tiền|tờ \d+ (?:tệ|nhân dân tệ)|tiền giấy|to tien|tien giay/gu,
  th: /ธนบัตร|แบงก์/gu,
  ja: /紙幣|お札|元札/gu,
  ko: /지폐/gu,
  ms: /wang kertas|duit kertas|not \d+ yuan/gu,
  cn: /纸币|人民币背面|\d+元(?:人民币|纸币)/gu,
  'zh-Hant': /紙幣|人民幣背面|鈔票|\d+元(?:人民幣|紙幣|鈔票)/gu,
};

/**
 * Where a film or a series was shot (ロケ地, 撮影場所, 촬영지, 拍摄地): a thing's story, not the
 * rule on taking photos. Folded, as the question is read.
 */
const FILMED: Partial<Record<Locale, RegExp>> = {
  ja: /撮影(?:場所|地|現場|され|に使われ)|ロケ地|ロケ/gu,
  ko: /촬영(?:지|장소|한 곳|했던|된|됐)/gu,
  cn: /拍摄地|拍摄(?:场景|场地|的地方|过)|取景/gu,
  'zh-Hant': /拍攝地|拍攝(?:場景|場地|的地方|過)|取景/gu,
  en: /film(?:ing|ed) (?:location|spot|site)s?|shooting location/gu,
  th: /สถานที่ถ่ายทำ|ถ่ายทำ/gu,
  vi: /(?:bối cảnh|địa điểm) quay|quay phim|được quay/gu,
};

/**
 * Opening the guide's page or app ("I just opened this page", เพิ่งเปิดหน้านี้): no opening hours
 * asked. Folded, as the question is read.
 */
const PAGE_OPENED: Partial<Record<Locale, RegExp>> = {
  en: /(?<![\p{L}])open(?:ed|ing)?\s+(?:this|the|your)\s+(?:page|app|guide)(?![\p{L}])/gu,
  fr: /(?<![\p{L}])ouvr\p{L}*\s+(?:cette|la|l')\s*(?:page|appli\p{L}*)/gu,
  de: /(?<![\p{L}])(?:seite|app)\s+(?:\p{L}+\s+){0,2}(?:ge[oö]ffnet|aufgemacht)|(?<![\p{L}])[oö]ffne\p{L}*\s+(?:die|diese)\s+(?:seite|app)/gu,
  ru: /(?<![\p{L}])открыл\p{L}*\s+(?:эту\s+)?(?:страниц\p{L}*|приложени\p{L}*)/gu,
  vi: /(?<![\p{L}])m[oở] (?:trang|app|[uứ]ng d[uụ]ng)/gu,
  th: /เปิด(?:หน้า|แอป|แอพ)/gu,
  ja: /(?:ページ|アプリ)を(?:初めて|はじめて)?開/gu,
  ko: /(?:페이지|앱)(?:를|을)?\s*(?:처음\s*)?열/gu,
  ms: /(?<![\p{L}])buka (?:halaman|app|aplikasi)/gu,
  cn: /打开(?:这个|这)?(?:页面|app|应用)/gu,
  'zh-Hant': /打開(?:這個|這)?(?:頁面|app|應用)/gu,
};

/**
 * Whether shops or a street are really open, operating and not scenery ("les boutiques sont-elles
 * vraiment ouvertes ?", "kedai betul-betul buka?"): no opening hours asked. Folded, as the
 * question is read, before its hedging words are dropped.
 */
const REALLY_OPEN: Partial<Record<Locale, RegExp>> = {
  en: /(?<![\p{L}])(?:really|actually|genuinely) (?:open|working|operating)(?![\p{L}])/gu,
  fr: /(?<![\p{L}])(?:vraiment|reellement) (?:ouvert\p{L}*|en activite)|ouvert\p{L}* pour de vrai/gu,
  de: /(?<![\p{L}])(?:wirklich|echt|tatsachlich) (?:geoffnet|offen|in betrieb)(?![\p{L}])/gu,
  ru: /(?<![\p{L}])(?:действительно|правда|реально|по-настоящему) работа\p{L}*/gu,
  vi: /(?:thật sự|thực sự|that su|thuc su) (?:mở|hoạt động|mo|hoat dong)|mở thật|mo that/gu,
  th: /เปิดจริง|ขายจริง/gu,
  ja: /(?:本当|実際|ほんと)に(?:営業|開いて|やって)/gu,
  ko: /(?:진짜|실제로|정말) (?:영업|문 열|운영)/gu,
  ms: /(?<![\p{L}])(?:betul-betul|betul2|benar-benar|memang) (?:buka|beroperasi|berniaga)(?![\p{L}])/gu,
  cn: /真的?(?:在)?(?:营业|开着|开门)/gu,
  'zh-Hant': /真的?(?:在)?(?:營業|開著|開門)/gu,
};

/**
 * `written`: the question as the visitor wrote it, when `question` is a folded form of it (for
 * what folding loses: French "où" and "ou").
 */
export function askedKinds(
  question: string,
  lang: Locale,
  known: (word: string) => boolean = () => false,
  written = question,
): AskedKinds {
  const fillers = FILLERS[lang];
  const prepared = REALLY_OPEN[lang]
    ? prepare(question, lang).replace(REALLY_OPEN[lang]!, (m) => ' '.repeat(m.length))
    : prepare(question, lang);
  const said = fillers ? prepared.replace(fillers, '') : prepared;
  // A banknote, a film's location or the guide's page opened is read by no cue, and stays in what
  // the question is about.
  const text = [PAGE_OPENED[lang], BANKNOTE[lang], FILMED[lang]].reduce(
    (t, read) => (read ? t.replace(read, (m) => ' '.repeat(m.length)) : t),
    said,
  );
  const langs = askLangs(lang);
  const matches: Array<{ kind: AskKind; at: number; end: number; gapped?: boolean }> = [];
  for (const kind of KIND_ORDER) {
    const pattern = patternOf(ASK, kind, langs, 'ask', cueMode(question, lang));
    for (const m of pattern ? text.matchAll(pattern) : [])
      matches.push({ kind, at: m.index, end: m.index + m[0].length });
  }
  for (const [kind, gapped] of GAPPED[lang] ?? [])
    for (const m of text.matchAll(gapped))
      for (const span of m.indices?.slice(1) ?? [])
        if (span) matches.push({ kind, at: span[0], end: span[1], gapped: true });
  // Words no cue matched may be a cue with a slip or another ending (not Vietnamese: short words);
  // Malay builds words around a root ("bawa": "dibawa", "membawa", "bawakan"), tried without
  // its affixes.
  if (lang !== 'vi') {
    const cues = singleWordCues(langs);
    const words: Word[] = [...text.matchAll(LATIN_WORDS)].map((m) => ({ w: m[0], at: m.index }));
    for (const { w, at } of words) {
      if (matches.some((m) => m.at < at + w.length && at < m.end)) continue;
      // A word the texts write is that word, not a cue typed with a slip ("Rauch" is not "rauchen");
      // a Malay word is still read for its root ("dibawa": bawa).
      const kind = (known(w) ? null : nearCue(w, cues)) ?? (lang === 'ms' && w.length >= 6 ? malayRootKind(w) : null);
      if (kind) matches.push({ kind, at, end: at + w.length });
    }
  }
  // A Latin or Cyrillic cue is a word's start: the rest of the word goes with it ("reservier|en").
  // A German cue that ends a compound is the compound's head: the whole word is the cue
  // ("Haupt|eingänge"), not a name left before it.
  for (const m of matches) {
    if (!LATIN_LETTER.test(text[m.end - 1] ?? '')) continue;
    while (m.end < text.length && WORD_CHAR.test(text[m.end]!)) m.end++;
    if (lang === 'de') while (m.at > 0 && LATIN_LETTER.test(text[m.at - 1]!)) m.at--;
  }
  // French "ou" is "or", "où" is "where": folded, the two are one word, so "ou" asks the way only
  // when the question writes "où" ("gratuit ou payant ?" asks no way).
  if (lang === 'fr' && !/où/u.test(written.normalize('NFC').toLowerCase()))
    for (let i = matches.length - 1; i >= 0; i--)
      if (matches[i]!.kind === 'directions' && text.slice(matches[i]!.at, matches[i]!.end).trim() === 'ou')
        matches.splice(i, 1);
  // A cue inside a longer cue of another kind is part of that one: "how much" in "how much time";
  // a part of a gapped cue is that cue's ("ở đâu" in "mua vé … ở đâu" asks where to buy).
  const kept = matches.filter(
    (m) =>
      !matches.some(
        (o) =>
          o.kind !== m.kind &&
          o.at <= m.at &&
          o.end >= m.end &&
          (o.end - o.at > m.end - m.at || (o.gapped === true && !m.gapped)),
      ),
  );
  // "On peut vraiment acheter des trucs ?": buying, with no ticket in the question, is shopping,
  // not booking (and what is bought stays the subject).
  const bareBuy = (m: { kind: AskKind; at: number; end: number }) =>
    m.kind === 'booking' && BUY.test(text.slice(m.at, m.end).trim());
  const onlyBuying = kept.some(bareBuy) && kept.every((m) => m.kind !== 'booking' || bareBuy(m)) && !TICKET.test(text);
  const shopping = (m: { kind: AskKind; at: number; end: number }) => onlyBuying && m.kind === 'booking';
  let rest = said;
  for (const m of kept.filter((k) => !shopping(k)))
    rest = rest.slice(0, m.at) + ' '.repeat(m.end - m.at) + rest.slice(m.end);
  // "Combien de marches", "сколько ступеней": a count, not a price, when the only price word
  // is one that asks how much or how many.
  /** Whether the question asks `kind` and every cue of it that it holds is only such a word. */
  const onlyBy = (kind: AskKind, word: RegExp) => {
    const cues = kept.filter((m) => m.kind === kind).map((m) => text.slice(m.at, m.end).trim());
    return cues.length > 0 && cues.every((c) => word.test(c));
  };
  // So is "berat berapa", "сколько весит": a measure asked with the same word.
  const counting =
    onlyBy('price', QUANTITY) &&
    (asks(COUNT.ask, 'count', text, question, lang) ||
      ATTRIBUTES.some((a, i) => i > 0 && asks(a.ask, `attribute-${i}`, text, question, lang)));
  // "Do I buy the ticket ahead? Where?": a bare "where" beside a booking asks where to buy it,
  // not the way to the place.
  const whereToBuy = kept.some((m) => m.kind === 'booking') && onlyBy('directions', BARE_WHERE);
  // "どれくらいの重さ", "무게가 얼마나": how much of a measure (weight, size), not how long.
  // So is "how long" beside its age ("Tiang batu ni dah berapa lama umurnya?": how old it is).
  const measured =
    ((lang === 'ja' || lang === 'ko') &&
      onlyBy('duration', HOW_MUCH_OF) &&
      ATTRIBUTES.some((a, i) => i > 0 && asks(a.ask, `attribute-${i}`, text, question, lang))) ||
    (onlyBy('duration', HOW_LONG) &&
      asks(AGE.ask, `attribute-${ATTRIBUTES.indexOf(AGE)}`, text, question, lang) &&
      AGE_WORD.test(text));
  // "What is a must-see?", "必看的是什么": a question word asking what something is says nothing
  // of its own right beside another kind's cue ("what is Jiuzhaigou, is it worth it" asks it).
  // A question of its own is one ("c'est quoi ? ça vaut le détour ?" asks both).
  const phrasing = (m: { kind: AskKind; at: number; end: number }) =>
    m.kind === 'story' &&
    WHAT_IS.test(text.slice(m.at, m.end).trim()) &&
    kept.some(
      (o) =>
        o.kind !== 'story' &&
        ((o.at >= m.end && o.at - m.end <= WHAT_IS_GAP(lang) && !CLAUSE_END.test(text.slice(m.end, o.at))) ||
          (o.end <= m.at && m.at - o.end <= 3)),
    );
  // "Can I buy tickets at the gate?", "можно ли купить билет": a bare "may I" asks what the
  // other cue says, not a rule, unless a rule's own word is there too ("can I take photos").
  const rules = kept.filter((m) => m.kind === 'rules');
  // Only beside a practical kind: "can my kid feed the monkeys? she wants to" asks a rule.
  const modal =
    rules.length > 0 &&
    rules.every((m) => MAY_I.test(text.slice(m.at, m.end).trim())) &&
    kept.some((m) => PRACTICAL_KINDS.has(m.kind));
  // A rule asked only by "可以…吗" around what is said is what another cue asks, when there is one
  // ("可以坐缆车上去吗" asks the way up).
  const looseRule = rules.length > 0 && rules.every((m) => m.gapped === true) && kept.some((m) => m.kind !== 'rules');
  // "We go to Jiuzhaigou next week, what should we bring?": the way there said by the visitor of
  // themselves is what they do, not what they ask.
  const toldGoing = (m: { kind: AskKind; at: number; end: number }) =>
    lang === 'en' &&
    m.kind === 'directions' &&
    /^go(?:ing)? to$/u.test(text.slice(m.at, m.end).trim()) &&
    /(?:^|[,.;:!?]\s*)(?:(?!(?:can|could|should|do|does|did|shall|will|would|may|how|where|when|what|which)\s)[\p{L}\d]+\s+)?(?:we|i|they)(?:'re|'m| are| am| will|'ll)?\s*$/u.test(
      text.slice(0, m.at),
    ) &&
    kept.some((o) => o.kind !== 'directions');
  // "Was muss man unbedingt mitnehmen?", "что обязательно взять", "一定要提前预约吗": a word that
  // only says "must" asks what the cue beside it asks, not what not to miss. Alone, or with its
  // verb of seeing (a cue of its own), it still asks the highlights.
  // So does German "am besten", how best to do it ("was zieh ich da am besten an?").
  const mustOnly = (m: { kind: AskKind; at: number; end: number }) =>
    m.kind === 'highlights' &&
    (MUST_ONLY.test(text.slice(m.at, m.end).trim()) ||
      (lang === 'de' &&
        text.slice(m.at, m.end).trim() === 'besten' &&
        /(?<![\p{L}])am\s+$/u.test(text.slice(0, m.at)))) &&
    kept.some((o) => {
      // Not a bare "what is", which phrases the question ("qu'est-ce qu'il faut absolument voir").
      if (o.kind === 'highlights' || (o.kind === 'story' && WHAT_IS.test(text.slice(o.at, o.end).trim()))) return false;
      const [from, to] = o.at >= m.end ? [m.end, o.at] : [o.end, m.at];
      return to - from <= 30 && !QUESTION_MARK.test(text.slice(from, to));
    });
  // Korean "-야 돼요" is "must" ("챙겨야 돼요": must I bring), not "may I".
  const mustKo = (m: { kind: AskKind; at: number; end: number }) =>
    lang === 'ko' && m.kind === 'rules' && /야\s?$/u.test(text.slice(0, m.at)) && /^(?:돼|되)/u.test(text.slice(m.at));
  // The entrance as where something is shown or done ("am Eingang vorzeigen", "入口で見せる"), beside
  // what is asked of it: not the way there, nor its ticket ("l'entrée", "вход").
  const entrance = AT_ENTRANCE[lang];
  const spots = entrance ? [...text.matchAll(entrance)].map((m) => [m.index, m.index + m[0].length] as const) : [];
  const atEntrance = (m: { kind: AskKind; at: number; end: number }) =>
    (m.kind === 'directions' || m.kind === 'price') && spots.some(([a, b]) => a <= m.at && m.end <= b);
  const located = spots.length > 0 && kept.some((m) => !atEntrance(m)) ? atEntrance : () => false;
  const kinds = [
    ...new Set(
      kept
        .filter(
          (m) =>
            !(counting && m.kind === 'price') &&
            !(measured && m.kind === 'duration') &&
            !(whereToBuy && m.kind === 'directions') &&
            !phrasing(m) &&
            !shopping(m) &&
            !((modal || looseRule) && m.kind === 'rules') &&
            !mustKo(m) &&
            !mustOnly(m) &&
            !toldGoing(m) &&
            !located(m),
        )
        .sort((a, b) => a.at - b.at)
        .map((m) => m.kind),
    ),
  ];
  return { kinds, rest: rest.replace(/\s+/g, ' ').trim(), objects: objectsIn(text, question, lang) };
}

/**
 * Where the visitor stays or sets out from, told in a sentence of its own before they ask ("we're
 * staying near Xinjiekou station. How do we get there by metro?", "飯店在大雁塔附近…。請問幾點開門？"):
 * a word of staying, coming from or being near (folded).
 */
// prettier-ignore
const STAY_OR_FROM: Record<Locale, RegExp> = {
  cn: /从|住在|住的|酒店|饭店|宾馆|民宿|附近|出发|过去/u,
  'zh-Hant': /從|住在|住的|酒店|飯店|旅館|民宿|附近|出發|過去/u,
  en: /(?<!\p{L})(?:from|near|nearby|hotel|hostel|staying|stay|based in)(?!\p{L})/u,
  fr: /(?<!\p{L})(?:depuis|pres d|pres de|hotel|loge|logeons|logés|loges|venant de|en partant de)(?!\p{L})/u,
  de: /(?<!\p{L})(?:von|aus|ab|nahe|in der nahe|hotel|wohnen|ubernachten|unterkunft)(?!\p{L})/u,
  ru: /(?<!\p{L})(?:из|от|возле|рядом|около|отел\p{L}*|гостиниц\p{L}*|останови\p{L}*|живём|живем)(?!\p{L})/u,
  vi: /(?<!\p{L})(?:từ|gần|khách sạn|ở gần|ở tại)(?!\p{L})/u,
  th: /จาก|ใกล้|โรงแรม|ที่พัก|พักที่|พักอยู่/u,
  ja: /から|近く|ホテル|泊ま|宿/u,
  ko: /에서|근처|호텔|숙소|묵/u,
  ms: /(?<!\p{L})(?:dari|dekat|berhampiran|hotel|menginap|tinggal di)(?!\p{L})/u,
};

/** Whether a part says where the visitor stays or sets out from ("住在钟楼附近", "from our hotel"). */
export const saysStayOrFrom = (part: string, lang: Locale) => STAY_OR_FROM[lang].test(prepare(part, lang));

/**
 * The question without the sentences that tell the visitor's setting, when another sentence asks
 * (ends with "?"): where they stay or set out from (a place named there is not what is asked
 * of), or the rain the forecast says (toldRain). The text keeps its length (those sentences
 * blanked with spaces).
 */
export function withoutToldSetting(text: string, lang: Locale): string {
  return withoutTold(text, (sentence) => saysStayOrFrom(sentence, lang) || toldRain(sentence));
}
/** A sentence that tells rain ("the forecast says rain next week."): what the visitor was told, not asked. */
const toldRain = (sentence: string) => seasonsIn(sentence).includes('rain');

/**
 * The question without the sentences that tell and `tells`, when another sentence asks; each
 * blanked with spaces, so the text keeps its length. A full stop (before a space or the end),
 * "!", "。" or "！" ends a sentence that tells; a question mark, or no mark at the end, one that asks.
 */
function withoutTold(text: string, tells: (sentence: string) => boolean): string {
  if (!QUESTION_MARK.test(text)) return text;
  let kept = '';
  let from = 0;
  for (const end of text.matchAll(SENTENCE_END)) {
    const to = end.index + end[0].length;
    const sentence = text.slice(from, to);
    kept += !QUESTION_MARK.test(end[0]) && tells(sentence) ? ' '.repeat(sentence.length) : sentence;
    from = to;
  }
  return kept + text.slice(from);
}
const SENTENCE_END = /[.!]+(?=\s|$)|[。！]+|[?？]+/gu;

/** The entrance as a place something is done at (prepared text: folded, lower case). */
const AT_ENTRANCE: Partial<Record<Locale, RegExp>> = {
  en: /(?<![\p{L}])at the (?:entrance|entry)(?![\p{L}])/gu,
  fr: /(?<![\p{L}])(?:a|à) l'entr[eé]e(?![\p{L}])/gu,
  de: /(?<![\p{L}])(?:am|beim) (?:eingang|einlass)(?![\p{L}])/gu,
  ru: /(?<![\p{L}])(?:на|при) вход[ае]?(?![\p{L}])/gu,
  vi: /(?<![\p{L}])(?:ở|tại|o|tai) (?:cổng|cong)(?: (?:vào|vao))?(?![\p{L}])/gu,
  th: /ที่ทางเข้า/gu,
  ja: /入口で|入場時/gu,
  ko: /입구에서/gu,
  ms: /(?<![\p{L}])di pintu masuk(?![\p{L}])/gu,
};

/** An area: square kilometres in the 11 languages (prepared text: folded, lower case). */
const AREA =
  /平方(?:公里|千米|米|公尺)|square (?:kilomet|met)\p{L}*|km²|km2|m²|(?:kilo)?m[eè]tres? carr[eé]s?|quadrat(?:kilo)?meter\p{L}*|квадратн\p{L}* (?:кило)?метр\p{L}*|km vuông|m vuông|(?:kilô)?mét vuông|ki-lô-mét vuông|ตาราง(?:กิโล)?เมตร|平方(?:キロ)?メートル|平方キロ|제곱(?:킬로)?미터|(?:kilo)?meter persegi|km persegi/gu;

/** Whether a sentence gives an area (how big a place is). */
const AN_AREA = new RegExp(AREA.source, 'u');
export const hasArea = (sentence: string, lang: Locale) => AN_AREA.test(prepare(sentence, lang));
const OCCUPIES = /занима\p{L}*/gu;
/** A date is when, not how long: 1952年12月21日, 12月21日, วันที่ 21, в 2024 году. */
const DATE =
  /\d{1,4}\s*年(?:\s*\d{1,2}\s*月)?(?:\s*\d{1,2}\s*日)?|\d{1,2}\s*月\s*\d{1,2}\s*日|วันที่|\d{4}\s*(?:году|года|год)(?!\p{L})|\d{4}\s*년/gu;
/** Holidays and weekends name days of the calendar, not a visit's length ("les jours fériés"). */
const HOLIDAYS =
  /(?:public|school|bank) holidays?|jours? f[ée]ri[ée]s|vacances scolaires|week-?ends?|feiertag\p{L}*|wochenende\p{L}*|праздни\p{L}*|выходны\p{L}*|ngày lễ|cuối tuần|วันหยุด\p{L}*|เสาร์-?อาทิตย์|祝日|週末|周末|节假日|節假日|공휴일|주말|cuti umum|cuti sekolah|hujung minggu/giu;
const withoutArea = (text: string) => {
  const undated = text.replace(DATE, ' ').replace(HOLIDAYS, ' ');
  const bare = undated.replace(AREA, ' ');
  return bare === undated ? undated : bare.replace(OCCUPIES, ' ');
};

export const PRACTICAL_KINDS = new Set<AskKind>(['hours', 'price', 'booking', 'directions', 'duration']);

/** The rules cues that only ask whether one may (can I, можно, 可以吗), in the prepared text. */
const MAY_I =
  /^(?:can i|can we|may i|is it ok|peut-on|puis-je|on peut|darf man|kann man|kann ich|можно ли|можно|có được|được không|có được không|co duoc|duoc khong|ได้ไหม|ได้มั้ย|ได้ป่าว|ได้เปล่า|ได้หรือไม่|できますか|いいですか|してもいい|大丈夫|되나요|돼요|되요|가능해요|가능한가요|괜찮아요|괜찮나요|해도 돼|bolehkah|boleh tak|boleh ke|可以吗|可以嗎|能不能|可以|吗|嗎)$/u;

/** The highlights cues that only say "must" (prepared text). */
const MUST_ONLY = /^(?:unbedingt|обязательно|absolument|wajib|一定要)$/u;

/**
 * Letters between "what is" and the cue it phrases: English puts "the best" between ("what is
 * the best route"), French "qu'il faut" ("qu'est-ce qu'il faut emporter").
 */
const WHAT_IS_GAP = (lang: Locale) => (lang === 'en' ? 12 : lang === 'fr' || lang === 'ms' ? 14 : 8);
/** A question's end between two cues. */
const QUESTION_MARK = /[?？]/u;
/** A question's end between two cues, or a comma ("c'est quoi au juste, ça vaut le coup ?" asks both). */
const CLAUSE_END = /[?？,，、]/u;
/** The story cues that only ask what something is. */
const WHAT_IS =
  /^(?:what is|what's|was ist|что такое|c'est quoi|qu'est-ce|la gi|là gì|คืออะไร|apakah|apa benda|是什么|是什麼|とは|무엇인|뭐예요)$/u;

/** A bare "buy" (folded as the question is read): booking only beside a ticket. */
const BUY = /^(?:acheter|kaufen|купить|beli|membeli|mua|buy|買う|买|買|사다|구매|ซื้อ)$/u;
/** A ticket, an entry or a seat, in the 11 languages (folded). */
const TICKET =
  /ticket|billet|entree|karte|eintritt|билет|вход|\bve\b|vé|票|チケット|券|입장권|표|티켓|ตั๋ว|บัตร|tiket|seat|place|platz|место|chỗ|cho ngoi|席|좌석|ที่นั่ง|tempat duduk/u;

/** "Where" alone, with no place or way said with it. */
const BARE_WHERE =
  /^(?:где|where|o[uù]|wo|ở đâu|o dau|哪里|哪裡|哪儿|在哪|在哪里|在哪裡|どこ|어디|어디서|di mana|mana|ที่ไหน)$/u;
/** "How long", bare, in the 11 languages (prepared text). */
const HOW_LONG =
  /^(?:how long|combien de temps|wie lange?|сколько времени|bao lâu|bao lau|นานแค่ไหน|多久|多长时间|多長時間|どれくらい|どのくらい|얼마나|berapa lama)$/u;
/** The words for a thing's age ("umur", "возраст", 나이), beside "how long" (AGE). */
const AGE_WORD =
  /(?<![\p{L}])(?:age|âge|alter|возраст\p{L}*|tuổi|umur\p{L}*|usia\p{L}*)(?![\p{L}])|อายุ|年龄|年齡|年代|樹齢|年齢|나이|연대/u;
/** How much, asked of any measure (Japanese, Korean): how long only when nothing else is measured. */
const HOW_MUCH_OF = /^(?:どれくらい|どのくらい|どれぐらい|どのぐらい|얼마나(?: 돼요| 되나요| 되요)?)$/u;
/** Words that ask "how much" or "how many" alike, which the price lists hold. */
const QUANTITY =
  /^(?:combien|wie ?viele?|сколько|berapa(?:kah)?|bao nhieu|bao nhiêu|เท่าไหร่|เท่าไร|how much|多少|얼마)$/u;

/** Whether the question asks how many ("wie viele Stufen", "how many bells"). */
export const asksCount = (question: string, lang: Locale) =>
  asks(COUNT.ask, 'count', prepare(question, lang), question, lang);

/** Whether the question holds a cue of a list (an attribute's). */
function asks(cues: Cues, tag: string, text: string, question: string, lang: Locale): boolean {
  const pattern = patternOf({ [tag]: cues }, tag, askLangs(lang), 'attribute', cueMode(question, lang));
  return pattern !== null && new RegExp(pattern.source, 'u').test(text);
}

/** The object cues (cues-objects.ts) the question holds, as the prepared text has them. */
function objectsIn(text: string, question: string, lang: Locale): string[] {
  const found: string[] = [];
  // The easy walk asked with an aid ("with a pushchair, the easiest walk?"): the aid is who walks it.
  const easyWay = asks(EASY_WAY_ASKED, 'easy-way', text, question, lang);
  for (const kind of Object.keys(OBJECTS)) {
    if (easyWay && kind === 'accessibility') continue;
    const pattern = patternOf(OBJECTS as Record<string, Cues>, kind, askLangs(lang), 'object', cueMode(question, lang));
    for (const m of pattern ? text.matchAll(pattern) : []) found.push(m[0].trim());
  }
  return [...new Set(found)];
}

/** "Last entry" in the 11 languages (prepared text: folded, but Vietnamese keeps its marks). */
const LAST_ENTRY =
  /last entry|derniere entree|letzter einlass|последний вход|vào cửa cuối|เข้าชมรอบสุดท้าย|最后入场|最後入場|最終入館|最終入場|마지막 입장|kemasukan terakhir/gu;

/** How strongly a sentence says what `kind` asks for: the number of its cue words (0: not at all). */
export function says(kind: AskKind, sentence: string, lang: Locale): number {
  // An area in square kilometres is how big a place is, not how long the way or the visit; and
  // the verb that gives it ("занимает": occupies) is not the one of a visit ("takes").
  // "Last entry" gives an hour, not a price ("dernière entrée à 16 h").
  const prepared = prepare(sentence, lang);
  const text =
    kind === 'duration' ? withoutArea(prepared) : kind === 'price' ? prepared.replace(LAST_ENTRY, ' ') : prepared;
  let hits = 0;
  if (kind === 'hours' && TIME_OF_DAY.test(text)) hits += 2;
  if (kind === 'price' && (MONEY.test(text) || FREE.test(text))) hits += 2;
  // A length of time or way is a quantity: "takes its name" and "visitors a day" give none.
  if (kind === 'duration') {
    const folded = fold(text);
    if (!AMOUNT.test(keepsMarks(lang) ? folded : text)) return 0;
    // And the quantity is of time or way: a number then its unit ("four to five hours", "两小时",
    // "15 km"), not a number anywhere beside "takes" ("takes the form … four corners").
    if (!LENGTH.test(folded)) return 0;
    // Nor how far ahead to book ("up to seven days ahead").
    if (AHEAD.test(folded)) return 0;
  }
  const pattern = patternOf(SAY, kind, [lang], 'say');
  if (pattern) hits += new Set(text.match(pattern) ?? []).size;
  return hits;
}

/**
 * Whether a sentence gives how far the place lies from the city centre ("about 70 km from
 * central Beijing"): the way there, not the time a visit takes.
 */
export const fromTheCentre = (sentence: string) => FROM_THE_CENTRE.test(fold(sentence));
/** The city centre a distance is measured from, in the 11 languages (folded text). */
const FROM_THE_CENTRE =
  /市中心|市区|市區|中心部|都心|from (?:the )?(?:city )?cent(?:re|er)|from central|from downtown|du centre|centre-ville|(?:stadt)?zentrum|от центра|центра города|trung tam|ใจกลาง|ตัวเมือง|도심|시내|pusat bandar/u;

/** A number, or a word for one (half, two, several, whole), in the 11 languages (folded text). */
const AMOUNT_PATTERN = String.raw`\p{N}|[一二三四五六七八九十两兩半几幾数整全]|(?<!\p{L})(?:one|two|three|four|five|six|seven|eight|nine|ten|half|several|few|couple|whole|entire|full|une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|demi\p{L}*|plusieurs|quelques|toute|entiere|eine?[mnrs]?|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|halb\p{L}*|mehrere|einige|ganz\p{L}*|од\p{L}+|два|две|двух|три|трех|четыр\p{L}*|пят\p{L}*|шест\p{L}*|сем\p{L}*|восьм\p{L}*|девят\p{L}*|десят\p{L}*|пол\p{L}+|несколько|цел\p{L}+|mot|hai|ba|bon|nam|sau|bay|tam|chin|muoi|nua|vai|ca|satu|dua|tiga|empat|lima|enam|tujuh|lapan|sembilan|sepuluh|setengah|separuh|beberapa|seharian|sehari|sejam)(?!\p{L})|หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า|สิบ|ครึ่ง|หลาย|ทั้ง|반나절|하루|이틀|사흘|며칠|종일|(?:한|두|세|네|다섯|여섯)\s*(?:시간|날|번)`;
const AMOUNT = new RegExp(AMOUNT_PATTERN, 'u');

/** Units of time and of way, in the 11 languages (folded text). */
const UNITS = String.raw`hours?|hrs?|h\b|minutes?|mins?\b|days?|nights?|km|kilomet|heures?|jours?|journee|nuits?|stunden?|std\b|tage?|minuten|nacht|nachte|час|дн|день|суток|сутки|минут|ноч|километр|км|gio|tieng|ngay|phut|dem|ชั่วโมง|ชม|วัน|นาที|คืน|กม|กิโล|jam\b|hari|minit|cay so|malam|小时|小時|钟头|鐘頭|天|日|晚|夜|分钟|分鐘|公里|時間|泊|キロ|시간|일|박|분|킬로`;
/** A length: an amount, then within a few letters its unit; or a word that is one (полдня, 반나절). */
const LENGTH = new RegExp(
  String.raw`(?:${AMOUNT_PATTERN})[^.;。；!?！？]{0,14}?(?:${UNITS})|полдн|сутк|반나절|하루|이틀|halbtag|ganztag`,
  'u',
);

/** Booking ahead, in the 11 languages (folded text): a number of days ahead is no visit's length. */
const AHEAD =
  /days? (?:ahead|in advance)|jours a l'avance|tage im voraus|tage vorher|дней заранее|дня заранее|ngay truoc|ล่วงหน้า|日前まで|日先まで|일 전|hari lebih awal|提前\S{0,3}天|提前\S{0,3}日|\d+日内|\d+日內|7日以内/u;

/** Letters a subject's word may add to its cue: an ending, not another word ("bank" in "banknote"). */
const TOPIC_TAIL = 3;
/**
 * A saying verb right after a word (its title and "just now" between): the word names who said it.
 * Not a language spoken ("hướng dẫn viên nói tiếng Việt": a guide who speaks Vietnamese).
 */
const SAID_AFTER =
  /^\s*(?:小哥|小姐|姐姐|大哥|老师|老師|阿姨|师傅|師傅)?\s*(?:刚才|剛才|刚刚|剛剛|之前|昨天)?\s*(?:说|說|讲|講|告诉|告訴|提到)|^\s*(?:just\s+)?(?:said|says|told|mentioned|claims|hat\s+gesagt|sagte|meinte|a\s+dit|disait|m'a\s+dit|сказал\p{L}*|говорит|nói(?!\s+(?:được\s+)?tiếng)|kata|bilang|บอก)(?![\p{L}])|^\s*(?:พูดถึง|เล่าว่า|เล่าให้)|^(?:さん)?が[^。？?]{0,30}(?:言って|言った|話して|話した|教えて)|^(?:님|씨)?[이가]\s?[^.?？]{0,30}(?:말했|말하|그러|얘기했)/iu;

/** The subjects of cues-topics.ts the question asks about, and the question without their words. */
export function topicsOf(question: string, lang: Locale): { topics: string[]; rest: string; words: string[] } {
  // Typed without its marks, a Vietnamese syllable may be a kind's cue or a subject's ("can mang
  // gi": what to bring, not "mạng", the network): what a kind's cue reads is that cue's.
  let rest = unmarkedVi(question, lang) ? askedKinds(question, lang).rest : prepare(question, lang);
  const words: string[] = [];
  // An English cue in another language's question takes no ending but a plural's: the Malay
  // "bagus" (good) is no "bag".
  const langs = askLangs(lang);
  const foreign = langs.length > 1 && langs.at(-1) === 'en';
  const topics = Object.keys(TOPICS).filter((topic) => {
    const patterns = foreign
      ? [
          patternOf(TOPICS, topic, langs.slice(0, -1), 'topic', cueMode(question, lang), TOPIC_TAIL),
          patternOf(TOPICS, topic, ['en'], 'topic', cueMode(question, lang), 'plural'),
        ]
      : [patternOf(TOPICS, topic, langs, 'topic', cueMode(question, lang), TOPIC_TAIL)];
    const before = rest;
    for (const pattern of patterns) {
      if (!pattern) continue;
      rest = rest.replace(pattern, (m: string, ...args: unknown[]) => {
        const at = args.find((a): a is number => typeof a === 'number') ?? 0;
        const text = args.find((a): a is string => typeof a === 'string' && a.length >= at + m.length) ?? '';
        // Who said it ("导游小哥刚才说…", "our guide said…"): the source, not the subject asked of.
        if (SAID_AFTER.test(text.slice(at + m.length))) return m;
        // What the visitor does without ("sans louer de voiture", "不租车"): not asked of.
        if (WITHOUT_BEFORE.test(text.slice(Math.max(0, at - 24), at))) return m;
        words.push(m.trim());
        return ' '.repeat(m.length);
      });
    }
    return rest !== before;
  });
  // A stay ruled out ("no overnight", 不过夜) sets the time one has: lodging is not asked of.
  if (topics.includes('lodging') && NO_STAY.test(prepare(question, lang)))
    return { topics: topics.filter((t) => t !== 'lodging'), rest, words };
  // A pushchair the easy walk is asked for ("with a buggy, the flattest walk?") is who walks it.
  if (topics.includes('strollers') && asks(EASY_WAY_ASKED, 'easy-way', prepare(question, lang), question, lang))
    return { topics: topics.filter((t) => t !== 'strollers'), rest, words };
  return { topics, rest, words };
}

/** "Without" right before a subject's cue, in the 11 languages (prepared text). */
const WITHOUT_BEFORE =
  /(?:(?<![\p{L}])(?:sans|without|ohne|без|không cần|khong can|tanpa)\s+(?:\p{L}+\s+)?|不用|不想|不必|無需|无需|ไม่ต้อง|ไม่อยาก)$/u;

/** A night's stay ruled out, in the 11 languages: a day trip. */
const NO_STAY =
  /(?<![\p{L}])(?:no|not|without|don't|won't|not staying)\s+(?:an?\s+)?(?:overnight|night there|staying overnight)|不过夜|不過夜|不住宿|不住山上|当天往返|當天往返|sans (?:dormir|nuit|passer la nuit)|ohne ubernachtung|keine ubernachtung|без ночевки|без ночёвки|khong (?:ngu|o) lai|không (?:ngủ|ở) lại|ไม่ค้างคืน|ไม่ค้าง|tanpa bermalam|tak bermalam|tidak bermalam/u;

/**
 * Whether a sentence names what the question said of a subject ("will it rain": "rain" in
 * "rain is no reason to cancel"; "会下雨吗": 下雨): a Latin or Cyrillic word by its start (its
 * last letters may change: "дождь", "дождей"), Chinese, Japanese and Korean by a pair.
 */
export function mentions(sentence: string, said: string[], lang: Locale): boolean {
  const text = prepare(sentence, lang);
  const stop = stopwords(lang);
  return said.some((phrase) => {
    // A word in katakana is one loanword: ベビーカー is not the ロッカー its last pair is in.
    if (/^[\p{Script=Katakana}ー]+$/u.test(phrase)) return text.includes(phrase);
    if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(phrase)) {
      const chars = Array.from(phrase.replace(/\s+/gu, ''));
      return chars.some((ch, i) => i + 1 < chars.length && text.includes(ch + chars[i + 1]!));
    }
    // Vietnamese words are syllables said apart ("hành lý"): the whole of it, as written ("hành"
    // alone is in "cử hành").
    if (lang === 'vi') return new RegExp(`(?<![\\p{L}])${escapeRegExp(phrase)}(?![\\p{L}])`, 'u').test(text);
    // Every word of it that says something, each with at most a short ending more or less.
    const words = phrase.split(/\s+/u).filter((w) => w.length >= 3 && !stop.has(fold(w)));
    return (
      words.length > 0 &&
      words.every((word) => {
        const start = word.slice(
          0,
          word.length >= 7 ? word.length - 2 : word.length >= 5 ? word.length - 1 : word.length,
        );
        return new RegExp(`(?<![\\p{L}])${escapeRegExp(start)}\\p{L}{0,${TOPIC_TAIL}}(?![\\p{L}])`, 'u').test(text);
      })
    );
  });
}

/**
 * What the forecast says, told in a question that asks something else ("the forecast says rain
 * tomorrow: what should I bring?", "天气预报说明天下雨，要带什么？"): the weather is not asked.
 */
export function toldForecast(question: string, lang: Locale): boolean {
  const text = prepare(question, lang);
  return asks(FORECAST_SAID, 'forecast-said', text, question, lang) && askedKinds(question, lang).kinds.length > 0;
}

/**
 * Whether a question on the weather asks for a forecast (tomorrow, this week: cues-topics.ts);
 * not one that asks what the visit is like if it rains ("明日雨予報なんですけど、雨でも楽しめます？").
 */
export function asksForecast(whole: string, lang: Locale): boolean {
  // What the forecast says, told before the visitor asks ("일기예보에 비 소식이 있어요. 뭘 챙겨
  // 가면 좋을까요?"), is the setting: the rain it tells is not asked.
  const question = withoutTold(whole, toldRain);
  if (asksRainNow(question, lang)) return true;
  const text = prepare(question, lang);
  if (toldForecast(question, lang)) return false;
  return asks(FORECAST, 'forecast', text, question, lang) && !asks(IF_IT_RAINS, 'rain', text, question, lang);
}

/**
 * Whether it rains, asked ("西湖在下雨吗", "đang mưa không", "идёт дождь или можно гулять?",
 * "Regnet es gerade?"): the weather of the moment, not rain as the visit's condition ("在下雨，
 * 有什么可以玩的", "es regnet, was tun?"). Prepared text.
 */
const RAIN_NOW_ASKED: Partial<Record<Locale, RegExp>> = {
  cn: /下雨(?:了)?(?:吗|没有|没|不)|下不下雨|有没有(?:在)?下雨|是不是(?:在)?下雨/u,
  'zh-Hant': /下雨(?:了)?(?:嗎|沒有|沒|不)|下不下雨|有沒有(?:在)?下雨|是不是(?:在)?下雨/u,
  vi: /(?<![\p{L}])(?:đang|có|dang|co) (?:mưa|mua) (?:không|ko|chưa|khong|chua)(?![\p{L}])/u,
  ru: /(?<![\p{L}])(?:идет ли(?: \p{L}+){0,2} дождь|дождь ли|(?:идет дождь|дождь идет)(?:\s*\?|\s+или(?![\p{L}])))/u,
  de: /(?:^|[.!?]\s*)regnet es(?![\p{L}])/u,
};
/**
 * One option's price asked against another's ("is the bamboo raft cheaper than the cruise?",
 * 哪条缆车比较便宜, "lequel est moins cher"): no text compares prices (they give a ticket, by
 * season or for a group, and say that rides cost extra). Prepared text.
 */
const PRICE_COMPARED: Partial<Record<Locale, RegExp>> = {
  cn: /(?:比较|更|最|哪个|哪条|哪种|哪一个)(?:便宜|贵)|便宜(?:一些|一点|点)/u,
  'zh-Hant': /(?:比較|更|最|哪個|哪條|哪種|哪一個)(?:便宜|貴)|便宜(?:一些|一點|點)/u,
  en: /(?<![\p{L}])(?:cheaper|cheapest|more expensive|less expensive|most expensive|costs? less|costs? more)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:moins cher|plus cher|moins chere|plus chere|le moins cher|coute moins|coute plus)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:billiger|gunstiger|teurer|am billigsten|am gunstigsten|kostet weniger|kostet mehr)(?![\p{L}])/u,
  ru: /(?<![\p{L}])(?:дешевле|дороже|самый дешевый|самый дешевый|стоит меньше|стоит больше)(?![\p{L}])/u,
  vi: /(?<![\p{L}])(?:rẻ hơn|đắt hơn|mắc hơn|rẻ nhất|re hon|dat hon|mac hon|re nhat)(?![\p{L}])/u,
  th: /ถูกกว่า|แพงกว่า|ถูกที่สุด|ราคาถูกกว่า/u,
  ja: /(?:どちら|どっち|どれ)(?:が|の方が|のほうが)?(?:安|高い)|安い(?:方|ほう)|より安/u,
  ko: /더 (?:싸|저렴|비싸)|가장 (?:싼|저렴)|제일 (?:싼|저렴)/u,
  ms: /(?<![\p{L}])(?:lebih murah|lebih mahal|paling murah|paling mahal)(?![\p{L}])/u,
};

/** Peak and low season, which the texts' tickets name (prepared text). */
const PEAK_OR_LOW =
  /淡季|旺季|off-?season|low season|peak season|high season|hors saison|basse saison|haute saison|nebensaison|hochsaison|низк\p{L}* сезон|высок\p{L}* сезон|не сезон|thấp điểm|cao điểm|thap diem|cao diem|โลว์ซีซั่น|ไฮซีซั่น|นอกฤดู|オフシーズン|閑散期|繁忙期|비수기|성수기|musim puncak|luar musim|musim biasa/u;

/**
 * Whether the question weighs one option's price against another's, not the ticket by season
 * ("cheaper in winter?", "which season is cheaper?": the texts give both) or for a group ("cheaper for students?").
 */
function asksPriceCompared(question: string, lang: Locale): boolean {
  const text = prepare(question, lang);
  return (
    (PRICE_COMPARED[lang]?.test(text) ?? false) &&
    seasonsAsked(question).length === 0 &&
    !asksWhenToGo(question, lang) &&
    !PEAK_OR_LOW.test(text) &&
    !qualifiersOf(question, lang).includes('concession')
  );
}

/**
 * One option's crowds against another's ("珍寶館跟鐘錶館，哪一個比較不用排隊？", "which gate is less
 * crowded?"): the texts say when a place is quiet, not which of its halls or gates is. Asked of a
 * time ("몇 시쯤 가야 덜 복잡해요?", "less crowded on weekdays?"), the place's quiet hours answer.
 * Prepared text.
 */
const CROWDS_COMPARED: Partial<Record<Locale, RegExp>> = {
  cn: /人少一点|人更少|更少人|人比较少|哪个人少|比较不用排队|不用排队的|不那么挤|没那么挤/u,
  'zh-Hant': /人少一點|人更少|更少人|人比較少|哪個人少|比較不用排隊|不用排隊的|比較不擠|沒那麼擠/u,
  en: /(?<![\p{L}])(?:less crowded|least crowded|fewer people|shorter (?:queue|line)s?|less busy)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:moins de monde|moins bonde|moins frequente|moins d'attente)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:weniger los|weniger voll|weniger leute|kurzere schlange|weniger andrang)(?![\p{L}])/u,
  ru: /(?<![\p{L}])(?:меньше людей|меньше народу|менее людн\p{L}*|короче очередь|меньше очередь)(?![\p{L}])/u,
  vi: /(?<![\p{L}])(?:ít người hơn|vắng hơn|đỡ đông|ít đông hơn|ít người xếp hàng|xếp hàng ít hơn|ít phải xếp hàng|chỗ nào ít người|nơi nào ít người)(?![\p{L}])/u,
  th: /คนน้อยกว่า|คิวสั้นกว่า/u,
  ja: /(?:どちら|どっち)(?:が|の方が|のほうが)?(?:空|混)|人が少ない(?:方|ほう)/u,
  ko: /사람이 더 적|줄이 더 짧|덜 붐비|덜 붐벼|덜 붐빌|덜 복잡|덜 혼잡/u,
  ms: /(?<![\p{L}])(?:kurang sesak|kurang orang|lebih lengang)(?![\p{L}])/u,
};

/** "When", asking a time, in the 11 languages (prepared text). */
const WHEN =
  /什么时候|什么时间|何时|什麼時候|什麼時間|何時|いつ|언제|เมื่อไหร่|เมื่อไร|ตอนไหน|ช่วงไหน|(?<![\p{L}])(?:when|quand|wann|когда|khi nào|lúc nào|bao giờ|bila|bilakah|bila masa)(?![\p{L}])/u;

/** Whether the question weighs one option's crowds against another's, no time of day or year asked. */
function asksCrowdsCompared(question: string, lang: Locale): boolean {
  const text = prepare(question, lang);
  if (!(CROWDS_COMPARED[lang]?.test(text) ?? false)) return false;
  const times =
    askedKinds(question, lang).kinds.includes('hours') || PART_OF_DAY.test(fold(question)) || WHEN.test(text);
  return !times && seasonsAsked(question).length === 0 && text.search(HOLIDAYS) < 0;
}

const asksRainNow = (question: string, lang: Locale) => RAIN_NOW_ASKED[lang]?.test(prepare(question, lang)) ?? false;

/**
 * What no text settles, whatever the question's parts: whether it rains now, one option's price
 * or crowds against another's. Declined whole.
 */
export const asksUnsettled = (question: string, lang: Locale) =>
  asksRainNow(question, lang) || asksPriceCompared(question, lang) || asksCrowdsCompared(question, lang);

/**
 * The rainy season named: a time of the year, not the weather of the day, in a question ("musim
 * hujan sekarang": it is the rainy season now) and in a passage (雨季, Regenzeit, ฤดูฝน …).
 */
export const RAINY_SEASON =
  /雨季|梅雨|rainy season|wet season|monsoon|saison des pluies|regenzeit|сезон дожд|mua mua|mùa mưa|ฤดูฝน|장마|우기|musim hujan|musim tengkujuh/iu;

/**
 * An errand with the thing asked for between the verb and "for me" ("จองโรงแรมให้หน่อย", "book a
 * room near Huangshan for me", "kannst du mir … ein Taxi bestellen"): the guide runs none.
 */
const ERRAND_APART: Partial<Record<Locale, RegExp>> = {
  en: /(?<![\p{L}])(?:book|buy|reserve|order|get)(?![\p{L}])[^?.!]{1,40}?(?<![\p{L}])for (?:me|us)(?![\p{L}])/u,
  th: /(?:จอง|ซื้อ|เรียก)[\p{Script=Thai}\s]{1,40}?ให้(?:หน่อย|ด้วย|ที|ได้ไหม|ได้มั้ย|ฉัน|ผม|เรา)/u,
  de: /(?<![\p{L}])(?:kannst du|könntest du|konntest du|können sie|konnen sie|könnten sie|konnten sie)\s+(?:mir|uns)(?![\p{L}])(?:(?!sag|erklar|erklär|zeig|verrat)[^?.!,]){0,50}?(?<![\p{L}])(?:bestell|buch|reservier|kauf|besorg|ruf)\p{L}*/u,
};

/** Whether the question asks the guide to run an errand with the thing between (ERRAND_APART). */
export const asksErrandApart = (question: string, lang: Locale) =>
  ERRAND_APART[lang]?.test(prepare(question, lang)) ?? false;

/** A ride, then whether it runs or opens, a few characters on ("缆车今天开吗", "索道現在有運行嗎"). */
const RIDE_RUNNING =
  /(?:缆车|纜車|索道|游船|遊船|观光车|觀光車|电梯|電梯|天梯)[^，,。？?！!]{0,6}?(?:开|開|运行|運行|运营|營運|停)/u;

/**
 * Whether the question asks how busy it is today or now ("故宮、今日はどのくらい混んでる？"), when
 * the sun rises then, whether tickets are left for tomorrow, or whether there is snow or fog
 * there now: a live fact.
 */
/** "现在十二月", "現在11月": the month it is now, the visit's date, not a live fact asked. */
const NOW_THE_MONTH =
  /(?:现在|現在|今は|今)(?:是)?(?:\d{1,2}|[一二三四五六七八九十]{1,3})月(?:份)?|(?:现在|現在)(?:是)?[春夏秋冬]天?/gu;

/** Always, or for good ("いつも展示されてる？" asks whether it is shown at all times: its story says). */
const ALWAYS =
  /always|all the time|permanent|toujours|en permanence|immer|dauerhaft|всегда|постоянн|luôn|thường xuyên|ตลอด|いつも|常に|常設|항상|늘|상설|sentiasa|selalu|tetap|一直|总是|總是|永久|常设|常設|长期|長期/u;

export function asksCrowdsNow(question: string, lang: Locale): boolean {
  const text = prepare(question.replace(NOW_THE_MONTH, ' '), lang);
  return (
    asks(NOW, 'now', text, question, lang) &&
    (asks(CROWDS, 'crowds', text, question, lang) ||
      asks(SUN_TIMES, 'sun', text, question, lang) ||
      asks(TICKETS_LEFT, 'tickets-left', text, question, lang) ||
      (asks(ON_VIEW, 'on-view', text, question, lang) && !ALWAYS.test(text)) ||
      RIDE_RUNNING.test(text) ||
      (asks(CONDITIONS, 'conditions', text, question, lang) &&
        !asks(IF_IT_RAINS, 'rain', text, question, lang) &&
        !RAINY_SEASON.test(text) &&
        !toldForecast(question, lang)))
  );
}

/**
 * Whether the visitor, told of rain or asking of it, asks whether to go ahead or call the visit
 * off ("the forecast says rain that day. Should we cancel?", "雨予報…キャンセルしたほうがいい？"):
 * not whether the money comes back.
 */
export function asksRainDecision(question: string, lang: Locale): boolean {
  if (!seasonsIn(question).includes('rain')) return false;
  const text = prepare(question, lang);
  return asks(CALL_OFF, 'call-off', text, question, lang) && !asks(MONEY_BACK, 'money-back', text, question, lang);
}

/** Whether the question asks where to go near the place ("anything nearby to walk to after?"). */
export function asksNearby(question: string, lang: Locale): boolean {
  const text = prepare(question, lang);
  return asks(NEARBY, 'nearby', text, question, lang) && asks(OUTING, 'outing', text, question, lang);
}

/** Whether a sentence says what stands beside the place (beside East Lake), in its own language. */
/** Whether a sentence, in its own language, holds one of `cues` (a list of what sentences say). */
const saying = (cues: Cues, tag: string) => (sentence: string, lang: Locale) =>
  holdsCue({ [tag]: cues }, tag, lang, tag, prepare(sentence, lang));

export const saysBeside = saying(BESIDE, 'beside');

const saysPaidApart = saying(INCLUDED, 'included');
/**
 * Whether a clause of the sentence that `names` a thing says it is paid apart ("the bell
 * performances are charged separately"). A name that is an item of a list says it with the
 * list's clause ("Leifeng Pagoda, Yue Fei Temple and … charge separately").
 */
export function apartClause(sentence: string, lang: Locale, names: (clause: string) => boolean): boolean {
  const clauses = sentence.split(CLAUSE_MARKS(lang));
  return clauses.some((clause, i) => {
    if (!names(clause)) return false;
    let told = clause;
    for (let j = i + 1; listItem(clauses[j - 1]!) && j < clauses.length; j++) told += ` ${clauses[j]}`;
    return saysPaidApart(told, lang);
  });
}
/** A clause that is only a name or two (an item of a list): at most four words, or eight letters unspaced. */
const listItem = (clause: string) =>
  /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u.test(clause) &&
  !/\s\S+\s/u.test(clause.trim())
    ? [...clause.replace(/[\s\p{P}]/gu, '')].length <= 8
    : (clause.match(/[\p{L}\p{N}]+/gu) ?? []).length <= 4;

/** The qualifiers of a price (cues-qualifiers.ts) the question asks of. */
/** Whether a question asks if a thing is in the ticket or paid apart (INCLUDED). */
export function asksIncluded(question: string, lang: Locale): boolean {
  return asks(INCLUDED, 'included', prepare(question, lang), question, lang);
}

export function qualifiersOf(question: string, lang: Locale): Qualifier[] {
  const text = prepare(question, lang);
  const asked = (Object.keys(QUALIFIERS) as Qualifier[]).filter((q) =>
    asks(QUALIFIERS[q], `qualifier-${q}`, text, question, lang),
  );
  // A boat's or a ride's fare ("tambang bot", "tambang kereta kabel") is its price, not a taxi's.
  // Asked whether a ride is included or paid apart, the sentence that says so answers.
  const ride = asked.includes('ride') && !asks(INCLUDED, 'included', text, question, lang);
  return asked.filter(
    (q) => (q !== 'fare' || !(asked.includes('boat') || asked.includes('ride'))) && (q !== 'ride' || ride),
  );
}

/** What parts a sentence's clauses (Thai writes a space between them). */
const CLAUSE_MARKS = (lang: Locale) => (lang === 'th' ? /[\s,;:，；、：。]/u : /[,;:，；、：。]/u);

/**
 * Whether a clause of `sentence` gives a price with a figure and `names` the thing priced
 * (Thai sets its clauses apart with a space).
 */
export function pricedClause(sentence: string, lang: Locale, names: (clause: string) => boolean): boolean {
  // (A time of day is no figure of a price: "… cost their own ticket and open from 8:00".)
  return sentence
    .replace(CLOCKS, ' ')
    .split(CLAUSE_MARKS(lang))
    .some((clause) => /\d/u.test(clause) && says('price', clause, lang) > 0 && names(clause));
}
const CLOCKS = new RegExp(CLOCK.source, 'giu');

/**
 * Whether a sentence answers a price's qualifier, in the answer's language: it speaks of the
 * group (or of what goes free), or of the ride (or its way, one or both) with a price.
 */
export function answersQualifier(qualifier: Qualifier, sentence: string, lang: Locale): boolean {
  const text = prepare(sentence, lang);
  // A boat's price may be given as its fare ("tambang bergantung pada kelas bot").
  const priced = () =>
    says('price', sentence, lang) > 0 ||
    (qualifier === 'boat' && holdsCue(QUALIFIERS, 'fare', lang, 'qualifier', text));
  // A ride's price is a price with a figure in the clause that names it ("Tickets 40 yuan; the
  // cable car is paid separately" gives none, nor "the cable car to Tower 14").
  if (qualifier === 'ride')
    return pricedClause(sentence, lang, (clause) =>
      holdsCue(QUALIFIERS, 'ride', lang, 'qualifier', prepare(clause, lang)),
    );
  if (qualifier !== 'concession') return holdsCue(QUALIFIERS, qualifier, lang, 'qualifier', text) && priced();
  return (
    holdsCue(QUALIFIERS, 'concession', lang, 'qualifier', text) ||
    holdsCue({ said: CONCESSION_SAID }, 'said', lang, 'concession-said', text)
  );
}

/** Whether a sentence says when a place is quietest (cues-say.ts). */
export const saysQuietTime = saying(QUIET_TIME, 'quiet-time');

/** Whether a sentence says a walk is easy or level (cues-say.ts). */
export const saysEasyWalk = saying(EASY_WALK, 'easy-walk');

/** Whether a sentence says where a place lies (cues-say.ts). */
const saysItLies = saying(LIES, 'lies');
const saysItMoved = saying(MOVED_TO, 'moved-to');
export const saysWhereItLies = (sentence: string, lang: Locale) =>
  saysItLies(sentence, lang) || saysItMoved(sentence, lang);

/** Whether the question asks the way out, or back the way one came (cues-say.ts). */
export const asksWayOut = (question: string, lang: Locale) =>
  asks(WAY_OUT, 'way-out', prepare(question, lang), question, lang);
/** Whether a sentence says a route is one-way (cues-say.ts). */
export const saysOneWay = saying(ONE_WAY, 'one-way');

/** Whether a sentence advises going slowly (cues-say.ts). */
export const saysSlowPace = saying(SLOW_PACE, 'slow-pace');

/** Whether a prepared sentence holds one of `table[key]`'s cues in its own language (not the asking languages). */
function holdsCue(
  table: Record<string, Cues | undefined>,
  key: string,
  lang: Locale,
  tag: string,
  text: string,
  tail?: number,
): boolean {
  const pattern = patternOf(table, key, [lang], tag, undefined, tail);
  return pattern !== null && new RegExp(pattern.source, 'u').test(text);
}

/** The ways of travelling (cues-qualifiers.ts) a question on the way there asks for. */
export function modesOf(question: string, lang: Locale): TravelMode[] {
  const text = prepare(question, lang);
  return (Object.keys(MODES) as TravelMode[]).filter((m) => asks(MODES[m], `mode-${m}`, text, question, lang));
}

/** Whether the question asks which bus or metro line to take (cues-qualifiers.ts). */
export function asksLine(question: string, lang: Locale): boolean {
  return asks(LINE_ASKED, 'line', prepare(question, lang), question, lang);
}

/** A line's number: "Metro Line 2", 2号线, "bus 5", 5路 (any language). */
const LINE_GIVEN =
  /\d+\s*(?:路|号线|號線|번|호선|系統|番線)|(?<![\p{L}])(?:line|ligne|linie|лини[яи]|tuyến(?: số)?|สาย|laluan|bus|bas|buýt|автобус\p{L}*|metro|métro|u-bahn)\s*(?:no\.?|n°|nr\.?|номер|số)?\s*\d+/iu;

/** Whether a sentence gives a bus or metro line's number. */
export const givesLine = (sentence: string) => LINE_GIVEN.test(sentence);

/** Whether a sentence, in the answer's language, names a way of travelling. */
export const namesMode = (mode: TravelMode, sentence: string, lang: Locale) =>
  holdsCue(MODES, mode, lang, 'mode', prepare(sentence, lang));

/** The aids to getting around (cues-qualifiers.ts) a question asks for by name: a lift. */
export function aidsOf(question: string, lang: Locale): Aid[] {
  const text = prepare(question, lang);
  return (Object.keys(AIDS) as Aid[]).filter((a) => asks(AIDS[a], `aid-${a}`, text, question, lang));
}

/** Whether a sentence, in the answer's language, names an aid. */
export const namesAid = (aid: Aid, sentence: string, lang: Locale) => {
  const text = prepare(sentence, lang);
  return holdsCue(AIDS, aid, lang, 'aid', text) || holdsCue(AIDS_SAID, aid, lang, 'aid-said', text);
};

/** The things with a schedule of their own (cues-timed.ts) whose time the question asks. */
export function timedThingsOf(question: string, lang: Locale): TimedThing[] {
  const text = prepare(question, lang);
  if (!asks(ASKS_TIME, 'asks-time', text, question, lang)) return [];
  return (Object.keys(TIMED) as TimedThing[]).filter((t) => asks(TIMED[t], `timed-${t}`, text, question, lang));
}

/** Whether a sentence speaks of times ("the exact times are posted…", "正確な時間は…"). */
export const speaksOfTimes = (sentence: string, lang: Locale) =>
  holdsCue({ times: ASKS_TIME }, 'times', lang, 'asks-time', prepare(sentence, lang));

/** The things with a schedule of their own a text names (cues-timed.ts), asked of or not. */
export function timedThingsNamed(text: string, lang: Locale): TimedThing[] {
  const prepared = prepare(text, lang);
  return (Object.keys(TIMED) as TimedThing[]).filter((t) => holdsCue(TIMED, t, lang, 'timed', prepared));
}

/** Whether a text names one thing with a schedule of its own (the toboggan, the boats). */
export const namesTimed = (thing: TimedThing, text: string, lang: Locale) =>
  holdsCue(TIMED, thing, lang, 'timed', prepare(text, lang));

/**
 * Whether a sentence, in the answer's language, gives the time of a thing: it names it and a
 * time on the clock, or, for boats and rides, the part of the day they leave in ("cruise boats
 * leave every morning").
 */
export function answersTimed(thing: TimedThing, sentence: string, lang: Locale): boolean {
  const text = prepare(sentence, lang);
  const leaves = (thing === 'sailing' || thing === 'ride') && PART_OF_DAY.test(fold(sentence));
  return holdsCue(TIMED, thing, lang, 'timed', text) && (CLOCK.test(text) || leaves);
}

/** Whether the question asks for the last run of a thing with a schedule (cues-timed.ts). */
export const asksLastRun = (question: string, lang: Locale) =>
  timedThingsOf(question, lang).length > 0 && asks(LAST_RUN, 'last-run', prepare(question, lang), question, lang);

/** Whether a sentence, in the answer's language, speaks of a last run. */
export const saysLastRun = (sentence: string, lang: Locale) =>
  holdsCue({ last: LAST_RUN }, 'last', lang, 'last-run', prepare(sentence, lang));

/** Whether a sentence speaks of a subject of cues-topics.ts. */
export function speaksOf(topic: string, sentence: string, lang: Locale): boolean {
  return holdsCue(TOPICS, topic, lang, 'topic', prepare(sentence, lang), TOPIC_TAIL);
}

/** What the question asks of a stop (cues-attributes.ts): the marks of the sentences that say it. */
export function attributesOf(question: string, lang: Locale): RegExp[] {
  return askedAttributes(question, lang).map((a) => a.say);
}

/** Whether the question asks why something is called so, or what its name means. */
export const asksName = (question: string, lang: Locale) => askedAttributes(question, lang).includes(NAME);
/** Whether the question asks how big something is (a place's area answers it). */
export const asksArea = (question: string, lang: Locale) => askedAttributes(question, lang).some((a) => a.area);

/** Whether the question asks how cold or warm it is; the mark of a sentence that says it. */
export const asksTemperature = (question: string, lang: Locale) =>
  askedAttributes(question, lang).includes(TEMPERATURE);
export const DEGREES = TEMPERATURE.say;

/** Whether the question asks how often something goes; whether a sentence says how often. */
export const asksFrequency = (question: string, lang: Locale) =>
  asksAttribute(FREQUENCY, 'frequency', prepare(question, lang), lang);
export const saysFrequency = (sentence: string) => FREQUENCY.say.test(sentence);
/**
 * The marks of the unit measures the question asks (how heavy, how tall or deep, how much it
 * holds): a sentence without one does not answer it.
 */
export const unitMeasuresAsked = (question: string, lang: Locale): RegExp[] =>
  askedAttributes(question, lang)
    .filter((a) => UNIT_MEASURES.includes(a))
    .map((a) => a.say);
/**
 * Whether a word is itself a measure's cue, or one with an ending ("superficie", "hauteur"): a
 * Latin or Cyrillic word of five letters or more; not a word that only starts with one
 * ("höhenkrank").
 */
export const asksMeasure = (word: string, lang: Locale) =>
  /^[\p{Script=Latin}\p{Script=Cyrillic}]{5,}$/u.test(word) &&
  ATTRIBUTES.some((a) =>
    askLangs(lang).some((l) =>
      (a.ask[l] ?? []).some((cue) => {
        const c = fold(cue);
        return word.startsWith(c) && word.length - c.length <= 2;
      }),
    ),
  );

/** "这几个", "那幾件", "哪几个": these, those, which ones; not how many. */
const DEMONSTRATIVE_FEW = /[这這那哪][几幾]/gu;

/** Whether the prepared text asks what attribute `a` (cached under `key`) asks. */
function asksAttribute(a: Attribute, key: string, text: string, lang: Locale): boolean {
  const pattern = patternOf({ [key]: a.ask }, key, askLangs(lang), 'attribute');
  return pattern !== null && new RegExp(pattern.source, 'u').test(text);
}

function askedAttributes(question: string, lang: Locale) {
  const text = prepare(question, lang).replace(DEMONSTRATIVE_FEW, '  ');
  return ATTRIBUTES.filter((a, i) => asksAttribute(a, String(i), text, lang));
}

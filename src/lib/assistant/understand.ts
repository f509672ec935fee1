// What a question asks: its language, the place (named, else where the visitor is, else the
// conversation's), the point, the kinds of answer wanted and a time budget, and the words
// left over once all that is taken out (what the content must speak of).
import type { Locale } from '../contract/locales';
import { timeBudget } from './budget';
import { askedKinds, asksCount, asksName, prepare } from './cues';
import { detectLanguage } from './language';
import { editDistance, nameText, type NameFinder, type NameHit } from './names';
import { contentTerms, ownNameTerms } from './terms';
import { isCalendarWord, isStopword } from './stopwords';
import { CJK_PAIR, fold, tokenize } from './text';
import type { AssistantPlace, AssistantPoint, AssistantQuestion, QuestionKind } from './types';

/** Asks whether a time is enough (folded question). */
const ENOUGH =
  /够[吗不嘛]|夠[嗎不嘛]|够了吗|enough|reicht|genug|suffi[ts]|assez|достаточно|хватит|du khong|đủ không|du chua|đủ chưa|พอไหม|พอมั้ย|พอหรือ|足りる|足りま|충분|cukup/u;

/**
 * How long before the visit one books ("how far ahead can I book", "提前几天预约", "за сколько
 * дней бронировать"): the booking's lead time, not how long a visit takes or how far the place
 * is (folded question).
 */
const LEAD_TIME =
  /提前(?:多久|几天|幾天|多少天|多长时间|多長時間)|how far (?:ahead|in advance)|how (?:many days|long|early) (?:ahead|before|in advance)|combien de (?:jours|temps) a l'avance|wie (?:lange|weit|viele tage|fruh) (?:im )?voraus|за сколько (?:дней|времени)|truoc bao lau|truoc may ngay|trước bao lâu|trước mấy ngày|trước bao nhiêu ngày|何日前|며칠 전|ล่วงหน้ากี่วัน|ล่วงหน้านานแค่ไหน|berapa (?:hari|awal) (?:sebelum|lebih awal)/u;

/** Whether it is worth it, in the 11 languages. */
const WORTH =
  /值得|值不值|worth|lohnt|vaut|vaut-il|стоит ли|có đáng|co dang|คุ้ม|価値|가치|berbaloi|berbaloi-baloi|berbaloi ke/u;

export interface Catalogue {
  places: Map<string, AssistantPlace>;
  pointPlace: Map<string, AssistantPlace>;
  placeNames: NameFinder;
  pointNames: NameFinder;
  /** Whether some text of the catalogue, in any language, uses the word (a token of text.ts). */
  heard: (word: string) => boolean;
  /** Whether the word is one some text uses, typed with a slip or another ending ("musuem", "administrators"). */
  resembles: (word: string) => boolean;
  /** Closer than `resembles`: one edit from a word some text uses, or its first six letters ("Hanshan" is not Huangshan). */
  nearlyHeard: (word: string) => boolean;
  /** Whether the place's own texts in a language use the word (a token of text.ts). */
  speaks: (placeId: string, lang: Locale, word: string) => boolean;
  /** Words the place's own texts in a language write with a capital inside a sentence (its halls, its galleries), folded. */
  properOf: (placeId: string, lang: Locale) => ReadonlySet<string>;
  /** The names of the city the place is the catalogue's only place in, found as its names too. */
  cityNames: (placeId: string) => readonly string[];
}

export type Want = QuestionKind | 'tips';

export interface Understanding {
  lang: Locale;
  place: AssistantPlace | null;
  point: AssistantPoint | null;
  /** What is asked, in the question's order ('tips': general advice). */
  kinds: Want[];
  budget: number | null;
  /** The folded question without names and cue words. */
  rest: string;
  /** Whether the place was named in the question itself. */
  named: boolean;
  /** A part of a place's name names another place ("shanghai disneyland"): not in the guide. */
  elsewhere: boolean;
  /** The folded question without the names: what BM25 ranks by. */
  query: string;
  /** The same as the cue lists read it (Vietnamese keeps its marks). */
  said: string;
  /** What the question asks of that a cue names ("drone", "taxi": cues-objects.ts). */
  objects: string[];
  /** Whether it asks why something is called so (the overview then opens with the name's origin). */
  asksName: boolean;
}

const blank = (text: string, spans: Array<[number, number]>) => {
  let out = text;
  for (const [a, b] of spans) out = out.slice(0, a) + ' '.repeat(b - a) + out.slice(b);
  return out;
};

/** The words of a place's names and aliases, as names are read (nameText). */
const ownNameWords = (place: AssistantPlace) =>
  new Set([...Object.values(place.name), ...place.aliases].flatMap((n) => nameText(n).split(/\s+/u)).filter(Boolean));

/** Whether a word at `at` follows a sentence's end: capitalised for that alone ("…in Guilin. How should we…"). */
const afterSentence = (question: string, at: number) => /[.!?。！？]\s*$/u.test(question.slice(0, at));

/** English words that make what follows a sort of thing ("a Chinese garden"), not a name. */
const INDEFINITE = /^(?:a|an|any|another|every)$/iu;

/**
 * Whether a word of the hit stands beside a capitalised word no name of the place has: not a
 * sentence's first, unless it opens the question right before the name and neither asks nor is a
 * function word ("Summer Palace ticket price").
 */
function besideAnotherName(
  question: string,
  hit: NameHit,
  place: AssistantPlace,
  proper: ReadonlySet<string>,
  lang: Locale,
): boolean {
  const q = nameText(question);
  const matched = new Set(hit.spans.map(([a, b]) => q.slice(a, b)));
  const own = ownNameWords(place);
  const found = [...question.matchAll(/[\p{L}\p{N}]+/gu)];
  const words = found.map((m) => m[0]);
  const startsSentence = (j: number) => afterSentence(question, found[j]!.index);
  // "A Chinese garden", "any Ming tomb": a sort of thing, not another place's name.
  const sortOf = (i: number, j: number) => lang === 'en' && j === i - 1 && i >= 2 && INDEFINITE.test(words[i - 2]!);
  return words.some((w, i) => {
    if (!matched.has(fold(w))) return false;
    return [i - 1, i + 1].some(
      (j) =>
        j >= 0 &&
        !sortOf(i, j) &&
        j < words.length &&
        /^\p{Lu}/u.test(words[j]!) &&
        (j === 0
          ? i === 1 && !isStopword(fold(words[0]!)) && askedKinds(words[0]!, lang).kinds.length === 0
          : !startsSentence(j)) &&
        // A word the name was found by is its own, whatever its ending ("в Запретном городе").
        !matched.has(fold(words[j]!)) &&
        !ownWord(own, fold(words[j]!)) &&
        // A name the place's own texts use ("the Palace Treasure Gallery") is one of its parts.
        !proper.has(fold(words[j]!)),
    );
  });
}

/**
 * A name no text of the catalogue uses, anywhere in a question that names the place only in part
 * ("La forêt du Lion (Shizilin) à Suzhou…": the city of the garden's alias, and another garden):
 * a capitalised word of four letters or more, not a sentence's first, not of the place's names,
 * that no text in any language uses nor nearly uses. Not in German, which capitalises every noun.
 */
function namesAStranger(
  question: string,
  hit: NameHit,
  place: AssistantPlace,
  c: Pick<Catalogue, 'heard' | 'nearlyHeard'>,
  lang: Locale,
): boolean {
  if (lang === 'de' || hit.whole) return false;
  const q = nameText(question);
  const matched = new Set(hit.spans.flatMap(([a, b]) => q.slice(a, b).split(/\s+/u)));
  const own = ownNameWords(place);
  return [
    ...question.matchAll(/(?<![\p{L}\p{N}])\p{Lu}[\p{Script=Latin}\p{Script=Cyrillic}]{3,}(?![\p{L}\p{N}])/gu),
  ].some((m) => {
    if (m.index === 0 || afterSentence(question, m.index)) return false;
    const w = fold(m[0]);
    return (
      !matched.has(w) &&
      !ownWord(own, w) &&
      !isStopword(w) &&
      !isCalendarWord(w) &&
      !c.heard(w) &&
      !c.nearlyHeard(w) &&
      askedKinds(m[0], lang).kinds.length === 0
    );
  });
}

/**
 * Whether a part of a place's name stands beside a word no text of the catalogue uses, in any
 * case or script: "shanghai disneyland", "พระราชวังโปตาลา" (the Potala Palace), "上海迪士尼".
 * In Chinese, Japanese and Korean, where words are read as character pairs, two unheard pairs
 * that follow one another (迪士, 士尼), so that a colloquial character beside the name is not one.
 */
/**
 * A Russian verb by its ending (an imperative "накидай", "подскажите", an infinitive "сходить"):
 * a word beside a place's name that asks, not another name.
 */
const RUSSIAN_VERB =
  /^(?:\p{Script=Cyrillic}{4,}(?:ай|яй)|\p{Script=Cyrillic}{3,}(?:ите|айте|ейте|ть|ться|тся|ешь|ишь))$/u;

function besideUnheard(
  question: string,
  hit: NameHit,
  c: Pick<Catalogue, 'heard' | 'resembles'>,
  lang: Locale,
  beforeOnly = false,
): boolean {
  // A word that asks (ตั๋ว, ticket: the texts write บัตร) is the question's, not a name.
  const heard = (t: string) =>
    c.heard(t) ||
    (/^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u.test(t) && c.resembles(t)) ||
    askedKinds(t, lang).kinds.length > 0;
  const q = nameText(question);
  // A pair with a particle or a question word in it (玩吗) is the phrasing, not a name.
  // Thai words are cut by a dictionary that may leave a known word and a scrap together
  // ("ต้องเต|รี|ยม" for ต้อง เตรียม): a known word and at most two letters is known.
  const thaiKnown = (t: string) =>
    /^\p{Script=Thai}+$/u.test(t) &&
    [...t].some((_, i) => i >= 2 && [...t].length - i <= 2 && (heard(t.slice(0, i)) || isStopword(t.slice(0, i))));
  // So is one with "from" in it (坐船從桂林: by boat from Guilin), or a verb of going (带娃爬泰山).
  const unheard = (t: string) =>
    !heard(t) &&
    !isStopword(t) &&
    !RUSSIAN_VERB.test(t) &&
    !(CJK_PAIR.test(t) && [...t].some((ch) => isStopword(ch) || FROM_CHAR.test(ch) || GOING_CHAR.test(ch))) &&
    !/\d/u.test(t) &&
    !thaiKnown(t);
  const another = (tokens: string[]) => {
    const [first, second] = tokens.filter(
      (t) => !/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]$/u.test(t),
    );
    // A foreign name in Thai is cut into short syllables some text uses (โป ตา ลา): a run of
    // two or more of them with one no text uses is that name.
    if (first && /\p{Script=Thai}/u.test(first)) {
      const run: string[] = [];
      for (const t of tokens) {
        if ([...t].length > 2 || isStopword(t)) break;
        run.push(t);
      }
      if (run.length >= 2 && run.some(unheard)) return true;
    }
    if (!first || !unheard(first)) return false;
    // Two pairs of one run, read forwards after the name or backwards before it ("八达岭" 长城).
    if (CJK_PAIR.test(first))
      return !!second && unheard(second) && ([...first][1] === [...second][0] || [...second][1] === [...first][0]);
    return [...first].length >= (/\p{Script=Thai}/u.test(first) ? 2 : 4);
  };
  // Touching as written: a comma between ("…待三天，上博") parts two clauses, not two names.
  // Korean writes its words apart: a word a space before a name ("더우면 서호에서") is another.
  const raw = fold(question);
  return hit.spans.some(([a, b]) => {
    const after = q.slice(b, b + 24);
    const before = q.slice(Math.max(0, a - 24), a);
    const touch = /\p{Script=Hangul}/u.test(q.slice(a, b)) ? TOUCHING_TIGHT : TOUCHING;
    const touching = (atStart: boolean) =>
      atStart ? touch.after.test(raw.slice(b, b + 24)) : touch.before.test(raw.slice(Math.max(0, a - 24), a));
    return (
      (!beforeOnly && touching(true) && another(tokenize(after))) ||
      (touching(false) && another(tokenize(before).reverse()))
    );
  });
}

/** A word right after or right before a name, a space between or none (Korean: none). */
const TOUCHING = { after: /^\s?[\p{L}\p{N}]/u, before: /[\p{L}\p{N}]\s?$/u };
const TOUCHING_TIGHT = { after: /^[\p{L}\p{N}]/u, before: /[\p{L}\p{N}]$/u };

const FROM_CHAR = /[从從]/u;
/** A verb of going a place's name follows (爬泰山, 逛故宫, 游西湖): of the phrasing, not of a longer name. */
const GOING_CHAR = /[爬登去逛游遊]/u;
const FROM_BEFORE = /(?:从|從|来自|來自|(?<!\p{L})(?:from|aus|depuis|из|từ|dari)\s|จาก)\s*$/u;
const FROM_AFTER = /^\s*から/u;
const cameFrom = (folded: string, spans: Array<[number, number]>) =>
  spans.every(([a, b]) => FROM_BEFORE.test(folded.slice(0, a)) || FROM_AFTER.test(folded.slice(b)));

/** "Else", "other" (what else to see, other places), folded, in the 11 languages. */
const ELSE =
  /ほかに|他に|他の|以外|其他|别的|別的|还有(?:什么|哪些|啥|哪)|還有(?:什麼|哪些|啥|哪)|除了|(?<!\p{L})(?:else|other|others|besides|apart from|except|autres?|d'autres|a part|sauf|noch|ausser|andere\p{L}*|ещ[её]|кроме|други\p{L}*|khac|ngoai|khác|ngoài ra|ngoài|lain|selain)(?!\p{L})|อื่น|นอกจาก|다른|또 어디|말고|외에|빼고/u;

/**
 * The way in, out or to somewhere asked at a stop ("从哪个门出去", "where is the exit", "how do I
 * get to…"): the place's way, not where the stop's thing came from. Folded text.
 */
const WAY =
  /出去|出口|离开|離開|出园|出園|走回|怎么走|怎麼走|怎么去|怎麼去|咋去|咋过去|怎么过去|怎麼過去|走过去|走過去|行き方|行くには|(?<!\p{L})(?:exit|way out|get out|get to|get there|how do i get|sortie|sortir|ausgang|hinkommen|komme ich|выход|попасть|добрат\p{L}*|доехать|дойти|пройти|loi ra|di den|di toi|pintu keluar|cara ke)(?!\p{L})|ทางออก|ไปยังไง|출구|가는 길|가려면/u;

/** The word for a museum, folded, in the 11 languages. */
const MUSEUM = '(博物馆|博物館|博物院|museum|musee|museo|музе[йяюе]|bao tang|พิพิธภัณฑ์|박물관|muzium)';
const MUSEUM_AFTER = new RegExp(`^\\s*${MUSEUM}`, 'u');
const MUSEUM_BEFORE = new RegExp(`${MUSEUM}\\s*(?:(?:de|du|des|of|of the|d|cua|ของ)\\s+)?$`, 'u');
/**
 * A city's or a scenic area's name beside the word for a museum names that museum ("Hangzhou
 * Museum", "杭州博物馆", "musée de Suzhou"), not the scenic area the name also names: the word
 * found, if any.
 */
const museumOf = (folded: string, spans: Array<[number, number]>) =>
  spans
    .map(
      ([a, b]) =>
        MUSEUM_AFTER.exec(folded.slice(b, b + 16)) ?? MUSEUM_BEFORE.exec(folded.slice(Math.max(0, a - 24), a)),
    )
    .find((m) => m !== null)?.[1];

/** A word of the place's names, or one typed with a slip ("Musem"). */
const ownWord = (own: Set<string>, w: string) =>
  own.has(w) || (w.length >= 5 && [...own].some((o) => o.length >= 5 && editDistance(o, w, 1) <= 1));

const pointIn = (place: AssistantPlace, id: string | null | undefined) => place.points.find((p) => p.id === id) ?? null;

/** The place and point a question names, if any. */
export function named(
  c: Catalogue,
  question: string,
  lang: Locale,
  here: string | null = null,
  herePoint: string | null = null,
) {
  const placeHits = c.placeNames.find(question);
  let placeHit = placeHits[0] ?? null;
  // A word two places' names share, found as well in both ("Shan" of Huang Shan and Tai Shan in
  // "Emei Shan"), names neither of them: unless one is the page's or the conversation's.
  const sameWords = (a: NameHit, b: NameHit) => JSON.stringify(a.spans) === JSON.stringify(b.spans);
  if (placeHit && !placeHit.whole) {
    const first = placeHit;
    const rival = placeHits.find((h) => h.id !== first.id && h.score === first.score && sameWords(h, first));
    if (rival) placeHit = [first, rival].find((h) => h.id === here) ?? null;
  }
  // A part of a place's name said as where the visitor comes from ("坐高铁从上海过来", "from
  // Nanjing", "上海から") names that city, not the museum named after it.
  const folded = nameText(question);
  if (placeHit && !placeHit.whole && cameFrom(folded, placeHit.spans)) placeHit = null;
  // At a stop, another place is named in full: a word of its name is a word ("the history of
  // this": not the Shaanxi History Museum). So on a place's page, when every word of the other
  // place's name found is one the page's place's own texts use ("this museum's history").
  const pageWords = (h: NameHit) =>
    !!here &&
    h.spans.every(([a, b]) =>
      tokenize(folded.slice(a, b))
        // (A Thai span may end a mark into the next word.)
        .filter((w) => [...w].length > 1)
        .every((w) => c.speaks(here, lang, w)),
    );
  if (
    placeHit &&
    !placeHit.whole &&
    (herePoint || here) &&
    (c.pointPlace.get(herePoint ?? '')?.id ?? here) !== placeHit.id &&
    (herePoint || pageWords(placeHit))
  )
    placeHit = null;
  // Of stops the words name as well, the page's own ("Topeng ni emas…" on the gold mask's page).
  // At a stop, a part of another stop's name said with "this" ("Какая высота у этой вершины?" at
  // one peak: not "Вершина Гуанминдин") is the stop one stands at.
  const found = c.pointNames
    .find(question, 6)
    .filter((h) => !herePoint || h.id === herePoint || h.whole || !h.spans.some(([a, b]) => pointedAt(folded, a, b)));
  // Of the page's or the conversation's place, a stop named by a fainter part of its name too
  // ("bộ biên chung" of "Bộ biên chung Tăng Hầu Ất"), when no stop is named in full.
  // (Not at a stop, whose own story the question is about.)
  const faint =
    here && !herePoint && !found.length
      ? c.pointNames.find(question, 4.5).filter((h) => c.pointPlace.get(h.id)?.id === here)
      : [];
  const stops = [...found, ...faint].sort(
    (a, b) => b.score - a.score || Number(b.id === herePoint) - Number(a.id === herePoint),
  );
  // A word of a place's name inside a stop's fuller name is the stop's: "Sutra Stone Valley" is
  // Mount Tai's, not Jiuzhaigou Valley.
  const inside = (a: Array<[number, number]>, b: Array<[number, number]>) =>
    b.every(([c0, d0]) => a.some(([a0, b0]) => a0 <= c0 && d0 <= b0));
  // So is a word of a place's name that the stop's name also has, found beside the rest of it
  // ("нефритовая гора": the Jade Mountain, not Mount Tai), though a word that common counts
  // for nothing in finding the stop.
  const stopWords = (id: string) => {
    const point = c.pointPlace.get(id)?.points.find((p) => p.id === id);
    return new Set(Object.values(point?.name ?? {}).flatMap((n) => nameText(n).split(/\s+/u)));
  };
  const sharedWord = (h: NameHit) =>
    placeHit!.spans.every(([a, b]) => stopWords(h.id).has(folded.slice(a, b).trim())) &&
    placeHit!.spans.every(([a, b]) =>
      h.spans.some(([c0, d0]) => folded.slice(Math.min(b, d0), Math.max(a, c0)).trim() === ''),
    );
  if (
    placeHit &&
    stops.some(
      (h) =>
        c.pointPlace.get(h.id)?.id !== placeHit!.id &&
        h.score > placeHit!.score &&
        (inside(h.spans, placeHit!.spans) || (!placeHit!.whole && sharedWord(h))),
    )
  )
    placeHit = null;
  // (Unless its own texts speak of a museum: "the Suzhou Museum next door" of the garden's.)
  // So is a museum's city beside the word ("西安博物院" is not the Shaanxi History Museum).
  const byCity = (h: NameHit) =>
    h.spans.every(([a, b]) => c.cityNames(h.id).some((n) => nameText(n) === folded.slice(a, b)));
  const museum =
    placeHit && (c.places.get(placeHit.id)!.kind !== 'museum' || byCity(placeHit))
      ? museumOf(folded, placeHit.spans)
      : undefined;
  const museumElsewhere = !!museum && !tokenize(museum).every((w) => c.speaks(placeHit!.id, lang, w));
  if (museumElsewhere) placeHit = null;
  // A part of a place's name beside a capitalised word its names do not have names another
  // place: "the Summer Palace", "Disneyland Shanghai".
  // (Not in German, which capitalises every noun.)
  const another =
    !!placeHit &&
    !placeHit.whole &&
    lang !== 'de' &&
    (besideAnotherName(question, placeHit, c.places.get(placeHit.id)!, c.properOf(placeHit.id, lang), lang) ||
      namesAStranger(question, placeHit, c.places.get(placeHit.id)!, c, lang));
  if (another) placeHit = null;
  // A part of a place's name beside a word no text uses names another place (its own
  // texts will not say it): the question is about somewhere the guide does not cover.
  // So does a two-character name found whole ("八达岭长城": another stretch of the 长城).
  const short = (h: NameHit) => h.spans.every(([a, b]) => b - a <= 2 && CJK_PAIR.test(folded.slice(a, b)));
  // (Before it only: what follows a name found whole is the question, "黄山只待一晚…".)
  let elsewhere =
    museumElsewhere ||
    (!!placeHit && (!placeHit.whole || short(placeHit)) && besideUnheard(question, placeHit, c, lang, placeHit.whole));
  if (elsewhere) placeHit = null;
  // On a place's page, a stop of another place must be named in full.
  // The place's own name inside a stop's name ("…Records of Mount Tai") does not name the stop.
  const overlaps = (h: { spans: Array<[number, number]> }) =>
    placeHit?.spans.some(([a, b]) => h.spans.some(([c, d]) => c < b && a < d)) ?? false;
  const pointHits = stops
    .filter((h) => !overlaps(h))
    .filter((h) => !here || placeHit || c.pointPlace.get(h.id)?.id === here || h.whole);
  // "The Summer Palace" asked on the Palace Museum's page, or after it, is not that museum:
  // unless the words name one of the guide's stops ("the Palace's Treasure Gallery").
  if (another && pointHits.length === 0) elsewhere = true;
  const inPlace = placeHit ? pointHits.find((h) => c.pointPlace.get(h.id)?.id === placeHit.id) : pointHits[0];
  const place = placeHit ? c.places.get(placeHit.id)! : inPlace ? c.pointPlace.get(inPlace.id)! : null;
  const point = inPlace && place ? pointIn(place, inPlace.id) : null;
  return {
    place,
    point,
    elsewhere,
    byName: placeHit !== null,
    spans: [...(placeHit?.spans ?? []), ...(inPlace?.spans ?? [])],
  };
}

/** "This" or "that" before a word (этой вершины, this peak, 这座山, この塔) or after it (tháp này, menara ini, ยอดนี้). */
const THIS_BEFORE =
  /(?:^|[^\p{L}])(?:this|that|these|ce|cet|cette|ces|dies\p{L}*|jene\p{L}*|эт\p{L}*|тот|та|то|ту|той|того)\s+$|(?:这|這|那)(?:个|個|座|块|塊|件|尊|条|條|幅)?$|(?:この|その|あの)$|(?:^|\s)(?:이|그|저)\s+$/u;
const THIS_AFTER = /^\s*(?:này|nay|ini|นี้|นั่น)(?![\p{L}])/u;
const pointedAt = (text: string, at: number, end: number) =>
  THIS_BEFORE.test(text.slice(Math.max(0, at - 12), at)) || THIS_AFTER.test(text.slice(end, end + 6));

export function understand(c: Catalogue, q: AssistantQuestion): Understanding {
  const lang = detectLanguage(q.question, q.uiLang) ?? q.uiLang;
  // The conversation's place: the latest turn that had one, or named one.
  let fromHistory: { placeId: string | null; pointId: string | null; question: string | null } = {
    placeId: null,
    pointId: null,
    question: null,
  };
  const turns = [...q.history].reverse();
  for (const [i, turn] of turns.entries()) {
    if (turn.placeId || turn.pointId) {
      const placeId = turn.placeId ?? c.pointPlace.get(turn.pointId ?? '')?.id ?? null;
      // A stop the visitor named in the conversation's last question is its stop too
      // ("曾侯乙編鐘ってどんなもの？", then "鐘は全部でいくつ？").
      const asked = turns.slice(i).find((t) => t.role === 'user');
      const stop = !turn.pointId && placeId && asked ? named(c, asked.content, lang, placeId).point : null;
      fromHistory = {
        ...fromHistory,
        placeId,
        pointId: turn.pointId ?? (stop && c.pointPlace.get(stop.id)?.id === placeId ? stop.id : null),
      };
      break;
    }
    if (turn.role === 'user') {
      const earlier = named(c, turn.content, lang);
      if (earlier.place) {
        fromHistory = { placeId: earlier.place.id, pointId: earlier.point?.id ?? null, question: turn.content };
        break;
      }
    }
  }
  // On a place's page, or in a conversation about one, a stop of another place is named in full.
  const found = named(c, q.question, lang, q.placeId ?? fromHistory.placeId ?? null, q.pointId ?? null);
  let place = found.place;
  let point = found.point;
  const isNamed = place !== null;
  if (!place && q.placeId) place = c.places.get(q.placeId) ?? null;
  if (!place && q.pointId) place = c.pointPlace.get(q.pointId) ?? null;
  const lastQuestion = fromHistory.question ?? [...q.history].reverse().find((t) => t.role === 'user')?.content ?? null;
  if (!place && fromHistory.placeId) place = c.places.get(fromHistory.placeId) ?? null;

  const query = blank(fold(q.question), found.spans);
  // Vietnamese cues are read with their marks (cues.ts); folding keeps its letters one for one.
  const said = lang === 'vi' ? blank(prepare(q.question, lang), found.spans) : query;
  const given = timeBudget(q.question);
  // "2 hours" is the visitor's time, not a question about opening hours.
  const asked = given ? said.replace(given.said, ' '.repeat(given.said.length)) : said;
  const cued = askedKinds(asked, lang, c.heard, q.question);
  const namesAsked = asksName(q.question, lang);
  let kinds: Want[] = cued.kinds;
  let rest = cued.rest;
  if (!point && place && q.pointId && (!isNamed || place.id === c.pointPlace.get(q.pointId)?.id))
    point = pointIn(place, q.pointId);
  // A stop number ("stop 103", "103号") names a point of the place.
  const stop = /(?<!\d)(\d{3})(?!\d)/u.exec(rest);
  if (!point && place && stop) {
    point = place.points.find((p) => p.stopNumber === stop[1]) ?? null;
    if (point) rest = rest.replace(stop[1]!, ' ');
  }
  // Asked how long before to book: the booking, not the visit's length or the way.
  if (LEAD_TIME.test(said))
    kinds = ['booking', ...kinds.filter((k) => k !== 'booking' && k !== 'duration' && k !== 'directions')];
  const budget = given?.minutes ?? null;
  // "Is a day enough?" ("一天够吗", "reicht ein Tag"): how long a visit takes, not a route for it.
  if (budget !== null && ENOUGH.test(said) && !kinds.includes('duration')) kinds = ['duration', ...kinds];
  // "What is it, is it worth a day?" ("มีอะไรน่าสนใจ คุ้มไหมถ้าแวะวันเดียว"): what the place is or
  // has, and how long it takes; not a route for the day.
  if (
    budget !== null &&
    WORTH.test(said) &&
    kinds.some((k) => k === 'story' || k === 'highlights') &&
    !kinds.includes('itinerary')
  )
    kinds = [...kinds, 'duration'];
  if (
    budget !== null &&
    !kinds.includes('duration') &&
    !kinds.includes('hours') &&
    kinds.every((k) => ['itinerary', 'highlights', 'story', 'directions', 'tips', 'other', 'accessibility'].includes(k))
  )
    // The way up asked with the time one has ("half a day: which way up, then where?"): both.
    // So is what the place is, asked with the time one has ("one afternoon: in a nutshell, what
    // is this place?"): what it is, then a route for that time.
    kinds = kinds.includes('accessibility')
      ? ['itinerary', 'accessibility']
      : !point && kinds.length > 0 && kinds.every((k) => k === 'story')
        ? ['story', 'itinerary']
        : ['itinerary'];
  // Follow-ups keep the point of the conversation when they ask of its story, its time or how easy it is.
  if (
    !point &&
    !isNamed &&
    place &&
    fromHistory.pointId &&
    kinds.every(
      (k) =>
        k === 'story' ||
        k === 'duration' ||
        k === 'accessibility' ||
        // "Where was it found?": its story, not the way to the museum.
        (k === 'directions' && kinds.includes('story')),
    )
  )
    point = pointIn(place, fromHistory.pointId);
  // A question on a stop asks of the stop: "where is it from" is its story, not the way there.
  // (The way there only when the place itself is named, or the way in, out or to is asked: "where
  // was the sword found" is its story, "which gate do I leave by" the place's way.)
  // Unless it asks what else to see ("ほかに見ておくべき場所は？" at a stop): the place's highlights.
  if (point && !found.point && kinds.includes('highlights') && ELSE.test(said)) point = null;
  if (point) kinds = kinds.filter((k) => k !== 'highlights' && (found.byName || k !== 'directions' || WAY.test(said)));
  // How many steps, asked at a stop, counts the stop's steps: not the way up the mountain.
  if (point && asksCount(q.question, lang)) kinds = kinds.filter((k) => k !== 'accessibility');
  if (!point) kinds = kinds.map((k) => (k === 'story' ? 'overview' : k));
  if (kinds.length === 0) {
    const bare = contentTerms(rest, lang).length === 0;
    if (point) kinds = ['story'];
    else if (isNamed && bare && lastQuestion) kinds = askedKinds(lastQuestion, lang).kinds;
    // On the place's page, a question that says nothing but what the place is ("what's this
    // museum about", "这个园子讲什么") asks what the page is about: its overview.
    const own = place ? ownNameTerms(place, lang) : new Set<string>();
    const onlyThePlace =
      !isNamed && !!place && q.placeId === place.id && contentTerms(rest, lang).every((t) => own.has(t));
    // Why the place is called so: what its texts say of its name (compose.ts), with its overview.
    const itsName = !point && namesAsked;
    if (kinds.length === 0) kinds = (isNamed && bare) || onlyThePlace || itsName ? ['overview'] : ['other'];
  }
  return {
    lang,
    place,
    point,
    kinds: [...new Set(kinds)],
    budget,
    rest,
    named: isNamed,
    elsewhere: found.elsewhere && !point,
    query,
    said,
    objects: cued.objects,
    asksName: namesAsked,
  };
}

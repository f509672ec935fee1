// The assistant that answers from the catalogue (issue 19, docs/decisions/0059): retrieval over
// every passage in every language, an understanding of the question, and an extractive answer
// with its sources, or a plain decline. Pure: no DOM, no Node APIs; the server and the app's
// offline assistant both run it.
import { LOCALES, type Locale } from '../contract/locales';
import { pointAnswer, section, type Section } from './compose';
import { cjk, quote, type ComposeContext } from './context';
import { createKnowledge, namesSomething, wordPairs } from './knowledge';
import { createNameFinder, editDistance } from './names';
import { textIn, type Passage } from './passages';
import type { PassageIndex } from './search';
import { reply, type Outcome } from './reply';
import {
  askedKinds,
  asksNearby,
  saysBeside,
  saysQuietTime,
  asksArea,
  aidsOf,
  asksErrandApart,
  asksLine,
  asksCrowdsNow,
  asksForecast,
  asksRainDecision,
  asksUnsettled,
  asksTemperature,
  asksWayOut,
  unitMeasuresAsked,
  DEGREES,
  saysOneWay,
  saysWhereItLies,
  PRACTICAL_KINDS,
  asksMeasure,
  attributesOf,
  hasArea,
  mentions,
  answersQualifier,
  asksIncluded,
  pricedClause,
  apartClause,
  saysFrequency,
  saysStayOrFrom,
  asksFrequency,
  withoutToldSetting,
  answersTimed,
  asksLastRun,
  saysLastRun,
  givesLine,
  modesOf,
  namesAid,
  namesMode,
  qualifiersOf,
  namesTimed,
  speaksOfTimes,
  timedThingsNamed,
  timedThingsOf,
  says,
  speaksOf,
  topicsOf,
  RAINY_SEASON,
} from './cues';
import type { AskKind } from './cues-ask';
import { TIMED, type TimedThing } from './cues-timed';
import { otherPlacesIn } from './other-places';
import { isCalendarWord, isStopword, stopwords } from './stopwords';
import { contentTerms, ownNameTerms } from './terms';
import { textsWords, withoutAcknowledgement } from './everyday-words';
import { CJK_PAIR, compoundHeads, figureMonths, fold, sentences, tokenize } from './text';
import { detectLanguage } from './language';
import { named, understand, type Catalogue, type Understanding, type Want } from './understand';
import { createOpenAnswers, otherSection } from './open';
import { fill, TEMPLATES } from './templates';
import { asksWhenToGo, seasonsAsked, seasonsIn, withoutWhenToGo } from './seasons';
import { placeFromContent } from './place-from-content';
import { chained, createLexicon, foreignSubject, objectTerms, stem, subjectTerms, type Lexicon } from './subject';
import { INTO_WATER, WATER } from './cues-objects';
import type { AssistantAnswer, AssistantCatalogue, AssistantPlace, AssistantPoint, AssistantQuestion } from './types';

export type { Passage, PassageKind } from './passages';
export type * from './types';
export { contentTerms } from './terms';
export { detectLanguage } from './language';
export { TEMPLATES } from './templates';
export { linkedContext, sourceHref, sourcesMarkdown } from './links';
export { museumPlace, scenicPlace, type CompleteText } from './catalogue';

/**
 * A word of a place's name that the texts of this many places use ("great", "lake", "palace")
 * is everyday text: it names the place only with another word of its name ("my knees aren't
 * great" on Huangshan's page is not the Mutianyu Great Wall). Under half of the 14 places.
 */
const EVERYDAY = 6;

/** A word at most this many places' texts use names something particular (place-from-content.ts). */
const PARTICULAR = 3;
/** A capitalised Latin or Cyrillic word that does not start its sentence. */
const INSIDE_CAPITAL = /(?<=[\p{L}\p{N},;:)]\s+)[\p{Lu}][\p{Ll}]+/gu;

/**
 * Kinds whose answer must speak of what is left of the question: where a thing is, whether it
 * is allowed, anything else. (What is left of a question on the hours, the price or the time a
 * visit takes is the visitor's context; of one on the highlights or the place itself, its
 * phrasing: "which exhibits should I not miss".)
 */
const SUBJECT_KINDS = new Set(['directions', 'rules', 'other']);

const KANA_WORD = /^[\p{Script=Katakana}ー]{3,}$/u;
/** Subjects that, asked beside what to bring, are things one carries or buys on the way. */
const CARRIED_TOPICS = new Set(['food', 'shops', 'contact', 'connectivity']);
/** The heat or the cold felt (not "hot springs"): the weather one dresses for. */
const FELT_WEATHER =
  /(?<![\p{L}])(?:hot|cold|colder|warm|chilly|freezing|heat|chaud|froid|fraîche?|chaleur|heiß|heiss|kalt|kälter|hitze|жар\p{L}*|холод\p{L}*|тёпл\p{L}*|тепл\p{L}*|nóng|lạnh|rét|ấm|panas|sejuk|hangat)(?![\p{L}])|热(?!水|汤|泉|锅)|冷|熱(?!水|湯|泉|鍋)|暖|ร้อน|หนาว|อุ่น|暑|寒|温か|덥|더워|더운|더위|춥|추워|추운|추위|따뜻|따듯/iu;
/** "From here" asked at a stop, in the 11 languages. */
const FROM_HERE =
  /(?<![\p{L}])(?:from here|von hier|d'ici|depuis ici|à partir d'ici|отсюда|từ đây|dari sini)(?![\p{L}])|从这|從這|从这里|這邊|这边|ここから|여기서|여기에서|จากตรงนี้|จากที่นี่/u;
/** Topics that narrow another (an age limit of a ride, a diet of food): a passage must speak of them. */
const NARROWING_TOPICS = ['ageLimit', 'diet'];
/** What a means of paying told before the question decides (partsOutcome): the ticket. */
/** A unit a measure is asked in ("berapa meter", "多少米", "how many minutes"): no price. */
const MEASURE_UNIT =
  /(?<!\p{L})(?:km|kg|met(?:er|re)s?|mètres?|metern?|метр\p{L}*|minit|minutes?|minuten|минут\p{L}*|jam|hours?|stunden?|heures?|час\p{L}*|tan|tonn?es?|tons?)(?!\p{L})|多少米|几米|幾米|公里|分钟|分鐘|公斤|メートル|미터|เมตร|นาที/iu;
/** "Or", offering one way of two, in the 11 languages (folded text). */
const EITHER_OR = /(?<!\p{L})(?:or|ou|oder|или|hay|hoặc|atau)(?!\p{L})|还是|還是|或者|หรือ|それとも|か、|아니면|거나/u;
/** A passage's content terms, read once (a passage is its index's for as long as the assistant lives). */
const passageTerms = new WeakMap<Passage, string[]>();
function termsOf(p: Passage): string[] {
  let terms = passageTerms.get(p);
  if (!terms) {
    terms = contentTerms(p.text, p.lang);
    passageTerms.set(p, terms);
  }
  return terms;
}

/** The terms of a place's names, aliases, city and province in a language, read once. */
const nameTerms = new WeakMap<AssistantPlace, Map<Locale, Set<string>>>();
function placeNameTerms(place: AssistantPlace, lang: Locale): Set<string> {
  const byLang = nameTerms.get(place) ?? new Map<Locale, Set<string>>();
  nameTerms.set(place, byLang);
  let terms = byLang.get(lang);
  if (!terms) {
    const { name, aliases, city, province } = place;
    terms = new Set(
      [name, city, province]
        .flatMap((n) => Object.values(n ?? {}))
        .concat(aliases)
        .flatMap((n) => contentTerms(n ?? '', lang)),
    );
    byLang.set(lang, terms);
  }
  return terms;
}

/** What a stop's own sentences tell of a subject asked there: not a rule, nor a practical matter. */
const TOLD_AT_STOP: ReadonlySet<Want> = new Set(['other', 'story', 'overview', 'highlights']);
/** Kinds asked beside which a condition the visitor tells is their setting. */
const TOLD_BESIDE: ReadonlySet<Want> = new Set(['hours', 'price', 'booking', 'duration', 'directions', 'itinerary']);
/** Asked which of two to choose, or which is better ("lequel des deux", "哪一間比較好看", "어디가 더 좋아요"). */
const CHOOSING =
  /\bwhich (?:one|is|of)\b|\bbetter\b|\bmore (?:beautiful|spectacular|interesting|impressive|worth)|\bprefer|\bversus\b|\bvs\.?\s|lequel|laquelle|\bmieux\b|plus (?:beau|belle|spectaculaire|intéressant|impressionnant)|\bwelche[rs]?\b|\bbesser\b|schöner|\blieber\b|какой из|какое из|что лучше|лучше|интереснее|красивее|哪个|哪一个|哪個|哪一個|哪一間|哪間|哪里更|哪裡更|更好|更值得|更美|更漂亮|选哪|選哪|比较好|比較好|どっち|どちら|のほうが|の方が|어디가|어느 곳|어느 쪽|더 좋|더 낫|더 예쁘|nào đẹp|nào hay|nào đáng|hay hơn|đẹp hơn|đáng đi hơn|กว่ากัน|ที่ไหนดีกว่า|อันไหน|ที่ไหนสวยกว่า|mana satu|mana lebih|lebih cantik|lebih baik|lebih menarik|lebih berbaloi/u;
const PAID_FOR: ReadonlySet<Want> = new Set(['price', 'booking']);
/** A sentence that plainly forbids or allows (not "no reason to", "never"), in the 11 languages. */
const PLAIN_RULE =
  /forbidden|not allowed|not permitted|prohibited|must not|may not|禁止|严禁|嚴禁|不得|不允许|不允許|不准|interdit|pas autoris|verboten|nicht erlaubt|nicht gestattet|darf nicht|dürfen nicht|untersagt|запрещ|не разреш|нельзя|cấm|không được|không cho phép|ห้าม|ไม่อนุญาต|できません|いけません|금지|안 됩니다|dilarang|tidak dibenarkan/u;
/** A question asking where (not how to get there), in the 11 languages. */
const WHERE_ASKED =
  /(?<![\p{L}])(?:where|wo|wohin|où|где|куда|ở đâu|chỗ nào|di mana)(?![\p{L}])|哪里|哪儿|在哪|哪裡|哪兒|どこ|어디|ที่ไหน|ตรงไหน/u;
/** A capitalised Latin or Cyrillic word of four letters or more (a name, or a sentence's first word). */
const CAPITALISED = /(?<![\p{L}])\p{Lu}[\p{Script=Latin}\p{Script=Cyrillic}]{3,}/gu;
/** A Latin name as brands write it: capitalised, or a domain ("Klook", "WeChat", "Trip.com"). */
const BRAND = /(?<![\p{L}\p{N}])(?:\p{Lu}[\p{Script=Latin}]+(?:\.[a-z]{2,})?|[a-z]+\.(?:com|cn|net))(?![\p{L}])/gu;
const LATIN_LANGS = new Set<Locale>(['en', 'fr', 'de', 'vi', 'ms']);
/** The word of means right before a name: "on", "via", "through", "sur", "über", "qua", "melalui"… */
const MEANS_BEFORE =
  /(?:^|\s)(?:on|via|through|with|using|sur|par|avec|über|auf|mit|qua|trên|bằng|melalui|menggunakan|guna|dengan)\s+$/iu;
/** Characters and syllables place names end with: mountain, lake, temple, palace, altar, garden… */
const PLACE_END_HAN = /[山湖寺宫宮坛壇林园園楼樓塔桥橋城江河峰洞岛島镇鎮村庙廟阁閣院池谷陵墓府寨俑]/gu;
const PLACE_END_HANGUL = /[산호사궁탑강섬성묘원]/u;
/** What one does to a place, before its last character (爬山, 上山, 逛园): not a name's first. */
const DOING = /[爬上下登进進出去到回在游遊逛看过過走绕繞环環坐乘搭骑騎划劃泡拜入闭閉开開离離]/u;
/** The internet, as a way of booking (not wifi, a signal or a charger). */
const INTERNET =
  /^(?:网络|網路|网上|網上|internet|réseau|reseau|netz|интернет\p{L}*|mạng|mang|อินเทอร์เน็ต|インターネット|인터넷)$/iu;
/** Words that join two places: one or the other, compared, from one to the other. */
const TWO_PLACES =
  /(?<![\p{L}])(?:or|vs|versus|compared|than|both|oder|verglichen|als|beide|zur|zum|ou|compare|ou bien|les deux|vaut|vaut-il|vaut-elle|mieux|comparable|pareil|или|сравн\p{L}*|чем|оба|до|atau|berbanding|kedua-dua)(?![\p{L}])/u;
const KANA_RUN = /[\p{Script=Katakana}ー]{4,}/gu;
/** What the guide knows by name though a text may call it otherwise (クルーズ, フェリー, ロープウェイ: its boats and rides). */
const TIMED_KANA = new Set(Object.values(TIMED).flatMap((cues) => cues.ja ?? []));
/**
 * The words of a Vietnamese question's names, lower-cased as written: runs of two or more
 * capitalised syllables, the sentence's first word too when the next is capitalised
 * ("Phượng Hoàng cổ trấn…"), and any other capitalised syllable after the first word.
 */
const vietnameseNameWords = (question: string) => {
  const words = question.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  const capital = (w: string | undefined) => !!w && /^\p{Lu}/u.test(w);
  return words.filter((w, i) => (i > 0 ? capital(w) : capital(w) && capital(words[1]))).map((w) => w.toLowerCase());
};
/** A question's capitalised words of three letters or more, after its first word. */
const capitalisedWords = (question: string) =>
  (question.match(/[\p{L}\p{N}]+/gu) ?? []).slice(1).filter((w) => w.length >= 3 && /^\p{Lu}\p{Ll}/u.test(w));

/** The place's practical texts: what a season changes for a visit (not the introduction's praise). */
const PRACTICAL = new Set(['hours', 'tips', 'reservation']);

/** At most two sentences of the place's practical texts that name one of the seasons asked for. */
function seasonSection(ctx: ComposeContext, seasons: string[], may: (p: Passage) => boolean): Section | null {
  if (seasons.length === 0) return null;
  const found = ctx.index.passages
    .filter((p) => PRACTICAL.has(p.kind) && may(p) && seasonsIn(p.text).some((s) => seasons.includes(s)))
    .slice(0, 2);
  return found.length ? otherSection(ctx, found) : null;
}

/**
 * A question's parts: its sentences and the parts a comma sets apart, and a word like "and"
 * when a question starts after it ("how much is it and is there wifi?"); not that word
 * otherwise, as it joins names too ("lost and found", "hin und zurück"). A part is at least two
 * words, or four characters where words are not spaced.
 */
// A space between two Chinese or Japanese characters is a comma typed on a phone ("能寄存包吗 背着个大包").
// So is a dash ("before our 3pm flight — is it open?"), spaced or long; not a hyphen in a word.
const CLAUSE =
  /[?？!！;；。]+|(?<=\p{L}{2})\.\s+(?=\p{L})|[,，、]\s*|\s+[—–-]+\s+|[—–]+|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])\s+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])|(?<=\p{Script=Thai})\s+(?=\p{Script=Thai})|(?<=\p{Script=Hangul}[는은인]데)\s+|(?<=\p{Script=Hangul}[요까])\s+(?=\p{Script=Hangul})/gu;
const ASKS_AGAIN =
  /\s(?:and|und|et|и|а|và|dan)\s+(?=(?:is|are|do|does|can|could|will|how|what|when|where|which|gibt|ist|sind|kann|muss|darf|wie|wo|wann|was|welche[nrs]?|est-ce|y a-t-il|peut-on|quel(?:le)?s?|quand|où|comment|combien|есть|можно|где|когда|как|сколько|có|ở đâu|khi nào|bao nhiêu|ada|berapa|bila|boleh)(?![\p{L}-]))/giu;
/** Words whose forms change (Latin, Cyrillic) or that are written without spaces in names (Hangul). */
const SPELLED_OR_HANGUL = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Hangul}]+$/u;
/** A part that ends as a question does without a question mark (吗, か, 나요, ไหม, không). */
const ASKING_END = /(?:吗|嗎|呢|か|까|나요|가요|ไหม|มั้ย|หรือเปล่า|ไหมคะ|ไหมครับ|มั้ยคะ|มั้ยครับ|không|tak|ke)\s*$/u;
/** A word that asks, anywhere in a part ("九寨沟明天天气咋样", "what time", "mấy giờ"). */
const QUESTION_WORD =
  /什么|什麼|怎么|怎麼|怎样|怎樣|咋|啥|哪|几点|幾點|多少|多久|如何|为什么|為什麼|是否|能不能|可不可以|有没有|有沒有|会不会|會不會|何|どう|どこ|いつ|いくら|どれ|どの|どんな|なぜ|뭐|무엇|어떻게|어디|언제|얼마|몇|왜|어느|อะไร|อย่างไร|ยังไง|ที่ไหน|เมื่อไร|เมื่อไหร่|เท่าไร|เท่าไหร่|กี่|ทำไม|ไหม|มั้ย|(?<![\p{L}])(?:what|how|when|where|which|why|whether|wie|wo|wann|was|welche[nrs]?|warum|ob|quoi|quel(?:le)?s?|quand|où|comment|combien|pourquoi|что|как|где|когда|сколько|какой|какая|какие|почему|ли|gì|nào|đâu|bao|sao|mấy|apa|bila|mana|bagaimana|berapa|kenapa|mengapa)(?![\p{L}])/iu;
/**
 * A question in the order English and French ask it, anywhere in a part: the verb before its
 * subject ("after that can we get a taxi", "is there a lift", "peut-on", "y a-t-il").
 */
const INVERTED =
  /(?<![\p{L}'])(?:can|could|should|shall|may|must|do|does|did|is|are|will|would)\s+(?:i|we|you|one|they|it|there|he|she)(?![\p{L}'])|\p{L}-(?:t-)?(?:il|elle|on|ils|elles|je|nous|vous)(?![\p{L}])|(?<![\p{L}])est-ce(?![\p{L}])/iu;
/** A part of `question` asks: as a question ends, or with a word that asks. */
const asksIn = (question: string, part: string) =>
  isAsked(question, part) || QUESTION_WORD.test(part) || INVERTED.test(part) || REQUEST.test(part);
/** A request asks too ("请告诉我地址", "please tell me", "教えてください", "알려 주세요"). */
const REQUEST =
  /请告诉|請告訴|告诉我|告訴我|请问|請問|教えて|知りたい|알려\s?주|알고 싶|บอกหน่อย|ช่วยบอก|(?<![\p{L}])(?:tell me|let me know|please tell|please give|sagen sie|sag mir|verraten sie|dites-moi|indiquez-moi|скажите|подскажите|cho (?:tôi|mình|em) biết|cho hỏi|beritahu|bagitahu)(?![\p{L}])/iu;
/**
 * A part that ends as a statement does ("行李箱已經塞滿了", "カメラを忘れました", "디디 기사님한테
 * 보여드리려고요"): what it names is the visitor's setting, not a thing asked of by name.
 */
const STATEMENT_END =
  /(?:了|过了|過了|ました|でした|ています|ている|てます|んです|ので|から|려고요|거든요|는데요|었어요|았어요|했어요)\s*[.。!！]?\s*$/u;
/** A full stop after a part: a sentence that tells ("…酒店打车过来。请告诉我地址"). */
const TOLD_END = /^\s*(?:[。！]|[.!](?:\s|$))/u;
/** What the visitor has brought ("背包里带了些饼干", "カメラを持ってきた"): they tell it, whoever speaks. */
const BROUGHT = /带了|帶了|装了|裝了|有带|有帶|持ってきた|持って来た|가져왔|챙겨왔/u;
/** The visitor speaking of themselves: what they tell is their setting ("we are staying nearby"). */
const FIRST_PERSON =
  /(?<![\p{L}])(?:i|we|i'm|we're|my|our|me|us|ich|wir|mein\p{L}*|unser\p{L}*|mir|mich|uns|je|j'|nous|mon|ma|mes|notre|nos|moi|я|мы|мой|моя|моё|мои|наш\p{L}*|меня|мне|нас|нам|tôi|chúng tôi|mình|saya|kami|kita)(?![\p{L}])|我|私|僕|俺|저희|우리|제가|내가|ฉัน|ผม|เรา/iu;
/**
 * The kinds a message asks in parts of their own, beside a subject asked in another part ("what
 * do I bring? and if it rains, should we cancel"): answered too, those asked before the subject
 * first. Not a kind asked in the subject's own part ("can I bring food?": the subject's answer).
 */
function kindsApart(
  question: string,
  u: Understanding,
  answered: AskKind[],
  heard: (word: string) => boolean,
): [Want[], Want[]] {
  const parts = clausesOf(question).map((part) => ({
    subject: topicsOf(part, u.lang).topics.length > 0,
    kinds: askedKinds(part, u.lang, heard).kinds,
  }));
  if (parts.length < 2) return [[], []];
  const subjectAt = parts.findIndex((part) => part.subject);
  const before: Want[] = [];
  const after: Want[] = [];
  for (const kind of u.kinds) {
    if (kind === 'other' || kind === 'tips' || answered.includes(kind as AskKind)) continue;
    const at = parts.findIndex((part) => part.kinds.includes(kind as AskKind) && !part.subject);
    if (at >= 0 && at !== subjectAt) (at < subjectAt ? before : after).push(kind);
  }
  return [before, after];
}

/**
 * A condition the next part asks under ("and if it rains, …", "wenn es regnet, …", "雨なら…"), or
 * a purpose said beside the question ("…, чтобы посетить музей?", "…, pour visiter le musée ?").
 */
const CONDITION =
  /^\s*(?:чтобы|pour|afin de|um|để|untuk|เพื่อ|为了|為了)(?![\p{L}])|(?<![\p{L}])(?:if|in case|wenn|falls|si|s'il|если|nếu|kalau|jika|sekiranya)(?![\p{L}])|如果|要是|万一|萬一|假如|もし|なら$|たら$|만약|만일|ถ้า|หาก/iu;
/** A measure word or a "this" before a place's kind ("这座山", "這間館", "该馆", "本园"). */
/** The word for a month itself ("au mois d'août", "im Monat Mai"): the month is what is said. */
const MONTH_WORD = new Set(['month', 'months', 'mois', 'monat', 'monate', 'monats', 'bulan']);
const MEASURE_WORD = /^[座这這那此该該本整个個片条條间間所家]$/u;
/** The parts of a message the guide says nothing of, each quoted (0070's note). */
const notSaidNote = (parts: Array<{ part: string }>, lang: Locale): Section => ({
  kind: 'other',
  heading: '',
  body: parts.map(({ part }) => fill(TEMPLATES[lang].notSaid, { q: part })).join(' '),
  passages: [],
  points: [],
});
/** A part of `question` is asked: a question mark follows it, or it ends as a question does. */
/** What the question says after `part`. */
const afterPart = (question: string, part: string) => question.slice(question.indexOf(part) + part.length);
const isAsked = (question: string, part: string) =>
  /^\s*[?？]/u.test(afterPart(question, part)) || ASKING_END.test(part);
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
/** A thing asked of, in Thai letters only. */
const THAI_WORD = /^\p{Script=Thai}+$/u;
export function clausesOf(question: string): string[] {
  return question
    .replace(ASKS_AGAIN, '; ')
    .split(CLAUSE)
    .map((part) => part.trim())
    .filter((part) =>
      UNSPACED.test(part)
        ? [...part.replace(/[\p{P}\p{S}\s]/gu, '')].length >= 4
        : (part.match(/[\p{L}\p{N}]+/gu) ?? []).length >= 2,
    );
}

/**
 * "When is the best time to go?": what the place's texts say of the seasons, the place's own
 * first, then its stops' (autumn forests, the sea of clouds in winter), at most three; not a
 * sentence that gives prices or opening times by season ("169 yuan in peak season").
 */
function whenToGo(ctx: ComposeContext, may: (p: Passage) => boolean): Section | null {
  const { lang } = ctx.u;
  const found = ctx.index.passages
    .filter(
      (p) =>
        may(p) &&
        p.kind !== 'address' &&
        // The rain is asked of as a season is, but is a time of the year only as the rainy season.
        (seasonsIn(p.text).some((s) => s !== 'rain') || RAINY_SEASON.test(p.text)) &&
        says('price', p.text, lang) < 2 &&
        says('hours', p.text, lang) < 2,
    )
    .map((p, at) => ({ p, at, score: (p.pointId === null ? 2 : 0) + Math.min(says('highlights', p.text, lang), 2) }))
    .sort((a, b) => b.score - a.score || a.at - b.at)
    .slice(0, 3)
    .map((r) => r.p);
  // And the place's own word on its quietest time of day ("the first hour after opening").
  const quiet = ctx.index.passages.find((p) => may(p) && p.pointId === null && saysQuietTime(p.text, lang));
  if (quiet && !found.includes(quiet)) found.push(quiet);
  return found.length ? otherSection(ctx, found) : null;
}

/**
 * Each sentence once: a section made of quoted sentences leaves out those an earlier section
 * quoted ("a full circuit of the lake is about 15 km" says how long and the way), and goes when
 * nothing is left. Stories, itineraries and lists keep their shape.
 */
function withoutRepeats(sections: Section[], lang: Locale): Section[] {
  const seen = new Set<string>();
  return sections.flatMap((s) => {
    const plain = s.points.length === 0 && s.body === quote(s.passages, lang);
    const fresh = plain ? s.passages.filter((p) => !seen.has(p.id)) : s.passages;
    for (const p of s.passages) seen.add(p.id);
    if (fresh.length === s.passages.length) return [s];
    return fresh.length ? [{ ...s, passages: fresh, body: quote(fresh, lang) }] : [];
  });
}

/**
 * A figure asked for ("how much", 多少, いくら, 얼마, combien, wie viel, сколько, bao nhiêu, เท่าไหร่,
 * berapa). Not German "kostet X Eintritt?" nor Russian "стоит": whether it costs, or is worth it.
 */
const HOW_MUCH =
  /how much|\bcost|\bprice|多少|几块|幾塊|票价|票價|价格|價格|いくら|料金|値段|얼마|요금|가격|combien|\bprix\b|tarif|wie viel|wieviel|was kostet|preis|сколько|цена|стоимост|bao nhiêu|giá|เท่าไหร่|เท่าไร|ราคา|berapa|harga/u;
/** Two Chinese or Japanese characters (CJK_PAIR without Hangul: a Korean pair is a piece of a word). */
const HAN_KANA_PAIR = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{2}$/u;
/** Words of a hall's name that say which hall it is ("gallery", 馆 say none). */
const HALL_WORDS_APART = new Set(
  'gallery galleries hall halls galerie galeries salle salles pavillon halle saal galerien галерея галереи галерею зал залы phong trung bay nha galeri dewan'.split(
    ' ',
  ),
);
/** One word, or a Latin or Cyrillic one by its first five letters ("фресок", "фрески"). */
const sameWord = (a: string, b: string) =>
  a === b ||
  (a.length >= 5 &&
    b.length >= 5 &&
    /^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u.test(a) &&
    a.slice(0, 5) === b.slice(0, 5));

/** Whether a word tells a thing of `place`: at most DESCRIBING_SPREAD places' texts use it, and it is no stop word nor a word of the place's own name. */
const tellsOf = (place: AssistantPlace, lang: Locale, placesUsing: (word: string) => number) => {
  const own = ownNameTerms(place, lang);
  return (w: string) => !own.has(w) && !isStopword(w) && placesUsing(w) <= DESCRIBING_SPREAD;
};

/** The halls of `place` a question names, each as its telling words (none of the place's own name). */
function hallWordsAsked(
  place: AssistantPlace,
  question: string,
  lang: Locale,
  placesUsing: (word: string) => number,
): string[][] {
  // Only its price asked ("how much"), not whether it is free or extra: the sentence that says
  // so answers that.
  if (!HOW_MUCH.test(question.toLowerCase()) || asksIncluded(question, lang)) return [];
  const tells = tellsOf(place, lang, placesUsing);
  const asked = tokenize(question);
  return place.halls
    .map((hall) =>
      tokenize(textIn(hall.name, lang)).filter(
        // (A word that tells: one few places' texts use, not "Chinese", "ancient" or a common
        // Vietnamese syllable.)
        (w) => !HALL_WORDS_APART.has(w) && [...w].length >= 2 && tells(w),
      ),
    )
    .filter((words) => words.length > 0 && words.some((w) => asked.some((t) => sameWord(t, w))));
}

/** The kinds a question describing an exhibit is read as: what it is, nothing practical. */
const DESCRIBED_KINDS = new Set<Want>(['other', 'overview', 'story']);
/** A word that describes one thing: the texts of at most this many places use it. */
const DESCRIBING_SPREAD = 2;
const pointWords = new WeakMap<PassageIndex, Map<string, Set<string>>>();

/**
 * The stop of `place` a question describes without naming it: two or more of its words are
 * written in that stop's texts and in at most one other stop's, at least one in that stop's
 * alone, and no other stop holds as many of them.
 */
function describedPoint(
  place: AssistantPlace,
  index: PassageIndex,
  terms: string[],
  placesUsing: (term: string) => number,
): AssistantPoint | null {
  if (place.points.length < 3) return null;
  let words = pointWords.get(index);
  if (!words) {
    words = new Map();
    for (const p of index.passages) {
      const key = p.pointId ?? '';
      const set = words.get(key) ?? new Set<string>();
      for (const t of tokenize(`${p.text} ${p.title}`)) set.add(t);
      words.set(key, set);
    }
    pointWords.set(index, words);
  }
  const score = new Map<string, number>();
  const alone = new Set<string>();
  for (const term of new Set(terms)) {
    // (A word the place's own texts use is no stop's: "the garden", "crowded", "how big".)
    if (words.get('')?.has(term) || placesUsing(term) > DESCRIBING_SPREAD) continue;
    const holders = place.points.filter((pt) => words.get(pt.id)?.has(term));
    if (holders.length === 0 || holders.length > 2) continue;
    for (const pt of holders) score.set(pt.id, (score.get(pt.id) ?? 0) + (holders.length === 1 ? 1 : 0.5));
    if (holders.length === 1) alone.add(holders[0]!.id);
  }
  const ranked = [...score].sort((a, b) => b[1] - a[1]);
  const [best, next] = ranked;
  if (!best || best[1] < 1.5 || !alone.has(best[0]) || (next && next[1] * 2 > best[1])) return null;
  return place.points.find((pt) => pt.id === best[0]) ?? null;
}

/**
 * A city the catalogue has one place in names that place ("西安のホテル", "в Сиане"): its names in
 * every language, without 市 (a prefecture's long name is no name people say). Not a city of
 * two places (Beijing), nor one the place's names hold.
 */
function cityNames(places: readonly AssistantPlace[]): Map<string, string[]> {
  const namesOf = (p: AssistantPlace) =>
    (p.city?.en ?? '').split(/\s+/u).length > 2
      ? []
      : Object.values(p.city ?? {})
          .filter((n): n is string => !!n)
          .flatMap((n) => [n, n.replace(/[市시]$/u, '').replace(/ City$/u, '')])
          .filter((n) => [...n].length >= 2);
  const key = (p: AssistantPlace) => p.city?.en ?? p.id;
  const count = new Map<string, number>();
  for (const p of places) count.set(key(p), (count.get(key(p)) ?? 0) + 1);
  // (One its names hold already is found as a part of them: "上海" of 上海博物館.)
  const own = (p: AssistantPlace, n: string) =>
    [...Object.values(p.name), ...p.aliases].some((m) => !!m && m.toLowerCase().includes(n.toLowerCase()));
  return new Map(
    places.map((p) => [p.id, count.get(key(p)) === 1 ? [...new Set(namesOf(p))].filter((n) => !own(p, n)) : []]),
  );
}

export function createAssistant(catalogue: AssistantCatalogue) {
  const places = new Map(catalogue.places.map((p) => [p.id, p]));
  const cities = cityNames(catalogue.places);
  const pointPlace = new Map(catalogue.places.flatMap((place) => place.points.map((p) => [p.id, place] as const)));
  const proper = new Map<string, Set<string>>();
  const c: Catalogue = {
    places,
    pointPlace,
    placeNames: createNameFinder(
      catalogue.places.map((p) => ({
        id: p.id,
        names: [...Object.values(p.name), ...p.aliases, ...(cities.get(p.id) ?? [])],
      })),
      (word) => (spread().get(word) ?? 0) >= EVERYDAY,
      (word) => spread().has(word),
    ),
    pointNames: createNameFinder(
      catalogue.places.flatMap((pl) => pl.points.map((p) => ({ id: p.id, names: Object.values(p.name) }))),
      (word) => isStopword(word) || (spread().get(word) ?? 0) >= 3,
      (word) => spread().has(word),
    ),
    heard: (word) => spread().has(word),
    cityNames: (placeId) => cities.get(placeId) ?? [],
    speaks: (placeId, lang, word) => {
      const place = places.get(placeId);
      return !!place && lexiconOf(place, lang).has(word);
    },
    // Read from the passages of the language asked in (their index is the one the answer uses).
    properOf: (placeId, lang) => {
      const key = `${placeId}/${lang}`;
      let words = proper.get(key);
      if (!words) {
        const place = places.get(placeId);
        const texts = place ? indexOf(place, lang).passages.map((p) => p.text) : [];
        words = new Set(texts.flatMap((text) => [...text.matchAll(INSIDE_CAPITAL)].map((m) => fold(m[0]))));
        proper.set(key, words);
      }
      return words;
    },
    resembles: (word) => resemblesKnown(word, 5),
    nearlyHeard: (word) => resemblesKnown(word, 6, 1),
  };
  /**
   * A word some text of the catalogue uses with a slip or another ending, looser than a
   * Lexicon's slips (up to `edits` edits, two unless told, any first letter: "управителя" for "правителя"), or one
   * that starts as a word some text uses does, in its first `stem` letters.
   */
  function resemblesKnown(word: string, stem: number, edits = 2): boolean {
    const start = word.slice(0, stem);
    for (const known of spread().keys())
      if ((word.length >= stem && known.startsWith(start)) || editDistance(word, known, edits) <= edits) return true;
    return false;
  }
  const { indexOf, spread, spreadIn, pairSpreadIn, lexiconOf, unheardOf } = createKnowledge(catalogue);
  const spokenOthers = new Map<string, Set<string>>();
  /**
   * The well-known places outside the catalogue a place's own texts speak of, in any language
   * (read from its texts as they are, without indexing a language the device may not hold).
   */
  const othersSpokenOf = (place: AssistantPlace) => {
    let found = spokenOthers.get(place.id);
    if (!found) {
      found = new Set(otherPlacesIn(JSON.stringify(place)));
      spokenOthers.set(place.id, found);
    }
    return found;
  };
  const open = createOpenAnswers();
  /**
   * The words of the catalogue's names, and a question's capitalised words after its first.
   * Vietnamese words are compared as written: folded, Phượng (phoenix), Phương and phường are
   * one word.
   */
  const allNames = catalogue.places.flatMap((p) => [
    ...Object.values(p.name),
    ...p.aliases,
    ...p.points.flatMap((pt) => Object.values(pt.name)),
  ]);
  const asWritten = (text: string) =>
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const names = {
    ofCatalogue: new Set(allNames.flatMap((n) => tokenize(n))),
    ofCatalogueAsWritten: new Set(allNames.flatMap(asWritten)),
    capitalised: (question: string) => capitalisedWords(question).flatMap((w) => tokenize(w)),
    /** Whether a capitalised word of the question is in no name of the catalogue. */
    unknown: (question: string, lang: Locale) =>
      lang === 'vi'
        ? vietnameseNameWords(question).some((w) => !names.ofCatalogueAsWritten.has(w))
        : names.capitalised(question).some((w) => !names.ofCatalogue.has(w)),
  };
  const ownLexicons = new Map<string, Lexicon>();
  /** A place's own name words as a lexicon (another ending, a slip), made once a place and language. */
  const ownLexicon = (place: AssistantPlace, lang: Locale) => {
    const key = `${place.id}|${lang}`;
    let lexicon = ownLexicons.get(key);
    if (!lexicon) ownLexicons.set(key, (lexicon = createLexicon(ownNameTerms(place, lang))));
    return lexicon;
  };
  /** The words an open answer must hold: the subject's, or all the question has left. */
  const wordsOf = (terms: string[]) => {
    const words = subjectTerms(terms);
    return words.length ? words : terms;
  };

  const readerOf = (q: AssistantQuestion) => (point: AssistantPoint) => {
    if (!point.locked) return true;
    const place = pointPlace.get(point.id);
    return !!q.unlocks && (q.unlocks.pointIds.includes(point.id) || (!!place && q.unlocks.placeIds.includes(place.id)));
  };
  const readable = (q: AssistantQuestion) => {
    const may = readerOf(q);
    return (p: Passage) =>
      !p.locked || !p.pointId || may(pointPlace.get(p.pointId)!.points.find((x) => x.id === p.pointId)!);
  };

  /** The place whose texts hold the question's words, when the question names none (place-from-content.ts). */
  function placeOf(u: Understanding, q: AssistantQuestion, terms: string[]): AssistantPlace | null {
    const spread = spreadIn(u.lang);
    const weak = new Set(c.placeNames.find(q.question, 2).map((h) => h.id));
    return placeFromContent({
      terms,
      lang: u.lang,
      places: catalogue.places,
      indexOf,
      spread: (t) => spread.get(t) ?? 0,
      holds: (p, t) => open.coverage(p, [t]) > 0,
      weak,
      may: readable(q),
    });
  }

  /**
   * The one place whose texts alone use a capitalised word of the question (a name: "Yuanjiajie",
   * "Pudong"), in its language; none when two places' do, or the language capitalises its nouns.
   */
  function properOnlyOf(question: string, lang: Locale): AssistantPlace | null {
    if (lang === 'de') return null;
    const spread = spreadIn(lang);
    const proper = names.capitalised(question).filter((t) => spread.get(t) === 1 && !isStopword(t));
    const using = new Set(proper.flatMap((t) => catalogue.places.filter((p) => lexiconOf(p, lang).has(t))));
    return using.size === 1 ? [...using][0]! : null;
  }

  /** A place's texts in a language, folded, one per line: read once, searched as written. */
  const written = new Map<string, string>();
  /** Whether a text of this place writes the word as it is. */
  const writtenIn = (place: AssistantPlace, lang: Locale, word: string) => {
    const key = `${place.id}\0${lang}`;
    let texts = written.get(key);
    if (texts === undefined) {
      texts = indexOf(place, lang)
        .passages.map((x) => fold(x.text))
        .join('\n');
      written.set(key, texts);
    }
    return texts.includes(word);
  };
  /** Whether a text of any place writes the word as it is. */
  const writtenAnywhere = (lang: Locale, word: string) => catalogue.places.some((p) => writtenIn(p, lang, word));

  /** A place's Vietnamese texts with their marks, lower case: read once. */
  const marked = new Map<string, string>();
  const markedTexts = (place: AssistantPlace) => {
    let texts = marked.get(place.id);
    if (texts === undefined) {
      texts = indexOf(place, 'vi')
        .passages.map((x) => x.text.normalize('NFC').toLowerCase())
        .join('\n');
      marked.set(place.id, texts);
    }
    return texts;
  };
  /** Whether a text holds a Vietnamese word or phrase whole, marks and all. */
  const holdsMarked = (text: string, word: string) =>
    new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(text);

  /**
   * A name of another place in a question (its folded form without this place's names, and as
   * written): Chinese and Japanese two characters that end as place names do (天坛, 子林 of 獅子林)
   * and that no text writes, Korean a word up to such a syllable (천문산), Vietnamese two or
   * more capitalised syllables no text writes (Hà Nội), other Latin and Cyrillic a capitalised
   * word of four letters or more that no text uses, beside a word that joins two places (or, vs,
   * zur, до).
   */
  function namesElsewhere(place: AssistantPlace, query: string, question: string, lang: Locale): boolean {
    if (lang === 'cn' || lang === 'zh-Hant' || lang === 'ja') {
      for (const m of query.matchAll(PLACE_END_HAN)) {
        const at = m.index;
        const before = query[at - 1] ?? '';
        const after = query[at + 1] ?? '';
        // Nor after a measure word or "this" ("这座山", "這間博物館", "该馆"): the place itself.
        if (!/\p{Script=Han}/u.test(before) || isStopword(before) || DOING.test(before) || MEASURE_WORD.test(before))
          continue;
        // 门 of 门票 starts a word: the end of a name is not followed by what makes a word with it.
        if (/\p{Script=Han}/u.test(after) && writtenAnywhere(lang, m[0] + after)) continue;
        if (!writtenIn(place, lang, before + m[0])) return true;
      }
      return false;
    }
    if (lang === 'ko') {
      for (const word of query.match(/\p{Script=Hangul}{3,}/gu) ?? []) {
        const at = [...word].findIndex((ch, i) => i >= 2 && PLACE_END_HANGUL.test(ch));
        if (at >= 2 && !writtenIn(place, lang, [...word].slice(0, at + 1).join(''))) return true;
      }
      return false;
    }
    if (lang === 'vi') {
      // Not the sentence's first word, nor a word of this place's names ("Hồ Tây" of Hà Nội's).
      const own = new Set([...Object.values(place.name), ...place.aliases].flatMap((n) => fold(n).split(/\s+/u)));
      for (const m of question.matchAll(/(?:\p{Lu}\p{Ll}*\s+){1,3}\p{Lu}\p{Ll}*/gu)) {
        // A sentence's first word is capitalised for that alone, unless the next is too and it is
        // no function word ("Phượng Hoàng cổ trấn…": a name).
        const first = m.index === 0 || /[.!?]\s*$/u.test(question.slice(0, m.index));
        const all = m[0].split(/\s+/u);
        const words = all.slice(first && (all.length < 2 || isStopword(fold(all[0]!))) ? 1 : 0);
        let run: string[] = [];
        for (const w of [...words, '']) {
          if (w && !own.has(fold(w))) {
            run.push(fold(w));
            continue;
          }
          if (run.length >= 2 && !writtenIn(place, lang, run.join(' '))) return true;
          run = [];
        }
      }
      return false;
    }
    if (!TWO_PLACES.test(fold(question))) return false;
    // Not a sentence's first word ("Enough for Wulingyuan or not?").
    return [...question.matchAll(CAPITALISED)]
      .filter((m) => m.index > 0 && !/[.!?]\s*$/u.test(question.slice(0, m.index)))
      .map((m) => fold(m[0]))
      .some((w) => query.includes(w) && unheardAnywhere(w, lang) && (lang !== 'de' || !germanKnown(w)));
  }

  /**
   * Whether a clause of `place`'s text names what `question` asks of: a word of both that few
   * places' texts use (the clause's form of it, "Teiche" for "teichen"), or in Vietnamese, whose
   * words are mostly two syllables, two syllables that follow one another ("Lôi Phong").
   */
  const namesAsked = (place: AssistantPlace, question: string, lang: Locale) => {
    const asked = tokenize(question).filter((w) => askedKinds(w, lang).kinds.length === 0);
    const placesUsing = (w: string) => spreadIn(lang).get(w) ?? 0;
    const tells = tellsOf(place, lang, placesUsing);
    const askedPairs = lang === 'vi' ? new Set(wordPairs(question)) : new Set<string>();
    const own = ownNameTerms(place, lang);
    const pairTells = (pair: string) =>
      askedPairs.has(pair) &&
      !pair.split(' ').some((w) => own.has(w) || askedKinds(w, lang).kinds.length > 0) &&
      (pairSpreadIn(lang).get(pair) ?? 0) <= DESCRIBING_SPREAD;
    return (clause: string) =>
      tokenize(clause).some(
        (t) =>
          tells(t) &&
          [...t].length >= (/^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u.test(t) ? 4 : 2) &&
          asked.some((w) => sameWord(t, w)),
      ) ||
      (askedPairs.size > 0 && wordPairs(clause).some(pairTells));
  };
  /** The halls a question asks the price of (hallWordsAsked), told by words few places use. */
  const hallsAsked = (place: AssistantPlace, question: string, lang: Locale) =>
    hallWordsAsked(place, question, lang, (w) => spreadIn(lang).get(w) ?? 0);

  /** Two places of the guide named and weighed against each other (CHOOSING). */
  const comparesPlaces = (question: string) =>
    CHOOSING.test(question.toLowerCase()) &&
    new Set(
      c.placeNames
        .find(question)
        .filter((h) => h.whole)
        .map((h) => h.id),
    ).size >= 2;

  /**
   * A German word some text uses with another ending ("Schiffe" for Schiff), or whose first
   * six letters some text's word starts with ("Glockenkonzerte": Glockenspiel). Not merely
   * its first five: the Terrakotta-Armee is not a Terrasse.
   */
  const germanKnown = (word: string) => resemblesKnown(word, 6);

  /** A folded word no text of the catalogue uses, in any language or in this one's lexicon, and no stop word. */
  const unheardAnywhere = (word: string, lang: Locale) =>
    !isStopword(word) && !isCalendarWord(word) && !c.heard(word) && !lexiconOf(null, lang).has(word);

  /**
   * A brand, app or channel no text of the catalogue names, asked through ("on Klook", "via
   * Trip.com", "จองผ่าน Klook", "用Alipay"): the place's own booking or payment text does not
   * say whether it works. In a question written in another script, any such Latin name; in a
   * Latin-script one, a name after a word of means. Not a place's name typed with a slip.
   */
  const foreignChannel = (question: string, lang: Locale): boolean =>
    [...question.matchAll(BRAND)].some((m) => {
      if (LATIN_LANGS.has(lang) && !MEANS_BEFORE.test(question.slice(0, m.index))) return false;
      const word = fold(m[0]);
      // German capitalises every noun: one some text uses with another ending is no name.
      if (word.length < 3 || !unheardAnywhere(word, lang) || (lang === 'de' && germanKnown(word))) return false;
      // Checked last, being the costliest: a place's name with a slip, a word that asks something
      // ("MRT", "Metro": the way there).
      if ([...names.ofCatalogue].some((n) => n.length >= 4 && editDistance(word, n, 1) <= 1)) return false;
      return askedKinds(m[0], lang).kinds.length === 0;
    });

  /**
   * German writes a compound as one word: one no text uses ("Glockenkonzerte") is also read as
   * its first word that a text does use (Glocken), which the passages can be found by.
   */
  const splitCompounds = (terms: string[], lang: Locale): string[] => {
    if (lang !== 'de') return terms;
    const spoken = spreadIn(lang);
    return terms.flatMap((t) => {
      if (spoken.has(t)) return [t];
      const head = compoundHeads(t, (w) => spoken.has(w))[0]?.head;
      return head ? [t, head] : [t];
    });
  };

  /** The question asks of something the place's texts never speak of (subject.ts). */
  function foreign(u: Understanding & { place: AssistantPlace }, terms: string[], sections: Section[]): boolean {
    // At a stop, the question's words are the stop's own ("what is it made of?"): only a thing a
    // cue names (a dog, a drone) that no text speaks of is foreign there.
    if (u.point && !u.objects.length) return false;
    const words = u.point ? [] : terms;
    // A thing written in katakana (ドローン) is one word: its character pairs (ロー) say nothing
    // apart. One that no text writes is a thing the guide does not speak of.
    const kana = u.objects.filter((o) => KANA_WORD.test(o));
    if (kana.some((o) => !writtenAnywhere(u.lang, o))) return true;
    // Vietnamese things are found as written: folded, "chó" (a dog) is "cho" (for) and "bơi"
    // (to swim) is "bởi" (by), which every text holds. None written here, in the answer or in
    // any place's texts: the guide does not speak of it.
    // (Typed without marks, "boi", a thing may be any of them: not foreign.)
    if (u.lang === 'vi' && u.objects.length && u.objects.every((o) => fold(o) !== o.toLowerCase())) {
      const said = u.objects.map((o) => o.normalize('NFC').toLowerCase());
      const quoted = sections.flatMap((s) => s.passages.map((p) => p.text.normalize('NFC').toLowerCase())).join('\n');
      const unknown = said.filter((o) => !holdsMarked(markedTexts(u.place), o) && !holdsMarked(quoted, o));
      if (
        unknown.length === said.length &&
        unknown.every((o) => !catalogue.places.some((p) => holdsMarked(markedTexts(p), o)))
      )
        return true;
    }
    // A Thai thing is one run of letters ("ที่จอดรถ", a car park) whose words apart (ที่, จอด, รถ)
    // some text holds: written as asked in no text of any place, nor in the answer, it is a
    // thing the guide does not speak of.
    if (u.lang === 'th' && u.objects.length && u.objects.every((o) => THAI_WORD.test(o))) {
      const quoted = sections.flatMap((s) => s.passages.map((p) => p.text)).join('\n');
      if (u.objects.every((o) => !writtenAnywhere('th', o) && !quoted.includes(o))) return true;
    }
    // Swimming or a dip is asked of the water: a rule on entering it speaks of it.
    const objects = objectTerms(
      u.objects.map((o) => (INTO_WATER.test(o) ? WATER[u.lang] : o)),
      tokenize,
    );
    if (
      !objects.length &&
      !sections.some((s) => SUBJECT_KINDS.has(s.kind)) &&
      !u.kinds.some((k) => SUBJECT_KINDS.has(k))
    )
      return false;
    return foreignSubject({
      terms: words,
      objects,
      here: lexiconOf(u.place, u.lang),
      quoted: createLexicon(sections.flatMap((s) => s.passages.flatMap((p) => tokenize(p.text)))),
      catalogue: lexiconOf(null, u.lang),
    });
  }

  /**
   * A question of several parts that the guide answers in part ("the ticket price, and is there
   * wifi?"): the parts it answers, then the others quoted as what it says nothing of, instead of
   * declining the whole. Each part is asked alone, about the place the whole question is about.
   */
  function sectionsFor(q: AssistantQuestion): Outcome {
    q = { ...q, question: withoutAcknowledgement(q.question) };
    const outcome = partsOutcome(q);
    if (outcome.declined !== 'unknown' || ('elsewhere' in outcome && outcome.elsewhere)) return outcome;
    return askedOnly(q, outcome) ?? outcome;
  }

  /**
   * A long message declined whole for what it tells around the question ("八月要去黃山，山下平地
   * 三十幾度，行李箱已經塞滿了，真的需要帶外套嗎？"): the parts that ask, alone, about the page's
   * place or the one the message is about. What they ask is answered or declined on its own.
   */
  function askedOnly(q: AssistantQuestion, whole: Outcome): Outcome | null {
    const parts = clausesOf(q.question);
    const lang = whole.u.lang;
    // A live fact asked of (the wait now, tomorrow's weather) is declined whatever its parts; so
    // is what is asked with a condition the visitor tells ("I have a heart condition: is this
    // stretch dangerous?"): a doctor's question.
    const topics = topicsOf(q.question, lang).topics;
    if (
      parts.length < 2 ||
      topics.includes('condition') ||
      asksCrowdsNow(q.question, lang) ||
      // (Tomorrow's weather; not "we come tomorrow morning. the address?")
      (topics.includes('weather') && asksForecast(q.question, lang)) ||
      asksUnsettled(q.question, lang) ||
      comparesPlaces(q.question) ||
      otherPlacesIn(q.question).length ||
      // (Nor a hall's own ticket asked of, its name in the part before: "唐墓壁畫館那張票，多少錢？")
      (!!whole.u.place && whole.u.kinds.includes('price') && hallsAsked(whole.u.place, q.question, lang).length > 0)
    )
      return null;
    // (Not the means one pays by, told beside a ticket asked of: "I only have cash and no Alipay —
    // can I still get a ticket?" asks whether cash will do.)
    const paying = whole.u.kinds.some((k) => k === 'price' || k === 'booking');
    const bears = (part: string) => paying && topicsOf(part, lang).topics.includes('money');
    const strict = parts.filter((part) => tells(q.question, part, lang) && !bears(part));
    // Then every part that neither asks nor says what it asks for nor names a thing no text writes
    // ("山下平地三十幾度", "my flight is at 3pm"; not "ルーブル美術館、"), when what is left uses only
    // words some text uses: a thing no text names is what the message asks about
    // ("泰山の山頂のホテル、今夜まだ空室ありますか？").
    // (A part may say what another asks for: "doing the museum monday morning before our flight —
    // is it open on mondays?" tells a day, which the part that asks asks of.)
    const askedElsewhere = new Set(
      parts.filter((part) => asksIn(q.question, part)).flatMap((part) => askedKinds(part, lang, c.heard).kinds),
    );
    // (With the parts that tell strictly: "…打车过来。请告诉我地址，我要给滴滴司机看".)
    const loose = parts.filter(
      (part) =>
        strict.includes(part) ||
        (!asksIn(q.question, part) &&
          !bears(part) &&
          (!namesUnheardIn(part, lang) ||
            STATEMENT_END.test(part) ||
            TOLD_END.test(afterPart(q.question, part)) ||
            saysStayOrFrom(part, lang)) &&
          askedKinds(part, lang, c.heard).kinds.every((k) => askedElsewhere.has(k))),
    );
    for (const [told, guarded] of [
      [strict, false],
      [loose, true],
    ] as const) {
      if (guarded && told.length === strict.length) continue;
      const rest = withoutParts(q.question, parts, told);
      // (The words that ask are not what is asked of: "几点开门" is no name no text writes.)
      // (Nor a lone pair of characters no text uses, "准确": a name no text writes is a chain of them;
      // nor a syllable a cue leaves, "실" of "알려주실".)
      const left = rest === null ? '' : askedKinds(rest, lang, c.heard).rest;
      if (
        rest === null ||
        (guarded &&
          (namesUnheardIn(left, lang) ||
            contentTerms(left, lang).some((t) => !c.heard(t) && !CJK_PAIR.test(t) && [...t].length > 1)))
      )
        continue;
      const outcome = partsOutcome({ ...q, question: rest, placeId: q.placeId ?? whole.u.place?.id ?? null });
      // Answered whole, not in part: a part it leaves unsaid is what the message asks.
      const inPart = outcome.sections.some((s) => s.heading === '' && s.passages.length === 0);
      if (!outcome.declined && !inPart) return outcome;
    }
    return null;
  }

  /**
   * The message without some of its parts; null when none or all would go, or when a part is not
   * as written in it.
   */
  const withoutParts = (question: string, parts: string[], removed: string[]): string | null => {
    if (!removed.length || removed.length === parts.length || removed.some((p) => !question.includes(p))) return null;
    return removed.reduce((text, part) => text.replace(part, ' '), question).replace(/^[\s\p{P}]+/u, '');
  };

  /** A part that names something no text writes ("ルーブル美術館 何時に開く", "the Louvre Pyramid, when does it open"). */
  const namesUnheardIn = (part: string, lang: Locale) =>
    (part.match(KANA_RUN) ?? []).some((w) => !writtenAnywhere(lang, w)) ||
    (part.match(CAPITALISED) ?? []).some((w) => unheardAnywhere(fold(w), lang)) ||
    chained(tokenize(part).filter((t) => CJK_PAIR.test(t) && !c.heard(t) && ![...t].some(isStopword)));

  /**
   * A part that tells rather than asks ("我们住在附近的酒店，…", "…背着个大登山包"): the visitor's
   * setting. Not a subject named alone ("泰山の山頂のホテル、"), which what follows asks about.
   */
  const tells = (question: string, part: string, lang: Locale) =>
    (FIRST_PERSON.test(part) ||
      BROUGHT.test(part) ||
      CONDITION.test(part) ||
      (topicsOf(part, lang).topics.length === 0 && !namesUnheardIn(part, lang))) &&
    !isAsked(question, part) &&
    !INVERTED.test(part) &&
    askedKinds(part, lang, c.heard).kinds.length === 0;

  function partsOutcome(q: AssistantQuestion): Outcome {
    const whole = wholeOutcome(q);
    if (whole.elsewhere) return withoutToldElsewhere(q, whole) ?? whole;
    const place = whole.u.place;
    if (!place || whole.elsewhere || (whole.declined && whole.declined !== 'unknown')) return whole;
    // A live fact asked of in parts ("…の待ち時間、今はどのくらい？", "дождь идёт или нет, можно
    // выходить?") is still a live fact; so is a comparison no text settles ("which gate is less
    // crowded, A or B?").
    if (
      asksCrowdsNow(q.question, whole.u.lang) ||
      asksUnsettled(q.question, whole.u.lang) ||
      comparesPlaces(q.question)
    )
      return whole;
    const parts = clausesOf(q.question);
    if (parts.length < 2 || parts.length > 4) return whole;
    const history = [
      ...q.history,
      { role: 'user' as const, content: q.question, placeId: place.id, pointId: whole.u.point?.id ?? null },
    ];
    const asked = parts.map((part) => ({ part, outcome: wholeOutcome({ ...q, question: part, history }) }));
    // A part that names another place ("ルーブル美術館 何時に開く") makes the rest about it.
    if (asked.some(({ outcome }) => outcome.elsewhere)) return whole;
    if (!whole.declined) return withUnsaid(q.question, whole, asked);
    // A part answered asks something of its own (a kind its words say), and names the place when
    // it follows a part the guide cannot answer ("…a Japanese tour? From what time?" asks the
    // tour's time, not the museum's).
    // A part that names something no text writes ("ルーブル美術館 何時に開く", "the Louvre
    // Pyramid, when does it open") is about that thing.
    const namesUnheard = (part: string) => namesUnheardIn(part, whole.u.lang);
    // A part that tells rather than asks ("我们住在附近的酒店，…", "…背着个大登山包") is the
    // visitor's setting: not quoted as unanswered, and no reason to doubt the parts after it.
    const told = (part: string) => tells(q.question, part, whole.u.lang);
    // A part asked as a question of its own, naming a subject the guide does not cover
    // ("泰山の山頂のホテル、今夜まだ空室ありますか") or a thing no text writes, leaves its subject
    // to the next; one that only sets the scene does not ("Mutianyu with a toddler and a
    // stroller, any way up without the stairs").
    const firstUnsaid = asked.findIndex(
      ({ part, outcome }) =>
        outcome.declined === 'unknown' &&
        !told(part) &&
        (isAsked(q.question, part) ||
          topicsOf(part, whole.u.lang).topics.length > 0 ||
          // a rule asked of a thing the guide never names ("Можно ли запустить дрон…, снять сверху?")
          (outcome.u.objects.length > 0 && outcome.u.kinds.includes('rules')) ||
          namesUnheard(part) ||
          // a place outside the guide that the texts only name ("how far is Qufu from here, how
          // do I get there?": the way there is Qufu's, not the page's place's)
          otherPlacesIn(part).length > 0),
    );
    // An aid the guide does not know, then the way up ("推嬰兒車去慕田峪可行嗎？有沒有纜車可以直接
    // 上去"): both ask how to get around, and the second is answered.
    const sameNeed = (outcome: Outcome) =>
      firstUnsaid >= 0 &&
      asked[firstUnsaid]!.outcome.u.kinds.includes('accessibility') &&
      outcome.u.kinds.includes('accessibility');
    const answered = asked.filter(
      ({ part, outcome }, i) =>
        !outcome.declined &&
        // (a condition or a purpose asks nothing of its own: "…, чтобы посетить музей?")
        !CONDITION.test(part) &&
        outcome.u.place?.id === place.id &&
        outcome.u.lang === whole.u.lang &&
        outcome.sections.length > 0 &&
        (askedKinds(part, whole.u.lang, c.heard).kinds.length > 0 ||
          // asked by its question mark alone, and more than the place's name ("…, at the Summer Palace?")
          (isAsked(q.question, part) &&
            !(outcome.u.named && contentTerms(outcome.u.rest, whole.u.lang).length === 0))) &&
        (firstUnsaid < 0 || i < firstUnsaid || outcome.u.named || sameNeed(outcome)),
    );
    const unsaid = asked.filter(({ part, outcome }) => outcome.declined === 'unknown' && !told(part));
    // (A part that only tells is the setting, whatever it would get asked alone: "wenn es regnet".)
    const setting = asked.filter((x) => told(x.part) && !answered.includes(x) && !unsaid.includes(x));
    if (!answered.length || answered.length + unsaid.length + setting.length !== parts.length) return whole;
    // A setting told before what it decides ("I only have a Visa card, can I buy the ticket?", "只有
    // 现金，船票能买吗"): the means of paying for a ticket. No text says which are taken, so the
    // whole is declined.
    // So is a condition of the visitor's ("I have a heart condition, is this stretch dangerous?"):
    // whether it is safe for them is a doctor's question.
    const decides = (part: string, kinds: Want[]) => {
      const topics = topicsOf(part, whole.u.lang).topics;
      return (topics.includes('money') && kinds.some((k) => PAID_FOR.has(k))) || topics.includes('condition');
    };
    // (Told before the question, as its condition; told after, it is an aside: "How do I book? I
    // don't have WeChat Pay" is still asked how to book.)
    const before = (a: (typeof asked)[number], b: (typeof asked)[number]) => asked.indexOf(a) < asked.indexOf(b);
    if (
      [...setting, ...unsaid].some((said) =>
        answered.some((x) => before(said, x) && decides(said.part, x.outcome.u.kinds)),
      )
    )
      return whole;
    // The one part asked as a question is one the guide cannot answer; the parts it could answer
    // only tell ("…baru masuk dari Pintu Meridian. Ada kedai makanan halal…?").
    const asking = (part: string) => asksIn(q.question, part);
    if (unsaid.some(({ part }) => asking(part)) && !answered.some(({ part }) => asking(part))) return whole;
    if (!unsaid.length && !setting.length) return whole;
    const sections = withoutRepeats(
      answered.flatMap(({ outcome }) => outcome.sections),
      whole.u.lang,
    );
    return {
      u: answered[0]!.outcome.u,
      sections: unsaid.length ? [...sections, notSaidNote(unsaid, whole.u.lang)] : sections,
    };
  }

  /**
   * Another place named only in parts that tell rather than ask ("兵马俑はちょっと興味ないんですが、",
   * "We flew in from Shanghai;"), while what is asked names this guide's place by its name: that
   * place is the visitor's setting, not the question's subject, and the rest is answered. When the
   * asking part names no place ("I'm at the Summer Palace. When does it open?"), the other place
   * is what it asks about, and the whole is declined as before.
   */
  function withoutToldElsewhere(q: AssistantQuestion, whole: Outcome): Outcome | null {
    const parts = clausesOf(q.question);
    if (parts.length < 2 || parts.length > 4) return null;
    const asksNothing = (part: string) =>
      !isAsked(q.question, part) && askedKinds(part, whole.u.lang, c.heard).kinds.length === 0;
    const rest = withoutParts(q.question, parts, parts.filter(asksNothing));
    if (rest === null) return null;
    const asked = wholeOutcome({ ...q, question: rest });
    if (asked.elsewhere || !asked.u.named || !asked.u.place) return null;
    const outcome = partsOutcome({ ...q, question: rest });
    return 'elsewhere' in outcome && outcome.elsewhere ? null : outcome;
  }

  /**
   * A message answered whole, one of whose parts asks of a subject the guide does not cover
   * ("泰山门票多少钱？山上有ATM吗？"): the answer, then that part quoted as what the guide says
   * nothing of, rather than passed over in silence.
   */
  function withUnsaid(question: string, whole: Outcome, asked: Array<{ part: string; outcome: Outcome }>): Outcome {
    const unsaid = asked.filter(
      ({ part, outcome }) =>
        outcome.declined === 'unknown' && topicsOf(part, whole.u.lang).topics.length > 0 && isAsked(question, part),
    );
    if (!unsaid.length || unsaid.length === asked.length) return whole;
    return { ...whole, sections: [...whole.sections, notSaidNote(unsaid, whole.u.lang)] };
  }

  /**
   * A place outside the catalogue that the place's own texts name (the Lingering Garden beside
   * the Humble Administrator's Garden, Qufu below Mount Tai) is asked of: only what speaks of it
   * answers. The place's own hours, prices or way there are not its ("when does the Lingering
   * Garden open?" on the garden's page is not the garden's hours).
   */
  function wholeOutcome(asked: AssistantQuestion): Outcome & { elsewhere?: boolean } {
    const outcome = placeOutcome(asked);
    const others = otherPlacesIn(withoutToldSetting(asked.question, outcome.u.lang));
    if (!others.length || (outcome.declined && outcome.declined !== 'unknown') || !outcome.u.place) return outcome;
    // A practical question (its hours, its price, the way there) only by a sentence of that kind.
    const practical = outcome.u.kinds.filter((k): k is AskKind => PRACTICAL_KINDS.has(k as AskKind));
    const { lang, place } = outcome.u;
    const aboutIt = (sentence: string) => otherPlacesIn(sentence).some((o) => others.includes(o));
    // Only its sentences, under "From the guide to …": not under the place's own hours.
    const sections = outcome.sections.flatMap((s): Section[] => {
      const lines = sentences(s.body, lang).filter(aboutIt);
      const fits = (line: string) => practical.some((k) => k === s.kind || says(k, line, lang) > 0);
      if (!lines.length || (practical.length && !lines.some(fits))) return [];
      const heading = fill(TEMPLATES[lang].label.other, { p: textIn(place.name, lang) });
      return [
        {
          ...s,
          heading,
          body: lines.join(cjk(lang) ? '' : ' '),
          passages: s.passages.filter((p) => aboutIt(p.text)),
        },
      ];
    });
    if (sections.length) return { ...outcome, sections };
    // None of the answer's sentences speaks of it, asked of its ticket or booking: the place's own
    // sentence that does and says it ("the Suzhou Museum next door needs a separate booking", asked
    // whether the garden's ticket covers it: a ticket asked of is also a booking).
    // (Only a ticket or a booking: "closed on Mondays" is not until what time it opens.)
    const ticket = practical.some((k) => k === 'price' || k === 'booking');
    const may = readable(asked);
    const index = indexOf(place, lang);
    const own = ticket
      ? index.passages.filter(
          (p) =>
            may(p) &&
            p.pointId === null &&
            aboutIt(p.text) &&
            (says('price', p.text, lang) > 0 || says('booking', p.text, lang) > 0),
        )
      : [];
    if (own.length) {
      const ctx = { u: { ...outcome.u, place }, index, query: outcome.u.query, mayRead: readerOf(asked) };
      return { u: outcome.u, sections: [otherSection(ctx, own.slice(0, 2))] };
    }
    return outcome.declined ? outcome : { u: outcome.u, sections: [], declined: 'unknown' };
  }

  function placeOutcome(asked: AssistantQuestion): Outcome & { elsewhere?: boolean } {
    // The texts write months in figures (10月): "十月份" is read as they write it; and they name
    // precisely what visitors call by an everyday word (monkeys: macaques).
    const lang = detectLanguage(asked.question, asked.uiLang) ?? asked.uiLang;
    const q = { ...asked, question: textsWords(figureMonths(asked.question), lang) };
    let u = understand(c, q);
    // The subjects asked of are read in the whole question (a cue word may name one: "train times"),
    // but not inside the thing a rule is asked of ("was zu essen geben": feeding, no meal).
    // Nor in the sentence that tells where the visitor stays or sets out from ("飯店在大雁塔附近。").
    const withoutObjects = u.objects.reduce(
      (text, o) => text.replace(o, ' '.repeat(o.length)),
      withoutToldSetting(u.said, u.lang),
    );
    const said = topicsOf(withoutObjects, u.lang);
    // The internet as the way tickets are booked or bought ("一定要網路預約嗎", "réserver sur
    // internet") is no question on connectivity.
    const byInternet =
      u.kinds.some((k) => k === 'booking' || k === 'price') &&
      said.words.filter((w) => speaksOf('connectivity', w, u.lang)).every((w) => INTERNET.test(w));
    // A condition told beside a practical question ("how long does the lift take? I'm a bit
    // afraid of heights") is the visitor's setting: the question is answered.
    const told = (t: string) =>
      (t === 'connectivity' && byInternet) ||
      ((t === 'condition' || t === 'heights') && u.kinds.some((k) => TOLD_BESIDE.has(k))) ||
      // A night on the mountain told beside a plan or a pack ("hike overnight and sleep at the
      // top: how to plan it?", "what should I pack?") is the plan's setting; not offered as one
      // way of two ("in a day, or must we sleep up there?"), which asks it.
      (t === 'lodging' && u.kinds.some((k) => k === 'itinerary' || k === 'bring') && !EITHER_OR.test(u.said));
    const subject = { ...said, topics: said.topics.filter((t) => !told(t)) };
    // A word that asks a measure ("superficie", 面积) is the asking, not the subject.
    let terms = splitCompounds(contentTerms(topicsOf(u.rest, u.lang).rest, u.lang), u.lang).filter(
      (t) => !asksMeasure(t, u.lang) && !MONTH_WORD.has(t),
    );
    const fromWords = !u.place;
    if (u.elsewhere) return { u, sections: [], declined: 'unknown', elsewhere: true };
    // A well-known place the catalogue does not cover (the panda base, Huanglong, the Bund),
    // unless the place's own texts speak of it (the Suzhou Museum next to the garden).
    // (Not where the visitor stays or sets out from, told before they ask: "飯店在大雁塔附近。幾點開門？")
    const askedPart = withoutToldSetting(q.question, u.lang);
    const askedIn = fold(askedPart);
    const others = otherPlacesIn(askedPart);
    if (others.length && (!u.place || others.some((o) => !othersSpokenOf(u.place!).has(o))))
      return { u, sections: [], declined: 'unknown', elsewhere: true };
    if (!u.place) {
      // A subject's own words find the place too ("rent an audio guide there": one museum's texts say it).
      // So does a name of the question's that one place's texts alone use ("dataran Yuanjiajie":
      // a part of Wulingyuan), however many other words it has.
      const found =
        properOnlyOf(q.question, u.lang) ?? placeOf(u, q, [...terms, ...contentTerms(subject.words.join(' '), u.lang)]);
      if (found) u = { ...u, place: found };
    }
    // The place's own name said with another ending ("в Нанкинском музее", "до Западного
    // озера") names nothing else.
    if (u.place) {
      const own = ownLexicon(u.place, u.lang);
      terms = terms.filter((t) => !SPELLED_OR_HANGUL.test(t) || !own.has(t));
    }
    // An exhibit described, not named ("the bronze mask whose eyes stick out like pillars: who is
    // it?"): the one stop whose texts alone hold the question's words is the one asked of.
    if (u.place && !u.point && !subject.topics.length && u.kinds.every((k) => DESCRIBED_KINDS.has(k))) {
      const spread = spreadIn(u.lang);
      const stop = describedPoint(u.place, indexOf(u.place, u.lang), terms, (t) => spread.get(t) ?? 0);
      if (stop) u = { ...u, point: stop, kinds: ['story'] };
    }
    if (!u.place) {
      // "Which place?" when the question would fit any place; declined when it names something
      // (a word few places' texts use: "นครวัด", "the ceiling") that no place's texts answer.
      const spread = spreadIn(u.lang);
      const particular =
        subjectTerms(terms).some((t) => (spread.get(t) ?? 0) <= PARTICULAR) ||
        (u.lang !== 'de' && names.unknown(q.question, u.lang));
      const asks = u.kinds.some((k) => k !== 'other');
      return {
        u,
        sections: [],
        declined: asks && !subject.topics.length && !unheardOf(terms) && !particular ? 'whichPlace' : 'unknown',
      };
    }
    // A place known only from the page or the conversation, and a name the catalogue never
    // uses: the question is about somewhere else ("the Louvre's hours?").
    // Not when it also names what only a few places have and this one, the page's or the
    // conversation's, does ("珍宝馆" on the Palace Museum's page): a colloquial word the
    // catalogue lacks is then just the phrasing.
    // A word some text uses with another ending ("Schiff", "Schiffe") is heard, not a name.
    const elsewhere = (place: AssistantPlace) => {
      // German capitalises every noun: a compound whose first word some text uses
      // ("Glockenkonzerte": Glockenspiel) is a thing of the place, not another place's name.
      const names = terms
        .filter(namesSomething(q.question))
        .filter((t) => !lexiconOf(null, u.lang).has(t) && (u.lang !== 'de' || !c.resembles(t)))
        .filter((t) => askedIn.includes(t));
      if (!unheardOf(names)) return false;
      const spoken = spreadIn(u.lang);
      const particular = (t: string) => (spoken.get(t) ?? 0) > 0 && (spoken.get(t) ?? 0) <= PARTICULAR;
      return fromWords || !terms.some((t) => particular(t) && lexiconOf(place, u.lang).has(t));
    };
    if (!u.named && !u.point && elsewhere(u.place)) return { u, sections: [], declined: 'unknown' };
    // How busy it is today or right now: no guide knows (what the place says of its busy days is
    // not that).
    if (asksCrowdsNow(q.question, u.lang)) return { u, sections: [], declined: 'unknown' };
    // Another place named beside this one ("故宫出来去天坛顺路吗", "拙政園跟獅子林比", "Hồ Tây Hà
    // Nội"): what is asked is about it, or about both, and the guide covers only one.
    if (!u.point && namesElsewhere(u.place, withoutToldSetting(u.query, u.lang), askedPart, u.lang))
      return { u, sections: [], declined: 'unknown', elsewhere: true };
    // Two places of the guide weighed against each other ("Huangshan or Zhangjiajie, which is
    // more spectacular?", "南京博物院跟上海博物館比，哪一間比較好看"): no text compares them.
    if (comparesPlaces(q.question)) return { u, sections: [], declined: 'unknown' };
    if (foreignChannel(q.question, u.lang)) return { u, sections: [], declined: 'unknown' };
    // A thing written in katakana that no text of any place writes (ガイドツアー, ルーブル): the
    // guide does not speak of it, whatever else is asked of it (its hours, its price).
    // (Not a word of a subject asked of, "スーツケースじゃなくてリュック" of the lockers: the subject
    // decides, below.)
    const ofSubject = (w: string) => subject.words.some((said) => said.includes(w) || w.includes(said));
    if (
      !u.point &&
      (withoutWhenToGo(u.rest, u.lang).match(KANA_RUN) ?? []).some(
        (w) => !writtenAnywhere(u.lang, w) && !ofSubject(w) && !TIMED_KANA.has(w),
      )
    )
      return { u, sections: [], declined: 'unknown' };
    const here = { ...u, place: u.place };
    const index = indexOf(u.place, u.lang);
    // A follow-up that names nothing of its own ("is it paid?" after "the bell concert, worth
    // it?"): the words of the visitor's last question about this place that tell a thing of it
    // weigh the sentences too.
    const placesUsing = (w: string) => spreadIn(u.lang).get(w) ?? 0;
    const tells = tellsOf(here.place, u.lang, placesUsing);
    const telling = (text: string) =>
      tokenize(text).filter(
        (w) => tells(w) && placesUsing(w) > 0 && [...w].length >= 3 && askedKinds(w, u.lang).kinds.length === 0,
      );
    const lastAsked = [...q.history].reverse().find((t) => t.role === 'user' && t.placeId === here.place.id);
    const carried = lastAsked && !u.point && telling(q.question).length === 0 ? telling(lastAsked.content) : [];
    const ctx: ComposeContext = {
      u: here,
      index,
      query: carried.length ? `${u.query} ${carried.join(' ')}` : u.query,
      mayRead: readerOf(q),
    };
    const may = readable(q);
    /** The place's first passage that `gives` what is asked, unless a passage quoted already does. */
    const placeSentenceBeside = (quoted: Section[], gives: (p: Passage) => boolean): Section[] => {
      if (quoted.some((s) => s.passages.some(gives))) return [];
      const found = index.passages.find((p) => may(p) && p.pointId === null && gives(p));
      return found ? [otherSection(ctx, [found])] : [];
    };
    /**
     * "How cold is it at the top?" beside what to bring: the place's sentence that gives the
     * degrees (asked at a stop too: the summit's cold is the place's); so for the place's area.
     */
    const measuresBeside = (quoted: Section[]): Section[] => [
      ...(asksTemperature(u.said, u.lang) ? placeSentenceBeside(quoted, (p) => DEGREES.test(p.text)) : []),
      // (And "how big is West Lake, and why is it famous": its area beside what not to miss.)
      ...(!u.point && asksArea(u.said, u.lang) ? placeSentenceBeside(quoted, (p) => hasArea(p.text, u.lang)) : []),
    ];
    /** "Where in Wuhan is it?": beside the address, the intro's sentence that says where the place lies (by East Lake). */
    const whereItLies = (quoted: Section[]): Section[] =>
      u.point || !u.kinds.includes('directions') || !WHERE_ASKED.test(q.question.toLowerCase())
        ? []
        : placeSentenceBeside(
            quoted,
            (p) => p.pointId === null && p.kind === 'intro' && saysWhereItLies(p.text, u.lang),
          );
    /**
     * A word of the question that only this place's texts use, or one other's, and no quoted
     * sentence holds ("am Volksplatz oder in Pudong?": the Shanghai Museum East; "one day enough?
     * we hope to catch the sunrise": spend a night up there): the place's own sentence that names
     * it, beside, where one or two of them do. Not a word of the place's own names.
     */
    const namedBeside = (quoted: Section[]): Section[] => {
      if (u.point) return [];
      const spread = spreadIn(u.lang);
      // (A word, not a piece of one: Korean is read in pieces, "문", "라갈".)
      const word = (t: string) =>
        [...t].length >= (/\p{Script=Hangul}/u.test(t) ? 3 : /\p{Script=Han}|\p{Script=Thai}/u.test(t) ? 2 : 4);
      const once = terms.filter((t) => word(t) && (spread.get(t) ?? 0) >= 1 && (spread.get(t) ?? 0) <= 2);
      if (!once.length) return [];
      const names = placeNameTerms(here.place, u.lang);
      // (Declined too: "в Сиане", of Сиань.)
      const named = (t: string) =>
        names.has(t) || [...names].some((n) => n.length >= 5 && t.startsWith(n.slice(0, -1)));
      const held = new Set(quoted.flatMap((s) => s.passages.flatMap((p) => termsOf(p))));
      const rare = once.filter((t) => !named(t) && !held.has(t));
      const naming = new Set<Passage>();
      for (const t of rare) {
        // A detail one or two of the place's own sentences give ("Pudong"), not a word its texts
        // are full of ("cruise", "murals"); not the address, which the way there gives.
        const holding = index.passages.filter((p) => p.pointId === null && termsOf(p).includes(t));
        const found = holding.length <= 2 && holding.find((p) => may(p) && p.kind !== 'address');
        if (found) naming.add(found);
      }
      return naming.size ? [otherSection(ctx, [...naming].slice(0, 2))] : [];
    };
    /**
     * "Can we leave by the gate we came in?": beside the way, the place's sentence that says its
     * route is one-way (and where it lets one out).
     */
    const wayOut = (quoted: Section[]): Section[] =>
      u.point || !asksWayOut(u.said, u.lang)
        ? []
        : placeSentenceBeside(quoted, (p) => p.pointId === null && saysOneWay(p.text, u.lang));
    // When in the year to go: what the place says of its seasons.
    // (Not a price asked "at this time of year": the ticket, in its season.)
    if (!u.point && !u.kinds.includes('price') && asksWhenToGo(q.question, u.lang)) {
      const when = whenToGo(ctx, may);
      if (when) return { u, sections: [when] };
    }
    // Rain told or asked of, and whether to go ahead or call the visit off: what the place's own
    // texts say of rain ("rain is no reason to cancel"), if they say anything.
    if (!u.point && asksRainDecision(q.question, u.lang)) {
      const rain = index.passages.filter((p) => may(p) && p.pointId === null && seasonsIn(p.text).includes('rain'));
      if (rain.length) {
        // With what else is asked beside it ("what do I bring? and if it rains, should we cancel?").
        const besides = u.kinds
          .filter((k) => !['other', 'booking', 'overview', 'highlights'].includes(k))
          .map((k) => section(ctx, k))
          .filter((x): x is Section => x !== null);
        return { u, sections: withoutRepeats([...besides, otherSection(ctx, rain.slice(0, 3))], u.lang) };
      }
    }
    /** A word some text of the catalogue uses, in the question's language. */
    const heard = (t: string) => lexiconOf(null, u.lang).has(t);
    // An errand with the thing between ("จองโรงแรมให้หน่อย", "book a room for us"): none is run.
    if (asksErrandApart(q.question, u.lang)) return { u, sections: [], declined: 'unknown' };
    // Whether it rains now ("идёт дождь или можно гулять?"), one option's price against
    // another's, which of two is less crowded (unless a time is asked): no text settles them.
    if (asksUnsettled(q.question, u.lang)) return { u, sections: [], declined: 'unknown' };
    if (subject.topics.length) {
      // The weather as it will be is not in any guide, and a guide runs no errands ("book me a
      // taxi"): a sentence on booking tickets is not that.
      if (subject.topics.includes('weather') && asksForecast(q.question, u.lang))
        return { u, sections: [], declined: 'unknown' };
      // Nor does any text give a staff member's name or number, or the director's (a phone to
      // bring is another matter: "just the phone, or a paper?").
      if (subject.topics.includes('errands') || (subject.topics.includes('contact') && !u.kinds.includes('bring')))
        return { u, sections: [], declined: 'unknown' };
      // Lodging, food, money...: only a sentence that speaks of it, and of what else is asked.
      const asked = u.kinds.filter((k): k is AskKind => ['price', 'hours', 'booking', 'duration'].includes(k));
      // Practical matters are in the place's own texts, not in a stop's story ("weathering"),
      // unless the question is asked on the stop.
      // A thing asked to rent by name (a wheelchair, a pushchair): the sentence must name it;
      // renting an audio guide is not renting a wheelchair.
      const rented = subject.topics.includes('rental') ? objectTerms(u.objects, tokenize).map(stem) : [];
      const namesRented = (text: string) => {
        const words = createLexicon(tokenize(text));
        return rented.some((o) => words.hasStart(o));
      };
      const fits = (p: Passage) =>
        may(p) &&
        (p.pointId === null || p.pointId === u.point?.id) &&
        (rented.length === 0 || namesRented(p.text)) &&
        (subject.topics.some((t) => speaksOf(t, p.text, u.lang)) || mentions(p.text, subject.words, u.lang)) &&
        // An age or height asked: a sentence on the toboggan that gives none does not answer it.
        // Nor does a sentence on where to eat answer whether the food is halal or vegetarian.
        NARROWING_TOPICS.every((t) => !subject.topics.includes(t) || speaksOf(t, p.text, u.lang)) &&
        asked.every((k) => says(k, p.text, u.lang) > 0);
      // What else the question says must be in it too, unless it is what any text says
      // ("is it worth it"): "tomorrow" makes a question on the weather a forecast.
      const spread = spreadIn(u.lang);
      // The subject's own words are sought too ("audio guide" beside "rent": the sentence holds both).
      const topicWords = contentTerms(subject.words.join(' '), u.lang);
      // (Nor a lone pair of Chinese or Japanese characters no text uses, "馆前" of 进馆前: a name
      // leaves two that follow one another.)
      const unsaid = subjectTerms(terms).filter((t) => !lexiconOf(u.place!, u.lang).has(t) && (spread.get(t) ?? 0) < 3);
      const filler = unsaid.every((t) => HAN_KANA_PAIR.test(t)) && !chained(unsaid);
      // At a stop whose own sentences speak of the subject ("are the shops on this street real?"):
      // those sentences, whatever else the question says ("c'est du décor ?"). Not a rule or a
      // practical matter asked of it (feeding the monkeys: the rule answers, below), nor the
      // weather, which is asked as it is now.
      const ofStop = (p: Passage) =>
        fits(p) && p.pointId === u.point?.id && subject.topics.some((t) => speaksOf(t, p.text, u.lang));
      const found =
        (u.point &&
        q.pointId === u.point.id &&
        !subject.topics.includes('weather') &&
        u.kinds.every((k) => TOLD_AT_STOP.has(k)) &&
        index.passages.some(ofStop)
          ? open.topicAnswer(ctx, ofStop)
          : null) ??
        (terms.length ? open.openAnswer(ctx, [...wordsOf(terms), ...topicWords], fits, heard) : null) ??
        (filler ? open.topicAnswer(ctx, fits) : null);
      // Asked for a month or a season too ("1月に…上に売店ってあります？"): what the place says of it.
      if (found && !foreign(here, terms, [found])) {
        const season = u.point ? null : seasonSection(ctx, seasonsAsked(q.question), may);
        const [before, after] = kindsApart(q.question, u, asked, heard).map((kinds) =>
          kinds.map((k) => section(ctx, k)).filter((x): x is Section => x !== null),
        );
        const told = [...before!, found, ...(season ? [season] : []), ...after!];
        return { u, sections: withoutRepeats([...told, ...measuresBeside(told)], u.lang) };
      }
      // The weather said as the setting of something else asked ("it's so hot: can I swim in
      // the lake?"): that thing is the question, answered below or declined. Not an errand
      // ("book me a taxi"), nor any other subject the guide does not cover.
      const setting = subject.topics.every((t) => t === 'weather') && !asksForecast(q.question, u.lang);
      // Food one brings ("can I bring my own food and drinks?"), a phone or a charger ("just the
      // phone, or a paper?"), or a shop asked of beside what to bring ("is there a shop up there,
      // what should I take?") is what to carry: the advice on what to bring answers it ("no shops
      // on the wall, so bring water"; "bring the passport you booked with").
      // So is a subject named only inside the cue of what to bring ("what should I throw in my bag").
      const besidesBring = u.kinds.includes('bring')
        ? topicsOf(askedKinds(u.said, u.lang, heard).rest, u.lang).topics
        : [];
      const carried =
        u.kinds.includes('bring') && subject.topics.every((t) => CARRIED_TOPICS.has(t) || !besidesBring.includes(t));
      // Rain as the setting ("the forecast says rain: is it still nice?"): what the place says of rain.
      const rainy = setting && seasonsIn(q.question).includes('rain');
      // A rental no sentence speaks of with the words asked: what answers the question must
      // still speak of renting (checked below), as "bring a warm jacket… (coats can be rented
      // at the top)" does.
      const renting = subject.topics.every((t) => t === 'rental');
      // Clothes asked of with the heat or the cold ("it'll be hot, so shorts are fine?", "冷不冷，穿短袖
      //行吗"): what to wear for the weather, which the place's advice on what to bring answers when
      // it speaks of the cold or the heat; not a dress code.
      if (subject.topics.includes('dressCode') && subject.topics.every((t) => t === 'dressCode' || t === 'weather')) {
        const felt = FELT_WEATHER.test(q.question.toLowerCase());
        const bring = felt ? section(ctx, 'bring') : null;
        if (bring?.passages.some((p) => FELT_WEATHER.test(p.text.toLowerCase())))
          return { u, sections: [bring, ...measuresBeside([bring])] };
      }
      // A rule asked of the subject ("เอาขนมให้ลิงกินได้มั้ย", may I eat in the halls): the place's
      // rule that speaks of it plainly answers.
      if (u.kinds.includes('rules')) {
        const rules = section(ctx, 'rules');
        const ruling = rules?.passages.some(
          (p) => fits(p) && sentences(p.text, u.lang).some((t) => PLAIN_RULE.test(t.toLowerCase())),
        );
        if (rules && ruling && !foreign(here, terms, [rules])) return { u, sections: [rules] };
      }
      if (!carried && !rainy && !renting && (!u.objects.length || !setting))
        return { u, sections: [], declined: 'unknown' };
    }
    // What is near the place, to walk to or see after ("xem xong gần đó có chỗ nào đi dạo"): what
    // its own texts say stands beside it. Only when nothing in particular is asked for near it
    // (a car park, a pharmacy: the guide does not say).
    if (!u.point && u.kinds.every((k) => k === 'other' || k === 'highlights') && asksNearby(q.question, u.lang)) {
      // A name no text writes ("a Starbucks nearby?") is such a thing.
      const generic = !u.objects.length && !namesUnheardIn(q.question, u.lang);
      const beside = index.passages
        .filter((p) => may(p) && p.pointId === null && (p.kind === 'intro' || p.kind === 'tips'))
        .filter((p) => saysBeside(p.text, u.lang))
        .slice(0, 2);
      if (generic && beside.length) return { u, sections: [otherSection(ctx, beside)] };
    }
    // "What is the toboggan at Mutianyu?": a question on a thing at the place, answered first by
    // the passage that speaks of it, then by the place's introduction.
    // An overview asked of something in particular ("the bells") is that thing's passage; the
    // place's own name words ("this museum") are not something in particular.
    const own = ownNameTerms(u.place, u.lang);
    const particular = subjectTerms(terms).filter((t) => !own.has(t));
    const specific =
      !u.point && u.kinds.length === 1 && u.kinds[0] === 'overview' && particular.length && !u.asksName
        ? open.openAnswer(ctx, wordsOf(terms), may, heard)
        : null;
    const sections = [
      ...(specific ? [specific] : []),
      ...u.kinds.map((k) => (k === 'other' ? null : section(ctx, k))).filter((s): s is Section => s !== null),
    ];
    // Two of the place's stops asked of together ("are the sword and the bells in one hall?",
    // which first): the place's own sentence that names both answers first, its advice before
    // its introduction.
    // (A fainter hit counts for the second only when one is named in full.)
    const stopsNamed = new Set(
      (c.pointNames.find(q.question, 6).length ? c.pointNames.find(q.question, 3) : [])
        .map((h) => h.id)
        .filter((id) => here.place.points.some((p) => p.id === id)),
    );
    if (stopsNamed.size >= 2 && !u.kinds.some((k) => k === 'itinerary' || k === 'highlights')) {
      const both = [...index.passages]
        .sort((a, b) => Number(b.kind === 'tips') - Number(a.kind === 'tips'))
        .find(
          (p) =>
            may(p) &&
            p.pointId === null &&
            new Set(
              c.pointNames
                .find(p.text, 3)
                .map((h) => h.id)
                .filter((id) => stopsNamed.has(id)),
            ).size >= 2,
        );
      if (both) sections.unshift(otherSection(ctx, [both]));
      // None names both ("Big Corner Tower or Zhengguantai: which is more special?"): each
      // stop's own sentences on what is asked, side by side, for the visitor to choose.
      else if (u.kinds.every((k) => k === 'story' || k === 'other' || k === 'overview'))
        for (const point of here.place.points.filter((p) => stopsNamed.has(p.id) && p.id !== u.point?.id)) {
          const told = pointAnswer(ctx, point, u.kinds);
          if (told) sections.push(told);
        }
    }
    // "Can I see pandas?": asked as a rule (a bare "can I"), answered by what speaks of pandas,
    // not by a rule that does not.
    const words = subjectTerms(terms);
    const weak = (s: Section) =>
      s.kind === 'rules' &&
      !u.point &&
      u.objects.length === 0 &&
      words.length > 0 &&
      !words.some((t) => createLexicon(s.passages.flatMap((p) => tokenize(p.text))).has(t));
    for (let i = sections.length - 1; i >= 0; i--) if (weak(sections[i]!)) sections.splice(i, 1);
    // A question on a stop that asks something else of it (how long the lift takes, may I hike on).
    if (u.point && !sections.some((s) => s.kind === 'story')) {
      // Asked only the place's hours, tickets or booking, its own sections answer: the stop adds
      // only a sentence that says them. (How far or how long from a stop may be the stop's own.)
      const placeOnly = u.kinds.every((k) => k === 'hours' || k === 'price' || k === 'booking');
      const told = pointAnswer(ctx, u.point, u.kinds, placeOnly && sections.length > 0);
      if (told) sections.push(told);
    }
    /** The passages the answer quotes so far. */
    const quotedIds = () => new Set(sections.flatMap((s) => s.passages.map((p) => p.id)));
    // How heavy, how tall or deep a stop is, where none of its texts gives that measure ("how
    // heavy is this sword?", "เจดีย์นี้สูงกี่เมตร"): the guide does not say; its story is not the
    // answer. (Not "schwer"/"тяжело" of the way: a question of getting around.)
    const unitsAsked = u.point && !u.kinds.includes('accessibility') ? unitMeasuresAsked(q.question, u.lang) : [];
    if (
      unitsAsked.length &&
      !index.passages.some((p) => p.pointId === u.point!.id && unitsAsked.some((m) => m.test(p.text)))
    )
      return { u, sections: [], declined: 'unknown' };
    // The way on from the stop one stands at ("wie weit ist es von hier bis oben?", "как отсюда
    // дойти до…"): the stop's own sentences that name another of the place's stops, where its
    // story says how one goes on ("the rest of the way to the summit is an easy walk").
    if (
      u.point &&
      FROM_HERE.test(q.question.toLowerCase()) &&
      u.kinds.some((k) => k === 'directions' || k === 'duration' || k === 'accessibility')
    ) {
      // (Those that name the stop asked for first: "…where the Bai Causeway meets the shore", asked
      // the way to Solitary Hill at its end.)
      const quotedNow = quotedIds();
      const others = (text: string) =>
        c.pointNames
          .find(text, 3)
          .map((h) => h.id)
          .filter((id) => id !== u.point!.id && here.place.points.some((pt) => pt.id === id));
      const asked = new Set(others(q.question));
      const onward = index.passages
        .filter((p) => p.pointId === u.point!.id && p.kind !== 'facts' && !quotedNow.has(p.id))
        .map((p) => ({ p, names: others(p.text) }))
        .filter((x) => x.names.length)
        .sort((a, b) => Number(b.names.some((id) => asked.has(id))) - Number(a.names.some((id) => asked.has(id))))
        .slice(0, 2)
        .map((x) => x.p)
        .sort((a, b) => a.order - b.order);
      if (onward.length && ctx.mayRead(u.point))
        sections.push({
          ...otherSection(ctx, onward),
          heading: `**${textIn(u.point.name, u.lang)}**:`,
          points: [u.point],
        });
    }
    // A stop named in the question, asked of something the place's own advice says of it ("the
    // bell concerts: another ticket?"): that sentence too, beside what the stop's story says.
    if (u.point && c.pointNames.find(q.question, 3).some((h) => h.id === u.point!.id)) {
      const asked = new Set(subjectTerms(terms));
      const quotedNow = quotedIds();
      const [advice] = index.passages
        .filter(
          (p) =>
            may(p) &&
            p.pointId === null &&
            (p.kind === 'tips' || p.kind === 'intro' || p.kind === 'hall') &&
            !quotedNow.has(p.id) &&
            c.pointNames.find(p.text, 3).some((h) => h.id === u.point!.id),
        )
        .map((p) => ({ p, shared: new Set(tokenize(p.text).filter((t) => asked.has(t))).size }))
        .filter((x) => x.shared > 0)
        .sort((a, b) => b.shared - a.shared);
      if (advice) sections.push(otherSection(ctx, [advice.p]));
    }
    // What the kinds' sentences leave out of the question, a passage may hold (the point's first).
    const quoted = quotedIds();
    const left = wordsOf(terms).filter(
      (t) => !sections.some((s) => s.passages.some((p) => tokenize(p.text).includes(t))),
    );
    if (left.length) {
      // About a stop, only its own story may add to the answer: elsewhere a word like "old" is loose.
      const extra = u.point
        ? open.openAnswer(ctx, left, (p) => may(p) && p.pointId === u.point!.id && !quoted.has(p.id), heard)
        : open.openAnswer(ctx, left, (p) => may(p) && !quoted.has(p.id), heard);
      // "Where to watch the sunrise": asked where a thing of the place is, the sentence that
      // speaks of it comes before the place's address.
      // ("Where is the best place to watch the sunrise?" asks where too.)
      const whereIsIt =
        u.kinds.includes('directions') && u.kinds.every((k) => k === 'directions' || k === 'highlights') && !u.point;
      // Asked what to bring (or whether one may bring it), where no sentence of the kind answers: a
      // passage that merely shares a word ("galleries" of "an umbrella into the galleries") is no
      // answer.
      const unruled =
        sections.length === 0 &&
        !u.point &&
        u.kinds.includes('bring') &&
        u.kinds.every((k) => k === 'rules' || k === 'bring') &&
        !!extra &&
        !extra.passages.some((p) => u.kinds.some((k) => says(k as AskKind, p.text, u.lang) > 0));
      // (A stop's story only when the question asks where, not how to get there: "причал" or
      // "Anleger" of a story is not the way from Guilin.)
      const placed =
        !!extra && extra.passages.some((p) => p.pointId === null || WHERE_ASKED.test(q.question.toLowerCase()));
      if (extra && whereIsIt && placed) sections.unshift(extra);
      else if (extra && !unruled) sections.push(extra);
    }
    // "How big is the Palace Museum?": asked a measure of the place itself, the place's own
    // sentence that gives one (its area first), when nothing else answers.
    if (sections.length === 0 && !u.point) {
      const marks = attributesOf(u.query, u.lang);
      const giving = index.passages.filter(
        (p) => may(p) && p.pointId === null && p.kind !== 'address' && marks.some((m) => m.test(p.text)),
      );
      const area = asksArea(u.query, u.lang)
        ? index.passages.find((p) => may(p) && p.pointId === null && hasArea(p.text, u.lang))
        : undefined;
      const best = area ?? giving[0];
      if (best) sections.push(otherSection(ctx, [best]));
    }
    // (The way out alone, too, when nothing else answers: "故宫看完能原路出去吗？")
    const besides = sections.length > 0 ? [...measuresBeside(sections), ...whereItLies(sections)] : [];
    sections.push(...besides, ...wayOut(sections));
    if (sections.length > 0) sections.push(...namedBeside(sections));
    // Chinese and Japanese say much in one character (雨, 船, 狗): when the words found nothing,
    // the question's characters are weighed too.
    // Not when it asks of a thing a cue names (拍照, 写真): that thing must be spoken of.
    if (sections.length === 0 && !u.objects.length && (u.lang === 'cn' || u.lang === 'zh-Hant' || u.lang === 'ja')) {
      const stop = stopwords(u.lang);
      const chars = [...new Set(u.rest.match(/\p{Script=Han}/gu) ?? [])].filter((ch) => !stop.has(ch));
      const found = open.openAnswer(ctx, [...wordsOf(terms), ...chars], may, heard);
      if (found) sections.push(found);
    }
    // Asked for a season ("in winter"): what the place's own texts say of it. Alone, when nothing
    // else answers ("漓江冬天还能坐船吗": the winter sailings are shortened).
    const seasonal = u.point ? null : seasonSection(ctx, seasonsAsked(q.question), may);
    if (sections.length === 0 && seasonal) sections.push(seasonal);
    if (sections.length === 0 || foreign(here, terms, sections)) return { u, sections: [], declined: 'unknown' };
    // A thing one gets around with (a wheelchair, a pushchair) asked of with a route ("車椅子で回れ
    // ますか"), where no sentence says how to get around: a plan of the stops does not say it can.
    if (
      !u.point &&
      u.objects.length &&
      u.kinds.includes('accessibility') &&
      u.kinds.includes('itinerary') &&
      !sections.some((s) => s.kind === 'accessibility')
    )
      return { u, sections: [], declined: 'unknown' };
    // A price asked for a group (students, children, a discount), of a ride (a taxi, one way) or
    // of a rental that no quoted sentence answers: the guide does not say, and the adult ticket
    // is not the answer. Asked of a stop too: its story is not its fare.
    // (Not a group only told of: "暑假要帶兩個小孩去…，門票旺季多少錢？") Read only when a price or
    // the hours are asked.
    let asking: string | undefined;
    const askingPart = () => {
      if (asking === undefined) {
        const parts = clausesOf(q.question);
        const asksPart = (part: string) => asksIn(q.question, part);
        asking = parts.length > 1 && parts.some(asksPart) ? parts.filter(asksPart).join(' ') : q.question;
      }
      return asking;
    };
    /** Whether a sentence the answer quotes so far does `test`. */
    const quotes = (test: (sentence: string) => boolean) =>
      sections.some((s) => s.passages.some((p) => sentences(p.text, u.lang).some(test)));
    if (u.kinds.includes('price')) {
      // (A ride's measure asked, "how many metres does the lift rise", asks no fare.)
      const unspoken = qualifiersOf(askingPart(), u.lang).filter(
        (k) => (k !== 'ride' || !MEASURE_UNIT.test(q.question)) && !quotes((text) => answersQualifier(k, text, u.lang)),
      );
      // A hall's own ticket ("the Tang mural gallery's extra ticket: how much?"): only a clause that
      // names the hall with a price answers it ("Treasure Gallery and Hall of Clocks: 10 yuan
      // each"), not "paid galleries need their own ticket".
      const halls = hallsAsked(u.place, q.question, u.lang);
      const namesHall = (clause: string) =>
        halls.some((words) => words.some((w) => tokenize(clause).some((t) => sameWord(t, w))));
      const hallUnpriced = halls.length > 0 && !quotes((text) => pricedClause(text, u.lang, namesHall));
      // So is anything the quoted sentences say is paid apart, with no figure ("the bell
      // performances are charged separately": how much is the concert?).
      // (Of the clause that asks how much: "harga tiket, dan perlukah saya menempah?" asks no
      // price of booking.)
      const howMuch = clausesOf(q.question).filter((part) => HOW_MUCH.test(part.toLowerCase()));
      const namesApart =
        howMuch.length && !asksIncluded(q.question, u.lang)
          ? namesAsked(u.place, howMuch.join(' '), u.lang)
          : () => false;
      const apartUnpriced =
        quotes((text) => apartClause(text, u.lang, namesApart)) &&
        !quotes((text) => pricedClause(text, u.lang, namesApart));
      // (Beside the decline, the price sentences found: "the cable car is charged separately".)
      if (unspoken.length || hallUnpriced || apartUnpriced)
        return { u, sections: [], declined: 'unknown', beside: sections.filter((s) => s.kind === 'price') };
    }
    // Only the hours, a price or booking asked at a stop (a cave along the river): a sentence that
    // says them answers, not the stop's story.
    const practical = u.kinds.filter((k): k is AskKind => k === 'hours' || k === 'price' || k === 'booking');
    if (u.point && practical.length === u.kinds.length && !quotes((t) => practical.some((k) => says(k, t, u.lang) > 0)))
      return { u, sections: [], declined: 'unknown' };
    // A rule asked of a thing this place's texts never name (swimming in the Li River, touching
    // the bells at their stop): only a sentence that forbids or allows something plainly answers
    // it, not "rain is no reason to cancel", nor the stop's story.
    if (u.kinds.includes('rules') && u.objects.length) {
      const here = lexiconOf(u.place, u.lang);
      const named = objectTerms(u.objects, tokenize).some((o) => here.hasStart(stem(o)));
      if (!named && !quotes((t) => PLAIN_RULE.test(t.toLowerCase()))) return { u, sections: [], declined: 'unknown' };
    }
    // Renting or borrowing asked (an umbrella at the gate, walking poles): the answer must speak
    // of renting, or the guide does not say. So is an age or a height a visitor must have: the
    // answer must give one.
    // So is a language asked for (an audio guide in Vietnamese): the answer must name it.
    for (const topic of ['rental', 'ageLimit', 'language'])
      if (subject.topics.includes(topic) && !quotes((t) => speaksOf(topic, t, u.lang)))
        return { u, sections: [], declined: 'unknown' };
    // So is how often a boat or a show goes ("三潭印月行きの船って何分おき?"): a sentence that
    // gives a frequency, or the guide does not say (a story of the island is not its timetable).
    if (asksFrequency(q.question, u.lang) && !quotes(saysFrequency)) return { u, sections: [], declined: 'unknown' };
    /**
     * Things asked for by name (`namings`: whether a sentence names each): those no quoted
     * sentence names are named by the place's first sentence that names them all (or, `atStop`,
     * the stop's), put first; false when none does, and the guide does not say.
     */
    const nameAsked = (namings: Array<(sentence: string) => boolean>, atStop: boolean): boolean => {
      const unsaid = namings.filter((namesIt) => !quotes(namesIt));
      if (!unsaid.length) return true;
      const naming = index.passages.find(
        (p) =>
          may(p) &&
          (p.pointId === null || (atStop && p.pointId === u.point?.id)) &&
          unsaid.every((namesIt) => namesIt(p.text)),
      );
      if (naming) sections.unshift(otherSection(ctx, [naming]));
      return !!naming;
    };
    // The way there by a metro, a bus or a shuttle: a sentence of the place that names it (the
    // address is not the way by metro).
    const modes = u.kinds.includes('directions') ? modesOf(askingPart(), u.lang) : [];
    const byMode = modes.map((m) => (t: string) => namesMode(m, t, u.lang));
    if (!nameAsked(byMode, false)) return { u, sections: [], declined: 'unknown' };
    // Which bus or line: a sentence that gives its number ("Metro Line 2"), not "by bus".
    const byLine = u.kinds.includes('directions') && asksLine(askingPart(), u.lang) ? [givesLine] : [];
    if (!nameAsked(byLine, false)) return { u, sections: [], declined: 'unknown' };
    // A lift asked for by name ("is there a lift up the pagoda?"): a sentence that names one, at
    // the stop too (the boats and bicycles the place names are not the answer).
    const byAid = aidsOf(askingPart(), u.lang).map((a) => (t: string) => namesAid(a, t, u.lang));
    if (!nameAsked(byAid, true)) return { u, sections: [], declined: 'unknown' };
    // A time asked of a thing with a schedule of its own (the bell show, the last boat, the
    // sunrise, a night tour): the opening hours do not answer it, only a sentence of the place
    // that names the thing with a time on the clock, or beside one that gives it ("about
    // 6:30–16:30; the exact times are posted at the ropeway stations"). None: the guide does
    // not say.
    // (Asked as a schedule too: "is there a schedule of the shows?")
    // (Asked as the last run, whatever else the question is read to ask: "when does the last
    // cable car go down?")
    const last = asksLastRun(askingPart(), u.lang);
    const timedAsked = u.kinds.some((k) => k === 'hours' || k === 'itinerary') || last;
    // (Asked only whether a ride, a boat or a show is open, its own hours too: "is the toboggan
    // open on 24 December?")
    const opens = (t: TimedThing) => t === 'ride' || t === 'sailing' || t === 'show';
    const timedOf = timedAsked ? timedThingsOf(askingPart(), u.lang) : [];
    const timed =
      timedAsked && u.kinds.every((k) => k === 'hours')
        ? [...new Set([...timedOf, ...timedThingsNamed(askingPart(), u.lang).filter(opens)])]
        : timedOf;
    if (timed.length) {
      // A passage with the sentences before and after it in the same text.
      const fieldOf = (p: Passage) => `${p.kind}/${p.pointId ?? ''}`;
      const fields = new Map<string, Passage[]>();
      for (const p of index.passages) fields.set(fieldOf(p), [...(fields.get(fieldOf(p)) ?? []), p]);
      const around = (p: Passage) =>
        fields
          .get(fieldOf(p))!
          .filter((x) => Math.abs(x.order - p.order) <= 1)
          .map((x) => x.text)
          .join(' ');
      // The last boat: only a sentence that speaks of the last run, not the times of day.
      // (The thing named in a sentence that speaks of its time; the time may be beside it: "about
      // 6:30–16:30. The exact times are posted at the ropeway stations". Not "the toboggan is
      // charged separately" beside the wall's opening hours.)
      const gives = (p: Passage, thing: TimedThing) =>
        namesTimed(thing, p.text, u.lang) &&
        (speaksOfTimes(p.text, u.lang) || answersTimed(thing, p.text, u.lang)) &&
        answersTimed(thing, around(p), u.lang) &&
        (!last || saysLastRun(p.text, u.lang));
      const quoted = sections.flatMap((s) => s.passages);
      const things = timed.filter((t) => !quoted.some((p) => gives(p, t)));
      if (things.length) {
        const giving = index.passages.filter((p) => may(p) && things.every((t) => gives(p, t)));
        if (giving.length === 0) return { u, sections: [], declined: 'unknown' };
        sections.unshift(otherSection(ctx, giving.slice(0, 2)));
      }
    }
    // Asked whether it is worth it then ("still worth it in the rain?"): the season's sentences first.
    const worth = u.kinds.every((k) => k === 'highlights' || k === 'overview' || k === 'tips');
    if (seasonal && !sections.includes(seasonal)) {
      if (worth) sections.unshift(seasonal);
      else sections.push(seasonal);
    }
    return { u, sections: withoutRepeats(sections, u.lang) };
  }

  /**
   * The answer, and the passages a model is to answer from and cite (retrieval-augmented
   * generation, docs/decisions/0060): those the answer quotes first, then the place's best
   * BM25 matches the asker may read. None when the answer quotes nothing (a decline, a list
   * of stops, a paid narration's notice): the assistant's own answer is then the answer.
   */
  function ground(q: AssistantQuestion, limit = 8): { answer: AssistantAnswer; passages: Passage[] } {
    const outcome = sectionsFor(q);
    const answer = reply(catalogue, outcome);
    const chosen = outcome.sections.flatMap((s) => s.passages);
    const place = outcome.u.place;
    if (answer.declined || !place || chosen.length === 0) return { answer, passages: [] };
    const may = readable(q);
    const hits = indexOf(place, outcome.u.lang)
      .search(outcome.u.query, may)
      .map((h) => h.passage);
    return { answer, passages: [...new Set([...chosen, ...hits])].filter(may).slice(0, limit) };
  }

  return {
    placeIds: (): string[] => catalogue.places.map((p) => p.id),

    /** Counts the terms of every place (after the indexes are built): names are then found at once. */
    warmNames(): void {
      spread();
    },

    /** Builds one place's index in one language ahead of the first question (none: all). */
    warm(placeId?: string, lang?: Locale): void {
      const langs = lang ? [lang] : LOCALES;
      for (const place of catalogue.places)
        if (!placeId || place.id === placeId) for (const l of langs) indexOf(place, l);
    },

    answer(q: AssistantQuestion): AssistantAnswer {
      return reply(catalogue, sectionsFor(q));
    },

    /**
     * The place a question names, by its name or a stop's: not the page's, the conversation's,
     * nor one its other words suggest (the offline assistant tells a place it lacks from one it has).
     */
    placeNamed(question: string, uiLang: Locale): string | null {
      return named(c, question, detectLanguage(question, uiLang) ?? uiLang).place?.id ?? null;
    },

    ground,

    /** The passages of ground(): what a model would be given. */
    retrieve(q: AssistantQuestion, limit = 8): Passage[] {
      return ground(q, limit).passages;
    },
  };
}

export type Assistant = ReturnType<typeof createAssistant>;

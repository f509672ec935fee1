// The everyday word a visitor uses for what the texts name more precisely: the texts speak of
// macaques, visitors of monkeys; of swimming, visitors of bathing (baden, mandi); of 垂钓,
// visitors of 钓鱼 (fishing); of a bicycle (自行车), visitors of a bike (单车, 腳踏車); of a backpack
// (背包), visitors of 包包; and a Chinese verb said apart is the word the texts write; a trip of
// nights and days is its days; a word spelt as it is said is the word (скока: сколько). Each is
// read as the texts' word before the question is understood, so the rule on feeding them answers
// "can I feed the monkeys". Only a word whose every use in a question means the texts' thing.
// Data only: a new entry when the content names a common thing precisely.
import type { Locale } from '../contract/locales';
import { standardChinese } from './cantonese';

/** A Chinese verb said apart ("游个泳", "拍个照", "买张票"): the texts write it whole (游泳, 拍照). */
const SEPARATED =
  /(游|拍|照|买|買|爬|排|停|充|散|钓|釣)(?:个|個|一下|一个|一個|张|張|会儿|會兒)(泳|照|相|票|山|队|隊|车|車|电|電|步|鱼|魚)/gu;

/** A trip's length said in nights and days ("1박2일", "一泊二日"): its days, not a night's lodging. */
const NIGHTS_AND_DAYS_KO = /(?<!\d)([1-9]|한|두|세)\s*박\s*([1-9]|이|삼|사)\s*일/gu;
const NIGHTS_AND_DAYS_JA = /(?<!\d)([1-9一二三])泊([1-9二三四])日/gu;

/**
 * Giving an animal something to eat ("give them some snacks", "give the ducks bread"): feeding it,
 * the animal still named (only one place's texts may speak of it).
 */
const GIVE_FOOD_EN =
  /\bgive (them|it|the (?:macaques|ducks|fish|birds|deer|squirrels))(?: (?:some|a few|a little|any|an?))? (?:snacks?|food|treats?|bread|biscuits?|cookies?|crackers?|peanuts?|bananas?|fruit)\b/giu;
/** Food brought for an animal ("bananas for the monkeys"): feeding it. */
const FOOD_FOR_EN =
  /\b(?:snacks?|food|treats?|bread|biscuits?|cookies?|crackers?|peanuts?|nuts|bananas?|fruit) for the (macaques|ducks|fish|birds|deer|squirrels)\b/giu;

/** Feeding an animal named ("喂喂湖里的鱼和松鼠"): feeding animals, as the texts forbid it (投喂动物). */
const FED_CN = '(?:鱼|松鼠|猴子?|猕猴|鸭子?|小?鸟|鸽子|小?动物|锦鲤|天鹅|它们|牠们)';
const FEED_ANIMALS_CN = new RegExp(
  `(?<![投哺])喂(?:喂|一喂|一下)?(?:(?:湖里|水里|河里|树上|这里|那里|山上|路边)的)?(?:那些|这些)?(${FED_CN})(?:[和跟](${FED_CN}))?`,
  'gu',
);
const FED_HANT = '(?:魚|松鼠|猴子?|獼猴|鴨子?|小?鳥|鴿子|小?動物|錦鯉|天鵝|牠們|它們)';
const FEED_ANIMALS_HANT = new RegExp(
  `(?<![投哺])[餵喂](?:[餵喂]|一[餵喂]|一下)?(?:(?:湖裡|水裡|河裡|樹上|這裡|那裡|山上|路邊)的)?(?:那些|這些)?(${FED_HANT})(?:[和跟](${FED_HANT}))?`,
  'gu',
);

/** A French elision typed with a space for its apostrophe ("depuis l aéroport", "qu il"). */
const ELISION_TYPED_APART = /(?<!\p{L})([cdjlmnst]|qu) (?=[aeiouyhàâéèêëîïôûü])/giu;

/**
 * Words shortened as people type them on a phone, read as the words they stand for ("brp" is
 * berapa, "bn" bao nhiêu, "hrs" hours): only shortenings that stand for one word alone.
 */
// prettier-ignore
const MS_TYPED: Record<string, string> = {
  brp: 'berapa', bnyk: 'banyak', byk: 'banyak', tgk: 'tengok', nk: 'nak', sorang: 'seorang', dgn: 'dengan',
  utk: 'untuk', sy: 'saya', kt: 'kat', tmpt: 'tempat', blh: 'boleh', mcm: 'macam', skrg: 'sekarang',
  jln: 'jalan', bkn: 'bukan', dlm: 'dalam', sblm: 'sebelum', lps: 'lepas', tkt: 'tiket', hrg: 'harga',
};
// prettier-ignore
const VI_TYPED: Record<string, string> = {
  bn: 'bao nhiêu', dc: 'được', 'đc': 'được', ntn: 'như thế nào', ko: 'không', k: 'không', hok: 'không', vs: 'với',
};
// prettier-ignore
const EN_TYPED: Record<string, string> = {
  hrs: 'hours', hr: 'hour', mins: 'minutes', pls: 'please', plz: 'please', tix: 'tickets', ppl: 'people',
  abt: 'about', u: 'you', r: 'are', ur: 'your', wknd: 'weekend', tmrw: 'tomorrow', tmr: 'tomorrow',
};
// prettier-ignore
const FR_TYPED: Record<string, string> = {
  cb: 'combien', qd: 'quand', pr: 'pour', tps: 'temps', bcp: 'beaucoup', stp: "s'il te plaît", svp: "s'il vous plaît",
};
const VI_SHORT = typed(VI_TYPED);
const NOT_ASCII = /[^\p{ASCII}]/u;

/** Each shortening of `table` as a whole word, and the word it stands for. */
function typed(table: Record<string, string>): Array<[RegExp, string]> {
  return Object.entries(table).map(([short, word]) => [
    new RegExp(`(?<![\\p{L}\\p{N}'/])${short}(?![\\p{L}\\p{N}'/])`, 'giu'),
    word,
  ]);
}

// prettier-ignore
const EVERYDAY: Partial<Record<Locale, Array<[RegExp, string]>>> = {
  en: [...typed(EN_TYPED), [/\bw\/(?=\s)/giu, 'with'], [/\bmonkeys?\b/giu, 'macaques'], [/\bbikes?\b/giu, 'bicycle'], [/\b(?:mountain|high[- ]altitude) sickness\b/giu, 'altitude sickness'], [GIVE_FOOD_EN, 'feed $1'], [FOOD_FOR_EN, 'food to feed the $1'], [/\bentrance (ticket|fee|price)(s?)\b/giu, 'admission $1$2'], [/\b(?:go|walk|head) (?:back the way (?:we|i|you) came|backwards?|the other way round|in reverse)\b/giu, 'walk one-way']],
  fr: [...typed(FR_TYPED), [/\bprévoir (?=combien|une journée|un jour|deux jours|une demi-journée)/giu, 'compter '], [/\bsinges?\b/giu, 'macaques'], [ELISION_TYPED_APART, "$1'"]],
  de: [[/\baffen?\b/giu, 'Makaken'], [/\bbaden\b/giu, 'schwimmen'], [/\b(?:in den see|in den fluss|ins wasser) (?:zu )?(?:springen|hüpfen|steigen)\b/giu, 'schwimmen']],
  ru: [[/обезьян[а-яё]*/giu, 'макаки'], [/(?<!\p{L})ск[оа]к[оа](?!\p{L})/giu, 'сколько'], [/(?<!\p{L})(?:ис|вы)(купат\p{L}*)/giu, '$1'], [/(?<!\p{L})по(плават\p{L}*)/giu, '$1']],
  ms: [[/\bmonyet\b/giu, 'kera'], [/\bmakan masa\b/giu, 'ambil masa'], [/\bmandi\b/giu, 'berenang'], ...typed(MS_TYPED)],
  // Feeding an animal, as the texts forbid it ("không cho động vật ăn"): "cho khỉ ăn", "cho vịt ăn".
  // Going back against the way round is asked of the one-way route (đi một chiều).
  vi: [[/cho (?:khỉ|vịt|cá|chim|thú|sóc|hươu|nai|mấy con \p{L}+|tụi nó|chúng nó)(?: \p{L}+)?? ăn/giu, 'cho động vật ăn'], [/đi ngược(?: lại| chiều| trở lại)?/giu, 'đi một chiều']],
  cn: [[/(?<!猕)猴子?/gu, '猕猴'], [SEPARATED, '$1$2'], [/钓鱼/gu, '垂钓'], [/单车|脚踏车/gu, '自行车'], [/包包/gu, '背包'], [/高反|高山反应|高原病/gu, '高原反应'], [FEED_ANIMALS_CN, '投喂动物 $1 $2 '], [/(?<![投哺])喂(?:喂|一喂|一下)?(?![奶食])/gu, '投喂'], [/给(?:它们|它|牠们|猕猴|鸭子|鱼|小动物|动物)(?:一)?(?:点|些|点儿)?(?:吃的|东西吃|食物|零食)/gu, '投喂']],
  'zh-Hant': [[/(?<!獼)猴子?/gu, '獼猴'], [SEPARATED, '$1$2'], [/釣魚/gu, '垂釣'], [/單車|腳踏車|鐵馬/gu, '自行車'], [/包包/gu, '背包'], [/高反|高原反應|高山反應/gu, '高山症'], [FEED_ANIMALS_HANT, '餵食動物 $1 $2 '], [/(?<![投哺])[餵喂](?:[餵喂]|一[餵喂]|一下)?(?![奶食])/gu, '餵食'], [/給(?:牠們|它們|牠|它|獼猴|鴨子|魚|小動物|動物)(?:一)?(?:點|些)?(?:吃的|東西吃|食物|零食)/gu, '餵食']],
  // Korean visitors say a place's Sino-Korean reading where the texts give the Chinese sound.
  ko: [[NIGHTS_AND_DAYS_KO, '$2일'], [/([월화수목금토일])욜/gu, '$1요일'], [/천자산/gu, '톈쯔산'], [/원가계/gu, '위안자제'], [/양가계/gu, '양자제']],
  // Taking a medicine is said กินยา: its กิน (to eat) is no meal.
  th: [
    [/กินยา/gu, 'ทานยา'],
    // Taking time is said กินเวลา (eats time): no meal either.
    [/กินเวลา/gu, 'ใช้เวลา'],
    // Sharing a snack with the monkeys is feeding them, as the texts forbid it (ห้ามให้อาหารลิง).
    [/(?:แบ่ง|ให้|เอา|โยน)(?:ขนม|อาหาร|ของกิน|กล้วย|ถั่ว|ผลไม้)(?:ให้|แก่)?\s?(ลิง|ปลา|นก|สัตว์|เป็ด|กระรอก)(?:กิน)?/gu, 'ให้อาหาร$1'],
  ],
  // Resting on the way (休み休み, 休みながら) is no closing day (休み).
  ja: [[/休み休み|休みながら|休憩しながら/gu, '立ち止まりながら'], [NIGHTS_AND_DAYS_JA, '$2日間'], [/(?<!\p{Script=Han})猿(?!\p{Script=Han})|(?<!\p{Script=Katakana})サル(?!\p{Script=Katakana})/gu, 'アカゲザル']],
};

/** The question with the everyday words of its language read as the texts write them. */
export function textsWords(question: string, lang: Locale): string {
  let out = standardChinese(question, lang);
  for (const [word, texts] of EVERYDAY[lang] ?? []) out = out.replace(word, texts);
  // (Vietnamese typed without its marks is read as typed: a marked "không" among unmarked words
  // would read as another way of writing.)
  if (lang === 'vi' && NOT_ASCII.test(question)) for (const [word, texts] of VI_SHORT) out = out.replace(word, texts);
  return out;
}

/** A reply opened with "understood" ("了解～", "明白了，"): it says nothing of what is asked (了解 is no "tell me about"). */
const ACKNOWLEDGED_ZH = /^\s*(?:了解|明白|懂了|收到|知道了)(?:了|啦|喔|哦|噢)?\s*[～~！!，,。.、]+/u;

/** The question without an opening "understood" (ACKNOWLEDGED_ZH), when something follows it. */
export function withoutAcknowledgement(question: string): string {
  const rest = question.replace(ACKNOWLEDGED_ZH, '');
  return rest.trim() ? rest : question;
}

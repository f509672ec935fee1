// The seasons a question may name ("in winter", 冬の, зимой), and the rain, in all 11 languages as one pattern
// each: what a place's texts say of that season (icy steps, colder nights) belongs in the answer
// of a question asked for it, whatever kind it asks. Chinese and Japanese write a season with one
// character, which the question's words leave out (terms.ts keeps character pairs). Data and a
// matcher.
// Not matched, as they mean something else as often: French "été" (also "been"), English "fall"
// and "spring" (waterfalls, hot springs), Russian "лет" (also "years").
const SEASONS: Record<string, RegExp> = {
  winter: /冬|winter|hiver|зим[аойуе]|mùa đông|mua dong|ฤดูหนาว|หน้าหนาว|겨울|musim sejuk|musim dingin/iu,
  // Not the Summer Palace (Sommerpalast, พระราชวังฤดูร้อน, Istana Musim Panas), a place.
  summer:
    /夏|summer(?! palace)|en été|l'été|sommer(?!palast)|летом|лето|mùa hè|mua he|(?<!พระราชวัง)ฤดูร้อน|หน้าร้อน|여름|(?<!istana )musim panas/iu,
  spring: /春(?!节|節)|printemps|frühling|весн|mùa xuân|mua xuan|ฤดูใบไม้ผลิ|봄철|봄에|musim bunga/iu,
  autumn: /秋|autumn|automne|herbst|осен|mùa thu|mua thu|ฤดูใบไม้ร่วง|가을|musim luruh/iu,
  // Rain is asked of as a season is ("is it worth it in the rain?", 雨でも楽しめます？). Not 雨花
  // (a name), nor Vietnamese "mua" without its marks (to buy), nor Korean 비 alone (비용: cost).
  rain: /雨(?!花)|\brain(?:s|y|ing)?\b|pluie|pleut|pluvieu|\bregen|regnet|regnen|дожд|mưa|ฝน|비가|비 [오온올와왔]|비[온올]|비 소식|비소식|우천|장마|\bhujan/iu,
};

/** The seasons a text names. */
export function seasonsIn(text: string): string[] {
  return Object.keys(SEASONS).filter((season) => SEASONS[season]!.test(text));
}

// The months by name, each language's, January first (English "may" is a modal: left out).
// prettier-ignore
const MONTH_NAMES: RegExp[] = [
  /january|janvier|januar|январ|มกราคม|januari/iu, /february|février|fevrier|februar|феврал|กุมภาพันธ์|februari/iu,
  /march|mars|märz|марте|марта|март(?![\p{L}])|มีนาคม|(?<![\p{L}])mac(?![\p{L}])/iu, /april|avril|апрел|เมษายน/iu,
  /(?<![\p{L}])mai(?![\p{L}])|(?<![\p{L}])ма[йея](?![\p{L}])|พฤษภาคม|(?<![\p{L}])mei(?![\p{L}])/iu,
  /june|juin|juni|июн|มิถุนายน|(?<![\p{L}])jun(?![\p{L}])/iu, /july|juillet|juli|июл|กรกฎาคม|julai/iu,
  /august|août|aout|август|สิงหาคม|ogos/iu, /september|septembre|сентябр|กันยายน/iu,
  /october|octobre|oktober|октябр|ตุลาคม/iu, /november|novembre|ноябр|พฤศจิกายน/iu,
  /december|décembre|dezember|декабр|ธันวาคม|disember/iu,
];
const MONTH_SEASON = [
  'winter',
  'winter',
  'spring',
  'spring',
  'spring',
  'summer',
  'summer',
  'summer',
  'autumn',
  'autumn',
  'autumn',
  'winter',
];

/**
 * The seasons a question names, and those of the months it names (northern, as the places are):
 * "in January" asks what the texts say of winter (the low water, the icy steps).
 */
export function seasonsAsked(question: string): string[] {
  const months = new Set<number>();
  for (const m of question.matchAll(
    /(?<!\d)(1[0-2]|0?[1-9])\s*(?:月|월)|(?<![\p{L}])th(?:á|a)ng\s*(1[0-2]|[1-9])(?!\d)/gu,
  ))
    months.add(Number(m[1] ?? m[2]));
  MONTH_NAMES.forEach((name, i) => {
    if (name.test(question)) months.add(i + 1);
  });
  return [...new Set([...seasonsIn(question), ...[...months].map((n) => MONTH_SEASON[n - 1]!)])];
}

/**
 * "When is the best time to go?": asked of the year, not of the day or the crowds (best season,
 * 什么季节去, 몇 월): a bare "when should I go" may ask either. Per language, on the question as
 * written (lower case).
 */
// prettier-ignore
const WHEN_TO_GO: Record<string, RegExp> = {
  en: /best (?:time|season|month)s? (?:to|of|for)|which (?:season|month)|what (?:season|month|time of (?:the )?year)/u,
  fr: /meilleure? (?:période|saison|moment|mois)|quelle saison|quel mois/u,
  de: /beste (?:reisezeit|zeit|jahreszeit)|reisezeit|welche jahreszeit|welchem monat/u,
  ru: /лучшее время|время года|какой сезон|в каком месяце|какой месяц|когда лучше (?:всего )?(?:ехать|поехать|приезжать|приехать|посетить|посещать)/u,
  vi: /thời điểm (?:nào|đẹp|tốt)|mùa nào|tháng mấy|tháng nào|thoi diem (?:nao|dep|tot)|mua nao|thang may|thang nao/u,
  th: /ช่วงไหน|ฤดูไหน|เดือนไหน|ช่วงเวลาที่ดีที่สุด|เวลาไหนดี/u,
  ja: /いつ(?:頃|ごろ)|季節|ベストシーズン|何月|いつ行くのがいい|いつ行けばいい/u,
  ko: /어느 계절|무슨 계절|몇 월|몇월|베스트 시즌|어느 시기|언제 가는 게 좋|언제 가면 좋/u,
  ms: /masa terbaik|musim (?:apa|terbaik|mana)|bulan apa|bila (?:masa )?(?:terbaik|sesuai|patut)/u,
  cn: /什么季节|哪个季节|几月|最佳季节|最佳时间|最好的季节|哪个月|什么时候去最好|什么时候来最好|什么时候去比较好|啥时候去最好/u,
  'zh-Hant': /什麼季節|哪個季節|幾月|最佳季節|最佳時間|最好的季節|哪個月|什麼時候去最好|什麼時候來最好|什麼時候去比較好|啥時候去最好/u,
};

/** Asked of the time of day instead ("le meilleur moment de la journée", 一天中什么时候). */
const OF_THE_DAY =
  /of (?:the )?day|time of day|de la journée|du jour|tageszeit|des tages|время суток|в течение дня|trong ngày|ในวัน|一天中|一天里|一日の中|時間帯|하루 중|dalam sehari|waktu siang/u;

/** Whether the question asks when in the year to go. */
export function asksWhenToGo(question: string, lang: string): boolean {
  const q = question.toLowerCase();
  return (WHEN_TO_GO[lang]?.test(q) ?? false) && !OF_THE_DAY.test(q);
}

/** The question without the words that ask when in the year to go ("ベストシーズン" is not a thing asked of). */
export function withoutWhenToGo(text: string, lang: string): string {
  const pattern = WHEN_TO_GO[lang];
  return pattern ? text.toLowerCase().replace(new RegExp(pattern.source, 'gu'), ' ') : text;
}

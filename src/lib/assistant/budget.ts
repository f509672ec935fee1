// The time a visitor says they have ("2 hours", "两个小时", "half a day", "반나절"), in minutes.
// Half a day counts as 4 hours and a day as 8 (a day's opening hours, not 24).
import { fold } from './text';

const HALF_DAY = 240;
/** A day's visiting time: its opening hours, not 24. */
export const DAY = 480;

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  une: 1,
  un: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  eine: 1,
  einen: 1,
  einer: 1,
  ein: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  один: 1,
  одна: 1,
  два: 2,
  две: 2,
  три: 3,
  четыре: 4,
  пять: 5,
  mot: 1,
  hai: 2,
  ba: 3,
  bon: 4,
  nam: 5,
  satu: 1,
  se: 1,
  dua: 2,
  tiga: 3,
  empat: 4,
  lima: 5,
  한: 1,
  두: 2,
  세: 3,
  네: 4,
  다섯: 5,
  หนึ่ง: 1,
  สอง: 2,
  สาม: 3,
  สี่: 4,
  ห้า: 5,
};
const HAN_NUMBERS: Record<string, number> = {
  一: 1,
  两: 2,
  兩: 2,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};

const HOUR_UNIT =
  '(?:hours?|hrs?|(?<=\\d\\s?)h|小时|小時|钟头|鐘頭|時間|시간|heures?|stunden?|std|час(?:а|ов)?|gio|tieng|ชั่วโมง|jam)';
const MINUTE_UNIT = '(?:minutes?|mins?|分钟|分鐘|分|분|phut|นาที|minit|минут\\p{L}*)';
const NUMBER = `(\\d+(?:[.,]\\d+)?|[一两兩二三四五六七八九十]|${Object.keys(WORD_NUMBERS).join('|')})`;

const valueOf = (token: string): number => {
  if (/^\d/.test(token)) return Number(token.replace(',', '.'));
  return HAN_NUMBERS[token] ?? WORD_NUMBERS[token] ?? NaN;
};

/** Half a day, or a morning or an afternoon given as the time one has ("只有一个上午"). */
const HALF_DAY_WORDS =
  /半天|半日|half a day|half-day|half day|demi-journee|halben tag|halbe tag|полдня|nua ngay|ครึ่งวัน|반나절|setengah hari|一个上午|一個上午|一上午|一个下午|一個下午|一下午|(?:only|just) (?:a|one|the) (?:morning|afternoon)|(?:have|got) (?:a|one|the) (?:morning|afternoon)|une matinee|un apres-midi|einen vormittag|einen nachmittag|午前だけ|午後だけ|午前中だけ|오전만|오후만/u;
const DAY_WORDS =
  /(?<![\p{N}.,])1\s*(?:day|ngay|jour|tag|день|дня|hari|วัน|일)(?![\p{L}])|一天|一日|1天|1日|one day|a day|a whole day|full day|une journee|un jour|einen tag|ganzen tag|один день|целый день|mot ngay|ca ngay|หนึ่งวัน|ทั้งวัน|วันเดียว|하루|sehari|satu hari/u;
/** "Only one hour" said without a number: Thai ชั่วโมงเดียว, Malay sejam, Vietnamese một tiếng folded, Russian за час. */
const ONE_HOUR =
  /ชั่วโมงเดียว|หนึ่งชั่วโมง|(?<![\p{L}])sejam(?![\p{L}])|(?<![\p{L}])mot (?:tieng|gio)(?![\p{L}])|(?<![\p{L}])(?:за|на|только|всего|лишь|остался|осталось|ещё|еще) час(?![\p{L}])/u;
const HALF_HOUR =
  /half an hour|half-hour|half hour|halbe stunde|demi-heure|полчаса|半小时|半個小時|半小時|半個鐘|nua tieng|nua gio|ครึ่งชั่วโมง|반 시간|setengah jam/u;
const HOUR_AND_HALF =
  /一个半小时|一個半小時|一时间半|1時間半|an hour and a half|one and a half hours?|une heure et demie|anderthalb stunden|полтора часа|mot tieng ruoi|mot gio ruoi|한 시간 반|sejam setengah/u;
/** A half said after an hour's unit ("2시간 반", "2時間半", "2 tiếng rưỡi", "two hours and a half"), folded. */
const AND_A_HALF = /^\s*(?:반|半|ruoi|ครึ่ง|setengah|et demie|and a half|с половиной)/u;

/**
 * Two or three days ("两天一夜", "two days", "2 Tage", "이틀"): a day's visiting time each. Not a number
 * of days ahead, a stay elsewhere or a week: "提前3天预约", "3 days in advance" give no budget.
 */
const DAYS = new RegExp(
  String.raw`(?<![\p{N}\p{L}])(2|3|two|three|deux|trois|zwei|drei|два|две|три|hai|ba|dua|tiga|두|세)\s*(?:days?|jours?|tagen?|tage|дн(?:я|ей)|ngay|hari|일)(?![\p{L}])` +
    // Chinese, Japanese and Thai write no space around it: "兩天一夜", "สองวัน"; not a date ("3月2日").
    String.raw`|(?<![\p{N}月])([23两兩二三])\s*(?:天|日間|日)|(สอง|สาม)วัน|(이틀|사흘)` +
    // Korean nights and days: "1박 2일로" (a particle may follow).
    String.raw`|[12]\s*박\s*([23])\s*일`,
  'u',
);
const TWO_OR_THREE: Record<string, number> = { 이틀: 2, 사흘: 3 };
const DAYS_AHEAD = /提前|預先|预先|advance|ahead|avance|voraus|заранее|truoc|awal|ล่วงหน้า|미리/u;

/** A day as the span a time of day falls in: 一天中, 一天里, 一日のうち, in a day, dans la journée. */
const IN_A_DAY = /一天(?:中|里|裡|当中|當中)|一日の(?:うち|中)|(?:of|in) a day|time of (?:the )?day|하루 중/gu;

export interface Budget {
  minutes: number;
  /** The words that said it, in the folded question. */
  said: string;
}

/** Minutes the question gives as a time budget, or null. */
export function timeBudget(question: string): Budget | null {
  const q = fold(question);
  const both = HOUR_AND_HALF.exec(q);
  if (both) return { minutes: 90, said: both[0] };
  // Thai writes no space between words: "มีเวลาสองชั่วโมงที่…" has its number and unit inside a run.
  const hours = new RegExp(
    `(?<!(?!\\p{Script=Thai})[\\p{L}\\p{N}])${NUMBER}\\s*(?:个|個)?\\s*(?:半\\s*)?${HOUR_UNIT}(?!(?!\\p{Script=Thai})\\p{L})`,
    'u',
  ).exec(q);
  // Korean, Chinese and Japanese write the unit right after the number, with no space or word break.
  const cjkHours = /(\d+|[一两兩二三四五六七八九十]|[한두세네])\s*(?:个|個)?\s*(?:小时|小時|時間|시간)/u.exec(q);
  const match = hours ?? cjkHours;
  // Half an hour, unless inside a longer count of hours ("2个半小时": two and a half, not 半小时).
  const halfHour = HALF_HOUR.exec(q);
  if (halfHour && !(match && match.index <= halfHour.index && match[0].length > halfHour[0].length))
    return { minutes: 30, said: halfHour[0] };
  if (match) {
    const n = valueOf(match[1]!);
    const after = q.slice(match.index + match[0].length);
    const half = /半/u.test(match[0]) || AND_A_HALF.test(after) ? 0.5 : 0;
    if (Number.isFinite(n) && n > 0 && n <= 24) return { minutes: Math.round((n + half) * 60), said: match[0] };
  }
  const one = ONE_HOUR.exec(q);
  if (one) return { minutes: 60, said: one[0] };
  const minutes = new RegExp(`(\\d+)\\s*${MINUTE_UNIT}`, 'u').exec(q);
  if (minutes) return { minutes: Number(minutes[1]), said: minutes[0] };
  const days = DAYS.exec(q);
  if (days && !DAYS_AHEAD.test(q)) {
    const n = days.slice(1).find(Boolean)!;
    return { minutes: (TWO_OR_THREE[n] ?? valueOf(n)) * DAY, said: days[0] };
  }
  const half = HALF_DAY_WORDS.exec(q);
  if (half) return { minutes: HALF_DAY, said: half[0] };
  // "A day" as the span a time falls in ("一天中什么时候去", "best time of a day") gives no budget.
  const day = DAY_WORDS.exec(q.replace(IN_A_DAY, ' '));
  return day ? { minutes: DAY, said: day[0] } : null;
}

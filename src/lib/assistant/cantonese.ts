// Written Cantonese (Hong Kong, Macau, Guangdong) read as the standard written Chinese the texts
// use: "呢度有咩必睇？" is "這裡有什麼必看？", "幾多錢" is "多少錢", "點去" is "怎麼去". Visitors
// write it in traditional characters and, in Guangdong, in simplified ones; the texts never use
// its words (a test checks), so each is read as its standard form before the question is
// understood, and its particles are phrasing. Only forms whose every use in a question means the
// standard word: 係 only in 係唔係 / 係咪 (關係 and 系統 keep theirs), 飛 only as a ticket
// (買飛, 門飛), 點 only where it asks how (not 景點, 起點, 早點).
import type { Locale } from '../contract/locales';

/** 點 asking how ("點去", "點行"), not in a word (景點, 起點) or "a bit" (早點去). */
const HOW = /(?<![起終景地重站觀焦特優缺亮據落观终优据早晚快慢一有差多少])[點点](?=[去行玩搭買买揀拣])/gu;
/** 影相 is taking a photo, not 倒影相連 (a reflection joined to it). */
const PHOTO = /(?<![倒陰阴身合攝摄電电投])影相/gu;

/** Each form in traditional characters, and the standard word it is read as. */
// prettier-ignore
const FORMS: Array<[RegExp | string, string]> = [
  ['係唔係|係咪', '是不是'], ['使唔使', '需不需要'], ['得唔得', '行不行'], ['[俾畀]唔[俾畀]', '讓不讓'],
  ['有冇', '有沒有'], ['冇', '沒有'], ['唔', '不'],
  ['幾多錢|幾錢', '多少錢'], ['幾耐', '多久'], ['閂', '關'],
  ['買飛', '買票'], ['訂飛', '訂票'], ['門飛', '門票'], ['飛價', '票價'], ['入場飛', '入場票'],
  ['點樣', '怎樣'], [HOW, '怎麼'],
  ['喺邊度|喺邊', '在哪裡'], ['邊度|邊處', '哪裡'], ['邊個', '哪個'],
  ['咩嘢|乜嘢|咩|乜', '什麼'], ['嘢', '東西'],
  ['呢度|呢處', '這裡'], ['呢個', '這個'], ['呢啲', '這些'],
  ['嗰度|嗰處', '那裡'], ['嗰個', '那個'], ['嗰啲', '那些'],
  ['睇', '看'], ['嚟', '來'], ['喺', '在'], ['啲', '些'], ['嘅', '的'], ['咗', '了'],
  ['佢哋', '他們'], ['我哋', '我們'], ['你哋', '你們'], ['佢', '他'], ['[畀俾]', '給'],
  ['而家', '現在'], [PHOTO, '拍照'], ['BB車', '嬰兒車'],
];
/** Read in traditional characters only (in simplified, 今日 and its kin are the texts' own). */
// prettier-ignore
const TRADITIONAL_ONLY: Array<[string, string]> = [['邊間', '哪間'], ['呢間', '這間'], ['今日', '今天'], ['聽日', '明天']];

/** The simplified form of each traditional character the forms above use. */
// prettier-ignore
const SIMPLE: Record<string, string> = { 係: '系', 錢: '钱', 幾: '几', 閂: '闩', 關: '关', 買: '买', 訂: '订', 門: '门', 飛: '飞', 價: '价', 場: '场', 點: '点', 樣: '样', 邊: '边', 處: '处', 個: '个', 麼: '么', 東: '东', 這: '这', 裡: '里', 來: '来', 們: '们', 給: '给', 現: '现', 車: '车', 嬰: '婴', 兒: '儿', 讓: '让', 沒: '没' };
const simplify = (text: string) => [...text].map((ch) => SIMPLE[ch] ?? ch).join('');
const pattern = (form: RegExp | string, write: (text: string) => string) =>
  typeof form === 'string' ? new RegExp(write(form), 'giu') : form;

const TRADITIONAL: Array<[RegExp, string]> = [...FORMS, ...TRADITIONAL_ONLY].map(([form, standard]) => [
  pattern(form, (text) => text),
  standard,
]);
const SIMPLIFIED: Array<[RegExp, string]> = FORMS.map(([form, standard]) => [
  pattern(form, simplify),
  simplify(standard),
]);

/** Its sentence-final particles: phrasing, like 嗎 and 呢. */
export const CANTONESE_PARTICLES = '啦 喇 囉 㗎 喎 吖 噃 咧 啫 嘛 嚿 咋';

/** The question with its written-Cantonese words read as the standard ones. */
export function standardChinese(question: string, lang: Locale): string {
  const table = lang === 'zh-Hant' ? TRADITIONAL : lang === 'cn' ? SIMPLIFIED : null;
  if (!table) return question;
  let out = question;
  for (const [form, standard] of table) out = out.replace(form, standard);
  return out;
}

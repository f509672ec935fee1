// Written Cantonese (Hong Kong, Macau, Guangdong) read as the standard written Chinese the texts
// use: "呢度有咩必睇？" is "這裡有什麼必看？", "幾多錢" is "多少錢", "點去" is "怎麼去". Visitors
// write it in traditional characters and, in Guangdong, in simplified ones; the texts never use
// its words (a test checks), so each is read as its standard form before the question is
// understood, and its particles are phrasing. Only forms whose every use in a question means the
// standard word: 係 only in 係唔係 / 係咪 (關係 and 系統 keep theirs), 飛 only as a ticket
// (買飛, 門飛), 點 only where it asks how (not 景點, 起點).
import type { Locale } from '../contract/locales';

/** 點 asking how ("點去", "點行"), not in a word (景點, 起點) or "a bit" (早點去). */
const HOW = /(?<![起終景地重站觀焦特優缺亮據落观终优据早晚快慢一有差多少])[點点](?=[去行玩搭買买揀拣])/gu;
/** 影相 is taking a photo, not 倒影相連 (a reflection joined to it). */
const PHOTO = /(?<![倒陰阴身合攝摄電电投])影相/gu;

// prettier-ignore
const TRADITIONAL: Array<[RegExp, string]> = [
  [/係唔係|係咪/gu, '是不是'], [/使唔使/gu, '需不需要'], [/得唔得/gu, '行不行'], [/[俾畀]唔[俾畀]/gu, '讓不讓'],
  [/有冇/gu, '有沒有'], [/冇/gu, '沒有'], [/唔/gu, '不'],
  [/幾多錢|幾錢/gu, '多少錢'], [/幾耐/gu, '多久'], [/閂/gu, '關'],
  [/買飛/gu, '買票'], [/訂飛/gu, '訂票'], [/門飛/gu, '門票'], [/飛價/gu, '票價'], [/入場飛/gu, '入場票'],
  [/點樣/gu, '怎樣'], [HOW, '怎麼'],
  [/喺邊度|喺邊/gu, '在哪裡'], [/邊度|邊處/gu, '哪裡'], [/邊個/gu, '哪個'], [/邊間/gu, '哪間'],
  [/咩嘢|乜嘢|咩|乜/gu, '什麼'], [/嘢/gu, '東西'],
  [/呢度|呢處/gu, '這裡'], [/呢個/gu, '這個'], [/呢啲/gu, '這些'], [/呢間/gu, '這間'],
  [/嗰度|嗰處/gu, '那裡'], [/嗰個/gu, '那個'], [/嗰啲/gu, '那些'],
  [/睇/gu, '看'], [/嚟/gu, '來'], [/喺/gu, '在'], [/啲/gu, '些'], [/嘅/gu, '的'], [/咗/gu, '了'],
  [/佢哋/gu, '他們'], [/我哋/gu, '我們'], [/你哋/gu, '你們'], [/佢/gu, '他'], [/[畀俾]/gu, '給'],
  [/而家/gu, '現在'], [/今日/gu, '今天'], [/聽日/gu, '明天'], [PHOTO, '拍照'], [/BB車/giu, '嬰兒車'],
];

// prettier-ignore
const SIMPLIFIED: Array<[RegExp, string]> = [
  [/系唔系|系咪/gu, '是不是'], [/使唔使/gu, '需不需要'], [/得唔得/gu, '行不行'], [/[俾畀]唔[俾畀]/gu, '让不让'],
  [/有冇/gu, '有没有'], [/冇/gu, '没有'], [/唔/gu, '不'],
  [/几多钱|几钱/gu, '多少钱'], [/几耐/gu, '多久'], [/闩/gu, '关'],
  [/买飞/gu, '买票'], [/订飞/gu, '订票'], [/门飞/gu, '门票'], [/飞价/gu, '票价'], [/入场飞/gu, '入场票'],
  [/点样/gu, '怎样'], [HOW, '怎么'],
  [/喺边度|喺边/gu, '在哪里'], [/边度|边处/gu, '哪里'], [/边个/gu, '哪个'],
  [/咩嘢|乜嘢|咩|乜/gu, '什么'], [/嘢/gu, '东西'],
  [/呢度|呢处/gu, '这里'], [/呢个/gu, '这个'], [/呢啲/gu, '这些'],
  [/嗰度|嗰处/gu, '那里'], [/嗰个/gu, '那个'], [/嗰啲/gu, '那些'],
  [/睇/gu, '看'], [/嚟/gu, '来'], [/喺/gu, '在'], [/啲/gu, '些'], [/嘅/gu, '的'], [/咗/gu, '了'],
  [/佢哋/gu, '他们'], [/我哋/gu, '我们'], [/你哋/gu, '你们'], [/佢/gu, '他'], [/[畀俾]/gu, '给'],
  [/而家/gu, '现在'], [PHOTO, '拍照'], [/BB车/giu, '婴儿车'],
];

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

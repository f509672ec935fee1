// The language a question is written in, from its script and, for the Latin-script languages,
// from common words and letters. Han text is Traditional when it uses more of the characters
// only Traditional writing has than Simplified ones. Null: nothing to tell (digits, a name).
import type { Locale } from '../contract/locales';

// Pairs of a Simplified character and its Traditional form, among the commonest in questions.
const SIMPLIFIED =
  '门么几点时间钱预约开这个吗们说园东国长来过还会为与览游车场华历万区楼厅号线铁费买卖参观应该带礼纪宝画壶铜馆术馈边爷桥头际达进远运单务问题馀样种儿见现实觉' +
  '讲话语读谁让谢请钟户后里麦丽业广庙庆乐伞办';
const TRADITIONAL =
  '門麼幾點時間錢預約開這個嗎們說園東國長來過還會為與覽遊車場華歷萬區樓廳號線鐵費買賣參觀應該帶禮紀寶畫壺銅館術饋邊爺橋頭際達進遠運單務問題餘樣種兒見現實覺' +
  '講話語讀誰讓謝請鐘戶後裡麥麗業廣廟慶樂傘辦';

const LATIN_CUES: Array<[Locale, RegExp, RegExp | null]> = [
  [
    'vi',
    /^(la|cua|khong|co|may|gio|bao|nhieu|ve|di|the|nao|o|dau|toi|can|mo|gi|nhu|duoc|nen|mat|lau|tham|quan|ngay|nay|den|va|cho|khi)$/,
    /[ơưăđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/,
  ],
  [
    'fr',
    /^(le|la|les|des|du|est|quel|quelle|quels|quelles|combien|comment|ou|au|aux|pour|je|peut|peux|faut|il|on|que|qu|horaires|prix|billet|billets|entree|visite|musee|une|et|dans|avec|sur|vous|ouvert|ouverte|ferme|ce|cette|faire|voir|apporter|reserver|faut-il|est-ce|y)$/,
    /[éèêçàùœîôûëï]/,
  ],
  [
    'de',
    /^(der|die|das|ist|wie|viel|wann|kostet|gibt|es|ich|muss|man|kann|und|mit|fur|im|zum|zur|wo|was|welche|welcher|eintritt|geoffnet|auf|ein|eine|nach|dauert|lange|brauche|soll|sollte|mein|sind|hat|den|dem|mitbringen|besuch|besichtigen|zeit|stunden|gehe|komme|ins|vom|bis)$/,
    /[äöüß]/,
  ],
  [
    'ms',
    /^(berapa|harga|tiket|adakah|bila|buka|apa|di|ke|yang|saya|boleh|untuk|dan|ini|itu|masa|jam|waktu|bagaimana|pergi|perlu|tempahan|muzium|percuma|dibuka|tutup|lama|mana|hari|perlukah|mengambil|apakah|dengan|tidak|ada|sampai|bawa|lawatan|melawat|naik|cerita|tentang)$/,
    null,
  ],
  [
    'en',
    /^(the|what|how|is|are|when|where|do|does|can|i|much|ticket|tickets|open|a|to|of|for|in|my|should|it|there|tell|me|about|which|you|any|and|with|long|take|museum|need|get|visit|see|from|hours|time|book|bring|allowed|this|that|day|we|by|at)$/,
    null,
  ],
];

const count = (text: string, chars: string) => Array.from(text).filter((c) => chars.includes(c)).length;

export function detectLanguage(question: string, uiLang: Locale): Locale | null {
  const q = question.normalize('NFC');
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(q)) return 'ja';
  if (/\p{Script=Hangul}/u.test(q)) return 'ko';
  if (/\p{Script=Thai}/u.test(q)) return 'th';
  if (/\p{Script=Cyrillic}/u.test(q)) return 'ru';
  const han = (q.match(/\p{Script=Han}/gu) ?? []).length;
  const latinWords = q.toLowerCase().match(/[\p{Script=Latin}'’-]+/gu) ?? [];
  // A Han name in a Latin-script question ("How much is 故宫?") leaves it Latin.
  if (han > 0 && han >= latinWords.length * 2) {
    const trad = count(q, TRADITIONAL);
    const simp = count(q, SIMPLIFIED);
    if (trad > simp) return 'zh-Hant';
    if (simp > trad) return 'cn';
    return uiLang === 'zh-Hant' ? 'zh-Hant' : 'cn';
  }
  if (latinWords.length === 0) return null;
  const folded = latinWords.map((w) => w.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd'));
  let best: Locale | null = null;
  let bestScore = 0;
  for (const [lang, words, letters] of LATIN_CUES) {
    let score = folded.filter((w) => words.test(w)).length;
    if (letters) score += Math.min(3, (q.toLowerCase().match(new RegExp(letters.source, 'g')) ?? []).length) * 1.5;
    // The interface's language wins ties: "Taishan?" in the German app is German.
    if (lang === uiLang) score += 0.5;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return bestScore >= 1 ? best : null;
}

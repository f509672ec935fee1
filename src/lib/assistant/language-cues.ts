// The evidence language.ts weighs (data only). Words are folded (no accents: "khong" is
// "không" typed on a phone without a Vietnamese keyboard) and kept to the words of one language
// or shared by two (both then count); the letter patterns are read on the word as written.
import type { Locale } from '../contract/locales';

// Pairs of Simplified and Traditional characters that differ, the commonest in travellers'
// questions: question words, time, money, travel, the sights and the weather.
// prettier-ignore
const HAN_PAIRS =
  '门門么麼几幾点點时時间間钱錢预預约約开開这這个個吗嗎们們说說园園东東国國长長来來过過还還会會为為与與览覽游遊车車场場华華' +
  '历歷万萬区區楼樓厅廳号號线線铁鐵费費买買卖賣参參观觀应應该該带帶礼禮纪紀宝寶画畫壶壺铜銅馆館术術馈饋边邊爷爺桥橋头頭际際' +
  '达達进進远遠运運单單务務问問题題馀餘样樣种種儿兒见見现現实實觉覺讲講话話语語读讀谁誰让讓谢謝请請钟鐘户戶后後里裡麦麥丽麗' +
  '业業广廣庙廟庆慶乐樂伞傘办辦营營够夠关關闭閉张張图圖导導书書厕廁卫衛饮飲无無热熱写寫龙龍凤鳳宫宮缆纜机機网網黄黃苏蘇陕陝' +
  '两兩诉訴识識认認订訂证證护護须須规規则則剧劇录錄层層顶頂阶階凉涼饿餓众眾鸟鳥鱼魚树樹叶葉云雲雾霧阳陽风風级級码碼轮輪' +
  '贵貴从從电電气氣转轉换換岁歲听聽师師饭飯爱愛计計划劃拍拍灯燈闪閃烟煙宠寵脚腳梯梯险險验驗终終结結约約';
export const SIMPLIFIED = Array.from(HAN_PAIRS)
  .filter((_, i) => i % 2 === 0)
  .join('');
export const TRADITIONAL = Array.from(HAN_PAIRS)
  .filter((_, i) => i % 2 === 1)
  .join('');

/** Letters only Vietnamese writes: ơ ư ă đ and vowels with a dot below, a hook or a tilde. */
export const VI_LETTERS = /[ơưăđạảãấầẩẫậắằẳẵặẹẻẽếềểễệỉĩịọỏõốồổỗộớờởỡợụủũứừửữựỳỵỷỹ]/u;

const set = (words: string) => new Set(words.split(/\s+/u).filter(Boolean));

// English first: it wins ties (the bench's "Who painted the ceiling?" once read as Vietnamese).
export const LATIN_WORDS: Array<[Locale, Set<string>]> = [
  [
    'en',
    set(`the a an what whats how is are was were when where which who whom whose why do does did can could
      would should will shall may might must i im me my we our us you your it its there this that these those
      to of for in on at by from with about into near and or but not no any some much many long open opening
      close closed closing ticket tickets price cost costs fee free hours time get go going see visit visiting
      need book booking bring take allowed tell please thanks hi hello best worth any anything there here
      has have had be been get got if than then also very too enough way around inside`),
  ],
  [
    'fr',
    set(`le la les l un une des du de d est sont quel quelle quels quelles combien comment ou quand pourquoi
      qui que qu quoi au aux pour je j me m moi on nous vous tu te t il elle ils ce c cette ces faut peut
      peux puis dans avec sur sans chez et mais pas ne n y a-t-il ya horaires horaire prix billet billets
      entree visite visiter musee ouvert ouverte ouvre ferme fermee faire voir apporter reserver faut-il
      est-ce aller allez temps heure heures jour jours lundi mardi gratuit cher possible svp merci bonjour
      fait seulement si tout tous toute avant apres ici deja encore aussi beaucoup peu trop vraiment alors
      donc mon ma mes ton ta tes son sa ses notre votre leur enfants vais va vont sommes etes suis avons`),
  ],
  [
    'de',
    set(`der die das den dem des ein eine einen einem ist sind war wie viel viele wann wo wohin woher was
      welche welcher welches warum wer kostet kosten gibt es ich wir man kann konnen muss mussen soll sollte
      darf durfen und oder aber nicht kein keine mit fur im am um zum zur vom bis nach auf aus bei ins uber
      eintritt geoffnet offnet offen geschlossen schliesst dauert lange brauche brauchen mein meine hat haben
      mitbringen mitnehmen besuch besuchen besichtigen zeit stunden stunde uhr heute morgen montag gehe
      komme macht zu auch noch schon bitte danke hallo nur hier dort womit wozu worauf nen mal halben
      ganzen tag tage anfangen fangen lohnt sich gut besser`),
  ],
  [
    'ms',
    set(`berapa harga tiket adakah bila bilakah buka apa di ke yang saya kami kita boleh bolehkah untuk dan
      ini itu masa jam waktu bagaimana macam mana pergi perlu perlukah tempahan tempah muzium percuma dibuka
      tutup lama hari mengambil apakah dengan tidak tak ada sampai bawa lawatan melawat naik cerita tentang
      ialah sahaja saja juga atau dari pada kalau nak mahu hendak sini situ sana sudah belum lagi sebelum
      selepas kena dekat jauh mahal murah masuk isnin pukul`),
  ],
  [
    'vi',
    set(`khong nhieu duoc gio nao dau toi cua ngay lau tham quan nhu nen nay thi minh voi vay nhung mua
      bao cach nguoi chung sao gi roi chua hay khoang len mat leo cong ve tien duong xe nuoc choi co bo
      kia troi phai ban anh chi vao lam thoi luc chieu cho`),
  ],
];

/** Letter patterns of a word as written, with their weight: spelling habits of each language. */
export const LATIN_PATTERNS: Array<[Locale, RegExp, number]> = [
  ['en', /^wh|ing$|ough|ight|th[aeiy]/u, 0.5],
  ['fr', /[çœëïîûÿ]/u, 1.5],
  // "à" and "où" as words are French alone (folded, they are "a" and "ou").
  ['fr', /^(?:à|où)$/u, 1],
  ['fr', /eau|ez$|ais$|ait$|ée|[éèêà]\p{L}{2,}|\p{L}{3,}[éèê]/u, 0.5],
  ['de', /[äöüß]/u, 1.5],
  ['de', /sch|ung$|lich$|keit$|heit$|^ge\p{L}{3,}t$|tz|pf/u, 0.5],
  ['ms', /^(?:meng|mem|peng|pen|ber|di|ter|ke)\p{L}{3,}(?:kan|an|nya|kah|lah)$|kah$|nya$/u, 0.75],
  ['vi', /^(?:ngh?|nh|kh)[aeiouy]|^(?=\p{L}{1,3}$)\p{L}*[áàéèíìóòúùýâêô]/u, 0.5],
];

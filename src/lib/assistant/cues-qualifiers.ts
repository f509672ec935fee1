// What a question on a price may be about beyond the ticket itself: a group of visitors with
// a price of their own (students, children, the elderly, a discount), a ride (a taxi), or one
// way or both ways of a ride (a cable car "hin und zurück"), or a rental (a bike by the hour,
// a deposit), or what a thing cost to build. The
// place's price sentences answer such a question only when they speak of it; otherwise the
// guide does not say, and the assistant declines rather than quoting the adult ticket.
// Matched like the asking cues (a Latin or Cyrillic cue at a word's start). Data only.
import type { Cues } from './cues-ask';

export type Qualifier =
  'concession' | 'fare' | 'trip' | 'rental' | 'making' | 'boat' | 'raft' | 'ride' | 'night' | 'grade';

// prettier-ignore
export const QUALIFIERS: Record<Qualifier, Cues> = {
  concession: {
    cn: ['学生', '儿童', '小孩', '孩子', '老人', '老年', '长者', '半价', '优惠', '折扣', '身高', '岁以上', '岁以下', '军人', '残疾'],
    'zh-Hant': ['學生', '兒童', '小孩', '孩子', '老人', '長者', '半價', '優惠', '折扣', '身高', '歲以上', '歲以下', '軍人'],
    en: ['student', 'child', 'children', 'kid', 'senior', 'elderly', 'pensioner', 'retiree', 'discount', 'concession', 'reduced', 'half price', 'half-price', 'under 1', 'over 6', 'toddler', 'infant', 'baby'],
    fr: ['étudiant', 'enfant', 'senior', 'retraité', 'personnes âgées', 'plus de 6', 'moins de', 'réduction', 'réduit', 'tarif réduit', 'demi-tarif'],
    de: ['student', 'schüler', 'kind', 'senior', 'rentner', 'ermäßig', 'rabatt', 'ab 6', 'unter 1', 'halben preis'],
    ru: ['студент', 'школьник', 'ребён', 'ребен', 'дет', 'пенсионер', 'пожил', 'скидк', 'льгот', 'старше 6', 'младше'],
    vi: ['sinh viên', 'học sinh', 'trẻ em', 'con nít', 'người già', 'người cao tuổi', 'giảm giá', 'nửa giá', 'ưu đãi'],
    th: ['นักเรียน', 'นักศึกษา', 'เด็ก', 'ผู้สูงอายุ', 'คนแก่', 'ส่วนลด', 'ลดราคา', 'ครึ่งราคา'],
    ja: ['学生', '子ども', '子供', 'こども', '小学生', '高齢者', 'シニア', '割引', '半額', '歳以上', '歳以下'],
    ko: ['학생', '어린이', '아이', '아동', '노인', '경로', '어르신', '할인', '반값', '세 이상', '세 이하'],
    ms: ['pelajar', 'kanak-kanak', 'budak', 'warga emas', 'diskaun', 'potongan', 'separuh harga', 'konsesi'],
  },
  fare: {
    cn: ['出租车', '打车', '打的', '滴滴', '网约车', '车费'],
    'zh-Hant': ['計程車', '出租車', '的士', '打車', '叫車', '車費'],
    en: ['taxi', 'cab ride', 'cabs', 'didi', 'uber=', 'fare=', 'fares='],
    fr: ['taxi', 'vtc', 'didi', 'course'],
    de: ['taxi', 'didi', 'fahrpreis'],
    ru: ['такси', 'диди'],
    vi: ['taxi', 'tắc xi', 'grab', 'didi', 'xe công nghệ'],
    th: ['แท็กซี่', 'ดีดี้', 'ค่ารถ'],
    ja: ['タクシー', 'ディディ', '配車'],
    ko: ['택시', '디디'],
    ms: ['teksi', 'didi', 'grab', 'tambang'],
  },
  trip: {
    cn: ['往返', '单程', '来回'],
    'zh-Hant': ['往返', '單程', '來回'],
    en: ['round trip', 'round-trip', 'return ticket', 'one way', 'one-way', 'both ways'],
    fr: ['aller-retour', 'aller et retour', 'aller simple'],
    de: ['hin und zurück', 'hin- und rückfahrt', 'rückfahrt', 'einfache fahrt', 'einzelfahrt'],
    ru: ['туда и обратно', 'в одну сторону', 'в оба конца'],
    vi: ['khứ hồi', 'một chiều', 'hai chiều'],
    th: ['ไปกลับ', 'ไป-กลับ', 'เที่ยวเดียว'],
    ja: ['往復', '片道'],
    ko: ['왕복', '편도'],
    ms: ['pergi balik', 'pergi-balik', 'sehala', 'satu hala', 'dua hala'],
  },
  rental: {
    cn: ['租', '押金', '每小时', '一小时多少', '钱一小时', '钱一个小时'],
    'zh-Hant': ['租', '押金', '每小時', '一小時多少', '錢一小時', '錢一個小時'],
    en: ['rent', 'rental', 'hire', 'per hour', 'an hour', 'hourly', 'deposit'],
    fr: ['louer', 'location', 'par heure', "de l'heure", 'caution'],
    de: ['miet', 'leih', 'pro stunde', 'kaution', 'pfand'],
    ru: ['аренд', 'прокат', 'в час', 'за час', 'залог'],
    vi: ['thuê', 'mỗi giờ', 'một giờ', 'tiền cọc', 'đặt cọc'],
    th: ['เช่า', 'ต่อชั่วโมง', 'ชั่วโมงละ', 'มัดจำ'],
    ja: ['レンタル', '借り', '1時間', '一時間', 'デポジット', '保証金'],
    ko: ['대여', '렌탈', '렌트', '빌리', '빌려', '시간당', '보증금'],
    ms: ['sewa', 'sejam', 'per jam', 'deposit', 'cagaran'],
  },
  // A boat ride's price (a cruise, a ferry, a rowing boat): only a sentence on boats with a price
  // answers it, not the gate's ticket nor a stone boat's story.
  boat: {
    cn: ['船', '游船', '游轮', '渡轮', '轮渡', '竹筏'],
    'zh-Hant': ['船', '遊船', '遊輪', '渡輪', '輪渡', '竹筏'],
    en: ['boat', 'cruise', 'ferry', 'raft', 'sampan'],
    fr: ['bateau', 'croisière', 'croisiere', 'ferry', 'radeau', 'barque'],
    de: ['boot', 'schiff', 'kreuzfahrt', 'fähre=', 'faehre', 'fährschiff', 'fähranleger', 'floß', 'bootsfahrt', 'schifffahrt'],
    ru: ['лодк', 'катер', 'теплоход', 'круиз', 'паром', 'плот'],
    vi: ['thuyền', 'du thuyền', 'tàu thủy', 'phà', 'bè'],
    th: ['ล่องเรือ', 'ค่าเรือ', 'นั่งเรือ', 'ตั๋วเรือ', 'เรือสำราญ', 'ของเรือ', 'เรือล่อง', 'ลงเรือ', 'ขึ้นเรือ', 'เรือข้าม', 'เรือเฟอร์รี่'],
    ja: ['船', 'クルーズ', 'ボート', 'フェリー', 'いかだ', '筏'],
    ko: ['유람선', '크루즈', '보트', '배를 타', '배 타', '뗏목', '페리', '선박', '배편'],
    ms: ['bot', 'perahu', 'kapal', 'cruise', 'feri', 'rakit', 'pelayaran'],
  },
  // A raft's price (the bamboo rafts at Yangdi): a raft is not the cruise boat, so only a
  // sentence on rafts with a price answers it, not the cruise's fares.
  raft: {
    cn: ['竹筏', '筏子', '坐筏', '漂流'],
    'zh-Hant': ['竹筏', '筏子', '坐筏', '漂流'],
    en: ['raft', 'rafts', 'rafting'],
    fr: ['radeau', 'radeaux'],
    de: ['floß', 'flöße', 'bambusfloß'],
    ru: ['плот=', 'плоты', 'плоту', 'плотах', 'сплав'],
    vi: ['đi bè', 'bè tre', 'chiếc bè', 'thả bè'],
    th: ['ล่องแพ', 'แพไม้ไผ่', 'ค่าแพ', 'นั่งแพ'],
    ja: ['いかだ', '筏'],
    ko: ['뗏목'],
    ms: ['rakit'],
  },
  // A ride's own price (the cable car, a lift, the sightseeing bus, the toboggan): only a sentence
  // that gives a price beside the ride answers it, not the gate's ticket nor "charged separately".
  ride: {
    cn: ['缆车', '索道', '观光车', '观光巴士', '环保车', '电瓶车', '滑道', '滑车', '电梯', '升降梯', '摆渡车', '接驳车', '扶梯'],
    'zh-Hant': ['纜車', '索道', '觀光車', '觀光巴士', '環保車', '電瓶車', '滑道', '滑車', '電梯', '升降梯', '擺渡車', '接駁車', '扶梯'],
    en: ['cable car', 'cable-car', 'ropeway', 'gondola', 'chairlift', 'chair lift', 'toboggan', 'elevator', 'lift=', 'sightseeing bus', 'eco-bus', 'eco bus', 'shuttle', 'escalator'],
    fr: ['téléphérique', 'télécabine', 'télésiège', 'luge', 'toboggan', 'ascenseur', 'navette', 'bus touristique', 'escalator'],
    de: ['seilbahn', 'gondel', 'sessellift', 'sommerrodelbahn', 'rodelbahn', 'rodel', 'aufzug', 'fahrstuhl', 'lift=', 'shuttle', 'pendelbus', 'rolltreppe', 'besucherbus'],
    ru: ['канатн', 'фуникулёр', 'фуникулер', 'подъёмник', 'подъемник', 'тобоган', 'тобогган', 'лифт', 'шаттл', 'экобус', 'эко-автобус'],
    vi: ['cáp treo', 'máng trượt', 'thang máy', 'xe điện', 'xe buýt tham quan', 'xe đưa đón', 'xe trung chuyển'],
    th: ['กระเช้า', 'ลิฟต์', 'ลิฟท์', 'รถราง', 'รถชมวิว', 'รถรับส่ง', 'รถในอุทยาน'],
    ja: ['ロープウェイ', 'ロープウェー', 'ケーブルカー', 'リフト', 'トボガン', 'エレベーター', '観光バス', '観光車', 'シャトル', '園内バス'],
    ko: ['케이블카', '로프웨이', '곤돌라', '리프트', '터보건', '엘리베이터', '관광버스', '관광차', '셔틀'],
    ms: ['kereta kabel', 'kerusi gantung', 'tobogan', 'gelongsor', 'lif=', 'bas pelancong', 'bas ulang-alik', 'bas persiaran', 'eskalator'],
  },
  // A night visit's or tour's price: only a sentence on the night with a price answers it, not
  // the day's ticket.
  night: {
    cn: ['夜场', '夜游', '夜间', '晚上的票', '夜景票'],
    'zh-Hant': ['夜場', '夜遊', '夜間', '晚上的票'],
    en: ['night tour', 'night visit', 'night ticket', 'at night', 'evening tour', 'night-time', 'nighttime'],
    fr: ['nocturne', 'visite de nuit', 'de nuit', 'visite du soir'],
    de: ['nachtführung', 'abendführung', 'nachtbesuch', 'bei nacht', 'nachts', 'abendticket'],
    ru: ['ночн', 'вечерн экскурс'],
    vi: ['tour đêm', 'ban đêm', 'về đêm', 'vé đêm'],
    th: ['กลางคืน', 'รอบค่ำ', 'รอบกลางคืน'],
    ja: ['夜間', 'ナイトツアー', 'ナイト', '夜の'],
    ko: ['야간', '밤에', '나이트'],
    ms: ['waktu malam', 'lawatan malam', 'malam hari', 'tiket malam'],
  },
  // A class or star rating of a boat, a seat or a cabin ("the 4-star boat", 四星游船, "first
  // class"): only a sentence that prices that grade answers it, not "prices depend on the class".
  // (Not 三星 alone, which is Sanxingdui's first two characters, nor Vietnamese "sao": why.)
  grade: {
    cn: ['星级', '星游船', '星船', '星邮轮', '头等舱', '豪华舱'],
    'zh-Hant': ['星級', '星遊船', '星船', '星郵輪', '頭等艙', '豪華艙'],
    en: ['star=', 'stars=', '3-star', '4-star', '5-star', 'three-star', 'four-star', 'five-star', 'first class', 'first-class', 'deluxe', 'vip'],
    fr: ['3 étoiles', '4 étoiles', '5 étoiles', 'trois étoiles', 'quatre étoiles', 'cinq étoiles', 'première classe', 'vip'],
    de: ['3-sterne', '4-sterne', '5-sterne', '3 sterne', '4 sterne', '5 sterne', 'drei-sterne', 'vier-sterne', 'fünf-sterne', 'erste klasse', 'vip'],
    ru: ['3 звезд', '4 звезд', '5 звезд', 'трёхзвёзд', 'четырёхзвёзд', 'пятизвёзд', 'трехзвезд', 'четырехзвезд', 'пятизвезд', 'первого класса', 'vip'],
    vi: ['3 sao', '4 sao', '5 sao', 'ba sao', 'bốn sao', 'năm sao', 'hạng nhất', 'vip'],
    th: ['3 ดาว', '4 ดาว', '5 ดาว', 'สามดาว', 'สี่ดาว', 'ห้าดาว', 'ชั้นหนึ่ง', 'วีไอพี', 'vip'],
    ja: ['3つ星', '4つ星', '5つ星', '三つ星', '四つ星', '五つ星', 'ファーストクラス', 'vip'],
    ko: ['성급', '일등석', '1등석', 'vip'],
    ms: ['3 bintang', '4 bintang', '5 bintang', 'tiga bintang', 'empat bintang', 'lima bintang', 'kelas pertama', 'vip'],
  },
  // What a thing cost to build or make, not what a visitor pays to see it.
  making: {
    cn: ['造价', '建造花', '修建花', '建成花', '花了多少钱建', '制作花'],
    'zh-Hant': ['造價', '建造花', '修建花', '建成花', '製作花'],
    en: ['to build', 'to make', 'to construct', 'construction cost', 'cost of building', 'building cost'],
    fr: ['construire', 'coût de construction', 'fabriquer'],
    de: ['baukosten', 'zu bauen', 'herzustellen', 'herstellungskosten'],
    ru: ['построить', 'строительств', 'изготовить', 'изготовлени'],
    vi: ['chi phí xây', 'để xây', 'xây dựng hết', 'làm ra'],
    th: ['ค่าก่อสร้าง', 'ใช้เงินสร้าง', 'สร้างด้วยเงิน'],
    ja: ['建設費', '建造費', '建てるのに', '作るのに', '造るのに'],
    ko: ['건설비', '공사비', '짓는 데', '만드는 데'],
    ms: ['kos pembinaan', 'kos membina', 'untuk membina', 'untuk membuat'],
  },
};

/**
 * What a price sentence may also say of a group beyond the asking words: that it goes free.
 * "Free for children under 1.2 m" answers "a child's ticket?"; "is it free?" alone asks no group.
 */
// prettier-ignore
export const CONCESSION_SAID: Cues = {
  cn: ['免票', '免费'], 'zh-Hant': ['免票', '免費'], en: ['free'], fr: ['gratuit'], de: ['kostenlos', 'frei', 'freier eintritt'],
  ru: ['бесплатн'], vi: ['miễn phí'], th: ['ฟรี'], ja: ['無料'], ko: ['무료'], ms: ['percuma'],
};

/**
 * A way of travelling a question on the way there asks for: the metro, a bus, a shuttle. The
 * place's sentences answer it only when they name it; else the guide does not say, and the
 * address is not the answer ("which metro station is closest?"). Not words with another common
 * sense: "underground" (an underground palace), French "car" (because).
 */
export type TravelMode = 'metro' | 'bus' | 'shuttle';

// prettier-ignore
export const MODES: Record<TravelMode, Cues> = {
  metro: {
    cn: ['地铁', '轨道交通'], 'zh-Hant': ['地鐵', '捷運'],
    en: ['metro', 'subway'], fr: ['métro', 'metro'], de: ['u-bahn', 'metro', 's-bahn'],
    ru: ['метро'], vi: ['tàu điện ngầm', 'metro'], th: ['รถไฟใต้ดิน', 'รถไฟฟ้า', 'เอ็มอาร์ที'],
    ja: ['地下鉄', 'メトロ'], ko: ['지하철'], ms: ['mrt', 'lrt', 'kereta api bawah tanah', 'metro'],
  },
  bus: {
    cn: ['公交', '巴士', '大巴'], 'zh-Hant': ['公車', '巴士', '公交', '客運'],
    en: ['bus'], fr: ['bus', 'autobus', 'autocar'], de: ['bus', 'busse'],
    ru: ['автобус'], vi: ['xe buýt', 'xe bus'], th: ['รถเมล์', 'รถบัส', 'รถประจำทาง'],
    ja: ['バス'], ko: ['버스'], ms: ['bas'],
  },
  shuttle: {
    cn: ['接驳车', '摆渡车', '穿梭巴士'], 'zh-Hant': ['接駁車', '擺渡車', '接駁巴士'],
    en: ['shuttle'], fr: ['navette'], de: ['shuttle', 'pendelbus'],
    ru: ['шаттл', 'трансфер'], vi: ['xe đưa đón', 'xe trung chuyển'], th: ['รถรับส่ง', 'รถชัทเทิล'],
    ja: ['シャトル', '送迎バス'], ko: ['셔틀'], ms: ['ulang-alik', 'bas pengantar'],
  },
};

/**
 * Which bus or metro line to take (几路, "which bus", 몇 번 버스): only a sentence that gives a
 * line's number answers it ("Metro Line 2"), not "take a bus or a taxi".
 */
// prettier-ignore
export const LINE_ASKED: Cues = {
  cn: ['几路', '哪路', '哪一路', '几号线', '哪号线', '哪条线'], 'zh-Hant': ['幾路', '哪路', '哪一路', '幾號線', '哪號線', '哪條線'],
  en: ['which bus', 'what bus', 'bus number', 'which line', 'what line', 'which metro line', 'which subway line', 'what number bus'],
  fr: ['quel bus', 'quelle ligne', 'numéro de bus', 'numéro du bus'],
  de: ['welcher bus', 'welchen bus', 'welche linie', 'welche buslinie', 'welche u-bahn-linie', 'welche nummer', 'welcher linie'],
  ru: ['какой автобус', 'каком автобусе', 'каким автобусом', 'номер автобуса', 'какая линия', 'какой линии', 'какой маршрут', 'номер маршрута'],
  vi: ['xe buýt số', 'số mấy', 'tuyến số', 'tuyến nào', 'tuyến xe buýt nào'],
  th: ['สายอะไร', 'สายไหน', 'รถเมล์สาย', 'สายที่เท่าไร', 'สายเบอร์'],
  ja: ['何番', '何号線', 'どの路線', '何系統', 'どのバス', 'どの線'],
  ko: ['몇 번 버스', '몇번 버스', '몇 번', '몇번', '몇 호선', '몇호선', '어느 노선', '무슨 버스', '어떤 버스'],
  ms: ['bas nombor', 'nombor bas', 'nombor berapa', 'laluan mana', 'bas apa', 'bas mana'],
};

/**
 * An aid to getting around that a question asks for by name, and that a place either has or
 * does not: a lift. Its sentences answer only when they name it (the Bailong Elevator); else the
 * guide does not say, and the ways of getting around it does name are not the answer ("is there
 * a lift up the pagoda?"). Not "lift" alone, which the chairlift is too.
 */
export type Aid = 'elevator';

// prettier-ignore
export const AIDS: Record<Aid, Cues> = {
  elevator: {
    cn: ['电梯', '升降梯'], 'zh-Hant': ['電梯', '升降梯', '昇降機'],
    en: ['elevator', 'elevators'], fr: ['ascenseur'], de: ['aufzug', 'fahrstuhl', 'lift='],
    ru: ['лифт'], vi: ['thang máy'], th: ['ลิฟต์', 'ลิฟท์'],
    ja: ['エレベーター', 'エレベータ'], ko: ['엘리베이터', '승강기'], ms: ['lif='],
  },
};

/** What a sentence calls such an aid, beside the words a question asks it by (百龙天梯: a sky ladder). */
// prettier-ignore
export const AIDS_SAID: Record<Aid, Cues> = {
  elevator: { cn: ['天梯'], 'zh-Hant': ['天梯'], en: [], fr: [], de: [], ru: [], vi: [], th: [], ja: [], ko: [], ms: [] },
};

/**
 * Whether a ride is in the ticket or paid apart ("is the bus included?", "索道要另外买吗"): the
 * sentence that says so answers, though it gives no price of the ride's own.
 */
// prettier-ignore
export const INCLUDED: Cues = {
  cn: ['包含', '含', '包括', '另行', '另外收', '另外付', '另外买', '另外算', '另外要', '另收', '另付', '另算', '额外', '单独', '要另', '包'],
  'zh-Hant': ['包含', '含', '包括', '另行', '另外收', '另外付', '另外買', '另外算', '另外要', '另收', '另付', '另算', '額外', '單獨', '要另', '包'],
  en: ['include', 'extra', 'separate', 'additional', 'on top'],
  fr: ['inclus', 'compris', 'en plus', 'supplément', 'à part'],
  de: ['inklusive', 'enthalten', 'inbegriffen', 'extra', 'zusätzlich', 'separat', 'gesondert', 'eigenen eintritt', 'eigene eintrittskarte', 'eigenes ticket', 'dabei', 'drin='],
  ru: ['включ', 'входит', 'входят', 'отдельно', 'дополнительно'],
  vi: ['bao gồm', 'gồm', 'tính riêng', 'riêng', 'thêm'],
  th: ['รวม', 'แยก', 'เพิ่ม'],
  ja: ['込み', '含まれ', '別料金', '別途', '追加'],
  ko: ['포함', '별도', '따로', '추가'],
  ms: ['termasuk', 'berasingan', 'tambahan', 'asing', 'sekali'],
};

// What a question on a time may be about beyond the place's opening: a thing of the place with
// a schedule of its own, a show, a boat, a lift, the sunrise, a night opening, a feeding, a
// ceremony. "When does the bell show start?" is not answered by the museum's opening hours;
// the texts answer it only with a sentence that names the thing and gives a time of day, and
// otherwise the guide does not say and the assistant declines. Matched like the asking cues
// (a Latin or Cyrillic cue at a word's start). Data only; kinds of things, not phrasings.
// Not here: a bus or a train, which a question names as often as the way to get there.
import type { Cues } from './cues-ask';

/**
 * A time asked for: when, at what time, until when. An hours cue alone is not one ("at night",
 * "야간": a night hike to see the sunrise asks a route, not the sunrise's time).
 */
// prettier-ignore
export const ASKS_TIME: Cues = {
  cn: ['几点', '什么时候', '何时', '时间', '几时', '多早', '多晚'],
  'zh-Hant': ['幾點', '什麼時候', '何時', '時間', '幾時', '多早', '多晚'],
  en: ['when', 'what time', 'how early', 'how late', 'until', 'till', 'times', 'timetable', 'schedule'],
  fr: ['quand', 'quelle heure', 'à partir de', "jusqu'à", 'horaire'],
  de: ['wann', 'wie viel uhr', 'wieviel uhr', 'uhrzeit', 'bis wann', 'ab wann', 'zeiten', 'fahrplan'],
  ru: ['когда', 'во сколько', 'в котором часу', 'время', 'расписани', 'до скольки', 'со скольки'],
  vi: ['mấy giờ', 'khi nào', 'lúc nào', 'bao giờ', 'giờ', 'lịch'],
  th: ['กี่โมง', 'เมื่อไร', 'เมื่อไหร่', 'เวลา', 'กี่ทุ่ม', 'ตาราง'],
  ja: ['何時', 'いつ', '時間', '時刻'],
  ko: ['몇 시', '몇시', '언제', '시간', '시각'],
  ms: ['pukul berapa', 'jam berapa', 'bila', 'waktu', 'jadual'],
};

export type TimedThing = 'show' | 'sailing' | 'ride' | 'sun' | 'night' | 'feeding' | 'ceremony';

// prettier-ignore
export const TIMED: Record<TimedThing, Cues> = {
  show: {
    cn: ['演出', '表演', '演奏', '演示', '场次', '音乐会', '乐舞', '放映', '喷泉'],
    'zh-Hant': ['演出', '表演', '演奏', '演示', '場次', '音樂會', '樂舞', '放映', '噴泉'],
    en: ['show', 'performance', 'concert', 'demonstration', 'screening', 'recital', 'fountain'],
    fr: ['spectacle', 'concert', 'démonstration', 'représentation', 'séance', 'projection'],
    de: ['show', 'vorführung', 'konzert', 'aufführung', 'vorstellung', 'darbietung'],
    ru: ['шоу', 'представлени', 'концерт', 'выступлени', 'демонстраци', 'сеанс', 'спектакл'],
    vi: ['biểu diễn', 'buổi diễn', 'trình diễn', 'suất diễn', 'hòa nhạc', 'show'],
    th: ['การแสดง', 'โชว์', 'คอนเสิร์ต', 'สาธิต'],
    ja: ['ショー', '公演', '演奏', '実演', '上演', '上映', '噴水'],
    ko: ['공연', '연주', '시연', '상영', '분수'],
    ms: ['persembahan', 'pertunjukan', 'demonstrasi', 'konsert', 'tayangan'],
  },
  sailing: {
    cn: ['游船', '轮渡', '渡轮', '竹筏', '游轮', '坐船', '乘船', '末班船', '船票'],
    'zh-Hant': ['遊船', '渡輪', '竹筏', '遊輪', '坐船', '乘船', '末班船', '船票'],
    en: ['boat', 'ferry', 'ferries', 'cruise', 'sailing', 'raft'],
    fr: ['bateau', 'croisière', 'ferry', 'radeau'],
    de: ['schiff', 'boot', 'fähre', 'floß', 'kreuzfahrt'],
    ru: ['теплоход', 'лодк', 'паром', 'катер', 'круиз', 'плот'],
    vi: ['thuyền', 'phà', 'du thuyền', 'bè'],
    th: ['เรือ', 'ล่องแพ'],
    ja: ['遊覧船', 'フェリー', 'クルーズ', 'いかだ', '船'],
    ko: ['유람선', '페리', '크루즈', '뗏목', '배편'],
    ms: ['bot', 'feri', 'kapal', 'pelayaran', 'rakit'],
  },
  ride: {
    cn: ['索道', '缆车', '观光车', '摆渡车', '电梯', '天梯', '小火车', '滑道'],
    'zh-Hant': ['索道', '纜車', '觀光車', '接駁車', '電梯', '天梯', '小火車', '滑道'],
    en: ['cable car', 'cable-car', 'ropeway', 'gondola', 'chairlift', 'lift', 'elevator', 'shuttle', 'toboggan'],
    fr: ['téléphérique', 'télécabine', 'télésiège', 'funiculaire', 'navette', 'ascenseur', 'luge'],
    de: ['seilbahn', 'gondel', 'sessellift', 'aufzug', 'lift', 'shuttle', 'pendelbus', 'rodelbahn', 'sommerrodel'],
    ru: ['канатн', 'фуникулер', 'фуникулёр', 'подъемник', 'подъёмник', 'лифт', 'шаттл'],
    vi: ['cáp treo', 'thang máy', 'xe điện', 'xe đưa đón', 'máng trượt'],
    th: ['กระเช้า', 'ลิฟต์', 'รถรับส่ง', 'รถชมวิว', 'รถราง'],
    ja: ['ロープウェイ', 'ロープウエー', 'ケーブルカー', 'ゴンドラ', 'リフト', 'エレベーター', 'シャトル', '観光車', 'トボガン'],
    ko: ['케이블카', '곤돌라', '리프트', '엘리베이터', '셔틀', '관광차', '썰매'],
    ms: ['kereta kabel', 'gondola', 'lif', 'bas ulang-alik', 'trem'],
  },
  sun: {
    cn: ['日出', '日落'],
    'zh-Hant': ['日出', '日落'],
    en: ['sunrise', 'sunset', 'sun rise', 'sun set'],
    fr: ['lever du soleil', 'coucher du soleil', 'lever de soleil', 'coucher de soleil'],
    de: ['sonnenaufgang', 'sonnenuntergang'],
    ru: ['восход', 'закат', 'рассвет'],
    vi: ['bình minh', 'hoàng hôn', 'mặt trời mọc', 'mặt trời lặn'],
    th: ['พระอาทิตย์ขึ้น', 'พระอาทิตย์ตก', 'อาทิตย์ขึ้น', 'อาทิตย์ตก'],
    ja: ['日の出', '日没', '夕日', 'ご来光', '朝日'],
    ko: ['일출', '일몰', '해돋이', '해넘이'],
    ms: ['matahari terbit', 'matahari terbenam'],
  },
  night: {
    cn: ['夜游', '夜场', '夜间开放', '灯光秀'],
    'zh-Hant': ['夜遊', '夜場', '夜間開放', '燈光秀'],
    en: ['night tour', 'night visit', 'night opening', 'evening tour', 'light show'],
    fr: ['visite nocturne', 'nocturne', 'son et lumière'],
    de: ['nachtführung', 'abendführung', 'nachtöffnung', 'lichtshow'],
    ru: ['ночн', 'светов'],
    vi: ['tour đêm', 'tham quan đêm', 'show đêm'],
    th: ['ทัวร์กลางคืน', 'รอบกลางคืน', 'เที่ยวกลางคืน'],
    ja: ['ナイトツアー', '夜間開館', '夜間公開', 'ライトアップ', '夜間拝観'],
    ko: ['야간 개장', '야간개장', '야간 관람', '야간관람', '야간 투어', '라이트업'],
    ms: ['lawatan malam', 'pembukaan malam', 'pertunjukan cahaya'],
  },
  feeding: {
    cn: ['喂食', '投喂', '喂养'],
    'zh-Hant': ['餵食', '投餵', '餵養'],
    en: ['feeding'],
    fr: ['nourrissage', 'repas des'],
    de: ['fütterung'],
    ru: ['кормлени'],
    vi: ['cho ăn'],
    th: ['ให้อาหาร'],
    ja: ['餌やり', '給餌'],
    ko: ['먹이'],
    ms: ['memberi makan', 'waktu makan'],
  },
  ceremony: {
    cn: ['升旗', '降旗', '仪式'],
    'zh-Hant': ['升旗', '降旗', '儀式'],
    en: ['ceremony', 'flag raising', 'flag-raising', 'changing of the guard'],
    fr: ['cérémonie', 'lever du drapeau', 'relève de la garde'],
    de: ['zeremonie', 'flaggenhissung', 'fahnenzeremonie', 'wachablösung'],
    ru: ['церемони', 'поднятие флага', 'смена караула'],
    vi: ['nghi lễ', 'lễ chào cờ', 'lễ thượng cờ', 'đổi gác'],
    th: ['พิธี'],
    ja: ['式典', '儀式', '国旗掲揚'],
    ko: ['의식', '국기 게양', '국기게양', '교대식'],
    ms: ['upacara', 'istiadat', 'menaikkan bendera'],
  },
};

/**
 * The last run of a thing with a schedule ("the last boat", "最終便", "막차"): not answered by
 * a sentence that gives the thing's times of day, only by one that speaks of its last run.
 * "Last entry" is not one: entry is not a thing of TIMED, and the hours answer it.
 */
// prettier-ignore
export const LAST_RUN: Cues = {
  cn: ['末班', '最后一班', '最晚一班', '最后一趟', '最晚一趟'],
  'zh-Hant': ['末班', '最後一班', '最晚一班', '最後一趟', '最晚一趟'],
  en: ['last', 'final'],
  fr: ['dernier', 'dernière'],
  de: ['letzte', 'letzten', 'letzter', 'letztes'],
  ru: ['последн'],
  vi: ['cuối cùng', 'chuyến cuối'],
  th: ['สุดท้าย'],
  ja: ['最終', '最後の', '終便', '終発'],
  ko: ['마지막', '막차', '막배'],
  ms: ['terakhir'],
};

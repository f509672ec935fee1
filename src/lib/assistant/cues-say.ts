// How the content says what each kind of question asks for, in the 11 languages (the sample's
// own texts and their translations): the words that make a sentence of the hours, the tips or
// the booking text answer that kind. Matched like the question cues (cues-ask.ts). Data only.
import type { AskKind, Cues } from './cues-ask';

/** An hour and its minutes: 8:30, 8h30, 17.00. */
const HOURS_MINUTES = String.raw`\d{1,2}\s?[:：h.]\s?\d{2}`;
/** A span of whole hours as French writes it: "de 9 h à 17 h", "7 h-18 h" (folded or not). */
const HOUR_SPAN = String.raw`\d{1,2}\s?h\s?(?:à|a|-|–)\s?\d{1,2}\s?h(?![\p{L}])`;
/** Times of day and "24 hours": language-free marks of opening hours. */
export const TIME_OF_DAY = new RegExp(
  String.raw`${HOURS_MINUTES}|${HOUR_SPAN}|24\s?(?:小时|小時|時間|시간|hours?|heures|stunden|час|giờ|ชั่วโมง|jam|h\b)`,
  'iu',
);
/** A time on the clock (7:30, 19h30, 6点, 6 giờ, 7 Uhr, 6 am): what a schedule gives; not "open 24 hours". */
export const CLOCK = new RegExp(
  String.raw`${HOURS_MINUTES}|${HOUR_SPAN}|\d{1,2}\s?(?:点|點|时|時|시|giờ|โมง|uhr\b|o'clock|am\b|pm\b|a\.m\.|p\.m\.)`,
  'iu',
);
/**
 * A part of the day a sailing or a ride leaves in ("every morning", 每天早上): as much of a
 * time as the texts give of boats that leave once a day.
 */
export const PART_OF_DAY =
  /早上|上午|清晨|早晨|下午|傍晚|morning|afternoon|evening|matin|apres-midi|soir|morgen|vormittag|nachmittag|abend|утр|дн[её]м|вечер|buoi sang|buoi chieu|buoi toi|ตอนเช้า|ตอนบ่าย|ตอนเย็น|朝|午前|午後|夕方|아침|오전|오후|저녁|pagi|petang|tengah hari/u;
/** "Free" in the 11 languages: as strong a mark of a price as a figure. */
export const FREE = /免费|免費|(?<![\p{L}])free\b|gratuit|kostenlos|бесплатн|miễn phí|mien phi|ฟรี|無料|무료|percuma/iu;
/** A number next to a currency: language-free mark of a price. */
export const MONEY = /\d+\s?(?:元|yuans?|юан\p{L}*|nhân dân tệ|tệ|หยวน|위안|rmb|cny)|[¥￥]\s?\d/iu;

// prettier-ignore
export const SAY: Partial<Record<AskKind, Cues>> = {
  itinerary: {
    cn: ['路线', '进入', '离开', '单向', '先', '再', '经', '起点', '终点'],
    'zh-Hant': ['路線', '進入', '離開', '單向', '先', '再', '經', '起點', '終點'],
    en: ['route', 'enter', 'leave', 'one-way', 'start', 'then', 'via', 'on via', 'follow', 'up by', 'down by', 'circuit'],
    fr: ['itinéraire', 'parcours', 'entrez', 'entrée', 'sortez', 'sortie', 'sens unique', 'puis', 'par', 'suivez'],
    de: ['route', 'rundgang', 'eingang', 'ausgang', 'richtung', 'dann', 'über', 'folgen'],
    ru: ['маршрут', 'вход', 'выход', 'односторон', 'затем', 'через', 'по порядку'],
    vi: ['lộ trình', 'tuyến', 'vào', 'ra', 'một chiều', 'rồi', 'qua', 'theo'],
    th: ['เส้นทาง', 'ทางเข้า', 'ทางออก', 'เข้าทาง', 'ออกทาง', 'ทางเดียว', 'จากนั้น', 'ผ่าน'],
    ja: ['ルート', 'コース', '入り', '出る', '一方通行', 'から', '経由', '順'],
    ko: ['코스', '동선', '경로', '들어가', '나오', '일방통행', '거쳐', '순서'],
    ms: ['laluan', 'masuk', 'keluar', 'sehala', 'kemudian', 'melalui', 'ikut'],
  },
  hours: {
    cn: ['开放', '闭馆', '闭园', '停止入', '开园', '全天', '休馆', '周一'],
    'zh-Hant': ['開放', '閉館', '閉園', '停止入', '開園', '全天', '休館', '週一', '周一'],
    en: ['open', 'closed', 'last entry', 'around the clock', 'mondays'],
    fr: ['ouvert', 'fermé', 'dernière entrée', 'jour et nuit', 'lundi', 'horaires'],
    de: ['geöffnet', 'geschlossen', 'letzter einlass', 'rund um die uhr', 'montag', 'öffnungszeit'],
    ru: ['открыт', 'закрыт', 'выходной', 'вход до', 'круглосуточно', 'понедельник', 'часы работы', 'время работы'],
    vi: ['mở cửa', 'đóng cửa', 'vào cửa cuối', 'suốt ngày đêm', 'thứ hai'],
    th: ['เปิด', 'ปิด', 'ตลอด 24', 'วันจันทร์'],
    ja: ['開館', '閉館', '開放', '休館', '入館は', '入場は', '開園', '月曜'],
    ko: ['개방', '휴관', '운영', '입장 마감', '개장', '월요일'],
    ms: ['dibuka', 'ditutup', 'kemasukan terakhir', 'sepanjang masa', 'isnin', 'waktu buka', 'waktu operasi'],
  },
  price: {
    cn: ['免费', '收费', '门票', '购票', '票价', '售票', '票'],
    'zh-Hant': ['免費', '收費', '門票', '購票', '票價', '售票', '票'],
    en: ['free', 'admission', 'charged', 'ticket', 'extra', 'fare'],
    fr: ['gratuit', 'payant', 'billet', 'entrée', 'supplément', 'tarif'],
    de: ['kostenlos', 'frei', 'eintritt', 'ticket', 'kostenpflichtig', 'extra', 'zusätzlich'],
    ru: ['бесплатн', 'билет', 'платн', 'оплачива', 'вход стоит', 'стоимост'],
    vi: ['miễn phí', 'vé', 'tính phí', 'thu phí', 'giá'],
    th: ['ฟรี', 'ค่าเข้า', 'บัตร', 'ตั๋ว', 'เสียค่า', 'ค่าบริการ', 'แยกต่างหาก'],
    ja: ['無料', '有料', '入場料', 'チケット', '別料金', '料金', '入館料'],
    ko: ['무료', '유료', '입장료', '티켓', '입장권', '별도 요금', '요금'],
    ms: ['percuma', 'tiket', 'bayaran', 'dikenakan', 'berbayar', 'harga'],
  },
  booking: {
    cn: ['预约', '预订', '实名', '售罄', '网上', '售票'],
    'zh-Hant': ['預約', '預訂', '實名', '售罄', '售票'],
    en: ['book', 'reserv', 'real name', 'online', 'sell out', 'sold out', 'sell and check tickets', 'ticket office'],
    fr: ['réserv', 'nom', 'en ligne', 'billets sont vendus', 'guichet'],
    de: ['buch', 'reservier', 'namen', 'online', 'ausgebucht', 'ausverkauft', 'tickets verkauft', 'kasse'],
    ru: ['брони', 'имя', 'онлайн', 'резерв', 'заранее', 'билеты продают', 'касс'],
    vi: ['đặt', 'tên thật', 'trực tuyến', 'trước', 'bán và soát vé', 'bán vé', 'quầy vé'],
    th: ['จอง', 'ชื่อจริง', 'ออนไลน์', 'ล่วงหน้า', 'ขายและตรวจบัตร', 'ขายบัตร'],
    ja: ['予約', '実名', 'オンライン', '事前', 'チケットの販売', '売り場'],
    ko: ['예약', '실명', '온라인', '미리', '예매', '입장권을 판매', '매표소'],
    ms: ['tempah', 'nama sebenar', 'dalam talian', 'awal', 'menjual dan memeriksa tiket', 'kaunter tiket'],
  },
  directions: {
    cn: ['地铁', '公交', '站', '高铁', '出租', '码头', '乘', '入口', '进入', '公里', '步行', '接驳车', '摆渡车'],
    'zh-Hant': ['地鐵', '公車', '站', '高鐵', '計程車', '碼頭', '乘', '入口', '進入', '公里', '步行', '接駁車', '擺渡車'],
    en: ['metro', 'subway', 'station', 'bus', 'taxi', 'train', 'entrance', 'enter', 'pier', 'line', 'walk', 'km', 'shuttle'],
    fr: ['métro', 'gare', 'station', 'bus', 'taxi', 'train', 'entrée', 'entre par', 'embarcadère', 'ligne', 'à pied', 'km', 'navette'],
    de: ['u-bahn', 'metro', 'bahnhof', 'station', 'bus', 'taxi', 'zug', 'eingang', 'anleger', 'linie', 'zu fuß', 'fußweg', 'km', 'shuttle', 'pendelbus'],
    ru: ['метро', 'станци', 'вокзал', 'автобус', 'такси', 'поезд', 'вход', 'причал', 'линии', 'пешком', 'км', 'шаттл'],
    vi: ['tàu điện', 'ga', 'xe buýt', 'taxi', 'tàu', 'lối vào', 'vào qua', 'cổng', 'bến', 'tuyến', 'đi bộ', 'km', 'xe đưa đón', 'xe trung chuyển'],
    th: ['รถไฟ', 'สถานี', 'รถบัส', 'รถเมล์', 'แท็กซี่', 'ทางเข้า', 'เข้าทาง', 'ท่าเรือ', 'สาย', 'เดิน', 'กิโลเมตร', 'รถรับส่ง'],
    ja: ['地下鉄', '駅', 'バス', 'タクシー', '列車', '入口', '入り', '入場', '乗り場', '号線', '徒歩', 'キロ', 'シャトル'],
    ko: ['지하철', '역에서', '역까지', '지하철역', '기차역', '버스', '택시', '기차', '입구', '들어가', '선착장', '호선', '걸어', '도보', '킬로미터', 'km', '셔틀'],
    ms: ['metro', 'stesen', 'bas', 'teksi', 'kereta api', 'pintu masuk', 'masuk melalui', 'jeti', 'laluan', 'berjalan', 'km', 'bas ulang-alik', 'shuttle'],
  },
  duration: {
    cn: ['小时', '半天', '两天', '一天', '时间', '公里', '千米'],
    'zh-Hant': ['小時', '半天', '兩天', '一天', '時間', '公里', '千米'],
    en: ['hour', 'half a day', 'day', 'allow', 'at least', 'takes', 'km', 'kilomet'],
    fr: ['heure', 'demi-journée', 'journée', 'jours', 'prévoyez', 'au moins', 'faut', 'km', 'kilomètre'],
    de: ['stunde', 'halben tag', 'tag', 'tage', 'einplanen', 'mindestens', 'dauert', 'km', 'kilometer'],
    ru: ['час=', 'часа=', 'часов', 'часу', 'полдня', 'день', 'дня', 'дней', 'не менее', 'минимум', 'занимает', 'км', 'километр'],
    vi: ['giờ', 'tiếng', 'nửa ngày', 'ngày', 'ít nhất', 'mất', 'km', 'cây số'],
    th: ['ชั่วโมง', 'ครึ่งวัน', 'ทั้งวัน', 'หนึ่งวัน', 'สองวัน', 'สามวัน', 'วันเดียว', 'หลายวัน', '1 วัน', '2 วัน', '3 วัน', '1วัน', '2วัน', '3วัน', 'อย่างน้อย', 'ใช้เวลา', 'กิโลเมตร', 'กม.'],
    ja: ['時間', '半日', '日間', '丸一日', '一日', '二日', '三日', '1日', '2日', '3日', '少なくとも', 'かかり', 'キロ'],
    ko: ['시간', '반나절', '하루', '이틀', '최소', '걸립니다', '걸려', '킬로미터', 'km'],
    ms: ['jam', 'setengah hari', 'hari', 'sekurang-kurangnya', 'mengambil masa', 'km', 'kilometer'],
  },
  bring: {
    cn: ['带上', '自带', '带好', '带足', '请带', '带件', '带把', '要带', '穿', '携带', '防晒', '雨具', '外套', '鞋', '饮水', '手电', '护照', '身份证', '证件'],
    'zh-Hant': ['帶上', '自帶', '帶好', '帶足', '請帶', '帶件', '帶把', '要帶', '穿', '攜帶', '防曬', '雨具', '外套', '鞋', '飲水', '手電', '護照', '身分證', '身份證', '證件'],
    en: ['bring', 'carry', 'wear', 'shoes', 'jacket', 'water', 'sun protection', 'rain gear', 'torch', 'warm clothes', 'passport', 'id card', 'identity card', 'id='],
    fr: ['apportez', 'emportez', 'prévoyez', 'portez', 'chaussures', 'veste', 'eau', 'protection solaire', 'lampe', 'vêtements chauds', 'passeport', "pièce d'identité", "carte d'identité"],
    de: ['mitbringen', 'mitnehmen', 'dabei', 'tragen', 'schuhe', 'jacke', 'wasser', 'sonnenschutz', 'regen', 'taschenlampe', 'warme kleidung', 'reisepass', 'ausweis'],
    ru: ['возьмите', 'наденьте', 'обувь', 'куртк', 'вод', 'солнц', 'дождев', 'фонар', 'тёпл', 'тепл', 'паспорт', 'удостоверени', 'документ'],
    vi: ['mang', 'mặc', 'giày', 'áo', 'nước', 'chống nắng', 'đồ đi mưa', 'đèn pin', 'hộ chiếu', 'giấy tờ tùy thân', 'căn cước'],
    th: ['พก', 'เตรียม', 'สวม', 'รองเท้า', 'เสื้อ', 'น้ำดื่ม', 'พกน้ำ', 'ขวดน้ำ', 'น้ำเปล่า', 'กันแดด', 'กันฝน', 'ไฟฉาย', 'พาสปอร์ต', 'หนังสือเดินทาง', 'บัตรประชาชน', 'เอกสารแสดงตน'],
    ja: ['持って', '持参', 'お持ち', '持ち物', '防寒', '靴', '上着', '服', '飲み物', '飲料水', '水を', 'お水', 'ペットボトル', '日焼け', '雨具', '懐中電灯', '着て', '着用', 'パスポート', '身分証', '旅券'],
    ko: ['챙기', '챙겨', '가져오', '가져가', '준비하', '신발', '겉옷', '옷', '물을', '마실 물', '생수', '물병', '자외선', '우비', '우산', '손전등', '신으', '방한', '여권', '신분증'],
    ms: ['bawa', 'pakai', 'kasut', 'jaket', 'air', 'pelindung matahari', 'hujan', 'lampu suluh', 'pakaian', 'pasport', 'kad pengenalan', 'dokumen pengenalan'],
  },
  rules: {
    cn: ['禁止', '严禁', '不要', '不得', '不允许', '不能', '单向'],
    'zh-Hant': ['禁止', '嚴禁', '不要', '不得', '不允許', '不能', '單向'],
    en: ['not allowed', 'forbidden', 'never', 'prohibited', 'no ', 'must not', 'only on', 'one-way', 'one way'],
    fr: ['interdit', 'pas autorisé', 'jamais', 'ne pas', 'défendu', 'sens unique'],
    de: ['verboten', 'nicht erlaubt', 'nicht gestattet', 'niemals', 'nie=', 'keine', 'darf nicht', 'dürfen nicht', 'bitte nicht', 'einbahn', 'nur in einer richtung', 'nur in eine richtung'],
    ru: ['запрещ', 'нельзя', 'не разреш', 'никогда', 'не корм', 'односторон'],
    vi: ['cấm', 'không được', 'không cho phép', 'đừng', 'tuyệt đối không', 'một chiều'],
    th: ['ห้าม', 'ไม่อนุญาต', 'ทางเดียว'],
    ja: ['禁止', 'できません', 'しないで', 'ないで', 'いけません', '一方通行'],
    ko: ['금지', '안 됩니다', '마세요', '안 돼', '없습니다', '일방통행'],
    ms: ['dilarang', 'tidak dibenarkan', 'jangan', 'sehala'],
  },
  accessibility: {
    cn: ['索道', '滑道', '缆车', '观光车', '电梯', '轮椅', '摆渡车', '吊椅', '天梯', '自行车', '游船', '平坦', '平缓', '最轻松', '舒适的鞋'],
    'zh-Hant': ['索道', '滑道', '纜車', '觀光車', '電梯', '輪椅', '擺渡車', '吊椅', '天梯', '自行車', '遊船', '平坦', '平緩', '最輕鬆', '舒適的鞋'],
    en: ['cable car', 'toboggan', 'chairlift', 'shuttle', 'sightseeing bus', 'elevator', 'lift', 'wheelchair', 'boat', 'bicycle', 'eco-bus', 'almost level', 'gentlest', 'step-free', 'comfortable shoes'],
    fr: ['téléphérique', 'télécabine', 'luge', 'télésiège', 'navette', 'ascenseur', 'fauteuil', 'bateau', 'vélo', 'bus', 'presque plat', 'la plus facile', 'chaussures confortables'],
    de: ['seilbahn', 'rodelbahn', 'sessellift', 'shuttle', 'aufzug', 'rollstuhl', 'boot', 'fahrrad', 'bus', 'besucherbus', 'pendelbus', 'fast eben', 'leichteste', 'bequeme schuhe'],
    ru: ['канатн', 'тобогган', 'подъёмник', 'подъемник', 'шаттл', 'лифт', 'коляск', 'лодк', 'велосипед', 'автобус', 'почти ровн', 'самая лёгк', 'самая легк', 'удобную обувь'],
    vi: ['cáp treo', 'máng trượt', 'ghế treo', 'xe đưa đón', 'xe điện', 'thang máy', 'xe lăn', 'thuyền', 'xe đạp', 'xe buýt', 'bằng phẳng', 'nhẹ nhàng nhất', 'giày thoải mái'],
    th: ['กระเช้า', 'รถรับส่ง', 'ลิฟต์', 'รถเข็น', 'เรือ', 'จักรยาน', 'รถบัส', 'รถชมวิว', 'ราบเรียบ', 'เดินง่าย', 'รองเท้าที่สบาย'],
    ja: ['ロープウェイ', 'トボガン', 'リフト', 'シャトル', 'エレベーター', '車椅子', '船', '自転車', 'バス', '平坦', 'なだらか', '最も歩きやすい', '歩きやすい靴'],
    ko: ['케이블카', '터보건', '리프트', '셔틀', '엘리베이터', '휠체어', '유람선', '배를', '배로', '보트', '자전거', '버스', '평탄', '완만', '가장 걷기 편한', '편한 신발'],
    ms: ['kereta kabel', 'tobogan', 'kerusi gantung', 'bas ulang-alik', 'lif', 'kerusi roda', 'bot', 'basikal', 'bas', 'hampir rata', 'paling mudah', 'kasut yang selesa'],
  },
  highlights: {
    cn: ['重点', '精华', '值得', '必看', '最', '镇馆之宝', '闻名', '著称'],
    'zh-Hant': ['重點', '精華', '值得', '必看', '最', '鎮館之寶', '聞名', '著稱'],
    en: ['highlight', 'priority', 'finest', 'worth', 'best', 'rewarding', 'must', 'great treasures', 'known throughout', 'famous throughout'],
    fr: ['incontournable', 'grands trésors', 'connus dans toute', 'célèbres dans toute', 'vaut', 'mérite', 'meilleur', 'priorité', 'joyau', 'plus beau', 'plus belle'],
    de: ['lohnt', 'lohnen', 'großen schätze', 'in ganz china bekannt', 'in ganz china berühmt', 'höhepunkt', 'besten', 'schönste', 'priorität', 'vorrang', 'sehenswert'],
    ru: ['стоит', 'главных сокровищ', 'великих сокровищ', 'знамениты на весь', 'известны на весь', 'главн', 'лучш', 'прекрасн', 'обязательно', 'жемчужин', 'в первую очередь', 'прежде всего', 'самая красивая', 'самый красивый', 'самое красивое', 'самые красивые'],
    vi: ['đáng', 'báu vật', 'nổi tiếng khắp', 'nổi bật', 'điểm nhấn', 'đẹp nhất', 'ưu tiên', 'tinh hoa'],
    th: ['คุ้มค่า', 'สมบัติล้ำค่า', 'มีชื่อเสียงไปทั่ว', 'เป็นที่รู้จักไปทั่ว', 'ไฮไลต์', 'ที่สุด', 'ควรค่า', 'เด่น', 'ให้ความสำคัญ', 'อันดับแรก'],
    ja: ['見どころ', '至宝', '全土に知られ', '広く知られ', '価値', '一番', '最も', '必見', '優先'],
    ko: ['볼 만', '볼만', '정수', '가치', '하이라이트', '가장', '꼭', '우선', '널리 알려', '대표 보물', '대 보물'],
    ms: ['berbaloi', 'khazanah', 'terkenal di seluruh', 'paling', 'sorotan', 'utama', 'terbaik', 'terindah', 'tercantik', 'wajib', 'permata'],
  },
};

/**
 * A walk said to be easy or level ("the path stays almost level, the gentlest walk", 最轻松):
 * asked how to get around with weak legs, a stop's story that says so answers too. Data only.
 */
// prettier-ignore
export const EASY_WALK: Cues = {
  cn: ['平坦', '平缓', '最轻松'], 'zh-Hant': ['平坦', '平緩', '最輕鬆'], en: ['almost level', 'gentlest', 'easiest walk'],
  fr: ['presque plat', 'la plus facile'], de: ['fast eben', 'leichteste'], ru: ['почти ровн', 'самая лёгк', 'самая легк'],
  vi: ['bằng phẳng', 'nhẹ nhàng nhất'], th: ['ราบเรียบ', 'เดินง่าย'], ja: ['平坦', 'なだらか', '最も歩きやすい'],
  ko: ['평탄', '완만', '가장 걷기 편한'], ms: ['hampir rata', 'paling mudah'],
};

/**
 * The place's advice to go slowly ("the valley is high: move slowly", 请放慢动作): asked how
 * someone with weak legs, older or unwell, can manage the visit, that advice answers with the
 * ways of getting around. Data only.
 */
// prettier-ignore
export const SLOW_PACE: Cues = {
  cn: ['放慢', '慢慢走', '量力而行'], 'zh-Hant': ['放慢', '慢慢走', '量力而行'], en: ['move slowly', 'walk slowly', 'take it slowly', 'slow down'],
  fr: ['bougez lentement', 'marchez lentement', 'allez-y doucement'], de: ['bewegen sie sich langsam', 'gehen sie langsam', 'langsam gehen'],
  ru: ['двигайтесь не спеша', 'идите не спеша', 'двигайтесь медленно'], vi: ['di chuyển chậm', 'đi chậm'], th: ['เคลื่อนไหวช้า', 'เดินช้า'],
  ja: ['ゆっくり行動', 'ゆっくり歩'], ko: ['천천히 움직', '천천히 걸'], ms: ['bergerak perlahan', 'berjalan perlahan'],
};

/**
 * Where a place lies ("lies on the western edge of Hangzhou", 位于, ตั้งอยู่ริม): asked where it is
 * in the city, the intro's sentence that says so answers beside the address. Data only.
 */
// prettier-ignore
export const LIES: Cues = {
  cn: ['位于', '坐落'], 'zh-Hant': ['位於', '坐落'], en: ['lies', 'located', 'stands on', 'stands by', 'stands beside', 'sits on', 'sits by', 'sits beside'],
  fr: ['se trouve', 'situé', 'située', 'se dresse', "s'étend"], de: ['liegt', 'befindet sich', 'gelegen'],
  ru: ['находится', 'расположен', 'лежит'], vi: ['nằm ở', 'nằm bên', 'nằm ven', 'nằm trên', 'tọa lạc'],
  th: ['ตั้งอยู่', 'อยู่ริม'], ja: ['に位置', 'にあり', 'にある'], ko: ['에 있', '위치'], ms: ['terletak', 'berada di'],
};
/**
 * The way out, or back the way one came ("can we leave by the gate we came in?", 还能原路出去吗,
 * ressortir par l'entrée): asked, the place's sentence that says its route is one-way answers
 * beside the way. Asked (WAY_OUT) and said (ONE_WAY). Data only.
 */
// prettier-ignore
export const WAY_OUT: Cues = {
  cn: ['出口', '出来', '出去', '原路', '从哪出', '哪个门出'], 'zh-Hant': ['出口', '出來', '出去', '原路', '從哪出', '哪個門出'],
  en: ['exit', 'way out', 'leave by', 'leave through', 'leave from', 'get out', 'come out', 'same gate', 'same entrance', 'way we came', 'way i came'],
  fr: ['sortie', 'sortir', 'ressortir', 'même porte', 'même entrée'], de: ['ausgang', 'hinaus', 'raus=', 'zurücklaufen', 'zurückgehen', 'selben tor', 'gleichen tor'],
  ru: ['выход', 'выйти', 'обратно', 'те же ворота', 'тот же вход'], vi: ['lối ra', 'cổng ra', 'đi ra', 'ra lại', 'cổng cũ'],
  th: ['ทางออก', 'ออกทาง', 'ออกประตู', 'ประตูเดิม'], ja: ['出口', '出られ', '出れ', '出る', '同じ門'],
  ko: ['출구', '나가', '나갈', '나올', '나오', '같은 문'], ms: ['pintu keluar', 'jalan keluar', 'keluar', 'pintu yang sama'],
};
// prettier-ignore
export const ONE_WAY: Cues = {
  cn: ['单向'], 'zh-Hant': ['單向'], en: ['one-way', 'one way'], fr: ['sens unique'], de: ['in eine richtung', 'in einer richtung', 'einbahn'],
  ru: ['односторон'], vi: ['một chiều'], th: ['ทางเดียว'], ja: ['一方通行'], ko: ['일방통행'], ms: ['sehala'],
};
/** Where a place moved to: its present building ("moved in 1996 to its present building on People's Square"). */
// prettier-ignore
export const MOVED_TO: Cues = {
  cn: ['迁入', '迁至', '搬到', '搬迁到'], 'zh-Hant': ['遷入', '遷至', '搬到', '搬遷到'],
  en: ['present building', 'current building', 'present home', 'moved to'], fr: ['bâtiment actuel', 'installé en', "s'est installé", "s'est installée", 'déménagé'],
  de: ['heutiges gebäude', 'heutige gebäude', 'heutigen gebäude', 'umgezogen'], ru: ['нынешнее здание', 'нынешнем здании', 'переехал'],
  vi: ['tòa nhà hiện nay', 'tòa nhà hiện tại', 'chuyển đến', 'dời về'], th: ['อาคารปัจจุบัน', 'ย้ายมา'],
  ja: ['現在の建物', '移転'], ko: ['현재 건물', '옮겼', '이전했'], ms: ['bangunannya sekarang', 'bangunan sekarang', 'berpindah'],
};

/**
 * The quietest time of a visit ("the first hour after opening is the quietest", 游客最少): a
 * place's answer to when to go, beside or instead of its seasons. Data only.
 */
// prettier-ignore
export const QUIET_TIME: Cues = {
  cn: ['游客最少', '人最少', '最清静'], 'zh-Hant': ['遊客最少', '人最少', '最清靜'],
  en: ['quietest', 'fewest visitors', 'least crowded', 'fewest crowds'], fr: ['la plus calme', 'le plus calme', 'moins de monde', 'moins fréquenté'],
  de: ['ruhigste', 'am ruhigsten', 'am wenigsten los', 'wenigsten besucher'], ru: ['спокойнее всего', 'самое спокойное', 'меньше всего людей', 'меньше всего посетителей'],
  vi: ['yên tĩnh nhất', 'vắng nhất', 'ít khách nhất', 'ít người nhất'], th: ['เงียบสงบที่สุด', 'คนน้อยที่สุด', 'คนน้อย'],
  ja: ['いちばん静か', '最も静か', '一番静か', 'もっとも空いて', '空いて'], ko: ['가장 한적', '가장 조용', '가장 적', '가장 한산'],
  ms: ['paling tenang', 'paling lengang', 'paling kurang pelawat', 'kurang sesak'],
};

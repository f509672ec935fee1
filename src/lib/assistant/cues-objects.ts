// The things a question asks about that name its subject, not only its kind: the activity a
// rule is asked of (a drone, a dog, swimming, photos, camping, a selfie stick), the aid a visitor brings (a wheelchair,
// a pushchair) and the way of getting there (metro, taxi, high-speed train, parking). They say which kind is asked, as the cue lists do
// (cues.ts merges them in), and they stay the subject the answer must speak of: "can I fly a
// drone" is not answered by the rule on feeding monkeys, nor "is there parking?" by the address.
// Matched like the cue lists. Data only.
import type { Locale } from '../contract/locales';
import type { AskKind, Cues } from './cues-ask';

// prettier-ignore
export const OBJECTS: Partial<Record<AskKind, Cues>> = {
  rules: {
    cn: ['拍照', '闪光灯', '宠物', '无人机', '游泳', '喂', '三脚架', '吸烟', '抽烟', '钓鱼', '垂钓', '带狗', '带宠物', '下水', '吃东西', '摸', '触摸', '露营', '搭帐篷', '帐篷', '烧烤', '自拍杆'],
    'zh-Hant': ['拍照', '閃光燈', '寵物', '無人機', '空拍機', '游泳', '餵', '三腳架', '吸菸', '抽菸', '釣魚', '垂釣', '帶狗', '下水', '吃東西', '摸', '觸摸', '露營', '搭帳篷', '帳篷', '烤肉', '自拍棒', '自拍桿'],
    en: ['dji', 'quadcopter', 'mavic', 'photo', 'flash', 'tripod', 'drone', 'pet=', 'dog', 'smok', 'swim', 'feed', 'give them food', 'give food', 'fish', 'picnic', 'touch', 'a dip', 'quick dip', 'paddle', 'camping', 'camp=', 'tent=', 'tents', 'barbecue', 'bbq', 'selfie stick'],
    fr: ['dji', 'quadricoptère', 'photo', 'flash', 'trépied', 'drone', 'animaux', 'chien', 'fumer', 'nager', 'baigner', 'nourrir', 'donner à manger', 'pêch', 'pique-nique', 'toucher', 'tremper', 'donner aux canards', 'donner aux poissons', 'camper', 'camping', 'tente=', 'tentes', 'barbecue', 'perche à selfie'],
    de: ['dji', 'quadrokopter', 'quadrocopter', 'multikopter', 'foto', 'fotografieren', 'blitz', 'stativ', 'drohne', 'hund', 'haustier', 'rauchen=', 'raucher', 'rauchverbot', 'zigarette', 'schwimmen', 'füttern', 'zu essen geben', 'zu fressen geben', 'angeln', 'picknick', 'anfassen', 'berühren', 'zelten', 'zelt=', 'camping', 'campen', 'grillen', 'selfie-stick', 'selfiestick'],
    ru: ['квадрокоптер', 'коптер', 'dji', 'фото', 'фотографир', 'вспышк', 'штатив', 'дрон', 'собак', 'животн', 'курить', 'плавать', 'купаться', 'кормить', 'рыб', 'трогать', 'потрогать', 'палатк', 'кемпинг', 'барбекю', 'шашлык', 'селфи-палк', 'монопод'],
    vi: ['drone', 'dji', 'chụp ảnh', 'đèn flash', 'chân máy', 'flycam', 'thú cưng', 'chó', 'hút thuốc', 'bơi', 'cho ăn', 'câu cá', 'sờ', 'chạm vào', 'cắm trại', 'dựng lều', 'gậy tự sướng', 'gậy selfie'],
    th: ['drone', 'ถ่ายรูป', 'แฟลช', 'ขาตั้งกล้อง', 'โดรน', 'สัตว์เลี้ยง', 'สุนัข', 'สูบบุหรี่', 'ว่ายน้ำ', 'ให้อาหาร', 'ตกปลา', 'สัมผัส', 'จับได้', 'ตั้งแคมป์', 'กางเต็นท์', 'เต็นท์', 'บาร์บีคิว', 'ไม้เซลฟี่'],
    ja: ['dji', '撮影', '写真', 'フラッシュ', '三脚', 'ドローン', 'ペット', '犬', '喫煙', 'たばこ', '泳', '餌', '釣り', '触って', '触れ', 'さわ', 'キャンプ', 'テント', 'バーベキュー', '自撮り棒'],
    ko: ['dji', '사진', '촬영', '플래시', '삼각대', '드론', '반려동물', '흡연', '수영', '먹이', '낚시', '만져', '만지', '캠핑', '텐트', '야영', '바비큐', '셀카봉'],
    ms: ['drone', 'dji', 'ambil gambar', 'ambik gambar', 'tangkap gambar', 'snap gambar', 'bergambar', 'foto', 'flash', 'tripod', 'dron', 'haiwan', 'anjing', 'merokok', 'berenang', 'memberi makan', 'memancing', 'sentuh', 'pegang', 'berkhemah', 'khemah', 'barbeku', 'kayu swafoto', 'tongkat swafoto', 'selfie stick'],
  },
  accessibility: {
    cn: ['轮椅', '婴儿车', '推车'],
    'zh-Hant': ['輪椅', '嬰兒車'],
    en: ['wheelchair', 'stroller', 'pram', 'pushchair', 'buggy'],
    fr: ['fauteuil roulant', 'poussette'],
    de: ['rollstuhl', 'kinderwagen'],
    ru: ['коляск'],
    vi: ['xe lăn', 'xe đẩy'],
    th: ['รถเข็น'],
    ja: ['車椅子', '車いす', 'ベビーカー'],
    ko: ['휠체어', '유모차'],
    ms: ['kerusi roda', 'kereta sorong'],
  },
  directions: {
    cn: ['停车'],
    'zh-Hant': ['停車'],
    en: ['parking'],
    fr: ['parking'],
    de: ['parkplatz', 'parken', 'parkgebühr'],
    ru: ['парковк'],
    vi: ['chỗ đỗ xe', 'bãi đỗ xe', 'gửi xe', 'đậu xe', 'bãi giữ xe'],
    th: ['ที่จอดรถ'],
    ja: ['駐車場'],
    ko: ['주차'],
    ms: ['letak kereta'],
  },
};

/**
 * The easy way asked for ("the easiest walk", 最好走, "la balade la plus facile"): a question of
 * getting around, and an aid named with it (a pushchair, a wheelchair) only says who walks it,
 * so the easy walk the texts name answers though they never speak of the aid. Not "easiest"
 * alone: "the easiest way to get there" asks the way. Data only.
 */
// prettier-ignore
export const EASY_WAY_ASKED: Cues = {
  cn: ['最轻松', '最好走', '最平', '最容易走'], 'zh-Hant': ['最輕鬆', '最好走', '最平', '最容易走'],
  en: ['easiest walk', 'easiest trail', 'easiest hike', 'easiest path', 'flattest', 'easy walk', 'gentle walk', 'least climbing'],
  fr: ['balade la plus facile', 'promenade la plus facile', 'randonnée la plus facile', 'sentier le plus facile', 'parcours le plus facile', 'la plus plate', 'le plus plat'],
  de: ['leichteste', 'einfachste wanderung', 'einfachste weg', 'flachste', 'am flachsten'],
  ru: ['самый лёгкий маршрут', 'самый легкий маршрут', 'самая лёгкая прогулка', 'самая легкая прогулка', 'самая лёгкая тропа', 'самая легкая тропа', 'самый ровный', 'самая ровная'],
  vi: ['dễ đi nhất', 'bằng phẳng nhất', 'nhẹ nhàng nhất', 'đường dễ đi'],
  th: ['เดินง่ายที่สุด', 'ทางเดินง่าย', 'ราบที่สุด', 'เส้นทางง่าย'],
  ja: ['一番楽な', '一番歩きやすい', '最も歩きやすい', '楽なコース', '楽なルート'],
  ko: ['가장 쉬운 코스', '제일 쉬운 코스', '가장 평탄', '제일 평탄', '걷기 편한', '가장 쉬운 길', '제일 쉬운 길'],
  ms: ['laluan paling mudah', 'jalan paling mudah', 'paling rata', 'trek paling mudah'],
};

/**
 * Getting into the water (swimming, a dip, paddling), which a place's rules forbid in their own
 * words ("entering the water is forbidden", 严禁下水): the thing such a question names is the
 * water, as each language's rules write it. Matched on an object cue as found (folded).
 */
export const INTO_WATER =
  /游泳|下水|泳|swim|dip|paddle|nager|baign|tremper|schwimm|плава|купат|bơi|ว่ายน้ำ|수영|berenang/u;
// prettier-ignore
export const WATER: Record<Locale, string> = {
  cn: '下水', 'zh-Hant': '下水', en: 'water', fr: 'eau', de: 'wasser', ru: 'вод', vi: 'nước', th: 'น้ำ', ja: '水', ko: '물', ms: 'air',
};

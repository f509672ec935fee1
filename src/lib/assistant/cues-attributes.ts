// What a question about a stop may ask of it (how tall, how heavy, how old, when found, what it
// is made of) and how the content gives it: the sentences with a measure or a date. A story
// answer quotes those first when the question asks for them. Data only.
import type { Cues } from './cues-ask';

export interface Attribute {
  ask: Cues;
  /** Language-free: a number with its unit, a year. */
  say: RegExp;
  /** Asked of a place, its area answers it too ("how big is West Lake": 6.4 km²). */
  area?: true;
}

/**
 * How many (steps, bells, objects): a sentence with a number. Not a price: "combien de marches".
 * Not a year, a century or years ago ("in 1978", 433년, "2,400 years ago", a bare 1500–2099):
 * they count no things.
 */
// prettier-ignore
export const COUNT: Attribute = {
  ask: {
    cn: ['多少级', '多少个', '多少件', '多少座', '几级', '几个', '几件', '几座'], 'zh-Hant': ['多少級', '多少個', '多少件', '幾級', '幾個', '幾件'],
    en: ['how many'], fr: ['combien de', "combien d'"], de: ['wie viele'], ru: ['сколько'], vi: ['bao nhiêu', 'mấy'],
    th: ['กี่', 'จำนวน'], ja: ['いくつ', '何段', '何個', '何点', 'どれだけ'], ko: ['몇 개', '몇 계단', '몇 점'], ms: ['berapa banyak', 'berapa biji', 'berapa buah', 'berapa ekor', 'berapa keping', 'berapa batang'],
  },
  say: /(?<![\d.,]|(?:in|en|im|năm|tahun|в|พ\.ศ\.)\s)(?!(?:1[5-9]|20)\d{2}(?![\d.,]))\d+(?:[.,]\d+)*(?![\d.,]*(?:st|nd|rd|th|e|er|ème)?\s*(?:여\s*)?(?:年|년|세기|世纪|世紀|ปี|ศตวรรษ|(?:years?|ans?|années?|jahre?n?|jahrhundert\p{L}*|лет|год\p{L}*|век\p{L}*|năm|thế kỷ|tahun|abad|century|centuries|siècles?|bc|ad|av|v\.|до)(?!\p{L})))|thousand|hundred|dozen|mille|cent\b|(?<!jahr)(?:tausend|hundert)|тысяч|сот|nghìn|ngàn|trăm|พัน|ร้อย|千|百|万|천|백|ribu|ratus|[一二三四五六七八九十两兩]+\s*(?:件|个|個|座|级|級|口|尊|只|隻|块|塊|张|張|枚|点|點|人|名|位)|(?<!\p{L})(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|deux|trois|quatre|cinq|sept|huit|neuf|dix|onze|douze|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|два|две|три|четыре|пять|шесть|семь|восемь|девять|десять|двенадцать|dua|tiga|empat|lima|enam|tujuh|lapan|sembilan|sepuluh)(?!\p{L})|(?<!\p{L})(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|vingt|trente|quarante|cinquante|soixante|(?:(?:ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und)?(?:zwanzig|dreißig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig)|двадцат\p{L}*|тридцат\p{L}*|сорок\p{L}*|пятьдесят|шестьдесят|семьдесят|восемьдесят|девяност\p{L}*|\p{L}+надцат\p{L}*|mươi|puluh|belas|스물|서른|마흔|쉰|예순|일흔|여든|아흔)|(?:สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า|สิบ)(?:คน|ตัว|ชิ้น|องค์|ใบ|แห่ง|ลูก|ขั้น|หลัง|ยอด)|(?:두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s?(?:명|개|점|마리|곳)/iu,
};

/**
 * Why it is called so, what its name means: a sentence that says where a name comes from ("took
 * its name from", 园名取自, "Название он взял"). Asked of a place, its answer may be in a stop's
 * story (the garden's name, told at its first hall).
 */
// prettier-ignore
export const NAME: Attribute = {
  ask: {
    cn: ['为什么叫', '为何叫', '名字怎么来', '名字是怎么来', '名字的由来', '名字由来', '名字的意思', '名字什么意思', '这个名字', '得名', '名称由来', '名称的由来'],
    'zh-Hant': ['為什麼叫', '為何叫', '名字怎麼來', '名字是怎麼來', '名字的由來', '名字由來', '名字的意思', '名字什麼意思', '這個名字', '得名', '名稱由來', '名稱的由來'],
    en: ['why is it called', "why's it called", 'why it is called', 'why the name', 'name mean', 'name come from', 'name comes from', 'named after', 'called that', 'called so'],
    fr: ["pourquoi s'appelle", 'pourquoi on appelle', 'pourquoi ce nom', "d'où vient le nom", 'le nom vient', 'signifie le nom', "s'appelle comme ça", "s'appelle ainsi"],
    de: ['warum heißt', 'wieso heißt', 'woher kommt der name', 'woher hat', 'name bedeutet', 'bedeutet der name'],
    ru: ['почему называ', 'почему его называ', 'почему её называ', 'почему ее называ', 'так называ', 'так назва', 'откуда название', 'означает название'],
    vi: ['tại sao gọi là', 'vì sao gọi là', 'sao lại gọi', 'tên gọi', 'cái tên', 'ý nghĩa tên', 'tên có nghĩa'],
    th: ['ทำไมชื่อ', 'ทำไมถึงชื่อ', 'ทำไมเรียก', 'ชื่อมาจาก', 'ความหมายของชื่อ'],
    ja: ['名前の由来', '名の由来', '名前の意味', 'という名前', 'と呼ばれる理由'],
    ko: ['이름의 유래', '이름 유래', '이런 이름', '이름이 왜', '왜 이름', '이름의 뜻', '이름 뜻', '라고 부르는 이유'],
    ms: ['kenapa dinamakan', 'mengapa dinamakan', 'kenapa dipanggil', 'mengapa dipanggil', 'asal nama', 'maksud nama'],
  },
  say: /名取自|得名|取名|命名|名字|名称|名稱|その名|名前|이름|(?<![\p{L}])(?:name[ds]?|nom|namen?|названи\p{L}*|назван\p{L}*|tên|nama\p{L}*)(?![\p{L}])|ชื่อ/iu,
};

// prettier-ignore
/** How heavy: a sentence with a weight. */
// prettier-ignore
export const WEIGHT: Attribute = {
  ask: {
    cn: ['多重', '重量', '几斤', '几吨'],
    'zh-Hant': ['多重', '重量'],
    en: ['heavy', 'weigh'],
    fr: ['lourd', 'pèse', 'poids'],
    de: ['schwer=', 'wiegt', 'gewicht'],
    ru: ['тяжел', 'весит', 'вес='],
    vi: ['nặng', 'trọng lượng'],
    th: ['หนัก', 'น้ำหนัก'],
    ja: ['重さ', '重い', '重量'],
    ko: ['무게', '무거', '무겁'],
    ms: ['berat'],
  },
  say: /\d[\d.,]*\s?(?:kg|kilo\p{L}*|tonnes?|tons?|公斤|千克|吨|噸|斤|キロ|トン|킬로|톤|กิโลกรัม|ตัน|кг|тонн\p{L}*|килограмм\p{L}*|tấn|tan|g\b|grams?|grammes?|gramm\p{L}*|gam|克|グラム|그램|กรัม|грамм\p{L}*)|(?:tonnes?|tons?|吨|噸|トン|톤|ตัน|тонн\p{L}*|tấn|kilogram\p{L}*|килограмм\p{L}*|公斤|キロ|킬로그램|กิโลกรัม)/iu,
};

/** A length, a height or an area: a number with metres (or their words in Thai, Korean, Japanese). */
const SIZE_SAY =
  /\d[\d.,]*\s?(?:m\b|cm|mm|km|metres?|meters?|mètres?|米|厘米|公分|公尺|公里|メートル|センチ|미터|센티미터|เมตร|เซนติเมตร|метр|см|mét|meter)|(?:一|二|两|三|四|五|六|七|八|九|十|百)+(?:米|厘米|公尺)|(?:metres?|meters?|mètres?|metern?|метр\p{L}*|mét)\b|เมตร|미터|メートル/iu;

/**
 * How tall, high or deep, asked in so many words ("how tall", "สูงกี่เมตร", "kedalaman"): a
 * sentence with metres. Narrower than the size cues ("large", "grand", "lớn"), which may ask of
 * a place's area or only whether it is big; this one asks a number that a text gives or not.
 */
// prettier-ignore
export const HEIGHT: Attribute = {
  ask: {
    cn: ['多高', '多深', '几米', '多少米', '高度', '深度'], 'zh-Hant': ['多高', '多深', '幾米', '多少米', '幾公尺', '多少公尺', '高度', '深度'],
    en: ['how tall', 'how high', 'how deep', 'how many metres', 'how many meters', 'how many feet', 'height', 'depth'],
    fr: ['quelle hauteur', 'quelle profondeur', 'combien de mètres', 'haut de combien', 'profond de combien', 'hauteur', 'profondeur'],
    de: ['wie hoch', 'wie tief', 'wie viele meter', 'wieviele meter', 'höhe', 'tiefe='],
    ru: ['какой высоты', 'какая высота', 'какой глубины', 'какая глубина', 'сколько метров', 'высота', 'глубина'],
    vi: ['cao bao nhiêu', 'sâu bao nhiêu', 'bao nhiêu mét', 'mấy mét', 'độ sâu', 'chiều cao'],
    th: ['สูงกี่เมตร', 'ลึกกี่เมตร', 'กี่เมตร', 'สูงเท่าไร', 'สูงเท่าไหร่', 'ลึกเท่าไร', 'ลึกเท่าไหร่', 'ความสูง', 'ความลึก'],
    ja: ['高さ', '深さ', '何メートル', 'どのくらい高', 'どれくらい高', 'どのくらい深', 'どれくらい深'],
    ko: ['높이', '깊이', '몇 미터', '얼마나 높', '얼마나 깊'],
    ms: ['berapa tinggi', 'tinggi mana', 'berapa meter', 'berapa dalam', 'kedalaman', 'ketinggian'],
  },
  say: SIZE_SAY,
};

/**
 * How often a boat, a bus or a show goes ("every how many minutes?", "多久一班", "何分おき"): a
 * sentence that gives a frequency ("every 15 minutes", "several performances a day"). Not in
 * ATTRIBUTES: a sentence with minutes is not one with a frequency.
 */
// prettier-ignore
export const FREQUENCY: Attribute = {
  ask: {
    cn: ['多久一班', '多久一趟', '几分钟一班', '几分钟一趟', '多长时间一班', '间隔多久', '发车间隔', '一天几场', '每天几场', '一天几班', '每天几班'],
    'zh-Hant': ['多久一班', '多久一趟', '幾分鐘一班', '幾分鐘一趟', '多長時間一班', '間隔多久', '發車間隔', '一天幾場', '每天幾場', '一天幾班', '每天幾班'],
    en: ['how often', 'how frequent', 'how many times a day', 'every how many'],
    fr: ['tous les combien', 'à quelle fréquence', 'a quelle fréquence', 'combien de fois par jour'],
    de: ['wie oft', 'in welchem takt', 'wie häufig', 'wie viele pro tag'],
    ru: ['как часто', 'с каким интервалом', 'какой интервал', 'сколько раз в день'],
    vi: ['bao lâu một chuyến', 'bao lâu có một chuyến', 'mấy phút một chuyến', 'mấy phút có một chuyến', 'bao lâu một lần', 'mấy chuyến một ngày', 'mấy suất một ngày'],
    th: ['บ่อยแค่ไหน', 'กี่นาทีต่อเที่ยว', 'กี่นาทีมีรอบ', 'กี่นาทีออก', 'วันละกี่รอบ', 'ทุกกี่นาที'],
    ja: ['何分おき', '何分ごと', '何分間隔', 'どのくらいの間隔', 'どれくらいの間隔', '1日何回', '一日何回', '何本出て'],
    ko: ['몇 분 간격', '몇 분마다', '얼마나 자주', '하루에 몇 번', '하루 몇 번', '배차 간격'],
    ms: ['berapa kerap', 'setiap berapa minit', 'berapa minit sekali', 'berapa kali sehari'],
  },
  say: /(?<![\p{L}])(?:every \d|every few|several (?:times|performances|shows|departures) a day|\d+ times a day|toutes les \d|plusieurs (?:fois|représentations|séances) par jour|alle \d|mehrmals (?:täglich|am tag)|mehrere (?:vorstellungen|aufführungen) (?:täglich|am tag)|каждые \d|несколько (?:раз|представлений|концертов) в день|mỗi \d+ phút|nhiều (?:suất|buổi|lần) mỗi ngày|setiap \d+ minit|beberapa (?:kali|persembahan) sehari)(?![\p{L}])|每隔|间隔|間隔|每天(?:有)?(?:数|多|几)场|每天(?:有)?(?:數|多|幾)場|一天(?:数|多|數)场|分おき|分ごと|間隔で|1日に?数回|一日に?数回|하루에 여러|하루 여러|간격으로|분마다|ทุก ?\d+ ?นาที|วันละหลายรอบ/iu,
};

/** How much it holds (a measure of grain, a wine vessel): a sentence with a volume. */
// prettier-ignore
export const CAPACITY: Attribute = {
  ask: {
    cn: ['能装多少', '装多少', '容量', '容积'], 'zh-Hant': ['能裝多少', '裝多少', '容量', '容積'],
    en: ['how much does it hold', 'how much it holds', 'capacity', 'volume'], fr: ['contenance', 'contient', 'volume', 'capacité'],
    de: ['passt hinein', 'passt rein', 'wie viel passt', 'wieviel passt', 'fasst', 'fassungsvermögen', 'volumen'], ru: ['вмещ', 'объём', 'объем', 'влезает', 'помещается'],
    vi: ['chứa được', 'đựng được', 'dung tích'], th: ['จุได้', 'ความจุ', 'จุน้ำได้'], ja: ['どのくらい入る', 'どれくらい入る', 'どのくらい入ります', 'どれくらい入ります', '容量', '容積'],
    ko: ['얼마나 들어가', '용량'], ms: ['muat berapa', 'boleh muat', 'isi padu'],
  },
  say: /\d\s?(?:ml|l)\b|mill?ilit\p{L}*|\blit(?:er|re|ro)s?\b|литр|миллилитр|毫升|[^\p{L}]升|リットル|리터|ลิตร/iu,
};

/** How cold or warm (at the summit, in the valley): a sentence with degrees. */
// prettier-ignore
export const TEMPERATURE: Attribute = {
  ask: {
    cn: ['冷多少', '比山下冷', '多冷', '多热', '气温', '温度', '几度'], 'zh-Hant': ['冷多少', '比山下冷', '多冷', '多熱', '氣溫', '溫度', '幾度'],
    en: ['colder', 'warmer', 'how cold', 'how warm', 'how hot', 'temperature', 'degrees'], fr: ['plus froid', 'quel froid', 'froid fait', 'température', 'degrés'],
    de: ['kälter', 'wärmer', 'wie kalt', 'wie warm', 'temperatur', 'grad='], ru: ['холоднее', 'теплее', 'насколько холодно', 'как холодно', 'температур', 'градус'],
    vi: ['lạnh hơn', 'lạnh cỡ nào', 'lạnh thế nào', 'lạnh như thế nào', 'lạnh bao nhiêu', 'nhiệt độ', 'mấy độ'],
    th: ['หนาวกว่า', 'หนาวแค่ไหน', 'หนาวขนาดไหน', 'หนาวมากไหม', 'ร้อนแค่ไหน', 'อุณหภูมิ', 'กี่องศา'],
    ja: ['寒いですか', '寒さ', 'どのくらい寒', 'どれくらい寒', 'どれぐらい寒', '気温', '何度'], ko: ['더 추', '얼마나 추', '얼마나 더', '기온', '온도', '몇 도'],
    ms: ['lebih sejuk', 'sejuk mana', 'berapa sejuk', 'suhu', 'darjah'],
  },
  say: /\d\s?°|°\s?c\b|degrees?|degrés?|grad\b|градус|độ c|องศา|[度℃]|\d\s?도|darjah/iu,
};

/** How long (a walk, a ride, a show): a sentence with minutes or hours. */
// prettier-ignore
export const TIME_TAKEN: Attribute = {
  ask: {
    cn: ['多久', '多长时间', '几分钟', '几个小时'],
    'zh-Hant': ['多久', '多長時間', '幾分鐘', '幾個小時'],
    en: ['how long', 'how many minutes', 'how many hours'],
    fr: ['combien de temps', 'durée'],
    de: ['wie lange', 'dauer'],
    ru: ['сколько времени', 'как долго', 'долго', 'сколько минут'],
    vi: ['bao lâu', 'mất bao nhiêu'],
    th: ['นานแค่ไหน', 'ใช้เวลา', 'กี่นาที'],
    ja: ['どのくらい', '何分', '何時間'],
    ko: ['얼마나 걸', '몇 분', '몇 시간'],
    ms: ['berapa lama', 'berapa minit'],
  },
  say: /\d+\s?(?:minutes?|mins?|seconds?|hours?|分钟|分鐘|秒|小时|小時|分|時間|초|분|시간|นาที|วินาที|ชั่วโมง|минут\p{L}*|секунд\p{L}*|час\p{L}*|phút|giây|giờ|minit|saat|jam|heures?|stunden?|sekunden)|(?:minutes?|seconds?|hours?|分钟|分鐘|小时|小時|時間|시간|นาที|วินาที|ชั่วโมง|минут\p{L}*|секунд\p{L}*|phút|giây|minit|saat|heures?|stunden?|sekunden)/iu,
};

/** How old, or when (found, built, made): a sentence with a year, a century or years. */
export const AGE: Attribute = {
  ask: {
    cn: ['多少年', '什么时候', '哪年', '哪一年', '年代', '多老', '多久以前', '出土', '发现', '建于'],
    'zh-Hant': ['多少年', '什麼時候', '哪年', '年代', '出土', '發現', '建於'],
    en: ['how old', 'when', 'what year', 'age', 'date', 'discovered', 'found', 'excavated', 'built', 'made'],
    fr: ['quel âge', 'quand', 'quelle année', 'date', 'découvert', 'construit', 'ancien'],
    de: ['wie alt', 'wann', 'welches jahr', 'entdeckt', 'gefunden', 'gebaut', 'datier'],
    ru: ['сколько лет', 'когда', 'какого года', 'возраст', 'нашли', 'найден', 'построен', 'древн'],
    vi: ['bao nhiêu tuổi', 'khi nào', 'năm nào', 'bao lâu rồi', 'phát hiện', 'xây'],
    th: ['เก่าแค่ไหน', 'เมื่อไร', 'เมื่อไหร่', 'ปีไหน', 'อายุ', 'ค้นพบ', 'สร้าง'],
    ja: ['いつ', '何年', '古い', '年代', '発見', '出土', '建て'],
    ko: ['언제', '몇 년', '오래', '연대', '발견', '출토', '지어'],
    ms: ['berapa tahun', 'bila', 'tahun berapa', 'usia', 'umur', 'ditemui', 'dibina'],
  },
  say: /\b1\d{3}\b|\b20[0-2]\d\b|\d+\s?(?:bc|ad)\b|(?:century|siècle|jahrhundert|век|thế kỷ|ศตวรรษ|世纪|世紀|세기|abad)|(?:years?|ans|jahre|лет|năm|ปี|年|년|tahun)\b/iu,
};

export const ATTRIBUTES: Attribute[] = [
  TIME_TAKEN,
  {
    ask: {
      cn: ['多高', '多大', '多长', '多宽', '高度', '尺寸', '面积', '占地'],
      'zh-Hant': ['多高', '多大', '多長', '多寬', '高度', '尺寸', '面積', '佔地'],
      en: ['tall', 'high', 'height', 'how big', 'large', 'wide', 'size', 'long is', 'tiny'],
      fr: [
        'haut',
        'hauteur',
        'grand',
        'taille',
        'large',
        'mesure',
        'superficie',
        'surface',
        'étendue',
        'minuscule',
        'il fait combien',
        'elle fait combien',
      ],
      de: ['hoch', 'höhe', 'groß', 'breit', 'lang ist', 'misst', 'fläche', 'winzig'],
      ru: ['высот', 'высок', 'размер', 'большой', 'длин', 'ширин'],
      vi: ['cao bao nhiêu', 'cao', 'lớn', 'kích thước', 'rộng', 'dài', 'diện tích'],
      th: ['สูง', 'ใหญ่', 'ขนาด', 'กว้าง', 'ยาว', 'พื้นที่'],
      ja: ['高さ', '大きさ', 'サイズ', '長さ', '幅', '面積', '広さ'],
      ko: ['높이', '크기', '높아', '커요', '길이', '폭', '면적', '넓이'],
      ms: ['tinggi', 'setinggi', 'besar', 'sebesar', 'saiz', 'lebar', 'panjang', 'sepanjang', 'keluasan'],
    },
    area: true,
    say: SIZE_SAY,
  },
  WEIGHT,
  AGE,
  COUNT,
  NAME,
  TEMPERATURE,
  CAPACITY,
  HEIGHT,
];

/**
 * Measures of a thing a text gives as a number with its unit, or does not give at all. (Not how
 * cold: the place's advice on clothes answers that, asked at a stop.)
 */
export const UNIT_MEASURES: Attribute[] = [WEIGHT, HEIGHT, CAPACITY];

// Subjects a guide's content rarely covers but visitors ask about: lodging, food, money,
// connectivity, health, weather, transport timetables, contacts, an exhibit's market value,
// toilets, lockers and luggage, lost property, shops. A question on one of them is
// answered only by a sentence that speaks of it (in the answer's language); else the assistant
// declines rather than quote something near it. Each subject lists the words for it in the
// 11 languages, matched like the cue lists (cues.ts). Data only.
import type { Cues } from './cues-ask';

// prettier-ignore
export const TOPICS: Record<string, Cues> = {
  lodging: {
    cn: ['酒店', '宾馆', '住宿', '民宿', '旅馆', '客栈', '过夜', '住一晚', '住一夜'],
    'zh-Hant': ['酒店', '飯店', '住宿', '民宿', '旅館', '過夜', '住一晚', '住一夜'],
    en: ['hotel', 'hostel', 'accommodation', 'lodging', 'stay overnight', 'overnight', 'spend the night', 'guesthouse'],
    fr: ['hôtel', 'hébergement', 'auberge', 'logement', 'dormir', 'dort=', 'dors=', 'passer la nuit', 'loger', 'logez'],
    de: ['hotel', 'unterkunft', 'herberge', 'übernacht'],
    ru: ['отел', 'гостиниц', 'хостел', 'ночлег', 'жиль', 'переночевать', 'ночевать'],
    vi: ['khách sạn', 'nhà nghỉ', 'chỗ ở', 'homestay', 'ngủ lại', 'qua đêm', 'nghỉ đêm'],
    th: ['โรงแรม', 'ที่พัก', 'เกสต์เฮาส์', 'ค้างคืน', 'นอนค้าง', 'ค้างบน', 'พักบน', 'นอนบน'],
    ja: ['ホテル', '宿', '旅館', '宿泊', '泊まる', '泊まれ', '一泊'],
    ko: ['호텔', '숙소', '숙박', '게스트하우스', '하룻밤', '묵을', '묵어'],
    ms: ['hotel', 'penginapan', 'rumah tumpangan', 'bermalam', 'menginap'],
  },
  food: {
    cn: ['便当', '午饭', '午餐', '盒饭', '喝茶', '喝杯茶', '茶馆', '茶室', '酒吧', '吃饭', '餐厅', '饭店', '餐饮', '美食', '小吃', '咖啡', '菜馆', '餐馆', '饭馆', '馆子'],
    'zh-Hant': ['便當', '午飯', '午餐', '喝茶', '喝杯茶', '茶館', '茶室', '酒吧', '吃飯', '餐廳', '餐飲', '美食', '小吃', '咖啡', '菜館', '餐館', '飯館', '館子'],
    en: ['tea house', 'teahouse', 'tea room', 'cup of tea', 'drink tea', 'bar=', 'pub=', 'eat', 'restaurant', 'food', 'coffee', 'lunch', 'dinner', 'snack bar', 'cafe'],
    fr: ['thé', 'salon de thé', 'boire', 'bar=', 'boire un verre', 'mange', 'dîne', 'restaurant', 'nourriture', 'repas', 'café', 'déjeuner', 'de la restauration', 'coin restauration', 'point de restauration', 'restauration rapide'],
    de: ['teehaus', 'tee trinken', 'tasse tee', 'bar=', 'kneipe', 'essen', 'restaurant', 'imbiss', 'kaffee', 'mittagessen', 'café', 'essensmöglichkeit', 'verpflegung', 'gastronomie'],
    ru: ['чайн', 'выпить чаю', 'попить чаю', 'бар=', 'поесть', 'еда', 'ресторан', 'кафе', 'кофе', 'пообедать', 'обедать', 'на обед', 'перекус'],
    vi: ['uống trà', 'quán trà', 'tách trà', 'quán bar', 'quán nhậu', 'ăn uống', 'chỗ ăn', 'ăn ở đâu', 'nhà hàng', 'đồ ăn', 'quán ăn', 'quán cà phê', 'quán nước', 'quán phở', 'quán cơm', 'quán bún', 'phở', 'món ăn', 'cà phê', 'bữa trưa'],
    th: ['ร้านน้ำชา', 'ดื่มชา', 'จิบชา', 'บาร์', 'กิน', 'ร้านอาหาร', 'อาหาร', 'กาแฟ'],
    ja: ['弁当', 'お昼', '茶館', '茶屋', 'お茶', 'バー', '居酒屋', '食事', 'レストラン', '食べ', 'カフェ', 'コーヒー', 'ランチ'],
    ko: ['찻집', '차 마실', '차를 마실', '차 한잔', '차 한 잔', '술집', '바=', '식사', '식당', '음식', '먹을', '먹으면', '먹어요', '먹나요', '먹는 곳', '먹는 데', '카페', '커피', '점심'],
    ms: ['kedai teh', 'minum teh', 'secawan teh', 'bar=', 'makan', 'restoran', 'makanan', 'kafe', 'kopi'],
  },
  money: {
    cn: ['汇率', '取款机', 'atm', '取钱', '换钱', '外币', '外汇', '兑换', '银行', '刷卡', '信用卡', '银联', 'visa', '万事达', '现金', '支付宝', '微信支付'],
    'zh-Hant': ['匯率', '提款機', 'atm', '領錢', '換錢', '外幣', '外匯', '兌換', '銀行', '信用卡', '刷卡', '銀聯', 'visa', '萬事達', '現金', '支付寶', '微信支付'],
    en: ['exchange rate', 'atm', 'cash machine', 'cash point', 'withdraw', 'exchange money', 'currency', 'bank', 'credit card', 'visa card', 'by card', 'mastercard', 'debit card', 'cash=', 'alipay', 'wechat pay', 'apple pay'],
    fr: ['taux de change', 'distributeur', 'retirer', 'change', 'banque', 'carte bancaire', 'carte visa', 'carte de crédit', 'par carte', 'mastercard', 'espèces', 'en liquide', 'alipay'],
    de: ['wechselkurs', 'geldautomat', 'bargeld', 'geld wechseln', 'bank', 'kreditkarte', 'mit karte', 'visa-karte', 'visakarte', 'ec-karte', 'mastercard', 'bar bezahlen', 'alipay', 'wechat pay'],
    ru: ['курс валют', 'курс юаня', 'курс евро', 'курс доллара', 'банкомат', 'снять деньги', 'обмен', 'банк', 'кредитн', 'картой', 'карта visa', 'картой visa', 'наличн', 'alipay', 'алипей', 'алипэй'],
    vi: ['atm', 'rút tiền', 'đổi tiền', 'ngân hàng', 'thẻ tín dụng', 'quẹt thẻ', 'thẻ visa', 'bằng thẻ', 'tiền mặt', 'alipay'],
    th: ['อัตราแลกเปลี่ยน', 'เอทีเอ็ม', 'atm', 'ถอนเงิน', 'แลกเงิน', 'ธนาคาร', 'บัตรเครดิต', 'รูดบัตร', 'บัตรวีซ่า', 'เงินสด', 'alipay'],
    ja: ['為替', 'atm', '両替', '銀行', 'クレジットカード', '現金', 'カード払い', 'カードで払', 'visa', 'alipay', 'アリペイ'],
    ko: ['환율', 'atm', '현금인출', '환전', '은행', '신용카드', '카드 결제', '카드결제', '비자카드', '카드로', '현금', '알리페이', 'alipay'],
    ms: ['kadar tukaran', 'atm', 'mesin wang', 'tukar wang', 'bank', 'kad kredit', 'kad visa', 'guna kad', 'bayar kad', 'tunai', 'alipay'],
  },
  connectivity: {
    cn: ['wifi', 'wi-fi', '无线网', '网络', '信号', '充电'],
    'zh-Hant': ['wifi', 'wi-fi', '無線網', '網路', '訊號', '充電'],
    en: ['wifi', 'wi-fi', 'internet', 'signal', 'charge my phone', 'charging', 'sim card'],
    fr: ['wifi', 'wi-fi', 'internet', 'réseau', 'recharger'],
    de: ['wlan', 'wifi', 'internet', 'netz', 'aufladen'],
    ru: ['wi-fi', 'wifi', 'вайфай', 'интернет', 'связь', 'зарядить'],
    vi: ['wifi', 'wi-fi', 'mạng', 'internet', 'sạc'],
    th: ['wifi', 'ไวไฟ', 'อินเทอร์เน็ต', 'สัญญาณ', 'ชาร์จ'],
    ja: ['wifi', 'wi-fi', 'ワイファイ', 'インターネット', '電波', '充電'],
    ko: ['와이파이', 'wifi', '인터넷', '신호', '충전'],
    ms: ['wifi', 'wi-fi', 'internet', 'isyarat', 'cas'],
  },
  health: {
    cn: ['氧气', '红景天', '剂量', '药', '医院', '医生', '诊所', '急救', '牙医', '头疼', '头痛', '止痛', '怀孕', '孕妇', '孕期', '晕车', '晕船', '抽筋', '肌肉酸痛', '拉伸'],
    'zh-Hant': ['氧氣', '紅景天', '劑量', '藥', '醫院', '醫生', '診所', '急救', '牙醫', '頭痛', '頭疼', '止痛', '懷孕', '孕婦', '孕期', '暈車', '暈船', '抽筋', '肌肉痠痛', '拉筋'],
    en: ['oxygen', 'diamox', 'dose', 'dosage', 'altitude pills', 'medicine', 'pill', 'drug', 'pharmacy', 'hospital', 'doctor', 'clinic', 'first aid', 'dentist', 'headache', 'painkiller', 'pregnant', 'pregnancy', 'carsick', 'car sick', 'motion sickness', 'seasick', 'cramp', 'sore calves', 'sore legs', 'sore muscles', 'stretches', 'stretching'],
    fr: ['oxygène', 'diamox', 'dose', 'médicament', 'pharmacie', 'hôpital', 'médecin', 'clinique', 'dentiste', 'mal de tête', 'maux de tête', 'enceinte', 'grossesse', 'mal des transports', 'mal de mer', 'courbature', 'crampe', 'étirement'],
    de: ['sauerstoff', 'diamox', 'dosis', 'medikament', 'tablette', 'apotheke', 'krankenhaus', 'arzt', 'klinik', 'zahnarzt', 'kopfschmerz', 'schmerzmittel', 'schwanger', 'reisekrank', 'seekrank', 'muskelkater', 'krampf', 'dehnübung'],
    ru: ['кислород', 'диакарб', 'диамокс', 'дозировк', 'лекарств', 'таблетк', 'аптек', 'больниц', 'врач', 'клиник', 'стоматолог', 'зубной', 'головная боль', 'голова болит', 'обезболивающ', 'беремен', 'укачива', 'морская болезнь', 'судорог', 'крепатур', 'растяжк'],
    vi: ['bình oxy', 'ô xy', 'oxy', 'liều', 'thuốc', 'nhà thuốc', 'bệnh viện', 'bác sĩ', 'phòng khám', 'nha sĩ', 'đau đầu', 'nhức đầu', 'mang thai', 'có bầu', 'bà bầu', 'say xe', 'say tàu', 'chuột rút', 'đau cơ', 'giãn cơ'],
    th: ['ออกซิเจน', 'ปริมาณยา', 'ยาแก้', 'ร้านขายยา', 'โรงพยาบาล', 'หมอ', 'คลินิก', 'ทันตแพทย์', 'หมอฟัน', 'ตั้งครรภ์', 'ตั้งท้อง', 'คนท้อง', 'เมารถ', 'เมาเรือ', 'ทานยา', 'ยาอะไร', 'ตะคริว', 'ปวดกล้ามเนื้อ', 'ยืดเส้น'],
    ja: ['酸素', 'ダイアモックス', '服用', '薬', '病院', '医者', 'クリニック', '薬局', '歯医者', '頭痛', '痛み止め', '妊娠', '妊婦', '車酔い', '船酔い', '酔い止め', '筋肉痛', 'ストレッチ'],
    ko: ['산소', '다이아막스', '복용', '약국', '상비약', '병원', '의사', '약국', '진료', '치과', '약을', '두통', '진통제', '감기약', '머리가 아파', '머리 아파', '임신', '임산부', '멀미', '쥐가', '근육통', '스트레칭'],
    ms: ['oksigen', 'dos ubat', 'ubat', 'farmasi', 'hospital', 'doktor', 'klinik', 'doktor gigi', 'sakit kepala', 'ubat tahan sakit', 'mengandung', 'hamil', 'mabuk kenderaan', 'mabuk laut', 'kejang otot', 'sakit otot', 'regangan'],
  },
  weather: {
    cn: ['会下雨', '会下雪', '天气', '下雨吗', '气温多少', '预报', '会不会晴', '能放晴', '会放晴'],
    'zh-Hant': ['會下雨', '會下雪', '天氣', '下雨嗎', '預報', '會不會晴', '會放晴'],
    en: ['will it snow', 'going to rain', 'going to snow', 'weather', 'forecast', 'will it rain', 'temperature tomorrow', 'will it be clear', 'will the sky be clear', 'clear skies'],
    fr: ['va-t-il pleuvoir', 'va pleuvoir', 'va neiger', 'météo', 'quel temps', 'prévision'],
    de: ['regnen', 'schneien', 'wetter', 'vorhersage', 'regnet es morgen'],
    ru: ['будет дождь', 'будет снег', 'пойдёт дождь', 'пойдет дождь', 'погод', 'прогноз'],
    vi: ['có mưa không', 'mưa không', 'thời tiết', 'dự báo'],
    th: ['ฝนจะตกไหม', 'สภาพอากาศ', 'พยากรณ์', 'ฝนจะตก', 'ฟ้าจะเปิด', 'ฟ้าเปิดไหม', 'ฟ้าจะใส', 'ท้องฟ้าจะ'],
    ja: ['雨降る', '雨が降る', '雪降る', '雪が降る', '天気', '予報', '晴れる'],
    ko: ['비 올까', '눈 올까', '비가 올까', '날씨', '예보', '맑을까'],
    ms: ['akan hujan', 'hujan tak', 'cuaca', 'ramalan'],
  },
  timetable: {
    cn: ['时刻表', '车次', '航班', '几点的车', '几点的火车', '机票', '飞机票'],
    'zh-Hant': ['時刻表', '車次', '航班', '機票', '飛機票'],
    en: ['timetable', 'train times', 'schedule of trains', 'flight', 'departures', 'airfare', 'plane ticket'],
    fr: ['horaires des trains', 'vol', 'départs', "billet d'avion"],
    de: ['fahrplan', 'zugzeiten', 'flug', 'abfahrt', 'flugticket'],
    ru: ['расписани', 'рейс', 'авиабилет'],
    vi: ['lịch tàu', 'giờ tàu', 'chuyến bay', 'vé máy bay'],
    th: ['ตารางเวลา', 'เที่ยวบิน', 'ตารางรถไฟ', 'ตั๋วเครื่องบิน'],
    ja: ['時刻表', 'ダイヤ', 'フライト', '航空券'],
    ko: ['시간표', '항공편', '열차 시간', '항공권', '비행기표'],
    ms: ['jadual kereta api', 'jadual perjalanan', 'penerbangan', 'tiket kapal terbang'],
  },
  // Being guided: a tour guide, a guided tour, an audio guide. Only a sentence on one answers
  // it (the audio guides a museum rents); the app's narrators are not for hire.
  guiding: {
    cn: ['讲解器', '语音导览', '导游', '导览员', '人工讲解', '请个讲解', '导览团', '讲解员', '免费讲解', '讲解服务', '定时讲解', '义务讲解'],
    'zh-Hant': ['講解器', '語音導覽', '導遊', '導覽員', '人工導覽', '人工講解', '導覽團', '講解員', '解說員', '免費講解', '講解服務', '定時講解', '定時導覽', '免費導覽'],
    en: ['audio guide', 'audioguide', 'tour guide', 'guided tour', 'private guide', 'hire a guide', 'book a guide', 'local guide'],
    fr: ['audioguide', 'guide privé', 'visite guidée', 'guide local', 'guide francophone'],
    de: ['audioguide', 'audio-guide', 'führung', 'fremdenführer', 'privatführer', 'stadtführer'],
    ru: ['аудиогид', 'экскурсовод', 'гид=', 'экскурсию с гидом'],
    vi: ['thuyết minh tự động', 'audio guide', 'hướng dẫn viên', 'tour có hướng dẫn'],
    th: ['ออดิโอไกด์', 'เครื่องบรรยาย', 'ไกด์', 'มัคคุเทศก์'],
    ja: ['音声ガイド', 'ガイドツアー', 'ガイドさん', '案内人', '通訳ガイド'],
    ko: ['오디오 가이드', '오디오가이드', '가이드 투어', '가이드를', '해설사', '가이드 있'],
    ms: ['panduan audio', 'pemandu pelancong', 'lawatan berpemandu'],
  },
  // Who runs a place and how to reach them: the guide gives no one's name or number.
  contact: {
    cn: ['馆长', '院长', '负责人', '电话', '手机号', '邮箱', '联系方式', '微信号', '投诉', '经理'],
    'zh-Hant': ['館長', '院長', '負責人', '電話', '手機號', '郵箱', '聯絡方式', '投訴', '客訴', '經理'],
    en: ['director', 'curator', 'manager', 'phone', 'telephone', 'email', 'contact', 'mobile number', 'complain', 'complaint'],
    fr: ['directeur', 'directrice', 'conservateur', 'téléphone', 'courriel', 'e-mail', 'contact', 'gérant', 'plainte', 'réclamation'],
    de: ['direktor', 'leiter', 'telefon', 'e-mail', 'kontakt', 'handynummer', 'geschäftsführer', 'beschwer'],
    ru: ['директор', 'руководител', 'телефон', 'почт', 'контакт', 'управляющ', 'жалоб', 'пожаловаться'],
    vi: ['giám đốc', 'điện thoại', 'email', 'liên hệ', 'số máy', 'quản lý', 'khiếu nại'],
    th: ['ผู้อำนวยการ', 'โทรศัพท์', 'เบอร์', 'อีเมล', 'ติดต่อ', 'ผู้จัดการ', 'ร้องเรียน'],
    ja: ['館長', '院長', '電話', 'メール', '連絡先', '責任者', '苦情', 'クレーム'],
    ko: ['관장', '원장', '전화', '이메일', '연락처', '책임자', '민원', '항의'],
    ms: ['pengarah', 'telefon', 'emel', 'hubungi', 'pengurus', 'aduan', 'mengadu'],
  },
  // Entering the country: visas (advice outside a guide's texts).
  visa: {
    cn: ['签证', '免签', '落地签'], 'zh-Hant': ['簽證', '免簽', '落地簽'],
    en: ['visa form', 'visa application', 'visa-free', 'a visa', 'visa on arrival', 'need visa', 'e-visa', 'transit visa'],
    fr: ['demande de visa', 'un visa', 'sans visa', 'visa touristique', 'exemption de visa'], de: ['visumantrag', 'visum', 'visafrei', 'einreise'],
    ru: ['виза', 'визу', 'визы', 'безвиз'], vi: ['thị thực', 'miễn thị thực', 'xin visa', 'cần visa', 'miễn visa'],
    th: ['วีซ่า'], ja: ['ビザ', '査証'], ko: ['비자', '무비자'], ms: ['borang visa', 'visa china', 'perlu visa', 'bebas visa', 'visa masuk', 'permohonan visa'],
  },
  // Errands the visitor asks the guide to run (book, buy, call for them): no text does them.
  errands: {
    cn: ['帮我订', '帮我买', '帮我抢', '替我抢', '帮我们抢', '帮我预约', '帮我预订', '给我订', '给我买', '帮我叫', '替我订', '替我买', '帮忙订', '帮我们订', '帮我们买', '帮忙买', '代订', '代买', '帮我打车', '帮我叫车'],
    'zh-Hant': ['幫我訂', '幫我買', '幫我搶', '替我搶', '幫我們搶', '幫我預約', '幫我預訂', '給我訂', '幫我叫', '替我訂', '幫忙訂', '幫我們訂', '幫我們買', '幫忙買', '代訂', '代買', '幫我叫車'],
    en: ['order it for me', 'order one for me', 'can you order', 'book me', 'book for me', 'book it for me', 'buy me', 'buy for me', 'reserve for me', 'order me', 'call me a', 'get me a ticket', 'can you call', 'can you book', 'could you book', 'could you call', 'could you book', 'can you buy', 'could you buy', 'can you reserve', 'could you reserve', 'book us', 'buy us', 'call us a'],
    fr: ['réservez-moi', 'réserve-moi', 'achetez-moi', 'achète-moi', 'réserver pour moi', 'acheter pour moi', 'appelez-moi un', "m'appeler un", "m'appelez un", 'appelle-moi un', "m'appeler une", "me réserver", 'pouvez-vous réserver', 'peux-tu réserver', 'pouvez-vous acheter', 'peux-tu acheter', 'commande-moi', 'commandez-moi'],
    de: ['buch mir', 'buchen sie mir', 'reservier mir', 'reservieren sie mir', 'kauf mir', 'für mich buchen', 'für mich reservieren', 'ruf mir', 'rufen sie mir', 'können sie mir ein taxi', 'bestell mir', 'bestellen sie mir', 'kannst du für mich', 'können sie für mich', 'für mich kaufen', 'für mich bestellen', 'ruf uns ein'],
    ru: ['забронируй мне', 'забронируйте мне', 'купи мне', 'купите мне', 'закажи мне', 'закажите мне', 'вызови мне', 'забронировать для меня', 'забронируйте для меня', 'купить для меня', 'вызовите мне', 'вызови такси', 'вызовите такси', 'можете забронировать', 'можешь забронировать', 'можете заказать', 'можете купить', 'купи нам', 'купите нам', 'забронируй нам', 'забронируйте нам', 'закажи нам', 'закажите нам'],
    vi: ['đặt giúp', 'đặt cho tôi', 'mua giúp', 'mua cho tôi', 'gọi giúp', 'đặt giùm', 'mua giùm', 'gọi giùm', 'đặt hộ', 'mua hộ', 'gọi hộ', 'đặt cho mình', 'mua cho mình', 'gọi xe cho'],
    th: ['จองให้', 'ซื้อให้', 'ช่วยจอง', 'ช่วยซื้อ', 'เรียกให้', 'ช่วยเรียก'],
    ja: ['注文しといて', '注文してください', '注文してもらえ', '注文してほしい', '注文してくれ', '買っといて', '予約しといて', '取っといて', 'してくれる？', '予約してください', '予約をしてください', '予約をお願い', '予約してもらえ', '予約してほしい', '予約してくれ', '予約しておいて', '買っておいて', '買ってきて', '手配して', '取っておいて'],
    ko: ['예매해 줄', '예약해 줄', '대신 예매', '대신 예약', '대신 사', '사다 줄', '주문해 줄', '주문해 줘', '예약해 줘', '예약해줘', '예약해 주세요', '예매해 줘', '예매해줘', '예매해 주세요', '사 줘', '불러 줘'],
    ms: ['tolong order', 'tolong tempah', 'tempahkan', 'belikan', 'tolong beli', 'tolong panggil', 'bookkan', 'tolong book', 'boleh tempah untuk', 'tolong belikan'],
  },
  babycare: {
    cn: ['母婴室', '母婴', '哺乳室', '换尿布', '尿布台'],
    'zh-Hant': ['哺乳室', '育嬰室', '母嬰', '換尿布', '尿布台'],
    en: ['nursing room', 'baby changing', 'changing table', 'changing room for', 'mother and baby', 'breastfeed', 'diaper', 'nappy', 'nappies'],
    fr: ['table à langer', 'espace bébé', "salle d'allaitement", 'allaiter', 'couche', 'langer'],
    de: ['wickelraum', 'wickeltisch', 'stillraum', 'wickeln', 'windel', 'stillen'],
    ru: ['комната матери', 'пеленальн', 'перепеленать', 'подгузник', 'кормления грудью', 'покормить грудью'],
    vi: ['phòng cho con bú', 'phòng mẹ và bé', 'thay tã', 'tã', 'cho con bú'],
    th: ['ห้องให้นม', 'ห้องแม่และเด็ก', 'เปลี่ยนผ้าอ้อม', 'ผ้าอ้อม', 'ให้นมลูก'],
    ja: ['授乳室', 'おむつ', 'オムツ', 'ベビールーム', '授乳'],
    ko: ['수유실', '기저귀', '아기 휴게실', '모유 수유'],
    ms: ['bilik menyusu', 'bilik ibu', 'tukar lampin', 'lampin', 'menyusukan'],
  },
  // What an exhibit would fetch: no guide prices its collection.
  value: {
    cn: ['保险', '保额', '拍卖', '估价', '值多少钱', '能卖多少', '卖多少钱', '市场价', '多少美元', '多少美金'],
    'zh-Hant': ['保險', '保額', '拍賣', '估價', '值多少錢', '能賣多少', '賣多少錢', '市場價', '多少美元', '多少美金'],
    en: ['insured', 'insurance', 'auction', 'sell for', 'how much is it worth', 'how much is this worth', 'how much would it be worth', 'market value', 'appraised', 'in dollars', 'in us dollars', 'in euros'],
    fr: ['assuré', 'assurance', 'enchères', 'vaut combien', 'combien vaut', 'valeur marchande', 'se vendrait', 'en dollars', 'en euros'],
    de: ['versicher', 'auktion', 'versteiger', 'wie viel wert', 'wieviel wert', 'marktwert', 'schätzwert', 'in dollar', 'in euro'],
    ru: ['страхов', 'застрахован', 'аукцион', 'рыночная стоимость', 'сколько стоил бы', 'сколько бы стоил', 'в долларах', 'в рублях', 'в евро'],
    vi: ['bảo hiểm', 'đấu giá', 'đáng giá bao nhiêu', 'bán được bao nhiêu', 'bao nhiêu đô'],
    th: ['ประกัน', 'ประมูล', 'ขายได้เท่าไหร่', 'ขายได้กี่บาท', 'กี่ดอลลาร์'],
    ja: ['保険', 'オークション', '競売', '値打ち', 'いくらで売れ', 'ドルで', '何ドル'],
    ko: ['보험', '경매', '값어치', '얼마에 팔', '달러로', '몇 달러'],
    ms: ['insurans', 'diinsuranskan', 'lelong', 'bernilai berapa', 'berapa nilai', 'nilai pasaran', 'boleh jual berapa', 'dalam dolar', 'berapa dolar'],
  },
  // Facilities, each apart: a sentence on the lockers does not answer where the toilets are.
  toilets: {
    cn: ['厕所', '洗手间', '卫生间'],
    'zh-Hant': ['廁所', '洗手間', '化妝室'],
    en: ['toilet', 'restroom', 'bathroom', 'washroom', 'wc'],
    fr: ['toilettes', 'wc'],
    de: ['toilette', 'wc'],
    ru: ['туалет'],
    vi: ['nhà vệ sinh', 'toilet'],
    th: ['ห้องน้ำ'],
    ja: ['トイレ', '化粧室'],
    ko: ['화장실'],
    ms: ['tandas'],
  },
  // Being carried up (a sedan chair) or having one's bags carried (a porter): a service like the
  // toilets, answered only by a sentence that speaks of it.
  porters: {
    cn: ['轿子', '抬轿', '滑竿', '挑夫', '背夫'],
    'zh-Hant': ['轎子', '抬轎', '滑竿', '挑夫', '背夫'],
    en: ['sedan chair', 'porter', 'carried up', 'carry me up'],
    fr: ['chaise à porteurs', 'porteur'],
    de: ['sänfte', 'lastenträger', 'gepäckträger'],
    ru: ['паланкин', 'носилк', 'носильщик'],
    vi: ['kiệu', 'cáng', 'khuân vác'],
    th: ['เกี้ยว', 'คนหาม', 'ลูกหาบ'],
    ja: ['駕籠', 'かごに乗', 'ポーター', '荷物運び'],
    ko: ['가마를 타', '가마 타', '가마꾼', '짐꾼', '포터'],
    ms: ['naik tandu', 'usung tandu', 'pengusung', 'porter'],
  },
  // A room to pray in: a facility like the toilets, which no text speaks of.
  prayer: {
    cn: ['祈祷室', '礼拜室', '祷告室'],
    'zh-Hant': ['祈禱室', '禮拜室', '禱告室'],
    en: ['prayer room', 'prayer space', 'place to pray', 'musalla'],
    fr: ['salle de prière', 'lieu de prière', 'prier'],
    de: ['gebetsraum', 'beten'],
    ru: ['молельн', 'комната для молитв', 'помолиться'],
    vi: ['phòng cầu nguyện', 'chỗ cầu nguyện', 'nơi cầu nguyện'],
    th: ['ห้องละหมาด', 'ที่ละหมาด', 'ละหมาด'],
    ja: ['礼拝室', '祈祷室', 'お祈り'],
    ko: ['기도실', '예배실'],
    ms: ['surau', 'musolla', 'musala', 'bilik solat', 'tempat solat', 'solat'],
  },
  storage: {
    cn: ['寄放', '存放', '寄存', '储物柜', '行李', '背包', '存包', '双肩包', '登山包', '大包', '存东西', '地方存'],
    'zh-Hant': ['寄放', '存放', '寄物', '寄存', '置物櫃', '行李', '背包', '存包', '登山包', '大包', '存東西', '地方存'],
    en: ['locker', 'luggage', 'cloakroom', 'backpack', 'rucksack', 'bags', 'bag', 'suitcase', 'storage', 'store', 'somewhere to leave', 'place to leave', 'leave it somewhere', 'leave my', 'leave our'],
    fr: ['consigne', 'casier', 'bagage', 'sac à dos', 'sacs à dos', 'sacs', 'valise', 'déposer', 'le laisser', 'les laisser', 'laisser mon', 'laisser mes', 'laisser nos'],
    de: ['schließfach', 'gepäck', 'garderobe', 'rucksack', 'rucksäcke', 'taschen', 'koffer', 'aufbewahr', 'abstellen'],
    ru: ['сдать вещи', 'камера хранения', 'камеры хранения', 'шкафчик', 'багаж', 'рюкзак', 'сумк', 'чемодан', 'оставить вещи', 'хранени'],
    vi: ['tủ gửi đồ', 'gửi đồ', 'hành lý', 'ba lô', 'balo', 'túi xách', 'vali'],
    th: ['ตู้ฝากของ', 'ฝากของ', 'สัมภาระ', 'กระเป๋า', 'เป้'],
    ja: ['預け', 'ロッカー', '荷物', 'リュック', 'バッグ', 'スーツケース'],
    ko: ['맡기', '맡길', '맡겨', '사물함', '보관함', '보관', '짐', '배낭', '가방', '캐리어'],
    ms: ['loker', 'bagasi', 'simpan barang', 'beg', 'beg galas'],
  },
  // Renting or borrowing a thing (an umbrella at the gate, walking poles, a costume): only a
  // sentence that speaks of renting answers it (the coats rented at the top of Mount Tai).
  // (Not 租 alone: 出租车 is a taxi.)
  rental: {
    cn: ['能借', '可以借', '借个', '借一', '租用', '租借', '租赁', '可租', '能租', '租到', '租个', '租辆', '租一', '有租', '租吗', '租金', '出借', '借用', '借到', '借个', '借把'],
    'zh-Hant': ['能借', '可以借', '借個', '借一', '租用', '租借', '租賃', '可租', '能租', '租到', '租個', '租輛', '租一', '有租', '租嗎', '租金', '出借', '借用', '借到', '借個', '借把'],
    en: ['rent', 'hire', 'borrow'],
    fr: ['louer', 'location', 'emprunter', 'loue'],
    de: ['miet', 'leih', 'verleih', 'ausleih', 'vermiet', 'ausgeliehen'],
    ru: ['аренд', 'прокат', 'напрокат', 'одолжить'],
    vi: ['thuê', 'mượn'],
    th: ['เช่า', 'ยืม'],
    ja: ['レンタル', '借り', '貸し出', '貸出'],
    ko: ['대여', '렌탈', '렌트', '빌리', '빌려', '빌릴'],
    ms: ['sewa', 'disewa', 'menyewa', 'penyewaan', 'pinjam', 'dipinjam', 'meminjam'],
  },
  // An age or a height a visitor must have (for a ride, a hike, to go alone): only a sentence
  // that gives one answers it, not the ride's price or the way. Not the elderly (ผู้สูงอายุ,
  // người cao tuổi) nor a child's ticket, which are the price's concessions.
  ageLimit: {
    cn: ['几岁以上', '几岁可以', '几岁能', '多大的孩子', '年龄限制', '身高限制', '限高', '身高要求'],
    'zh-Hant': ['幾歲以上', '幾歲可以', '幾歲能', '多大的孩子', '年齡限制', '身高限制', '身高要求'],
    en: ['old enough', 'age limit', 'minimum age', 'age requirement', 'age restriction', 'height limit', 'height requirement', 'tall enough', 'how old do you have to be', 'how old does', 'how old must', 'how tall do you have to be', 'how tall does'],
    fr: ['à partir de quel âge', 'quel âge faut-il', 'quel âge minimum', "limite d'âge", 'âge minimum', 'taille minimum', 'taille minimale'],
    de: ['ab welchem alter', 'wie alt muss', 'wie groß muss', 'mindestalter', 'altersgrenze', 'altersbeschränkung', 'mindestgröße'],
    ru: ['с какого возраста', 'возрастн', 'ограничение по росту'],
    vi: ['từ mấy tuổi', 'từ bao nhiêu tuổi', 'giới hạn tuổi', 'giới hạn độ tuổi', 'chiều cao tối thiểu', 'giới hạn chiều cao'],
    th: ['อายุกี่ขวบ', 'กี่ขวบ', 'อายุขั้นต่ำ', 'จำกัดอายุ', 'จำกัดส่วนสูง'],
    ja: ['何歳から', '年齢制限', '身長制限'],
    ko: ['몇 살부터', '몇살부터', '나이 제한', '연령 제한', '키 제한'],
    ms: ['had umur', 'umur minimum', 'had ketinggian'],
  },
  // Sleeping in a tent: not a night in a summit hotel, nor the rule on the summit's paths.
  camping: {
    cn: ['露营', '搭帐篷', '扎营', '帐篷'],
    'zh-Hant': ['露營', '搭帳篷', '紮營', '帳篷'],
    en: ['camp', 'camping', 'tent'],
    fr: ['camper', 'camping', 'tente', 'bivouac'],
    de: ['zelten', 'zelt', 'camping', 'campen'],
    ru: ['палатк', 'кемпинг', 'лагерем'],
    vi: ['cắm trại', 'dựng lều', 'lều'],
    th: ['กางเต็นท์', 'เต็นท์', 'ตั้งแคมป์', 'แคมป์ปิ้ง'],
    ja: ['キャンプ', 'テント', '野営'],
    ko: ['캠핑', '텐트', '야영'],
    ms: ['berkhemah', 'khemah', 'perkhemahan'],
  },
  // Who pays less (students, seniors, children, a discount): the fares do not say it unless a
  // sentence names them.
  discount: {
    cn: ['折扣', '打折', '优惠', '学生票', '学生证', '老人票', '半价', '减免', '儿童票'],
    'zh-Hant': ['折扣', '打折', '優惠', '學生票', '學生證', '老人票', '半價', '減免', '兒童票'],
    en: ['discount', 'concession', 'student ticket', 'student price', 'senior ticket', 'half price', 'half-price', 'reduced price', 'reduced fare'],
    fr: ['réduction', 'tarif réduit', 'demi-tarif', 'tarif étudiant'],
    de: ['ermäßig', 'rabatt', 'studententarif'],
    ru: ['скидк', 'льготн'],
    vi: ['giảm giá', 'ưu đãi', 'vé sinh viên', 'nửa giá'],
    th: ['ส่วนลด', 'ลดราคา', 'ครึ่งราคา'],
    ja: ['割引', '学割', '学生料金', '半額'],
    ko: ['할인', '학생 요금', '반값'],
    ms: ['diskaun', 'potongan harga', 'separuh harga', 'harga pelajar'],
  },
  // Giving a ticket back or changing its day: the price or the booking rule does not say it.
  refund: {
    cn: ['退票', '退款', '退钱', '可以退', '能退', '改签', '改期', '取消预约', '取消订单', '改时间', '改时段', '换场次', '改场次'],
    'zh-Hant': ['退票', '退款', '退錢', '可以退', '能退', '改期', '取消預約', '取消訂單', '改時間', '改時段', '換場次', '改場次'],
    en: ['refund', 'cancel', 'reschedule', 'change the date', 'money back', 'change my booking', 'change our booking', 'change the time slot', 'change my slot', 'change our slot', 'move our booking', 'move my booking'],
    fr: ['rembourser', 'remboursement', 'remboursé', 'annuler', 'annulation', 'changer la date', 'changer le créneau', 'changer de créneau', 'changer ma réservation', 'changer notre réservation'],
    de: ['erstatt', 'stornier', 'storno', 'umbuch', 'zurückgeben', 'geld zurück', 'zeitfenster ändern', 'zeitfenster verschieben', 'reservierung ändern', 'reservierung verschieben'],
    ru: ['вернуть билет', 'возврат', 'отменить', 'отмен', 'поменять дату', 'поменять время', 'перенести бронь', 'перенести запись', 'поменять слот'],
    vi: ['hoàn tiền', 'hoàn vé', 'trả vé', 'hủy vé', 'huỷ vé', 'đổi ngày', 'đổi giờ', 'đổi khung giờ', 'đổi suất'],
    th: ['คืนเงิน', 'คืนตั๋ว', 'ยกเลิก', 'เลื่อนวัน', 'เลื่อนเวลา', 'เปลี่ยนรอบ', 'เปลี่ยนเวลา'],
    ja: ['払い戻', 'キャンセル', '返金', '日程変更', '時間変更', '時間帯を変更', '予約を変更', '予約変更'],
    ko: ['환불', '취소', '날짜 변경', '시간 변경', '예약 변경', '시간대 변경'],
    ms: ['bayaran balik', 'pulangan wang', 'batal', 'tukar tarikh', 'tukar slot', 'tukar masa', 'tukar ke petang', 'tukar ke pagi', 'tukar tempahan'],
  },
  // What one may wear: a dress code, covered shoulders.
  dressCode: {
    cn: ['着装要求', '穿着要求', '衣着要求', '穿短裤', '穿拖鞋'],
    'zh-Hant': ['著裝要求', '穿著要求', '衣著要求', '穿短褲', '穿拖鞋'],
    en: ['dress code', 'shorts', 'flip-flops', 'flip flops', 'sleeveless'],
    fr: ['code vestimentaire', 'tenue correcte', 'short', 'tongs'],
    de: ['kleiderordnung', 'dresscode', 'kurze hose', 'shorts', 'flip-flops'],
    ru: ['дресс-код', 'дресс код', 'шорт', 'шлёпанц', 'шлепанц'],
    vi: ['quy định trang phục', 'quần short', 'quần đùi', 'dép lê'],
    th: ['การแต่งกาย', 'กางเกงขาสั้น', 'รองเท้าแตะ'],
    ja: ['服装規定', 'ドレスコード', '短パン', 'サンダル'],
    ko: ['복장 규정', '드레스 코드', '드레스코드', '반바지', '슬리퍼'],
    ms: ['kod pakaian', 'seluar pendek', 'selipar'],
  },
  // A pushchair: whether one can be taken in, or borrowed, is not a nursing room.
  strollers: {
    cn: ['婴儿车', '推车', '童车'],
    'zh-Hant': ['嬰兒車', '推車', '娃娃車'],
    en: ['stroller', 'pushchair', 'pram', 'buggy'],
    fr: ['poussette'],
    de: ['kinderwagen', 'buggy'],
    ru: ['коляск'],
    vi: ['xe đẩy'],
    th: ['รถเข็นเด็ก'],
    ja: ['ベビーカー'],
    ko: ['유모차'],
    ms: ['kereta sorong', 'stroller'],
  },
  lostProperty: {
    cn: ['失物招领'],
    'zh-Hant': ['失物招領'],
    en: ['lost and found', 'lost property'],
    fr: ['objets trouvés'],
    de: ['fundbüro'],
    ru: ['бюро находок'],
    vi: ['đồ thất lạc'],
    th: ['ของหาย'],
    ja: ['遺失物', '落とし物'],
    ko: ['분실물'],
    ms: ['barang hilang'],
  },
  shops: {
    cn: ['卖水', '卖吃的', '卖饮料', '卖东西', '按摩', '纪念品', '商店', '小卖部', '文创', '买水', '买瓶水', '买东西', '买吃的', '买饮料'],
    'zh-Hant': ['賣水', '賣吃的', '賣飲料', '賣東西', '按摩', '紀念品', '商店', '文創', '買水', '買瓶水', '買東西', '買吃的', '買飲料'],
    en: ['sell water', 'sells water', 'selling water', 'sell drinks', 'sell snacks', 'massage', 'souvenir', 'gift shop', 'shop', 'buy water', 'buy drinks', 'buy a drink', 'buy snacks', 'buy food', 'buy more water'],
    fr: ["vend de l'eau", 'vend à boire', 'massage', 'souvenir', 'boutique', 'commerce', "acheter de l'eau", 'acheter à boire', 'acheter à manger', 'acheter des boissons'],
    de: ['wasser verkauft', 'getränke verkauft', 'massage', 'souvenir', 'andenken', 'laden', 'wasser kaufen', 'getränke kaufen', 'was zu trinken kaufen', 'etwas zu essen kaufen'],
    ru: ['продают воду', 'продают напит', 'массаж', 'сувенир', 'магазин', 'купить воды', 'купить воду', 'купить ещё', 'купить еще', 'купить попить', 'купить напит', 'купить еды', 'купить поесть'],
    vi: ['bán nước', 'bán đồ uống', 'bán đồ ăn', 'mát xa', 'massage', 'quà lưu niệm', 'đồ lưu niệm', 'lưu niệm', 'cửa hàng', 'quầy bán', 'mua nước', 'mua đồ uống', 'mua đồ ăn'],
    th: ['ขายน้ำ', 'ขายเครื่องดื่ม', 'นวด', 'ของที่ระลึก', 'ร้านค้า', 'ซื้อน้ำ', 'ซื้อเครื่องดื่ม', 'ซื้อของกิน'],
    ja: ['水を売', '飲み物を売', 'マッサージ', 'お土産', '土産', '売店', 'ショップ', '水を買', '飲み物を買', '食べ物を買'],
    ko: ['물 팔', '물을 팔', '음료 팔', '마사지', '기념품', '매점', '상점', '물을 살', '물 살', '물 사', '음료를 살', '음료 살'],
    ms: ['jual air', 'jual minuman', 'urut', 'cenderamata', 'kedai', 'beli air', 'beli minuman', 'beli makanan'],
  },
  parking: {
    cn: ['停车', '车位'], 'zh-Hant': ['停車', '車位'],
    en: ['parking', 'car park', 'park the car', 'park our car', 'park my car', 'park a car'],
    fr: ['parking', 'se garer', 'stationner', 'garer la voiture'], de: ['parkplatz', 'parkplätze', 'parken', 'parkhaus'],
    ru: ['парковк', 'припарковать', 'парковать'], vi: ['đỗ xe', 'bãi đỗ', 'bãi xe', 'gửi xe', 'chỗ đậu xe', 'đậu xe'],
    th: ['ที่จอดรถ', 'จอดรถ'], ja: ['駐車'], ko: ['주차'], ms: ['letak kereta', 'tempat letak kereta', 'parkir', 'parking'],
  },
  // A guide, a tour or a text in a language: asked for, not said ("I speak no Chinese").
  language: {
    cn: ['英语讲解', '英文讲解', '英语导览', '英文导览', '外语讲解', '外语导览', '英文版', '英语版', '中文讲解'],
    'zh-Hant': ['英語講解', '英文講解', '英語導覽', '英文導覽', '外語講解', '外語導覽', '英文版', '英語版', '中文講解'],
    en: ['in english', 'english-speaking', 'english audio', 'english guide', 'english tour', 'in chinese', 'in french', 'in german', 'in russian', 'in vietnamese', 'in thai', 'in japanese', 'in korean', 'in malay', 'in my language'],
    fr: ['en français', 'en anglais', 'en allemand', 'francophone', 'anglophone'],
    de: ['auf deutsch', 'auf englisch', 'deutschsprachig', 'englischsprachig'],
    ru: ['на русском', 'на английском', 'русскоязыч', 'по-русски', 'по-английски'],
    vi: ['bằng tiếng'], th: ['เป็นภาษาไทย', 'เป็นภาษาอังกฤษ', 'ภาษาไทยไหม', 'ภาษาไทยมั้ย'],
    ja: ['日本語の', '日本語で', '英語の', '英語で'], ko: ['한국어로', '한국어 가이드', '한국어 안내', '영어로', '영어 가이드'], ms: ['dalam bahasa'],
  },
  // A visitor's own condition (a heart condition, asthma, a bite that may need a rabies shot): whether it is safe for them is a doctor's question, answered only by a
  // sentence that speaks of it.
  condition: {
    cn: ['心脏病', '心脏不好', '高血压', '血压', '哮喘', '糖尿病', '癫痫', '狂犬', '疫苗'],
    'zh-Hant': ['心臟病', '心臟不好', '高血壓', '血壓', '氣喘', '哮喘', '糖尿病', '癲癇', '狂犬', '疫苗'],
    en: ['heart condition', 'heart problem', 'heart disease', 'bad heart', 'blood pressure', 'asthma', 'diabetes', 'diabetic', 'epilepsy', 'rabies', 'vaccine', 'vaccination'],
    fr: ['cardiaque', 'tension artérielle', 'hypertension', 'asthme', 'diabète', 'diabétique', 'épilepsie', 'rage=', 'vaccin'],
    de: ['herzkrank', 'herzprobleme', 'herzerkrankung', 'herzleiden', 'blutdruck', 'asthma', 'diabetes', 'diabetiker', 'epilepsie', 'tollwut', 'impfung'],
    ru: ['сердечн', 'проблемы с сердцем', 'давлени', 'гипертони', 'астм', 'диабет', 'эпилепс', 'бешенств', 'прививк', 'вакцин'],
    vi: ['bệnh tim', 'tim mạch', 'huyết áp', 'hen suyễn', 'tiểu đường', 'động kinh', 'bệnh dại', 'tiêm phòng', 'vắc xin', 'vaccine'],
    th: ['โรคหัวใจ', 'ความดันโลหิต', 'ความดันสูง', 'หอบหืด', 'เบาหวาน', 'ลมชัก', 'พิษสุนัขบ้า', 'วัคซีน'],
    ja: ['心臓病', '心臓が', '血圧', '喘息', '糖尿病', 'てんかん', '狂犬病', 'ワクチン', '予防接種'],
    ko: ['심장병', '심장이 안 좋', '심장 질환', '혈압', '천식', '당뇨', '뇌전증', '광견병', '백신', '예방접종'],
    ms: ['sakit jantung', 'penyakit jantung', 'darah tinggi', 'tekanan darah', 'asma', 'kencing manis', 'diabetes', 'sawan', 'rabies', 'vaksin'],
  },
  // Afraid of heights: whether a way is for them is theirs to judge, from what the texts say of
  // it (a question on its railings is answered; "is it all right for me?" is not).
  heights: {
    cn: ['恐高'],
    'zh-Hant': ['懼高', '恐高'],
    en: ['fear of heights', 'afraid of heights', 'acrophobia', 'vertigo'],
    fr: ['peur du vide', 'vertige'],
    de: ['höhenangst', 'schwindelfrei'],
    ru: ['боязнь высоты', 'боюсь высоты'],
    vi: ['sợ độ cao'],
    th: ['กลัวความสูง'],
    ja: ['高所恐怖症', '高いところが苦手'],
    ko: ['고소공포증'],
    ms: ['gayat', 'takut tinggi'],
  },
  diet: {
    cn: ['清真', '素食', '吃素', '素菜'], 'zh-Hant': ['清真', '素食', '吃素', '素菜'],
    en: ['halal', 'vegetarian', 'vegan', 'kosher', 'gluten'], fr: ['halal', 'végétarien', 'végane', 'vegan', 'casher', 'sans gluten'],
    de: ['halal', 'vegetarisch', 'vegan', 'koscher', 'glutenfrei'], ru: ['халяль', 'вегетариан', 'веган', 'кошерн'],
    vi: ['halal', 'chay', 'thuần chay'], th: ['ฮาลาล', 'มังสวิรัติ', 'อาหารเจ', 'วีแกน'], ja: ['ハラール', 'ハラル', 'ベジタリアン', 'ヴィーガン', '精進'],
    ko: ['할랄', '채식', '비건'], ms: ['halal', 'vegetarian', 'sayuran sahaja'],
  },
};

/**
 * Words that make a question on the weather a forecast (today, tomorrow, this week): the guide
 * says what the weather is like there, never what it will be, so those are declined.
 */
// prettier-ignore
/** How busy it is: asked with today or now (FORECAST), a live fact no guide knows. */
// prettier-ignore
export const CROWDS: Cues = {
  cn: ['人多', '人多吗', '拥挤', '挤不挤', '排队', '排多久', '人山人海', '等多久', '人潮', '人流', '游客多', '爆满'],
  'zh-Hant': ['人多', '擁擠', '擠不擠', '排隊', '排多久', '人山人海', '等多久', '人潮', '人流', '遊客多', '爆滿'],
  en: ['crowded', 'busy', 'queue', 'queues', 'line is', 'lines', 'packed', 'how many people', 'waiting time', 'wait time'],
  fr: ['bondé', 'foule', 'affluence', "file d'attente", 'queue', 'monde', "temps d'attente"],
  de: ['voll', 'überfüllt', 'andrang', 'schlange', 'warteschlange', 'viel los', 'wartezeit'],
  ru: ['многолюдно', 'сколько людей', 'сейчас людей', 'людей сейчас', 'сколько народу', 'много народу', 'народу', 'толп', 'очеред', 'много людей', 'людно', 'ожидани'],
  vi: ['đông', 'xếp hàng', 'dong khong', 'đông không', 'chờ bao lâu', 'thời gian chờ'],
  th: ['คนเยอะ', 'คิว', 'แออัด', 'คนแน่น', 'รอนาน', 'ต้องรอนาน'],
  ja: ['混んで', '混雑', '行列', '並んで', '人が多', '待ち時間'],
  ko: ['붐비', '붐벼', '줄이', '줄 길', '웨이팅', '대기 줄', '줄 서', '줄 얼마나', '줄을 서', '사람 많', '사람이 많', '대기 시간', '대기시간'],
  ms: ['sesak', 'ramai', 'beratur', 'barisan', 'masa menunggu', 'menunggu lama'],
};

/** The time of a sunrise or sunset: asked for today or tomorrow, a fact of that day no guide gives. */
// prettier-ignore
export const SUN_TIMES: Cues = {
  cn: ['日出时间', '几点日出', '日出几点', '日落时间', '几点日落', '日落几点'],
  'zh-Hant': ['日出時間', '幾點日出', '日出幾點', '日落時間', '幾點日落', '日落幾點'],
  en: ['sunrise time', 'time is sunrise', 'time is the sunrise', 'sunset time', 'time is sunset', 'time is the sunset', 'time does the sun rise', 'time does the sun set'],
  fr: ['heure du lever du soleil', 'heure du coucher du soleil', 'le soleil se lève à quelle heure'],
  de: ['sonnenaufgang um', 'wann ist sonnenaufgang', 'uhrzeit des sonnenaufgangs', 'wann geht die sonne auf', 'sonnenuntergang um', 'wann ist sonnenuntergang'],
  ru: ['во сколько рассвет', 'время рассвета', 'во сколько восход', 'время восхода', 'во сколько закат', 'время заката'],
  vi: ['mấy giờ mặt trời mọc', 'giờ mặt trời mọc', 'mặt trời mọc lúc mấy giờ', 'mấy giờ mặt trời lặn'],
  th: ['พระอาทิตย์ขึ้นกี่โมง', 'เวลาพระอาทิตย์ขึ้น', 'พระอาทิตย์ตกกี่โมง'],
  ja: ['日の出の時刻', '日の出は何時', '日の出の時間', '日の入りの時刻', '日の入りは何時'],
  ko: ['일출 시각', '일출 시간', '일출은 몇 시', '일출이 몇 시', '일몰 시각', '일몰 시간'],
  ms: ['waktu matahari terbit', 'pukul berapa matahari terbit', 'matahari terbit pukul berapa', 'waktu matahari terbenam'],
};

/**
 * The state of the weather or the mountain (snow lying, fog, the sea of clouds, the
 * temperature): asked with today or now, a live fact no guide holds. Rain as the setting of
 * something else asked is IF_IT_RAINS, not this.
 */
// prettier-ignore
export const CONDITIONS: Cues = {
  cn: ['开花了', '花开了', '开了吗', '开了没', '盛开', '看得到日出', '看到日出', '能看日出', '下雪', '有雪', '积雪', '下雨', '有雾', '大雾', '云海', '结冰', '气温', '温度', '多冷', '冷不冷', '水位'],
  'zh-Hant': ['開花了', '花開了', '開了嗎', '開了沒', '盛開', '看得到日出', '看到日出', '能看日出', '下雪', '有雪', '積雪', '下雨', '有霧', '大霧', '雲海', '結冰', '氣溫', '溫度', '多冷', '冷不冷', '水位'],
  en: ['in bloom', 'blooming', 'in flower', 'see the sunrise', 'sunrise be visible', 'snow', 'raining', 'foggy', 'fog', 'misty', 'sea of clouds', 'cloud sea', 'icy', 'temperature', 'how cold', 'water level'],
  fr: ['en fleur', 'fleuris', 'en floraison', 'voir le lever du soleil', 'neige', 'pleut', 'brouillard', 'mer de nuages', 'verglas', 'température', 'fait froid', "niveau de l'eau", "niveau d'eau"],
  de: ['blühen', 'blüht', 'in blüte', 'sonnenaufgang sehen', 'sonnenaufgang zu sehen', 'schnee', 'schneit', 'regnet', 'nebel', 'wolkenmeer', 'glatteis', 'temperatur', 'wie kalt', 'wasserstand', 'pegel'],
  ru: ['цветут', 'цветёт', 'цветет', 'в цвету', 'увидеть рассвет', 'увидим рассвет', 'рассвет будет видно', 'снег', 'идёт дождь', 'идет дождь', 'туман', 'море облаков', 'гололёд', 'гололед', 'температур', 'холодно', 'уровень воды'],
  vi: ['nở hoa', 'hoa nở', 'đang nở', 'nở chưa', 'thấy mặt trời mọc', 'ngắm được bình minh', 'tuyết', 'đang mưa', 'có mưa', 'sương mù', 'biển mây', 'nhiệt độ', 'lạnh không', 'mực nước'],
  th: ['บานหรือยัง', 'บานแล้ว', 'ออกดอก', 'ดอกบาน', 'เห็นพระอาทิตย์ขึ้น', 'หิมะ', 'ฝนตก', 'หมอก', 'ทะเลหมอก', 'ทะเลเมฆ', 'อุณหภูมิ', 'หนาวไหม', 'ระดับน้ำ'],
  ja: ['咲いて', '咲きました', '開花', '見頃', '日の出、見え', '日の出は見え', '日の出が見え', '見えそう', '雪', '雨が降', '霧', '雲海', '凍結', '気温', '寒い', '水位'],
  ko: ['피었', '폈어', '개화', '꽃이 피', '일출 볼 수', '일출 보일', '일출이 보일', '눈이', '눈 와', '눈와', '비가 와', '비 와', '안개', '운해', '기온', '빙판', '추워', '수위'],
  ms: ['berbunga', 'sedang mekar', 'dah mekar', 'nampak matahari terbit', 'lihat matahari terbit', 'salji', 'hujan', 'kabus', 'lautan awan', 'suhu', 'sejuk', 'paras air'],
};

/** Today or now (or tomorrow): asked with how busy it is, a live fact. Not a weekday or the weekends in general. */
// prettier-ignore
export const NOW: Cues = {
  cn: ['下周', '下个星期', '这周末', '这周', '本周', '这个月', '本月', '今天', '现在', '此刻', '明天', '这会儿', '眼下', '目前'], 'zh-Hant': ['下週', '下星期', '這週末', '這週', '本週', '這個月', '本月', '今天', '現在', '此刻', '明天', '這會兒', '這時候', '眼下', '目前'],
  en: ['next week', 'this weekend', 'this week', 'this month', 'today', 'tonight', 'right now', 'currently', 'at the moment', 'tomorrow', 'this morning', 'this afternoon'],
  fr: ['la semaine prochaine', 'ce week-end', 'cette semaine', 'ce mois', "aujourd'hui", 'en ce moment', 'maintenant', 'demain'], de: ['nächste woche', 'dieses wochenende', 'diese woche', 'diesen monat', 'in diesem monat', 'heute', 'für morgen', 'morgen schon', 'morgen noch', 'gerade', 'derzeit', 'jetzt', 'im moment'],
  ru: ['на следующей неделе', 'в эти выходные', 'на этой неделе', 'в этом месяце', 'сегодня', 'сейчас', 'щас', 'счас', 'завтра'], vi: ['tuần sau', 'tuần tới', 'cuối tuần này', 'tuần này', 'tháng này', 'hôm nay', 'bây giờ', 'lúc này', 'giờ này', 'hiện tại', 'ngày mai'],
  th: ['สัปดาห์หน้า', 'อาทิตย์หน้า', 'สัปดาห์นี้', 'อาทิตย์นี้', 'เดือนนี้', 'วันนี้', 'ตอนนี้', 'พรุ่งนี้', 'ขณะนี้'], ja: ['来週', '今週末', '今週', '今月', '今日', '今朝', '今夜', '今晩', '今は', 'いまの', 'いまは', 'いま混', 'いま、', '現在', '明日', '今って', '今混', '今、', 'ただいま', '今の時間'], ko: ['다음 주', '다음주', '이번 주말', '이번 주', '이번주', '이번 달', '이번달', '오늘', '지금', '내일', '현재'],
  ms: ['minggu depan', 'hujung minggu ini', 'minggu ini', 'minggu ni', 'bulan ini', 'bulan ni', 'hari ini', 'hari ni', 'sekarang', 'esok', 'petang ni', 'pagi ni', 'malam ni', 'petang ini'],
};

/** On display (asked with now or today, NOW: whether a scroll is out this week is a live fact). */
// prettier-ignore
export const ON_VIEW: Cues = {
  cn: ['展出', '在展', '展着', '陈列出来', '特展', '临展', '特别展'], 'zh-Hant': ['展出', '在展', '展著', '陳列出來', '特展', '臨展', '特別展'],
  en: ['on display', 'on view', 'on show', 'exhibited', 'being shown', 'special exhibition', 'temporary exhibition'], fr: ['exposé', 'exposée', 'en exposition', 'visible', 'exposition temporaire', 'expositions temporaires'],
  de: ['ausgestellt', 'zu sehen', 'in der ausstellung', 'sonderausstellung'], ru: ['выставлен', 'в экспозиции', 'экспонируется', 'показывают', 'временная выставк', 'временные выставк', 'временной выставк'],
  vi: ['trưng bày', 'được trưng', 'triển lãm đặc biệt', 'triển lãm chuyên đề'], th: ['จัดแสดง', 'โชว์อยู่', 'นิทรรศการพิเศษ'], ja: ['展示', '公開中', '公開され', '特別展', '企画展'],
  ko: ['전시', '공개', '특별전', '기획전'], ms: ['dipamerkan', 'dipamer', 'dalam pameran', 'pameran khas', 'pameran sementara'],
};

/** Rain as a condition of the visit ("even if it rains", 雨でも): what the place is like then, not a forecast. */
// prettier-ignore
export const IF_IT_RAINS: Cues = {
  cn: ['下雨也', '下雨天', '雨天', '如果下雨', '下雨的话', '下雨还', '雨中', '下雨了', '在下雨', '扫兴'],
  'zh-Hant': ['下雨也', '下雨天', '雨天', '如果下雨', '下雨的話', '下雨還', '雨中', '下雨了', '在下雨', '掃興'],
  en: ['in the rain', 'if it rains', 'when it rains', 'rainy day', 'in rain', "it's raining", 'it is raining'],
  fr: ["s'il pleut", 'sous la pluie', 'par temps de pluie', 'quand il pleut', 'jour de pluie', 'il pleut'],
  de: ['bei regen', 'wenn es regnet', 'im regen', 'regentag', 'regnet es', 'es regnet'],
  ru: ['в дождь', 'если дождь', 'если будет дождь', 'под дождём', 'под дождем', 'в дождливую', 'идёт дождь', 'идет дождь'],
  vi: ['khi mưa', 'nếu mưa', 'trời mưa', 'dưới mưa', 'ngày mưa', 'đang mưa'],
  th: ['ถ้าฝนตก', 'ตอนฝนตก', 'วันฝนตก', 'ฝนตกก็', 'ฝนกำลังตก'],
  ja: ['雨でも', '雨の日', '雨なら', '雨が降っても', '雨天', '雨が降って'],
  ko: ['비가 와도', '비 와도', '비가 오면', '비 오면', '비 오는 날', '우천', '비가 와서', '비 오는데'],
  ms: ['kalau hujan', 'jika hujan', 'waktu hujan', 'semasa hujan', 'hari hujan', 'tengah hujan'],
};

/**
 * The forecast told, not asked ("the forecast says rain", 天气预报说, 雨予報なんですが, 예보에 비
 * 온대요): the visitor already knows the weather and asks something else.
 */
// prettier-ignore
export const FORECAST_SAID: Cues = {
  cn: ['天气预报说', '预报说', '预报有雨', '预报要下雨', '预报会下雨', '说会下雨', '说要下雨', '听说会下雨'],
  'zh-Hant': ['天氣預報說', '預報說', '預報有雨', '預報要下雨', '預報會下雨', '說會下雨', '說要下雨', '聽說會下雨'],
  en: ['forecast says', 'forecast said', 'forecast is for', 'forecast shows', 'forecast calls for', 'forecast predicts', 'supposed to rain', 'meant to rain'],
  fr: ['la météo annonce', 'météo annonce', 'la météo prévoit', 'météo prévoit', 'annonce de la pluie', 'annoncé de la pluie', 'prévu de la pluie', 'prévoit de la pluie', 'censé pleuvoir'],
  de: ['wetterbericht sagt', 'vorhersage sagt', 'regen angesagt', 'ist regen', 'soll regnen', 'soll es regnen', 'wird regnen', 'regen vorhergesagt', 'laut wetterbericht', 'laut vorhersage'],
  ru: ['прогноз обещает', 'по прогнозу', 'обещают дождь', 'обещали дождь', 'синоптики', 'прогноз говорит'],
  vi: ['dự báo nói', 'dự báo có mưa', 'dự báo thời tiết nói', 'dự báo thời tiết báo', 'báo mưa', 'dự báo mưa', 'nghe nói sẽ mưa'],
  th: ['พยากรณ์บอก', 'พยากรณ์อากาศบอก', 'พยากรณ์ว่า', 'บอกว่าฝนจะตก'],
  ja: ['予報では', '予報だと', '雨予報', '雨の予報', '予報で雨', '降るらしい', '降るそう'],
  ko: ['예보에', '예보상', '예보로는', '온대요', '온다고', '온다네', '온다던데', '올 거래', '온다는'],
  ms: ['ramalan cuaca kata', 'ramalan kata', 'ramalan cuaca menunjukkan', 'dijangka hujan', 'katanya hujan'],
};

/**
 * Whether to go ahead with the visit or call it off ("should we cancel", "is it still worth
 * it"): asked with rain the visitor was told of, what the place says of rain answers it.
 */
// prettier-ignore
export const CALL_OFF: Cues = {
  cn: ['取消', '还去吗', '还要去吗', '还值得', '值不值得去', '改天', '推迟', '延期', '还好玩', '还好看', '要不要去', '还能去'],
  'zh-Hant': ['取消', '還去嗎', '還要去嗎', '還值得', '值不值得去', '改天', '推遲', '延期', '還好玩', '還好看', '要不要去', '還能去'],
  en: ['cancel', 'call off', 'call it off', 'postpone', 'put it off', 'still go', 'still worth', 'still nice', 'still enjoy', 'go anyway', 'still good', 'worth going', 'still be nice', 'still be worth'],
  fr: ['annuler', 'reporter', 'quand même', 'toujours la peine', 'vaut encore', 'vaut la peine', 'toujours beau', 'encore beau'],
  de: ['absagen', 'stornier', 'verschieben', 'trotzdem', 'lohnt sich', 'noch lohnen', 'noch schön', 'lohnt es sich'],
  ru: ['отменить', 'отменять', 'отмена', 'перенести', 'всё равно', 'все равно', 'стоит ли', 'стоит ехать', 'стоит идти', 'стоит плыть'],
  vi: ['hủy', 'huỷ', 'hoãn', 'dời lịch', 'vẫn đi', 'vẫn đẹp', 'có nên đi', 'đáng đi', 'còn đáng', 'vẫn nên đi'],
  th: ['ยกเลิก', 'เลื่อน', 'ยังไปได้', 'ยังสวย', 'คุ้มไหม', 'ควรไปไหม', 'ยังน่าไป', 'ยังคุ้ม'],
  ja: ['キャンセル', '中止', '延期', 'やめた方', 'やめたほう', 'それでも', '楽しめ', '行く価値', '取りやめ'],
  ko: ['취소', '미룰', '미뤄', '연기해', '그래도', '가도 될까', '가볼 만', '갈 만', '가야 할까', '가는 게 나을까'],
  ms: ['batal', 'tangguh', 'masih berbaloi', 'berbaloi', 'masih cantik', 'tetap pergi', 'patut pergi', 'masih boleh pergi'],
};

/** Money back (a refund, 退款): not whether to go, even with rain told. */
// prettier-ignore
export const MONEY_BACK: Cues = {
  cn: ['退款', '退票', '退钱', '退费'], 'zh-Hant': ['退款', '退票', '退錢', '退費'], en: ['refund', 'money back'], fr: ['rembours'],
  de: ['erstatt', 'geld zurück'], ru: ['вернуть деньги', 'возврат', 'вернут деньги'], vi: ['hoàn tiền', 'hoàn vé', 'trả vé'],
  th: ['คืนเงิน', 'คืนตั๋ว'], ja: ['払い戻', '返金'], ko: ['환불'], ms: ['bayaran balik', 'pulangan wang', 'wang dikembalikan'],
};

export const FORECAST: Cues = {
  cn: ['明天', '今天', '后天', '这周', '下周', '周末', '现在', '最近几天'],
  'zh-Hant': ['明天', '今天', '後天', '這週', '下週', '週末', '現在', '最近幾天'],
  en: ['tomorrow', 'today', 'tonight', 'this week', 'next week', 'this weekend', 'right now', 'currently'],
  fr: ['demain', "aujourd'hui", 'ce soir', 'cette semaine', 'semaine prochaine', 'ce week-end', 'en ce moment'],
  de: ['morgen', 'heute', 'übermorgen', 'diese woche', 'nächste woche', 'am wochenende', 'gerade', 'derzeit'],
  ru: ['завтра', 'сегодня', 'послезавтра', 'на этой неделе', 'на следующей неделе', 'на выходных', 'сейчас', 'щас'],
  vi: ['ngày mai', 'hôm nay', 'tuần này', 'tuần sau', 'cuối tuần này', 'bây giờ', 'hiện tại'],
  th: ['พรุ่งนี้', 'วันนี้', 'สัปดาห์นี้', 'อาทิตย์หน้า', 'ตอนนี้'],
  ja: ['明日', '今日', '明後日', '今週', '来週', '週末', '今は'],
  ko: ['내일', '오늘', '모레', '이번 주', '다음 주', '주말', '지금'],
  ms: ['esok', 'hari ini', 'lusa', 'minggu ini', 'minggu depan', 'hujung minggu ini', 'sekarang'],
};

/** What is near the place, asked ("anything nearby to walk to after?", 附近还有什么): what its texts say is beside it. */
// prettier-ignore
export const NEARBY: Cues = {
  cn: ['附近', '周边', '周围', '旁边还有', '顺便去', '顺路去'],
  'zh-Hant': ['附近', '周邊', '周圍', '旁邊還有', '順便去', '順路去'],
  en: ['nearby', 'near by', 'close by', 'around here', 'in the area', 'next door', 'in the neighbourhood', 'in the neighborhood'],
  fr: ['à proximité', 'aux alentours', 'dans le coin', 'dans les environs', 'pas loin', 'à côté'],
  de: ['in der nähe', 'nebenan', 'in der umgebung', 'drumherum', 'gleich daneben', 'um die ecke'],
  ru: ['рядом', 'поблизости', 'неподалёку', 'неподалеку', 'в окрестност', 'по соседству'],
  vi: ['gần đó', 'gần đây', 'xung quanh', 'lân cận', 'quanh đó', 'gan do', 'gan day'],
  th: ['ใกล้ๆ', 'ใกล้ ๆ', 'แถวนี้', 'แถวนั้น', 'ใกล้เคียง', 'รอบๆ'],
  ja: ['近く', '周辺', '周り', 'この辺', 'あの辺'],
  ko: ['근처', '주변', '가까운 곳', '인근'],
  ms: ['dekat-dekat', 'dekat2', 'berdekatan', 'sekitar', 'kawasan sekitar', 'sebelah'],
};

/** How a text says what stands beside a place (beside East Lake, 东湖之滨, ริมทะเลสาบ). */
// prettier-ignore
export const BESIDE: Cues = {
  cn: ['旁', '畔', '之滨', '毗邻', '附近', '紧邻', '隔壁'],
  'zh-Hant': ['旁', '畔', '之濱', '毗鄰', '附近', '緊鄰', '隔壁'],
  en: ['beside', 'next to', 'next door', 'nearby', 'adjoining', 'on the shore', 'a short walk'],
  fr: ['à côté', 'au bord', 'près du', 'près de', 'voisin', 'sur la rive'],
  de: ['neben', 'am ufer', 'in der nähe', 'nebenan', 'direkt daneben', 'gleich daneben'],
  ru: ['рядом', 'на берегу', 'возле', 'неподалёку', 'неподалеку', 'по соседству'],
  vi: ['bên', 'cạnh', 'gần'],
  th: ['ริม', 'ข้าง', 'ใกล้'],
  ja: ['隣', 'ほとり', '近く', 'そば', '湖畔'],
  ko: ['옆', '호숫가', '근처', '인근', '가에'],
  ms: ['di tepi', 'bersebelahan', 'berhampiran', 'di sebelah'],
};

/** Going out to see or walk (asked beside NEARBY: somewhere to go, not a car park or a shop). */
// prettier-ignore
export const OUTING: Cues = {
  cn: ['好玩', '逛', '走走', '景点', '看看', '去哪', '值得去', '散步'],
  'zh-Hant': ['好玩', '逛', '走走', '景點', '看看', '去哪', '值得去', '散步'],
  en: ['to see', 'to do', 'to visit', 'walk', 'stroll', 'worth', 'sights', 'go next', 'places to go', 'wander'],
  fr: ['à voir', 'à faire', 'visiter', 'balade', 'promener', 'promenade', 'vaut'],
  de: ['sehenswert', 'anschauen', 'ansehen', 'spazier', 'besuchen', 'sehen', 'unternehmen'],
  ru: ['посмотреть', 'погулять', 'прогул', 'сходить', 'посетить', 'интересн'],
  vi: ['đi dạo', 'đi chơi', 'tham quan', 'ngắm', 'đáng xem', 'đi đâu', 'di dao', 'di choi'],
  th: ['เที่ยว', 'เดินเล่น', 'ไปดู', 'น่าไป', 'น่าเที่ยว'],
  ja: ['見る', '散歩', '散策', '観光', '見どころ', '行ける', '寄れる'],
  ko: ['볼 만한', '볼만한', '산책', '가볼', '구경', '갈 만한', '갈만한'],
  ms: ['jalan', 'lawat', 'tengok', 'menarik', 'bersiar', 'melancong'],
};

/**
 * Tickets, places or shows left, or a ride running (asked with today or tomorrow, NOW): a live
 * fact no guide holds ("is the cruise sailing today?", "還有場次嗎").
 */
// prettier-ignore
export const TICKETS_LEFT: Cues = {
  cn: ['售罄', '抢光', '约满', '约不到', '还有票', '余票', '票还有', '卖完', '剩票', '还剩', '剩几张', '还买得到', '还有场次', '场次还有', '开船吗', '发船', '停运', '停航', '运营吗', '开不开', '有在开', '在运行', '还开吗', '开着吗'],
  'zh-Hant': ['售罄', '搶光', '約滿', '約不到', '還有票', '餘票', '票還有', '賣完', '剩票', '還剩', '剩幾張', '還買得到', '還有場次', '場次還有', '開船嗎', '發船', '停運', '停航', '停駛', '營運嗎', '開不開', '有在開', '在運行', '還開嗎', '開著嗎'],
  en: ['sold out', 'fully booked', 'booked out', 'booked up', 'tickets left', 'are there still tickets', 'any tickets left', 'spots left', 'places left', 'slots left', 'still available', 'availability', 'running', 'operating', 'sailing', 'shows left'],
  fr: ['déjà complet', 'est complet', 'sont complets', 'épuisé', 'épuisés', 'encore des places', 'encore des billets', 'places disponibles', 'reste des places', 'reste-t-il', 'fonctionne', 'en service', 'circule', 'navigue'],
  de: ['ausverkauft', 'ausgebucht', 'noch plätze', 'gibt es noch karten', 'gibt es noch tickets', 'noch karten übrig', 'noch tickets übrig', 'noch frei', 'verfügbar', 'in betrieb', 'verkehrt', 'fährt', 'fahren die'],
  ru: ['распродан', 'раскуплен', 'мест нет', 'билетов нет', 'остались билеты', 'есть ли билеты', 'есть места', 'остались места', 'свободные места', 'ходит', 'ходят', 'курсирует', 'курсируют'],
  vi: ['hết vé', 'het ve', 'con ve', 'còn vé', 'còn chỗ', 'hết vé chưa', 'còn suất', 'có chạy', 'chạy không', 'hoạt động không'],
  th: ['ขายหมด', 'ตั๋วหมด', 'เต็มแล้ว', 'ตั๋วเหลือ', 'ยังมีตั๋ว', 'ที่ว่าง', 'ยังเหลือ', 'ยังมีรอบ', 'เรือออก', 'เปิดให้บริการไหม', 'วิ่งปกติ', 'เรือวิ่ง', 'ยังวิ่ง', 'ให้บริการปกติ'],
  ja: ['売り切れ', '完売', '満席', '予約でいっぱい', '空き', '残り', '残って', 'まだ取れ', '空いて', '運航', '運行', '運休', '動いて', '動いてる', '運転して'],
  ko: ['매진', '마감됐', '다 팔렸', '남은 자리', '잔여', '남은 표', '자리 있', '표 있', '표가 있', '남았', '운항', '운행', '남은 회차'],
  ms: ['habis dijual', 'tiket habis', 'sudah penuh', 'masih ada tiket', 'tiket masih ada', 'ada kosong', 'tempat kosong', 'tiket lagi', 'beroperasi', 'masih jalan', 'masih ada bot', 'masih ada sesi'],
};

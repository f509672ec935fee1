// More of how travellers ask (issue 19: generalise beyond the tuned phrasings): for each kind,
// in every language, synonyms, casual and formal forms, inflections, and forms typed without
// accents (Vietnamese without its marks). Merged into cues-ask.ts's lists by cues.ts. Data only.
import type { Locale } from '../contract/locales';
import type { AskKind, Cues } from './cues-ask';

// prettier-ignore
export const ASK_MORE: Partial<Record<AskKind, Cues>> = {
  hours: {
    cn: ['每天都能', '每天都可以', '每天都开', '天天都能', '天天开', '有时候上不去', '有时候不开', '礼拜一', '礼拜', '星期几', '营业', '几点钟', '关门时间', '开到几点', '开到', '啥时候', '什么时候关', '几时', '开着', '开不开', '周末', '节假日', '检票'],
    'zh-Hant': ['每天都能', '每天都可以', '每天都開', '天天都能', '天天開', '有時候上不去', '有時候不開', '禮拜一', '禮拜', '星期幾', '營業', '幾點鐘', '開到幾點', '開到', '什麼時候開', '有開', '開不開', '週末', '節假日', '周一'],
    en: ['open every day', 'every day?', 'climb it every day', 'always open', 'sometimes closed', 'still get in', 'still let us in', 'still let me in', 'still be able to get in', 'opens', 'shut=', 'until when', 'till', 'mondays', 'weekend', 'sunday', "o'clock", 'open today', 'opening times', 'business hours', 'latest we can', 'latest i can', 'latest you can', 'latest entry', 'latest admission', 'latest time to'],
    fr: ['tous les jours ?', 'ouvert tous les jours', 'parfois fermé', 'encore entrer', 'encore rentrer', 'ouvrent', 'ferment', "jusqu'à quelle heure", 'à partir de quelle heure', 'lundis', 'dimanche', 'week-end', "heures d'ouverture"],
    de: ['jeden tag geöffnet', 'jeden tag offen', 'jeden tag möglich', 'manchmal geschlossen', 'manchmal gesperrt', 'noch rein', 'noch hinein', 'noch eingelassen', 'wann macht', 'macht auf', 'aufmachen', 'zumachen', 'bis wann', 'ab wann', 'montags', 'wochenende', 'sonntag', 'offen hat', 'hat offen'],
    ru: ['каждый день открыт', 'открыта каждый день', 'открыто каждый день', 'иногда закрыт', 'успеем зайти', 'успеть зайти', 'ещё пустят', 'еще пустят', 'до скольки', 'со скольки', 'работает', 'работают', 'выходн', 'график', 'по понедельникам', 'открыто'],
    vi: ['ngày nào cũng', 'mở cửa hằng ngày', 'mở mỗi ngày', 'có khi đóng', 'kịp vào', 'còn vào được', 'còn vào kịp', 'giờ mở', 'giờ đóng', 'lúc nào', 'mở lúc', 'đóng lúc', 'có mở', 'thời gian mở', 'chủ nhật', 'cuối tuần', 'mo cua', 'dong cua', 'may gio', 'thu hai'],
    th: ['เปิดทุกวัน', 'ขึ้นได้ทุกวัน', 'บางวันปิด', 'ทันเข้า', 'ยังเข้าได้', 'ยังทันไหม', 'เปิดไหม', 'เปิดวัน', 'ปิดวัน', 'เวลาทำการ', 'เปิดทำการ', 'วันหยุด', 'ถึงกี่โมง'],
    ja: ['毎日登れ', '毎日開', '毎日入れ', '閉鎖される', '間に合', 'まだ入れ', '何時から', '何時まで', '営業', '休み', '定休日', '閉まり', '開き'],
    ko: ['매일 열', '매일 올라', '매일 갈 수', '폐쇄', '입장할 수 있을까', '들어갈 수 있을까', '입장 가능할까', '몇시', '영업', '여나요', '닫나요', '쉬는 날', '휴무', '언제 열', '언제 닫', '운영해'],
    ms: ['setiap hari dibuka', 'buka setiap hari', 'kadang-kadang ditutup', 'sempat masuk', 'masih boleh masuk', 'bila buka', 'bila tutup', 'masa buka', 'operasi', 'hujung minggu', 'pukul'],
  },
  duration: {
    cn: ['远吗', '远不远', '钟头', '多少个小时', '得多久', '要多久', '逛多久', '玩多久', '需要多久', '一整天', '用时', '耗时', '时长', '多远', '多少公里', '多长', '几公里', '几里路'],
    'zh-Hant': ['遠嗎', '遠不遠', '鐘頭', '要多久', '得多久', '時長', '一整天', '多少個小時', '多遠', '多少公里', '多長', '幾公里', '幾里路'],
    en: ['is it far', 'far from', 'how many hrs', 'hrs', 'duration', 'take long', 'half a day', 'full day', 'whole day', 'spend', 'how far', 'how many km', 'how many kilometers', 'how many kilometres', 'how long is the'],
    fr: ['loin', "combien d'heures", 'il faut combien', 'prend combien', 'ça prend', 'demi-journée', 'journée entière', 'longtemps', 'quelle distance', 'combien de kilomètres', 'combien de km', 'quelle longueur', 'en une journée', 'en un jour', 'en une seule journée'],
    de: ['weit weg', 'entfernt', 'wie lang', 'einplanen', 'halben tag', 'ganzen tag', 'wie weit', 'wie viele kilometer', 'wie lang ist', 'wie lang sind', 'an einem tag', 'an einem einzigen tag'],
    ru: ['далеко', 'закладыв', 'сколько там времени', 'сколько нужно времени', 'длится', 'длительн', 'долго', 'полдня', 'целый день', 'сколько идти', 'сколько ехать', 'сколько плы', 'плыть сколько', 'плывет сколько', 'ехать сколько', 'идти сколько', 'сколько подниматься', 'сколько нужно времени', 'сколько километров', 'сколько км', 'какое расстояние', 'какой длины', 'далеко ли', 'уложиться', 'в один день', 'за один день', 'за день успе'],
    vi: ['bao xa', 'xa không', 'mất bao lâu', 'trong bao lâu', 'nửa ngày', 'cả ngày', 'bao lau', 'may tieng', 'bao nhiêu km', 'mấy cây số', 'bao nhiêu cây số', 'dài bao nhiêu'],
    th: ['ไกลไหม', 'ไกลมั้ย', 'ห่างแค่ไหน', 'ไกลแค่ไหน', 'ไกลเท่าไหร่', 'ไกลจาก', 'กี่ชม', 'ครึ่งวัน', 'ทั้งวัน', 'นานไหม', 'นานมั้ย', 'ไกลแค่ไหน', 'กี่กิโล'],
    ja: ['遠い', '離れて', 'どれぐらい', 'どのぐらい', '時間がかか', '半日', '所要', '何キロ', '距離'],
    ko: ['멀어요', '먼가요', '멀까요', '시간이 걸', '반나절', '소요', '얼마나 멀', '몇 킬로', '거리', '당일치기', '당일로'],
    ms: ['jauh tak', 'jauh ke', 'setengah hari', 'sehari', 'ambil masa', 'makan masa', 'berapa jauh', 'berapa kilometer', 'berapa km'],
  },
  booking: {
    cn: ['预定', '抢票', '先约', '要不要约', '放票', '现场买', '门口买', '门口再买', '到了再买', '去了再买', '现场再买', '能买到', '怎么买', '在哪买', '在哪里买', '在哪儿买', '哪里买', '哪儿买'],
    'zh-Hant': ['預定', '先約', '搶票', '現場買', '門口買', '門口再買', '到了再買', '去了再買', '現場再買', '怎麼買', '在哪買', '在哪裡買', '哪裡買', '哪兒買'],
    en: ['reservation', 'pre-book', 'prebook', 'ahead', 'walk in=', 'walk-in', 'on the day', 'at the gate', 'buy on site', 'where do i buy', 'where can i buy', 'where to buy', 'where do we buy', 'where can we buy', 'where do you buy', 'where can i get tickets', 'where to get tickets'],
    fr: ['réservation', 'acheter sur place', 'payer sur place', 'billet sur place', 'billets sur place', 'se procurer', 'prendre les billets', 'au guichet', 'où acheter', 'où peut-on acheter', "où est-ce qu'on achète", 'où achète-t-on'],
    de: ['vorher', 'vor ort', 'an der kasse', 'im vorfeld', 'vorbuchen', 'wo kauft', 'wo kaufe', 'wo kann man tickets', 'wo bekomme', 'wo gibt es tickets'],
    ru: ['забронир', 'бронь', 'на месте', 'в кассе', 'предварительн', 'достать билет', 'не достать', 'где купить', 'где можно купить', 'где покупать', 'где взять билет'],
    vi: ['mua trước', 'mua tại chỗ', 'tại quầy', 'dat ve', 'dat truoc', 'mua ve', 'mua vé ở đâu', 'mua ở đâu', 'mua ve o dau', 'mua o dau'],
    th: ['จองก่อน', 'ต้องจอง', 'ซื้อหน้างาน', 'หน้างาน', 'ซื้อตั๋วที่ไหน', 'ซื้อที่ไหน', 'ซื้อได้ที่ไหน'],
    ja: ['前もって', '当日券', '窓口', '買える', 'どこで買', 'どこで購入'],
    ko: ['현장 구매', '현장에서', '현장 가서', '가서 사면', '가서 살 수', '사전', '어디서 사', '어디서 구매', '어디서 구입', '어디에서 사'],
    ms: ['buat tempahan', 'beli awal', 'di kaunter', 'booking', 'beli di mana', 'di mana nak beli', 'di mana boleh beli', 'beli tiket di mana', 'beli kat mana', 'kat mana nak beli', 'kat mana boleh beli'],
  },
  price: {
    cn: ['贵', '便宜', '多钱', '收不收费', '要不要钱', '学生票', '半价', '优惠', '另外收费', '单独收费', '另收费', '额外收费', '含在门票'],
    'zh-Hant': ['貴', '便宜', '多錢', '學生票', '半價', '優惠', '另外收費', '單獨收費', '另收費', '額外收費', '含在門票'],
    en: ['pricing', 'prices', 'fees', 'entry fee', 'discount', 'student', 'cheap', 'rmb', 'included in the ticket', 'cost extra', 'costs extra', 'pay extra', 'extra charge', 'separate ticket'],
    fr: ['coûte', 'tarifs', 'réduction', 'étudiant', 'en supplément', 'supplément', 'inclus dans', 'compris dans', "c'est compris", 'compris ou', 'billet séparé'],
    de: ['eintrittspreis', 'ermäßig', 'rabatt', 'student', 'billig', 'kostenpunkt', 'aufpreis', 'extra bezahlen', 'extra kosten', 'kostet extra', 'im eintritt enthalten', 'im ticket enthalten'],
    ru: ['стоимость', 'цены', 'скидк', 'студен', 'дешев', 'доплат', 'входит в билет', 'включен в билет', 'отдельный билет'],
    vi: ['mắc', 'đắt', 'rẻ', 'giảm giá', 'gia ve', 'bao nhieu tien', 'mien phi', 'tính riêng', 'trả thêm', 'phụ thu', 'bao gồm trong vé', 'vé riêng'],
    th: ['กี่บาท', 'กี่หยวน', 'แพง', 'ส่วนลด', 'จ่ายเพิ่ม', 'รวมในตั๋ว', 'รวมอยู่ในค่า', 'ตั๋วแยก'],
    ja: ['高い', '安い', '割引', '学生', '別料金', '追加料金', '料金に含まれ', 'チケットに含まれ', '込み'],
    ko: ['비싸', '할인', '학생', '별도 요금', '추가 요금', '따로 내', '따로 돈', '입장료에 포함'],
    ms: ['murah', 'diskaun', 'pelajar', 'bayar lagi', 'bayar asing', 'caj tambahan', 'termasuk dalam tiket', 'tiket berasingan'],
  },
  directions: {
    cn: ['咋去', '几号线', '哪条线', '坐几路', '几路车', '怎么过去', '坐什么车', '什么地方', '哪里', '哪儿', '多远', '出口', '哪个门', '从哪个门', '咋过去', '咋走', '走过去'],
    'zh-Hant': ['怎麼過去', '幾號線', '哪條線', '坐幾路', '幾路車', '哪裡', '哪兒', '多遠', '出口', '哪個門', '從哪個門', '走過去'],
    en: ['how to get', 'how far', 'nearest', 'way to', 'exit', 'way out', 'leave by', 'which gate', 'which entrance'],
    fr: ['comment y aller', 'comment aller', 'loin', 'arrêt', 'sortie', 'sortir', 'ressortir', 'quelle porte', 'quelle entrée'],
    de: ['wie komme', 'wie kommt', 'entfernt', 'weit=', 'haltestelle', 'ausgang', 'hinaus', 'raus', 'welches tor', 'welchen eingang', 'welcher eingang'],
    ru: ['как проехать', 'далеко', 'остановк', 'ехать', 'как попасть', 'выход', 'выйти', 'какие ворота', 'какой вход', 'через какие'],
    vi: ['bằng cách nào', 'đi đường nào', 'đi như thế nào', 'đi bằng gì', 'bao xa', 'gần nhất', 'nằm ở đâu', 'cổng nào', 'cong nao', 'o dau', 'di the nao', 'di bang gi', 'bang gi', 'lối ra', 'cổng ra', 'đi ra'],
    th: ['ไปทางไหน', 'ไกลจาก', 'ไกลไหม', 'อยู่ตรงไหน', 'ไปได้ยังไง', 'ทางออก', 'ออกทาง', 'ประตูไหน'],
    ja: ['どうやって行', '遠い', '最寄駅', '出口', '出られ', 'どの門', 'どの入口'],
    ko: ['어떻게 가요', '멀어요', '위치', '출구', '나가', '나갈', '나올', '어느 문', '무슨 문'],
    ms: ['macam mana nak pergi', 'jauh', 'terletak', 'kat mana', 'dekat mana', 'pintu keluar', 'jalan keluar', 'pintu mana'],
  },
  bring: {
    cn: ['要出示', '出示什么', '进门要给看', '带啥', '准备啥', '准备点', '备点啥', '准备些', '穿啥', '穿多厚', '穿多少', '要准备', '该带', '需要准备', '冷不冷', '冷吗', '很冷', '防晒', '雨衣', '雨伞', '厚衣服', '护照', '身份证', '证件', '包里装', '包里带什么', '包里放什么', '包里要', '包里该', '包里需要', '包里得'],
    'zh-Hant': ['要出示', '出示什麼', '帶啥', '準備', '該帶', '穿多厚', '穿多少', '冷不冷', '冷嗎', '很冷', '防曬', '雨衣', '雨傘', '護照', '身分證', '身份證', '證件', '包裡', '背包裡'],
    en: ['need to show', 'have to show', 'show at the entrance', 'show at the gate', 'should i take', 'need to take', 'cold', 'warm', 'sunscreen', 'umbrella', 'raincoat', 'gear', 'packing', 'passport', 'id card', 'identity card', 'id='],
    fr: ['montrer à l', 'présenter à l', 'faut montrer', 'faut présenter', 'que prendre', 'je prends quoi', 'on prend quoi', 'quoi prendre', 'fringues', 'habits', 'amener', 'mettre', 'tenue', 'froid', 'crème solaire', 'parapluie', 'affaires', 'passeport', "pièce d'identité", "carte d'identité", 'dans le sac', 'dans mon sac', 'dans le sac à dos'],
    de: ['vorzeigen', 'vorlegen', 'was nehme', 'warm', 'kalt', 'sonnencreme', 'regenschirm', 'ausrüstung', 'packen', 'reisepass', 'ausweis', 'in den rucksack', 'in den koffer', 'in die tasche'],
    ru: ['показать на вход', 'предъявить', 'нужно показать', 'что взять', 'что надеть', 'холодно', 'теплая=', 'теплое=', 'теплые=', 'теплую=', 'теплой=', 'теплых=', 'тепло одет', 'тепло одева', 'утепл', 'зонт', 'солнцезащит', 'снаряжен', 'паспорт', 'удостоверени', 'документ', 'в рюкзак', 'в сумку'],
    vi: ['xuất trình', 'phải trình', 'cần mang', 'mặc', 'lạnh', 'kem chống nắng', 'áo mưa', 'đồ gì', 'can mang', 'mang theo gi', 'hộ chiếu', 'giấy tờ', 'căn cước', 'cccd', 'trong balo', 'vào balo', 'trong ba lô', 'vào ba lô'],
    th: ['ต้องแสดง', 'ต้องโชว์', 'ต้องพก', 'ต้องเตรียม', 'ต้องแบก', 'แบกน้ำ', 'หนาวไหม', 'หนาวมาก', 'หนาวแค่ไหน', 'หนาวมั้ย', 'อากาศหนาว', 'จะหนาว', 'ร่ม', 'ครีมกันแดด', 'เสื้อกันหนาว', 'เตรียม', 'พาสปอร์ต', 'หนังสือเดินทาง', 'บัตรประชาชน', 'เอกสารแสดงตน', 'ใส่กระเป๋า', 'ใส่เป้'],
    ja: ['何を見せ', '見せれば', '見せる必要', '見せなきゃ', '提示', '何を持', '持っていく', '寒い', '雨具', '日焼け止め', '傘', 'パスポート', '身分証', '旅券', 'リュックに', 'カバンに', 'バッグに'],
    ko: ['보여줘야', '보여 줘야', '보여 주', '제시해야', '뭘 챙', '챙겨가야 돼요', '챙겨야 돼요', '가져가야 돼요', '챙겨가야 되나요', '챙겨야 되나요', '준비해야 돼요', '챙길', '추워', '우산', '선크림', '뭐 입', '가져가야', '여권', '신분증', '가방에', '배낭에'],
    ms: ['perlu tunjuk', 'kena tunjuk', 'tunjukkan', 'perlu bawa', 'nak bawa', 'sejuk', 'payung', 'baju', 'pasport', 'kad pengenalan', 'dokumen pengenalan', 'dalam beg', 'masuk beg'],
  },
  accessibility: {
    cn: ['气喘', '难不难', '难走', '喘不过气', '容易累', '走很多路', '要走很多', '走路多', '累不累', '难爬', '好爬吗', '走不了', '走不远', '不能走', '膝盖', '推婴儿车', '行动', '残障', '老年人', '上不去', '爬不上', '孕妇', '爸妈', '父母', '台阶', '不用爬', '不爬', '平路', '比较平'],
    'zh-Hant': ['氣喘', '難不難', '難走', '喘不過氣', '容易累', '走很多路', '要走很多', '累不累', '難爬', '好爬嗎', '辛苦', '走不了', '走不遠', '膝蓋', '推嬰兒車', '老年人', '孕婦', '爬不動', '走不動', '老人家', '爸媽', '父母', '台階', '不用爬', '平路', '比較平'],
    en: ['out of breath', 'how hard is', 'how difficult', 'hard hike', 'hard climb', 'difficult hike', 'difficult climb', 'tough hike', 'tough climb', 'tiring', 'loads of walking', 'lots of walking', 'transport inside', 'get around inside', 'lot of walking', 'walk a lot', 'much walking', 'doable', 'strenuous', 'grandparents', 'grandma', 'grandpa', 'my mum', 'my mom', 'my dad', 'parents', 'knee', 'pushchair', 'buggy', 'baby', 'toddler', 'pregnant', 'ramp', 'step-free', 'seniors', 'chairlift', 'way up', 'get up to', 'go up', 'way down', 'get down', 'go down', 'walking stick', 'cane=', 'weak legs', 'bad legs', 'bad knees', "can't walk far", 'cannot walk far', "doesn't walk well", 'without much walking', 'without too much walking', 'not too steep', 'another way up', 'other way up', 'get to the top', 'all the way on foot'],
    fr: ['essouffl', 'difficile à monter', 'montée difficile', 'dur à monter', 'est-ce difficile', 'c\'est difficile', 'rester debout', 'beaucoup de marche', 'marcher beaucoup', 'fatigant', 'faisable', 'genoux', 'marche mal', 'marche pas bien', 'marche pas très bien', 'sans trop marcher', 'sans beaucoup marcher', 'ma mère', 'mon père', 'grand-mère', 'grand-père', 'personnes âgées', 'âgés', 'bébé', 'enceinte', 'rampe', 'télécabine', 'télésiège', 'fauteuil', 'parents', 'comment monter', 'comment on monte', 'pour monter', 'monter sans', 'pentu', 'canne', 'pas trop raide', 'arriver en haut', 'monter autrement', 'autre façon de monter', 'tout à pied', 'grimper'],
    de: ['außer atem', 'nicht fit', 'nicht so fit', 'unsportlich', 'schlechte kondition', 'schwierig', 'schwer zu laufen', 'schwer zu gehen', 'ausser atem', 'lange stehen', 'viel laufen', 'viel zu fuß', 'lauferei', 'anstrengend', 'schaffbar', 'knie', 'schlecht zu fuß', 'nicht gut zu fuß', 'nicht gut laufen', 'ohne viel zu laufen', 'älter', 'oma', 'opa', 'baby', 'schwanger', 'rampe', 'sessellift', 'gondel', 'eltern', 'hochkommen', 'nach oben', 'hinauf', 'anders hoch', 'ganz zu fuß', 'auf den gipfel kommen', 'nicht weit laufen', 'nicht weit gehen', 'nicht lange laufen', 'nicht lange gehen', 'nicht mehr weit'],
    ru: ['одышк', 'сложный подъ', 'сложно подн', 'трудно подн', 'тяжело подн', 'трудный подъ', 'задыха', 'перебира', 'передвига', 'много ходить', 'сложно ли подня', 'осилит', 'колен', 'ребен', 'беремен', 'пандус', 'трудно ходить', 'тяжело ходить', 'плохо ходит', 'без долгой ходьбы', 'бабушк', 'дедушк', 'родител', 'канатк', 'как подняться', 'без лестниц', 'без ступен', 'объехать', 'на чем можно', 'тяжело идти', 'трудно идти', 'на чем-нибудь', 'на чём-нибудь'],
    vi: ['khó thở', 'sức khỏe yếu', 'sức khoẻ yếu', 'yếu sức', 'hụt hơi', 'ngại leo', 'leo dốc', 'đi bộ nhiều', 'phải đi bộ', 'mệt không', 'người lớn tuổi', 'ông bà', 'bố mẹ', 'đầu gối', 'em bé', 'mang thai', 'khó đi', 'đi bộ yếu', 'chân yếu', 'không phải leo', 'leo bậc', 'cap treo', 'đi lên bằng', 'lên bằng gì', 'lên thế nào'],
    th: ['เหนื่อยง่าย', 'ไม่ค่อยแข็งแรง', 'ไม่แข็งแรง', 'หอบง่าย', 'เดินเยอะ', 'ต้องเดินมาก', 'เดินไกลไหม', 'เหนื่อยไหม', 'ผู้สูงวัย', 'พ่อแม่', 'คุณแม่', 'คุณพ่อ', 'เข่า', 'เด็กเล็ก', 'ตั้งครรภ์', 'เดินไม่ไหว', 'เดินไกลไม่ไหว', 'รถให้นั่ง', 'ขึ้นทางไหน', 'เดินลำบาก', 'เดินไม่ค่อยไหว', 'ทางลาด', 'กระเช้าไฟฟ้า', 'ขึ้นไปยังไง', 'ขึ้นยังไง', 'ขึ้นไปอย่างไร', 'ไม่อยากเดินเยอะ', 'เดินเยอะไม่ไหว', 'ลงทางไหน', 'ขาลง', 'ทางลง', 'ลงยังไง', 'ลงไปยังไง', 'ลงอย่างไร'],
    ja: ['息切れ', '疲れやす', '歩き疲れ', '歩くのに疲れ', '乗り物で', '乗り物は', 'たくさん歩', '歩く距離', 'きつい', '足が悪', '足腰', '歩くのがつら', '楽に上', '楽に登', '膝', '高齢者', '年配', '赤ちゃん', '妊娠', 'スロープ', 'ケーブルカー', 'リフト', '両親', 'おばあちゃん', 'おじいちゃん', '祖母', '祖父', '歳の子', '才の子', '上までどう', '登らずに', 'どうやって上が', 'どうやって登'],
    ko: ['숨이 차', '쉽게 지쳐', '많이 걸어', '많이 걷', '살인데', '세인데', '부모님', '무릎', '거동', '노인', '아기', '임산부', '경사로', '리프트', '걷기 힘', '잘 못 걸', '다리가 안 좋', '어떻게 올라가', '올라가려면', '올라가는 방법', '올라가는 법'],
    ms: ['semput', 'cepat penat', 'banyak berjalan', 'penat', 'ibu bapa', 'lutut', 'bayi', 'mengandung', 'susah berjalan', 'tak boleh jalan jauh', 'tak larat', 'larat', 'warga tua', 'kereta gantung', 'macam mana nak naik', 'cara naik', 'nak naik atas', 'cara turun', 'nak turun'],
  },
  rules: {
    cn: ['让不让', '准不准', '可不可以', '能否', '行不行', '可以不'],
    'zh-Hant': ['讓不讓', '可不可以', '能否', '行不行'],
    en: ['am i allowed', 'are we allowed', 'can we', 'permission', 'banned', 'okay to', 'ok to'],
    fr: ['le droit', 'on peut', 'est-il permis', 'autorisation', 'interdiction'],
    de: ['darf man', 'dürfen', 'kann man', 'verbot'],
    ru: ['разрешается', 'запрещается', 'нельзя', 'пускают'],
    vi: ['cho phép', 'có cấm', 'duoc khong', 'co duoc'],
    th: ['ได้มั้ย', 'ได้ป่าว', 'ได้หรือเปล่า', 'ห้ามไหม'],
    ja: ['いいですか', '可能', 'ダメ', '駄目'],
    ko: ['해도 돼', '해도 되', '가능한가요', '가능해요', '안 되'],
    ms: ['boleh ke', 'boleh tak', 'larangan'],
  },
  highlights: {
    cn: ['有啥好看', '值得逛', '好看的', '不能错过', '最值得', '做什么', '玩什么', '可以做', '最美', '最漂亮'],
    'zh-Hant': ['有啥好看', '好看的', '不能錯過', '最值得', '做什麼', '玩什麼', '可以做', '最美', '最漂亮'],
    en: ["don't miss", 'main attractions', 'top sights', "what's good", 'most interesting', 'what to do', 'things to do', 'what can you do', 'what can i do', 'what can we do', 'what is there to do', 'should we see', 'should you see', 'should one see', 'should we visit', 'should i visit', 'good to see', 'interesting to see', 'worth a look', 'which one should', 'which one is best', 'which is the best one', 'most beautiful', 'prettiest', 'most scenic'],
    fr: ['absolument', 'à ne pas rater', 'rater', 'le plus intéressant', 'les plus beaux', 'que faire', 'quoi faire', 'on fait quoi', 'fait-on quoi', "qu'est-ce qu'on peut faire", 'que peut-on faire', 'activités', 'faut voir', 'faut-il voir', 'faut il voir', 'doit-on voir', 'le plus beau', 'la plus belle', 'les plus belles', 'plus joli'],
    de: ['unbedingt', 'anschauen', 'ansehen', 'zu sehen', 'interessantest', 'was kann man', 'was man machen', 'unternehmen', 'was gibt es zu tun', 'aktivitäten', 'schönste'],
    ru: ['что интересного', 'стоит увидеть', 'самое интересное', 'что смотреть', 'там смотреть', 'что увидеть', 'чем заняться', 'что делать', 'что можно делать', 'самое красивое', 'самые красивые', 'красивее всего'],
    vi: ['có gì hay', 'có gì đẹp', 'đáng đi', 'co gi hay', 'nen xem', 'làm gì', 'chơi gì', 'hoạt động', 'đẹp nhất', 'dep nhat'],
    th: ['มีอะไรน่าสนใจ', 'น่าสนใจ', 'ที่เด็ด', 'ทำอะไร', 'เที่ยวอะไร', 'กิจกรรม', 'ควรดู', 'เน้นดู', 'ดูตรงไหน', 'ดูอะไร'],
    ja: ['見る価値', '見ておくべき', '見とくべき', '見とけ', '見とく', '絶対見', '見ておけ', 'これだけは', '必見', '見逃せない', '外せない', '欠かせない', '何ができ', '何をする', '楽しみ方', 'アクティビティ', '一番きれい', '一番綺麗', '最も美しい', '絶景'],
    ko: ['가볼 만한', '꼭 봐', '볼 게', '뭐 볼', '뭐 하', '뭘 하', '무엇을 할', '할 거리', '할거리', '즐길 거리', '제일 예쁜', '가장 아름다운', '가장 예쁜', '제일 예뻐', '위주로 보', '위주로 봐', '어디 위주로', '어디를 위주로', '어디 중심으로', '어디를 중심으로'],
    ms: ['apa yang menarik', 'mesti tengok', 'wajib lihat', 'tak boleh lepas', 'buat apa', 'apa nak buat', 'aktiviti', 'patut dilihat', 'perlu dilihat', 'mesti dilihat', 'wajib dilihat', 'patut tengok', 'paling cantik', 'paling indah', 'paling menarik'],
  },
  // Crowds: when it is busy or quiet is the place's advice (its tips), not a subject of its own.
  tips: {
    cn: ['人多', '人少', '拥挤', '挤不挤', '游客多', '人最少', '人山人海', '排队', '差在哪', '区别', '差别', '有什么不同', '一天中什么时候', '什么时间段', '早上去还是'],
    'zh-Hant': ['人多', '人少', '擁擠', '擠不擠', '遊客多', '人最少', '人山人海', '排隊', '差在哪', '區別', '差別', '有什麼不同', '一天中什麼時候', '什麼時段', '早上去還是'],
    en: ['crowded', 'crowds', 'busy', 'packed', 'busiest', 'quietest', 'least crowded', 'queue', 'queues', 'long lines', 'time of day', 'morning or evening', 'morning or afternoon'],
    fr: ['bondé', 'foule', 'affluence', 'beaucoup de monde', 'moins de monde', 'du monde', "file d'attente", 'faire la queue', 'moment de la journée', 'le matin ou'],
    de: ['überfüllt', 'andrang', 'gedränge', 'am ruhigsten', 'wenig los', 'wenigsten los', 'viel los', 'warteschlange', 'anstehen', 'tageszeit', 'morgens oder'],
    ru: ['многолюдно', 'толп', 'людно', 'меньше всего людей', 'много людей', 'очеред', 'время суток', 'утром или'],
    vi: ['đông người', 'đông đúc', 'đông khách', 'vắng người', 'vắng khách', 'xếp hàng', 'ít người', 'buổi sáng hay', 'giờ nào trong ngày'],
    th: ['คนเยอะ', 'คนน้อย', 'แออัด', 'คนแน่น', 'ต่อคิว', 'เข้าคิว', 'ช่วงเวลาไหนของวัน', 'เช้าหรือเย็น'],
    ja: ['混雑', '混ん', '空いて', '人が多', '人が少な', '行列', '並ば', '時間帯', '朝と夕方'],
    ko: ['붐비', '붐벼', '한산', '한적', '덜 복잡', '안 복잡', '복잡하지 않', '사람이 많', '사람이 적', '사람 많', '사람 적', '줄 서', '줄서', '시간대', '아침이나'],
    ms: ['sesak', 'ramai orang', 'lengang', 'kurang orang', 'beratur', 'barisan panjang', 'waktu terbaik dalam sehari', 'pagi atau petang'],
  },
  story: {
    cn: ['这么出名', '这么有名', '这么火', '为啥出名', '为啥有名', '厉害在哪', '了不起在哪', '有什么了不起', '什么样的地方', '怎样的地方', '怎么样的地方', '出土', '发现的', '挖出', '什么样的博物馆', '什么样的地方', '是个什么地方', '是什么地方', '哪年', '哪一年', '什么时候建', '建于', '建成', '成立', '概况', '简单说说', '简介', '一句话', '以什么出名', '以什么闻名', '因什么出名', '什么出名', '什么有名', '为什么出名', '为什么有名', '出名在哪', '有名在哪', '展什么', '展出什么', '展的是什么', '主要展', '展些什么', '有什么不同', '有什么区别', '不一样在哪', '包括哪些', '包含哪些', '是一回事', '是一个地方吗'],
    'zh-Hant': ['這麼出名', '這麼有名', '這麼紅', '為啥出名', '為啥有名', '厲害在哪', '了不起在哪', '有什麼了不起', '什麼樣的地方', '怎樣的地方', '怎麼樣的地方', '出土', '發現的', '挖出', '什麼樣的博物館', '什麼樣的地方', '是個什麼地方', '是什麼地方', '哪年', '哪一年', '什麼時候建', '建於', '建成', '成立', '概況', '簡單說說', '簡介', '一句話', '以什麼聞名', '以什麼出名', '什麼出名', '什麼有名', '為什麼出名', '為什麼有名', '出名在哪', '有名在哪', '展什麼', '展出什麼', '展的是什麼', '主要展', '展些什麼', '有什麼不同', '有什麼區別', '不一樣在哪', '包括哪些', '包含哪些', '是一回事', '是同一個地方'],
    en: ["what's so special", 'so special about', "what's so great about", 'in two sentences', 'in a few sentences', 'in a couple of sentences', 'in a few words', 'what kind of place', 'what sort of place', 'was it found', 'were they found', 'was found', 'discovered', 'excavated', 'unearthed', 'dug up', 'when was', 'built', 'founded', 'how old', 'made it', 'who made', 'in a nutshell', 'short version', 'quick version', 'the gist', 'tl;dr', 'tldr', 'overview', 'summary', 'in short', 'briefly', 'quick intro', 'famous for', 'known for', 'so famous', 'why is it famous', 'renowned for', 'what kind of museum', 'what kind of place', 'what sort of place', 'on display', 'on show', 'different from', 'differ from', 'what makes it different', 'compared to other', 'compared with other', 'same place', 'same thing', 'which areas', 'what areas does', 'big deal', 'the hype', 'so hyped', 'all the hype'],
    fr: ['de si spécial', 'de si particulier', 'en deux phrases', 'en quelques phrases', 'en quelques lignes', 'quel genre de', 'trouvé', 'découvert', 'mis au jour', 'date de quand', 'construit', 'fondé', 'quand a été', 'de quand', 'en bref', 'version courte', 'en résumé', 'en quelques mots', 'aperçu', 'célèbre pour', 'connu pour', 'réputé pour', 'si célèbre', 'quel genre de musée', 'quel type de musée', 'quel genre de lieu', 'différent des', 'différent de', 'se distingue', 'même endroit', 'la même chose', 'quelles zones'],
    de: ['seit wann gibt es', 'seit wann existiert', 'was ist so besonders', 'so besonders an', 'in zwei sätzen', 'in ein paar sätzen', 'in wenigen sätzen', 'in ein paar worten', 'was für ein ort', 'was für ein museum', 'gefunden', 'entdeckt', 'ausgegraben', 'wann gebaut', 'erbaut', 'gegründet', 'wie alt', 'kurz gesagt', 'kurzfassung', 'kurzversion', 'überblick', 'in kürze', 'zusammenfassung', 'bekannt für', 'berühmt für', 'wofür', 'so berühmt', 'so bekannt', 'was für ein museum', 'was für ein ort', 'unterscheidet sich', 'anders als', 'dasselbe', 'das gleiche', 'derselbe ort', 'welche gebiete'],
    ru: ['что такого особенного', 'в двух словах', 'вкратце', 'в двух предложениях', 'в паре предложений', 'что вообще такое', 'это что', 'что это за место', 'найден', 'обнаружен', 'нашли', 'раскопа', 'что это за', 'что это вообще за', 'вообще про что', 'про что', 'о чём он', 'о чем он', 'чем он знаменит', 'чем она знаменита', 'чем оно знаменито', 'чем он известен', 'чем она известна', 'что за место', 'что за музей', 'когда построен', 'когда построили', 'основан', 'когда был', 'вкратце', 'кратко', 'в двух словах', 'обзор', 'чем известен', 'чем известна', 'чем известно', 'чем славится', 'чем знаменита', 'чем знамениты', 'так знаменит', 'чем примечател', 'когда нашли', 'когда её нашли', 'когда его нашли', 'когда их нашли', 'когда обнаружили', 'когда найден', 'когда была найдена', 'когда был найден', 'отличается', 'чем отлича', 'одно и то же', 'какие зоны', 'какие районы'],
    vi: ['là chỗ như thế nào', 'là nơi như thế nào', 'chỗ như thế nào', 'nơi như thế nào', 'tìm thấy', 'phát hiện', 'khai quật', 'là bảo tàng gì', 'là nơi như thế nào', 'là nơi gì', 'loại bảo tàng', 'thành lập', 'xây dựng năm', 'năm nào', 'xây khi nào', 'tóm tắt', 'sơ lược', 'ngắn gọn', 'tổng quan', 'nổi tiếng vì', 'nổi tiếng về', 'nổi tiếng với', 'nổi tiếng nhờ', 'sao nổi tiếng', 'có gì khác', 'khác gì', 'khác với', 'cùng một nơi', 'là một nơi', 'gồm những khu nào', 'bao gồm những'],
    th: ['พิเศษอย่างไร', 'เก่าแค่ไหน', 'สร้างมานาน', 'ก่อตั้งเมื่อ', 'ค้นพบ', 'ขุดพบ', 'พิพิธภัณฑ์แบบไหน', 'สถานที่แบบไหน', 'ที่แบบไหน', 'เปิดมาตั้งแต่', 'ตั้งแต่เมื่อไหร่', 'ตั้งแต่ปีไหน', 'สร้างเมื่อ', 'ปีไหน', 'ก่อตั้ง', 'โดยสรุป', 'สรุปสั้นๆ', 'ภาพรวม', 'มีชื่อเสียงเรื่อง', 'ขึ้นชื่อเรื่อง', 'มีชื่อเสียงด้าน', 'ดังเรื่อง', 'ทำไมถึงดัง', 'มีชื่อเสียงเพราะ', 'ต่างจาก', 'แตกต่าง', 'ที่เดียวกัน', 'ประกอบด้วยอะไร', 'มีโซนอะไรบ้าง', 'เด่นเรื่อง', 'เด่นที่', 'มีดีอะไร', 'มีอะไรดี', 'พิเศษยังไง', 'พิเศษตรงไหน'],
    ja: ['何がすごい', '何がそんなにすごい', 'どこがすごい', '何が特別', '出土', '発見', '見つか', 'どんな博物館', 'どんなところ', 'どんな所', 'どういうところ', 'どういう所', 'いつでき', '建てられ', '設立', '何年', 'ざっくり', '概要', '簡単に', '一言で', '何で有名', '何が有名', 'なぜ有名', 'どうして有名', '有名な理由', 'で知られ', '違い', 'ほかと比べ', '他と比べ', '同じ場所', '同じところ', 'どのエリア'],
    ko: ['뭐가 대단', '뭐가 그렇게 대단', '뭐가 특별', '왜 대단', '발견', '출토', '어떤 박물관', '어떤 곳', '지어졌', '세워졌', '세워진', '개관', '설립', '언제 만들', '몇 년', '간단히', '요약', '한마디로', '개요', '뭐가 유명', '무엇으로 유명', '뭐로 유명', '왜 유명', '유명한 이유', '으로 유명', '다른 점', '차이점', '뭐가 달라', '같은 곳', '같은 데', '어떤 구역'],
    ms: ['apa yang istimewa', 'apa istimewanya', 'muzium macam mana', 'tempat macam mana', 'ni apa', 'tu apa', 'apa benda', 'ditemui', 'dijumpai', 'digali', 'ditubuhkan', 'dibina', 'bila dibina', 'tahun berapa', 'sejak bila', 'muzium jenis apa', 'tempat jenis apa', 'jenis muzium apa', 'pasal apa', 'secara ringkas', 'ringkasan', 'gambaran', 'terkenal dengan', 'terkenal sebab', 'terkenal kerana', 'kenapa terkenal', 'mengapa terkenal', 'berbeza', 'apa bezanya', 'tempat yang sama', 'kawasan mana'],
  },
};

/**
 * Asking cues with words between their parts, matched on the prepared question (folded, the
 * place's name blanked): German puts the place between the modal and the verb ("Was sollte man
 * im Palastmuseum sehen?"). Each group is a cue; the words between stay the question's subject
 * ("Kann man den Sonnenaufgang sehen?").
 */
export const GAPPED: Partial<Record<Locale, Array<[AskKind, RegExp]>>> = {
  // "可以…吗": whether one may do what is said between (a bare "may I": cues.ts drops it beside
  // another kind's cue, "可以现场买票吗" asks the booking).
  cn: [['rules', /(可以)[^？?。！!，,]{1,12}?(吗)/dgu]],
  'zh-Hant': [['rules', /(可以)[^？?。！!，,]{1,12}?(嗎)/dgu]],
  de: [
    ['highlights', /\b((?:sollte|soll|muss|musste)\s+man)\b(?:\s+[^\s?.!]+){0,5}?\s+(sehen|anschauen|ansehen)\b/dgu],
    // What to put on, the separable verb around the words between ("was zieh ich da am besten an?").
    ['bring', /\b((?:zieh|ziehe)\s+ich|zieht\s+man)\b(?:\s+[^\s?.!]+){1,5}?\s+(an)(?=\s*[?.!]|\s*$)/dgu],
  ],
  en: [
    // A child's age said as visitors say it ("ok for a 5 year old?"): a visit with a child.
    [
      'accessibility',
      /\b((?:a|my|our|with)\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)[- ]y(?:ea)?rs?[- ]old)\b/dgu,
    ],
  ],
  // "How do I get there from here": words between "как" and the verb of going ("как отсюда
  // попасть к…", "как нам лучше добраться").
  ru: [
    [
      'directions',
      /(?<!\p{L})(как)(?:\s+[^\s?.!]+){1,2}?\s+(попасть|добраться|доехать|дойти|пройти|проехать)(?!\p{L})/dgu,
    ],
  ],
  // Where to buy, the thing bought between ("mua vé Cố Cung ở đâu", "ซื้อตั๋ว…ที่ไหน").
  vi: [
    ['booking', /(?<!\p{L})(mua)(?!\p{L})(?:\s+[^\s?.!]+){0,6}?\s+(ở đâu|o dau)(?!\p{L})/dgu],
    // Feeding, the thing fed between ("cho vịt ăn", "cho khỉ ăn"): a rule.
    ['rules', /(?<!\p{L})(cho)(?:\s+[^\s?.!]+){1,2}?\s+(ăn)(?!\p{L})/dgu],
    // From one place to another, then how ("từ Quế Lâm đến bến thuyền đi thế nào"): the way there.
    [
      'directions',
      /(?<!\p{L})(từ)(?:\s+[^\s?.!]+){1,8}?\s+(đến|tới)(?:\s+[^\s?.!]+){1,6}?\s+(đi thế nào|đi như thế nào|đi bằng gì)(?!\p{L})/dgu,
    ],
    // Up the mountain, then how ("lên Thái Sơn thế nào"): the ways up.
    [
      'accessibility',
      /(?<!\p{L})(lên)(?:\s+[^\s?.!]+){1,4}?\s+(thế nào|như thế nào|bằng gì|bằng cách nào)(?!\p{L})/dgu,
    ],
  ],
  th: [
    ['booking', /(ซื้อ)[\p{Script=Thai}\s]{0,40}?(ที่ไหน|ตรงไหน)/dgu],
    // How to go there, the place between ("ไปไท่ซานยังไง").
    ['directions', /(ไป)[\p{Script=Thai}\s]{1,30}?(ยังไง|อย่างไร|ทางไหน)/dgu],
    // How to get up, the place between ("ขึ้นไท่ซานยังไง"): the ways up.
    ['accessibility', /(ขึ้น)[\p{Script=Thai}\s]{1,30}?(ยังไง|อย่างไร)/dgu],
  ],
  // Bringing a thing in, the thing between ("bawa payung masuk galeri"): not the entry ticket.
  ms: [['bring', /(?<!\p{L})(bawa)(?:\s+[^\s?.!]+){0,3}?\s+(masuk)(?!\p{L})/dgu]],
};

/**
 * An old person's age, as visitors give it ("ma mère de 80 ans", "80多岁的奶奶", "엄마가 70대"): a
 * visit with someone elderly, asked as accessibility is. Read on the prepared question, as GAPPED.
 */
// prettier-ignore
const ELDERLY_AGE: Record<Locale, RegExp> = {
  cn: /((?<!\d)[6-9]\d多?岁|[六七八九]十[一二三四五六七八九多]?岁)(?!以上|以下|及以上)/dgu,
  'zh-Hant': /((?<!\d)[6-9]\d多?歲|[六七八九]十[一二三四五六七八九多]?歲)(?!以上|以下|及以上)/dgu,
  en: /(?<!\d|over |above |under )([6-9]\d[- ]y(?:ea)?rs?[- ]old|in (?:her|his|their) [6-9]0s|aged [6-9]\d)(?![\d+]| and (?:over|up|above|older))/dgu,
  fr: /(?<!\d|plus de |moins de |de plus de )([6-9]\d ans|octog[ée]naire|septuag[ée]naire|nonag[ée]naire)(?![\d+]| et plus)/dgu,
  de: /(?<!\d|über |ab )([6-9]\d(?:[- ]?j[äa]hrig\p{L}*| jahre alt))/dgu,
  ru: /(?<!\d|старше |от |после )([6-9]\d[- ]?(?:лет|летн\p{L}*|год\p{L}*))(?! и старше)/dgu,
  vi: /(?<!\d|trên |từ )([6-9]\d (?:tuổi|tuoi))(?! trở lên| tro len)/dgu,
  th: /((?:อายุ|วัย)\s*[6-9]\d)(?!\d|\s*(?:ปี)?\s*ขึ้นไป)/dgu,
  ja: /(?<![\d年])([6-9]\d(?:歳|才|代))(?!以上|以下)/dgu,
  ko: /(?<!\d)([6-9]\d(?:세|살|대))(?!\s*(?:이상|이하|부터))/dgu,
  ms: /((?:berumur|umur|berusia|usia)\s+[6-9]\d|(?<!\d)[6-9]\d tahun)(?! (?:lalu|dahulu|ke atas|dan ke atas))/dgu,
};
for (const lang of Object.keys(ELDERLY_AGE) as Locale[])
  (GAPPED[lang] ??= []).push(['accessibility', ELDERLY_AGE[lang]]);

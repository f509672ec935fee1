// The assistant's own words, in the 11 languages: headings before the quoted sentences, the
// decline, "which place?", the itinerary's frame. Everything else an answer says is quoted
// from the content. {p}: a place or stop name; {list}: names; {t}: a time; {n}, {m}: numbers.
import type { Locale } from '../contract/locales';
import { QUESTION_KINDS, type QuestionKind } from './types';

export interface Templates {
  label: Record<QuestionKind | 'tips', string>;
  decline: string;
  canAnswer: string;
  places: string;
  whichPlace: string;
  stops: string;
  /** A museum's galleries, by name. */
  halls: string;
  planFor: string;
  planAll: string;
  stop: string;
  total: string;
  later: string;
  allStops: string;
  hoursLine: string;
  locked: string;
  min: string;
  h: string;
  hMin: string;
  separator: string;
  /** Before the links to the pages an answer used. */
  sources: string;
  /** After an answer to part of a question: the part the guide says nothing of, quoted. */
  notSaid: string;
  /** Before what the guide does say beside a question it cannot answer (a price it does not give). */
  saysBeside: string;
}

const KIND_LABELS = [...QUESTION_KINDS, 'tips'] as const;

/** The headings of one language, written in KIND_LABELS' order between '|'. */
const L = (s: string) =>
  Object.fromEntries(s.split('|').map((label, i) => [KIND_LABELS[i], label])) as Record<QuestionKind | 'tips', string>;

export const TEMPLATES: Record<Locale, Templates> = {
  en: {
    label: L(
      'Opening hours of **{p}**:|Tickets for **{p}**:|Booking for **{p}**:|Getting to **{p}**:|Time for **{p}**:|Not to miss at **{p}**:|Itinerary for **{p}**:|What to bring to **{p}**:|Rules at **{p}**:|Getting around **{p}**:|**{p}**:|**{p}**:|From the guide to **{p}**:|Tips for **{p}**:',
    ),
    decline: "I don't know that from the guide's content.",
    canAnswer:
      'About **{p}** I can tell you the opening hours, tickets and booking, how to get there, how long to stay, what not to miss, a route for the time you have, what to bring, and the story of each stop.',
    places: 'I can answer questions about these places: {list}.',
    whichPlace: 'Which place do you mean? For example: {list}.',
    stops: 'Its stops, in tour order: {list}.',
    halls: 'Its galleries: {list}.',
    planFor: 'With {t} at **{p}**, in tour order:',
    planAll: 'A visit to all of **{p}**, in tour order:',
    stop: '{n}. {p} (about {t})',
    total: 'About {t} in all.',
    later: 'For another visit: {list}.',
    allStops: 'Listening at all {n} stops of the guide takes about {t}.',
    hoursLine: 'Opening hours:',
    locked: 'The story of **{p}** is a paid narration: unlock it in the guide to hear it.',
    min: '{m} min',
    h: '{n} h',
    hMin: '{n} h {m} min',
    separator: ', ',
    sources: 'Sources:',
    notSaid: 'The guide says nothing about this part of your question: “{q}”.',
    saysBeside: 'What the guide does say on this:',
  },
  cn: {
    label: L(
      '**{p}**的开放时间：|**{p}**的门票：|**{p}**的预约：|如何前往**{p}**：|游览**{p}**所需时间：|**{p}**不可错过：|**{p}**的游览路线：|游览**{p}**要带的东西：|**{p}**的规定：|**{p}**的代步方式：|**{p}**：|**{p}**：|导览中关于**{p}**的内容：|**{p}**的游览建议：',
    ),
    decline: '导览内容里没有这个问题的答案，我不知道。',
    canAnswer:
      '关于**{p}**，我可以告诉您开放时间、门票和预约、交通方式、游览所需时间、必看亮点、按您的时间安排的路线、要带的东西，以及每个讲解点的故事。',
    places: '我可以回答这些地方的问题：{list}。',
    whichPlace: '请问您想了解哪个地方？例如：{list}。',
    stops: '讲解点（按游览顺序）：{list}。',
    halls: '展厅：{list}。',
    planFor: '在**{p}**有{t}，按游览顺序：',
    planAll: '游览**{p}**全程，按游览顺序：',
    stop: '{n}. {p}（约{t}）',
    total: '共约{t}。',
    later: '留待下次：{list}。',
    allStops: '听完导览全部{n}个讲解点约需{t}。',
    hoursLine: '开放时间：',
    locked: '**{p}**的故事是付费讲解，在导览中解锁后即可收听。',
    min: '{m}分钟',
    h: '{n}小时',
    hMin: '{n}小时{m}分钟',
    separator: '、',
    sources: '来源：',
    notSaid: '您问题中的这一部分，导览内容里没有写：“{q}”。',
    saysBeside: '导览里与此相关的内容：',
  },
  'zh-Hant': {
    label: L(
      '**{p}**的開放時間：|**{p}**的門票：|**{p}**的預約：|如何前往**{p}**：|遊覽**{p}**所需時間：|**{p}**不可錯過：|**{p}**的遊覽路線：|遊覽**{p}**要帶的東西：|**{p}**的規定：|**{p}**的代步方式：|**{p}**：|**{p}**：|導覽中關於**{p}**的內容：|**{p}**的遊覽建議：',
    ),
    decline: '導覽內容裡沒有這個問題的答案，我不知道。',
    canAnswer:
      '關於**{p}**，我可以告訴您開放時間、門票和預約、交通方式、遊覽所需時間、必看亮點、按您的時間安排的路線、要帶的東西，以及每個講解點的故事。',
    places: '我可以回答這些地方的問題：{list}。',
    whichPlace: '請問您想了解哪個地方？例如：{list}。',
    stops: '講解點（按遊覽順序）：{list}。',
    halls: '展廳：{list}。',
    planFor: '在**{p}**有{t}，按遊覽順序：',
    planAll: '遊覽**{p}**全程，按遊覽順序：',
    stop: '{n}. {p}（約{t}）',
    total: '共約{t}。',
    later: '留待下次：{list}。',
    allStops: '聽完導覽全部{n}個講解點約需{t}。',
    hoursLine: '開放時間：',
    locked: '**{p}**的故事是付費講解，在導覽中解鎖後即可收聽。',
    min: '{m}分鐘',
    h: '{n}小時',
    hMin: '{n}小時{m}分鐘',
    separator: '、',
    sources: '來源：',
    notSaid: '您問題中的這一部分，導覽內容裡沒有寫：「{q}」。',
    saysBeside: '導覽裡與此相關的內容：',
  },
  fr: {
    label: L(
      "Horaires de **{p}** :|Billets pour **{p}** :|Réservation pour **{p}** :|Se rendre à **{p}** :|Temps de visite pour **{p}** :|À ne pas manquer à **{p}** :|Itinéraire pour **{p}** :|À emporter pour **{p}** :|Règles à **{p}** :|Se déplacer à **{p}** :|**{p}** :|**{p}** :|D'après le guide de **{p}** :|Conseils pour **{p}** :",
    ),
    decline: 'Je ne sais pas : le contenu du guide ne le dit pas.',
    canAnswer:
      "Sur **{p}**, je peux vous donner les horaires, les billets et la réservation, l'accès, la durée de visite, ce qu'il ne faut pas manquer, un parcours selon votre temps, quoi emporter et l'histoire de chaque étape.",
    places: 'Je peux répondre aux questions sur ces lieux : {list}.',
    whichPlace: 'De quel lieu parlez-vous ? Par exemple : {list}.',
    stops: "Ses étapes, dans l'ordre de la visite : {list}.",
    halls: 'Ses salles : {list}.',
    planFor: "Avec {t} à **{p}**, dans l'ordre de la visite :",
    planAll: "La visite complète de **{p}**, dans l'ordre :",
    stop: '{n}. {p} (environ {t})',
    total: 'Environ {t} au total.',
    later: 'Pour une prochaine visite : {list}.',
    allStops: 'Écouter les {n} étapes du guide prend environ {t}.',
    hoursLine: 'Horaires :',
    locked: "L'histoire de **{p}** est une narration payante : débloquez-la dans le guide pour l'écouter.",
    min: '{m} min',
    h: '{n} h',
    hMin: '{n} h {m}',
    separator: ', ',
    sources: 'Sources :',
    notSaid: 'Le guide ne dit rien de cette partie de votre question : « {q} ».',
    saysBeside: 'Ce que le guide en dit :',
  },
  de: {
    label: L(
      'Öffnungszeiten von **{p}**:|Eintritt für **{p}**:|Buchung für **{p}**:|Anreise zu **{p}**:|Zeitbedarf für **{p}**:|Nicht verpassen in **{p}**:|Rundgang durch **{p}**:|Mitbringen nach **{p}**:|Regeln in **{p}**:|Unterwegs in **{p}**:|**{p}**:|**{p}**:|Aus dem Führer zu **{p}**:|Tipps für **{p}**:',
    ),
    decline: 'Das weiß ich nicht: Der Inhalt des Führers sagt dazu nichts.',
    canAnswer:
      'Zu **{p}** kann ich Ihnen Öffnungszeiten, Eintritt und Buchung, die Anreise, die nötige Zeit, die Höhepunkte, einen Rundgang für Ihre Zeit, was Sie mitbringen sollten und die Geschichte jeder Station nennen.',
    places: 'Ich kann Fragen zu diesen Orten beantworten: {list}.',
    whichPlace: 'Welchen Ort meinen Sie? Zum Beispiel: {list}.',
    stops: 'Die Stationen in der Reihenfolge des Rundgangs: {list}.',
    halls: 'Die Ausstellungsbereiche: {list}.',
    planFor: 'Mit {t} in **{p}**, in der Reihenfolge des Rundgangs:',
    planAll: 'Ein Besuch von ganz **{p}**, in der Reihenfolge des Rundgangs:',
    stop: '{n}. {p} (etwa {t})',
    total: 'Insgesamt etwa {t}.',
    later: 'Für einen weiteren Besuch: {list}.',
    allStops: 'Alle {n} Stationen des Führers anzuhören dauert etwa {t}.',
    hoursLine: 'Öffnungszeiten:',
    locked:
      'Die Geschichte von **{p}** ist eine kostenpflichtige Erzählung: Schalten Sie sie im Führer frei, um sie zu hören.',
    min: '{m} Min.',
    h: '{n} Std.',
    hMin: '{n} Std. {m} Min.',
    separator: ', ',
    sources: 'Quellen:',
    notSaid: 'Zu diesem Teil Ihrer Frage sagt der Führer nichts: „{q}“.',
    saysBeside: 'Was der Führer dazu sagt:',
  },
  ru: {
    label: L(
      'Часы работы — **{p}**:|Билеты — **{p}**:|Бронирование — **{p}**:|Как добраться — **{p}**:|Сколько времени нужно — **{p}**:|Не пропустите — **{p}**:|Маршрут — **{p}**:|Что взять с собой — **{p}**:|Правила — **{p}**:|Как передвигаться — **{p}**:|**{p}**:|**{p}**:|Из путеводителя — **{p}**:|Советы — **{p}**:',
    ),
    decline: 'Я не знаю: в материалах путеводителя об этом ничего нет.',
    canAnswer:
      'О месте **{p}** я могу рассказать часы работы, билеты и бронирование, как добраться, сколько времени нужно, что не пропустить, маршрут на ваше время, что взять с собой и историю каждой остановки.',
    places: 'Я могу ответить на вопросы об этих местах: {list}.',
    whichPlace: 'Какое место вы имеете в виду? Например: {list}.',
    stops: 'Остановки в порядке маршрута: {list}.',
    halls: 'Залы: {list}.',
    planFor: 'Если у вас {t} — **{p}** в порядке маршрута:',
    planAll: 'Полный осмотр — **{p}** в порядке маршрута:',
    stop: '{n}. {p} (около {t})',
    total: 'Всего около {t}.',
    later: 'В другой раз: {list}.',
    allStops: 'Прослушать все {n} остановок путеводителя — около {t}.',
    hoursLine: 'Часы работы:',
    locked: 'История **{p}** — платный рассказ: откройте его в путеводителе, чтобы послушать.',
    min: '{m} мин',
    h: '{n} ч',
    hMin: '{n} ч {m} мин',
    separator: ', ',
    sources: 'Источники:',
    notSaid: 'Об этой части вашего вопроса в путеводителе ничего нет: «{q}».',
    saysBeside: 'Что об этом сказано в путеводителе:',
  },
  vi: {
    label: L(
      'Giờ mở cửa của **{p}**:|Vé vào **{p}**:|Đặt vé **{p}**:|Cách đến **{p}**:|Thời gian tham quan **{p}**:|Đừng bỏ lỡ ở **{p}**:|Lộ trình tham quan **{p}**:|Nên mang theo khi đến **{p}**:|Quy định tại **{p}**:|Đi lại trong **{p}**:|**{p}**:|**{p}**:|Theo hướng dẫn về **{p}**:|Lời khuyên cho **{p}**:',
    ),
    decline: 'Tôi không biết: nội dung hướng dẫn không nói về điều này.',
    canAnswer:
      'Về **{p}**, tôi có thể cho bạn biết giờ mở cửa, vé và đặt vé, cách đến, thời gian cần, những điểm không nên bỏ lỡ, lộ trình theo thời gian bạn có, những thứ nên mang theo và câu chuyện của từng điểm dừng.',
    places: 'Tôi có thể trả lời câu hỏi về những nơi này: {list}.',
    whichPlace: 'Bạn muốn hỏi về nơi nào? Ví dụ: {list}.',
    stops: 'Các điểm dừng theo thứ tự tham quan: {list}.',
    halls: 'Các phòng trưng bày: {list}.',
    planFor: 'Với {t} ở **{p}**, theo thứ tự tham quan:',
    planAll: 'Tham quan toàn bộ **{p}**, theo thứ tự:',
    stop: '{n}. {p} (khoảng {t})',
    total: 'Tổng cộng khoảng {t}.',
    later: 'Để dành cho lần sau: {list}.',
    allStops: 'Nghe hết {n} điểm dừng của hướng dẫn mất khoảng {t}.',
    hoursLine: 'Giờ mở cửa:',
    locked: 'Câu chuyện về **{p}** là phần thuyết minh trả phí: hãy mở khóa trong hướng dẫn để nghe.',
    min: '{m} phút',
    h: '{n} giờ',
    hMin: '{n} giờ {m} phút',
    separator: ', ',
    sources: 'Nguồn:',
    notSaid: 'Nội dung hướng dẫn không nói gì về phần này trong câu hỏi của bạn: “{q}”.',
    saysBeside: 'Điều hướng dẫn có nói về việc này:',
  },
  th: {
    label: L(
      'เวลาเปิดของ **{p}**:|ค่าเข้าชม **{p}**:|การจอง **{p}**:|การเดินทางไป **{p}**:|เวลาที่ใช้ที่ **{p}**:|ห้ามพลาดที่ **{p}**:|เส้นทางเที่ยว **{p}**:|สิ่งที่ควรพกไป **{p}**:|ข้อกำหนดที่ **{p}**:|การเดินทางภายใน **{p}**:|**{p}**:|**{p}**:|จากคู่มือเรื่อง **{p}**:|คำแนะนำสำหรับ **{p}**:',
    ),
    decline: 'ฉันไม่ทราบ เนื้อหาในคู่มือไม่ได้กล่าวถึงเรื่องนี้',
    canAnswer:
      'เกี่ยวกับ **{p}** ฉันบอกได้เรื่องเวลาเปิด ค่าเข้าชมและการจอง การเดินทาง เวลาที่ควรใช้ สิ่งที่ไม่ควรพลาด เส้นทางตามเวลาที่คุณมี สิ่งที่ควรพก และเรื่องราวของแต่ละจุด',
    places: 'ฉันตอบคำถามเกี่ยวกับสถานที่เหล่านี้ได้: {list}',
    whichPlace: 'คุณหมายถึงสถานที่ใด? เช่น {list}',
    stops: 'จุดบรรยายตามลำดับการเที่ยวชม: {list}',
    halls: 'ห้องจัดแสดง: {list}',
    planFor: 'มีเวลา {t} ที่ **{p}** ตามลำดับการเที่ยวชม:',
    planAll: 'เที่ยวชม **{p}** ทั้งหมดตามลำดับ:',
    stop: '{n}. {p} (ประมาณ {t})',
    total: 'รวมประมาณ {t}',
    later: 'ไว้ครั้งหน้า: {list}',
    allStops: 'ฟังครบทั้ง {n} จุดของคู่มือใช้เวลาประมาณ {t}',
    hoursLine: 'เวลาเปิด:',
    locked: 'เรื่องราวของ **{p}** เป็นคำบรรยายแบบชำระเงิน ปลดล็อกในคู่มือเพื่อฟัง',
    min: '{m} นาที',
    h: '{n} ชั่วโมง',
    hMin: '{n} ชั่วโมง {m} นาที',
    separator: ', ',
    sources: 'แหล่งที่มา:',
    notSaid: 'คู่มือไม่ได้กล่าวถึงคำถามส่วนนี้ของคุณ: “{q}”',
    saysBeside: 'สิ่งที่คู่มือกล่าวถึงเรื่องนี้:',
  },
  ja: {
    label: L(
      '**{p}**の営業時間：|**{p}**の料金：|**{p}**の予約：|**{p}**への行き方：|**{p}**の所要時間：|**{p}**の見逃せない見どころ：|**{p}**の回り方：|**{p}**への持ち物：|**{p}**のルール：|**{p}**での移動手段：|**{p}**：|**{p}**：|ガイドの**{p}**の内容から：|**{p}**の見学のヒント：',
    ),
    decline: 'わかりません。ガイドの内容にはその答えがありません。',
    canAnswer:
      '**{p}**については、営業時間、料金と予約、行き方、所要時間、見どころ、お持ちの時間に合わせた回り方、持ち物、各スポットの物語をご案内できます。',
    places: '次の場所についてお答えできます：{list}。',
    whichPlace: 'どちらの場所についてですか？例えば：{list}。',
    stops: 'スポット（見学順）：{list}。',
    halls: '展示室：{list}。',
    planFor: '**{p}**で{t}なら、見学順に：',
    planAll: '**{p}**をすべて回るなら、見学順に：',
    stop: '{n}. {p}（約{t}）',
    total: '合計約{t}。',
    later: '次の機会に：{list}。',
    allStops: 'ガイドの{n}か所すべてを聞くと約{t}かかります。',
    hoursLine: '営業時間：',
    locked: '**{p}**の物語は有料の解説です。ガイドでロックを解除するとお聞きいただけます。',
    min: '{m}分',
    h: '{n}時間',
    hMin: '{n}時間{m}分',
    separator: '、',
    sources: '出典：',
    notSaid: 'ご質問のこの部分については、ガイドの内容に記載がありません：「{q}」。',
    saysBeside: 'ガイドに書かれている関連の内容：',
  },
  ko: {
    label: L(
      '**{p}** 운영 시간:|**{p}** 입장료:|**{p}** 예약:|**{p}** 가는 방법:|**{p}** 관람 시간:|**{p}**에서 놓치지 말 것:|**{p}** 관람 코스:|**{p}**에 챙겨 갈 것:|**{p}** 규칙:|**{p}** 안에서 이동하기:|**{p}**:|**{p}**:|가이드의 **{p}** 내용:|**{p}** 여행 팁:',
    ),
    decline: '모르겠습니다. 가이드 내용에는 그에 대한 답이 없습니다.',
    canAnswer:
      '**{p}**에 대해서는 운영 시간, 입장료와 예약, 가는 방법, 필요한 시간, 놓치지 말 것, 가진 시간에 맞춘 코스, 챙겨 갈 것, 각 지점의 이야기를 알려 드릴 수 있습니다.',
    places: '다음 장소에 대한 질문에 답할 수 있습니다: {list}.',
    whichPlace: '어느 장소를 말씀하시나요? 예: {list}.',
    stops: '관람 순서대로의 지점: {list}.',
    halls: '전시관: {list}.',
    planFor: '**{p}**에서 {t}이라면 관람 순서대로:',
    planAll: '**{p}** 전체 관람, 관람 순서대로:',
    stop: '{n}. {p} (약 {t})',
    total: '모두 약 {t}.',
    later: '다음 방문에: {list}.',
    allStops: '가이드의 {n}개 지점을 모두 들으면 약 {t} 걸립니다.',
    hoursLine: '운영 시간:',
    locked: '**{p}**의 이야기는 유료 해설입니다. 가이드에서 잠금을 해제하면 들을 수 있습니다.',
    min: '{m}분',
    h: '{n}시간',
    hMin: '{n}시간 {m}분',
    separator: ', ',
    sources: '출처:',
    notSaid: '질문의 이 부분은 가이드 내용에 나와 있지 않습니다: “{q}”.',
    saysBeside: '가이드에 있는 관련 내용:',
  },
  ms: {
    label: L(
      'Waktu dibuka **{p}**:|Tiket **{p}**:|Tempahan **{p}**:|Cara ke **{p}**:|Masa untuk **{p}**:|Jangan terlepas di **{p}**:|Jadual lawatan **{p}**:|Apa yang perlu dibawa ke **{p}**:|Peraturan di **{p}**:|Bergerak di **{p}**:|**{p}**:|**{p}**:|Daripada panduan tentang **{p}**:|Tips untuk **{p}**:',
    ),
    decline: 'Saya tidak tahu: kandungan panduan tidak menyebut tentang perkara ini.',
    canAnswer:
      'Tentang **{p}**, saya boleh memberitahu waktu dibuka, tiket dan tempahan, cara ke sana, masa yang diperlukan, apa yang tidak patut dilepaskan, laluan mengikut masa anda, apa yang perlu dibawa dan kisah setiap hentian.',
    places: 'Saya boleh menjawab soalan tentang tempat-tempat ini: {list}.',
    whichPlace: 'Tempat yang mana satu? Contohnya: {list}.',
    stops: 'Hentiannya mengikut urutan lawatan: {list}.',
    halls: 'Galerinya: {list}.',
    planFor: 'Dengan {t} di **{p}**, mengikut urutan lawatan:',
    planAll: 'Lawatan penuh ke **{p}**, mengikut urutan:',
    stop: '{n}. {p} (kira-kira {t})',
    total: 'Kira-kira {t} semuanya.',
    later: 'Untuk lawatan lain: {list}.',
    allStops: 'Mendengar kesemua {n} hentian panduan mengambil masa kira-kira {t}.',
    hoursLine: 'Waktu dibuka:',
    locked: 'Kisah **{p}** ialah penerangan berbayar: buka kuncinya dalam panduan untuk mendengarnya.',
    min: '{m} minit',
    h: '{n} jam',
    hMin: '{n} jam {m} minit',
    separator: ', ',
    sources: 'Sumber:',
    notSaid: 'Panduan tidak menyebut apa-apa tentang bahagian soalan anda ini: “{q}”.',
    saysBeside: 'Apa yang panduan katakan tentang ini:',
  },
};

export const fill = (template: string, values: Record<string, string | number>) =>
  template
    .replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole))
    // "etwa 58 Min.." : an abbreviation's full stop ends the sentence too.
    .replace(/\.\./g, '.');

/** "2 h 30 min", "45 分钟": a duration in minutes in a language's words. */
export function duration(minutes: number, t: Templates): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return fill(t.min, { m });
  return m === 0 ? fill(t.h, { n: h }) : fill(t.hMin, { n: h, m });
}

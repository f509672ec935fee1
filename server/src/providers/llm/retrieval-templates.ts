// Short answer sentences of the catalogue assistant, per locale. {p} = place name,
// {x} = the catalogue's text, {n} = a count, {list} = names.
import type { Locale } from '@contract/locales';

export interface RetrievalTemplates {
  hours: string;
  tips: string;
  address: string;
  points: string;
  noPoints: string;
  intro: string;
  reservation: string;
  whichPlace: string;
  unknown: string;
  separator: string;
}

export const TEMPLATES: Record<Locale, RetrievalTemplates> = {
  cn: {
    hours: '**{p}**的开放时间：{x}。', tips: '**{p}**的游览建议：{x}。', address: '**{p}**的地址：{x}。',
    points: '**{p}**共有{n}个讲解点：{list}。', noPoints: '目录中没有**{p}**的讲解点。', intro: '**{p}**：{x}',
    reservation: '**{p}**的预约信息：{x}。', whichPlace: '请问您想了解哪个地方？我可以介绍：{list}。',
    unknown: '抱歉，目录里没有这个问题的答案，我不知道。我可以告诉您开放时间、讲解点、游览建议和交通方式。', separator: '、',
  },
  'zh-Hant': {
    hours: '**{p}**的開放時間：{x}。', tips: '**{p}**的遊覽建議：{x}。', address: '**{p}**的地址：{x}。',
    points: '**{p}**共有{n}個講解點：{list}。', noPoints: '目錄中沒有**{p}**的講解點。', intro: '**{p}**：{x}',
    reservation: '**{p}**的預約資訊：{x}。', whichPlace: '請問您想了解哪個地方？我可以介紹：{list}。',
    unknown: '抱歉，目錄裡沒有這個問題的答案，我不知道。我可以告訴您開放時間、講解點、遊覽建議和交通方式。', separator: '、',
  },
  en: {
    hours: 'Opening hours of **{p}**: {x}.', tips: 'Tips for **{p}**: {x}.', address: 'How to get to **{p}**: {x}.',
    points: '**{p}** has {n} explanation points: {list}.', noPoints: 'The catalogue lists no explanation points for **{p}**.', intro: '**{p}**: {x}',
    reservation: 'Reservations at **{p}**: {x}.', whichPlace: 'Which place do you mean? I can tell you about: {list}.',
    unknown: "Sorry, I don't know: the catalogue does not answer that. I can tell you opening hours, explanation points, tips and how to get there.", separator: ', ',
  },
  fr: {
    hours: "Horaires d'ouverture de **{p}** : {x}.", tips: 'Conseils pour **{p}** : {x}.', address: 'Pour se rendre à **{p}** : {x}.',
    points: '**{p}** compte {n} points d’explication : {list}.', noPoints: 'Le catalogue ne donne aucun point d’explication pour **{p}**.', intro: '**{p}** : {x}',
    reservation: 'Réservation à **{p}** : {x}.', whichPlace: 'De quel lieu parlez-vous ? Je connais : {list}.',
    unknown: "Désolé, je ne sais pas : le catalogue ne répond pas à cette question. Je peux vous donner les horaires, les points d'explication, des conseils et l'accès.", separator: ', ',
  },
  ru: {
    hours: 'Часы работы **{p}**: {x}.', tips: 'Советы для **{p}**: {x}.', address: 'Как добраться до **{p}**: {x}.',
    points: 'В **{p}** точек с рассказом: {n}: {list}.', noPoints: 'В каталоге нет точек с рассказом для **{p}**.', intro: '**{p}**: {x}',
    reservation: 'Бронирование в **{p}**: {x}.', whichPlace: 'Какое место вас интересует? Я знаю: {list}.',
    unknown: 'Извините, я не знаю: в каталоге нет ответа на этот вопрос. Я могу рассказать о часах работы, точках с рассказом, советах и о том, как добраться.', separator: ', ',
  },
  vi: {
    hours: 'Giờ mở cửa của **{p}**: {x}.', tips: 'Lời khuyên cho **{p}**: {x}.', address: 'Cách đến **{p}**: {x}.',
    points: '**{p}** có {n} điểm thuyết minh: {list}.', noPoints: 'Danh mục không có điểm thuyết minh nào cho **{p}**.', intro: '**{p}**: {x}',
    reservation: 'Đặt chỗ tại **{p}**: {x}.', whichPlace: 'Bạn muốn hỏi về nơi nào? Tôi biết: {list}.',
    unknown: 'Xin lỗi, tôi không biết: danh mục không trả lời câu hỏi này. Tôi có thể cho bạn biết giờ mở cửa, điểm thuyết minh, lời khuyên và cách đi.', separator: ', ',
  },
  th: {
    hours: 'เวลาเปิดของ **{p}**: {x}', tips: 'คำแนะนำสำหรับ **{p}**: {x}', address: 'การเดินทางไป **{p}**: {x}',
    points: '**{p}** มีจุดบรรยาย {n} จุด: {list}', noPoints: 'แคตตาล็อกไม่มีจุดบรรยายของ **{p}**', intro: '**{p}**: {x}',
    reservation: 'การจองที่ **{p}**: {x}', whichPlace: 'คุณหมายถึงสถานที่ใด? ฉันรู้จัก: {list}',
    unknown: 'ขออภัย ฉันไม่ทราบ แคตตาล็อกไม่มีคำตอบสำหรับคำถามนี้ ฉันบอกได้เรื่องเวลาเปิด จุดบรรยาย คำแนะนำ และการเดินทาง', separator: ', ',
  },
  ja: {
    hours: '**{p}**の開館・営業時間：{x}。', tips: '**{p}**の見学のヒント：{x}。', address: '**{p}**への行き方：{x}。',
    points: '**{p}**には{n}か所の解説ポイントがあります：{list}。', noPoints: 'カタログには**{p}**の解説ポイントがありません。', intro: '**{p}**：{x}',
    reservation: '**{p}**の予約：{x}。', whichPlace: 'どちらの場所についてですか？ご案内できるのは：{list}。',
    unknown: '申し訳ありませんが、わかりません。カタログにその答えはありません。営業時間、解説ポイント、ヒント、行き方ならご案内できます。', separator: '、',
  },
  ko: {
    hours: '**{p}** 운영 시간: {x}.', tips: '**{p}** 관람 팁: {x}.', address: '**{p}** 가는 방법: {x}.',
    points: '**{p}**에는 해설 포인트가 {n}곳 있습니다: {list}.', noPoints: '카탈로그에 **{p}**의 해설 포인트가 없습니다.', intro: '**{p}**: {x}',
    reservation: '**{p}** 예약: {x}.', whichPlace: '어느 장소를 말씀하시나요? 안내할 수 있는 곳: {list}.',
    unknown: '죄송합니다. 잘 모르겠습니다. 카탈로그에 그 답이 없습니다. 운영 시간, 해설 포인트, 팁, 가는 방법은 알려 드릴 수 있습니다.', separator: ', ',
  },
  ms: {
    hours: 'Waktu dibuka **{p}**: {x}.', tips: 'Petua untuk **{p}**: {x}.', address: 'Cara ke **{p}**: {x}.',
    points: '**{p}** mempunyai {n} titik penerangan: {list}.', noPoints: 'Katalog tidak menyenaraikan titik penerangan untuk **{p}**.', intro: '**{p}**: {x}',
    reservation: 'Tempahan di **{p}**: {x}.', whichPlace: 'Tempat mana yang anda maksudkan? Saya tahu: {list}.',
    unknown: 'Maaf, saya tidak tahu: katalog tidak menjawab soalan itu. Saya boleh beritahu waktu dibuka, titik penerangan, petua dan cara ke sana.', separator: ', ',
  },
  de: {
    hours: 'Öffnungszeiten von **{p}**: {x}.', tips: 'Tipps für **{p}**: {x}.', address: 'So kommen Sie zu **{p}**: {x}.',
    points: '**{p}** hat {n} Erklärungspunkte: {list}.', noPoints: 'Der Katalog nennt keine Erklärungspunkte für **{p}**.', intro: '**{p}**: {x}',
    reservation: 'Reservierung in **{p}**: {x}.', whichPlace: 'Welchen Ort meinen Sie? Ich kenne: {list}.',
    unknown: 'Das weiß ich leider nicht: Der Katalog beantwortet diese Frage nicht. Ich kann Ihnen Öffnungszeiten, Erklärungspunkte, Tipps und die Anreise nennen.', separator: ', ',
  },
};

/** Question words per topic, across the 11 locales (lower-case; matched as substrings). */
export const TOPIC_WORDS: Record<'hours' | 'tips' | 'address' | 'points' | 'reservation' | 'intro', string[]> = {
  hours: ['open', 'hour', 'close', 'time', '开放', '时间', '几点', '開放', '時間', 'horaire', 'heure', 'ouvert', 'часы', 'работ', 'открыт', 'giờ', 'mở cửa', 'เปิด', 'เวลา', '営業', '開館', '시간', '운영', 'waktu', 'buka', 'öffnungs', 'geöffnet', 'uhr'],
  tips: ['tip', 'advice', 'suggest', 'recommend', '建议', '注意', '攻略', '建議', 'conseil', 'совет', 'lời khuyên', 'mẹo', 'คำแนะนำ', 'ヒント', 'アドバイス', '팁', '조언', 'petua', 'nasihat', 'tipp', 'hinweis'],
  address: ['address', 'get there', 'get to', 'where', 'how to go', 'transport', '地址', '怎么去', '交通', '在哪', '怎麼去', 'adresse', 'comment aller', 'où', 'адрес', 'добрат', 'где', 'địa chỉ', 'đến', 'ở đâu', 'ที่อยู่', 'เดินทาง', '住所', '行き方', 'アクセス', '주소', '가는', '어디', 'alamat', 'cara ke', 'anfahrt', 'wo ', 'wie komme'],
  points: ['point', 'see', 'sight', 'exhibit', 'highlight', 'attraction', '景点', '讲解', '展品', '看什么', '必看', '景點', '講解', '展品', 'voir', 'exposé', 'объект', 'экспонат', 'посмотреть', 'điểm', 'hiện vật', 'จุด', 'ชม', '見どころ', '展示', '解説', '볼거리', '전시', '해설', 'tarikan', 'pameran', 'sehenswürdig', 'ausstellung', 'exponat'],
  reservation: ['book', 'reserv', 'ticket', '预约', '门票', '預約', '門票', 'réserv', 'billet', 'бронир', 'билет', 'đặt', 'vé', 'จอง', 'ตั๋ว', '予約', 'チケット', '예약', '티켓', 'tempah', 'tiket', 'reservier', 'karte'],
  intro: ['about', 'introduce', 'what is', 'tell me', '介绍', '介紹', 'présente', 'расскаж', 'giới thiệu', 'แนะนำ', '紹介', '소개', 'perkenal', 'erzähl', 'über'],
};

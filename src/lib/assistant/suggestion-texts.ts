// The assistant's greeting and suggested questions at a stop or a place ("Ask about this"), in
// the 11 languages. The questions do not name the stop or the place: the chat sends them with
// its context (placeId, pointId), and the assistant answers them from it. A name inserted into a
// sentence would have to be declined in Russian, take an article in French and German, and can
// look like another place's name to the assistant ("Yellow Stone Village" holds "Yellow
// [Mountain]"); the greeting and the chat's context chip say which stop it is.
// {p}: the stop's name, {n}: its stop number, {pl}: the place's name.
import type { Locale } from '../contract/locales';

export interface SuggestionTexts {
  /** A scenic stop's greeting, and its questions: its story, what to look at, time for the place. */
  stop: { greeting: string; story: string; look: string; time: string };
  /** An exhibit's greeting, and its questions: its story, its age (when it has an era), what to look at, the opening hours. */
  exhibit: { greeting: string; story: string; age: string; look: string; hours: string };
  /** A place's greeting (scenic area or museum), and its questions. */
  place: {
    greeting: string;
    highlights: string;
    tickets: string;
    directions: string;
    itinerary: string;
  };
}

export const SUGGESTION_TEXTS: Record<Locale, SuggestionTexts> = {
  cn: {
    stop: {
      greeting: '讲解点 {n}：**{p}**（{pl}）。可以问我它的故事、值得细看的地方，或游览的实用信息。',
      story: '这个景点有什么故事？',
      look: '在这里应该注意看什么？',
      time: '游览这里需要多长时间？',
    },
    exhibit: {
      greeting: '展品 {n}：**{p}**（{pl}）。可以问我它的故事、年代，或参观的实用信息。',
      story: '这件展品有什么故事？',
      age: '这件展品是什么年代的？',
      look: '在这里应该注意看什么？',
      hours: '这里的开放时间是什么？',
    },
    place: {
      greeting: '**{pl}**：可以问我开放时间、门票和预约、交通方式、不可错过的亮点，或按您的时间安排的路线。',
      highlights: '这里有哪些不可错过的？',
      tickets: '门票多少钱？需要预约吗？',
      directions: '怎么去？',
      itinerary: '帮我安排半天的游览路线。',
    },
  },
  'zh-Hant': {
    stop: {
      greeting: '講解點 {n}：**{p}**（{pl}）。可以問我它的故事、值得細看的地方，或遊覽的實用資訊。',
      story: '這個景點有什麼故事？',
      look: '在這裡應該留意看什麼？',
      time: '遊覽這裡需要多長時間？',
    },
    exhibit: {
      greeting: '展品 {n}：**{p}**（{pl}）。可以問我它的故事、年代，或參觀的實用資訊。',
      story: '這件展品有什麼故事？',
      age: '這件展品是什麼年代的？',
      look: '在這裡應該留意看什麼？',
      hours: '這裡的開放時間是什麼？',
    },
    place: {
      greeting: '**{pl}**：可以問我開放時間、門票和預約、交通方式、不可錯過的亮點，或按您的時間安排的路線。',
      highlights: '這裡有哪些不可錯過的？',
      tickets: '門票多少錢？需要預約嗎？',
      directions: '怎麼去？',
      itinerary: '幫我安排半天的遊覽路線。',
    },
  },
  en: {
    stop: {
      greeting:
        'Stop {n}: **{p}** ({pl}). Ask me about its story, what to look out for here, or the practical side of your visit.',
      story: 'What is the story of this stop?',
      look: 'What should I look out for here?',
      time: 'How long should I plan for a visit here?',
    },
    exhibit: {
      greeting: 'Exhibit {n}: **{p}** ({pl}). Ask me about its story, its age, or the practical side of your visit.',
      story: 'What is the story of this exhibit?',
      age: 'How old is it?',
      look: 'What should I look out for here?',
      hours: 'What are the opening hours here?',
    },
    place: {
      greeting:
        '**{pl}**: ask me about opening hours, tickets and booking, how to get there, what not to miss, or a route for the time you have.',
      highlights: 'What should I not miss here?',
      tickets: 'How much is a ticket, and do I need to book?',
      directions: 'How do I get there?',
      itinerary: 'Plan a half-day visit for me.',
    },
  },
  fr: {
    stop: {
      greeting:
        "Étape {n} : **{p}** ({pl}). Demandez-moi son histoire, ce qu'il faut regarder ici, ou l'aspect pratique de votre visite.",
      story: 'Parlez-moi de cet endroit.',
      look: 'Que faut-il regarder ici ?',
      time: 'Combien de temps prévoir pour la visite ?',
    },
    exhibit: {
      greeting: "Objet {n} : **{p}** ({pl}). Demandez-moi son histoire, son âge, ou l'aspect pratique de votre visite.",
      story: 'Parlez-moi de cet objet.',
      age: 'De quelle époque date-t-il ?',
      look: 'Que faut-il regarder ici ?',
      hours: "Quels sont les horaires d'ouverture ici ?",
    },
    place: {
      greeting:
        "**{pl}** : demandez-moi les horaires, les billets et la réservation, l'accès, ce qu'il ne faut pas manquer, ou un parcours selon votre temps.",
      highlights: "Qu'est-ce qu'il ne faut pas manquer ici ?",
      tickets: 'Combien coûte le billet, et faut-il réserver ?',
      directions: 'Comment y aller ?',
      itinerary: "Proposez-moi un parcours d'une demi-journée.",
    },
  },
  ru: {
    stop: {
      greeting:
        'Точка {n}: **{p}** ({pl}). Спросите меня о её истории, о том, на что здесь обратить внимание, или о практической стороне поездки.',
      story: 'Чем знаменито это место?',
      look: 'На что здесь стоит обратить внимание?',
      time: 'Сколько времени заложить на посещение?',
    },
    exhibit: {
      greeting:
        'Экспонат {n}: **{p}** ({pl}). Спросите меня о его истории, возрасте или о практической стороне посещения.',
      story: 'Чем знаменит этот экспонат?',
      age: 'Сколько ему лет?',
      look: 'На что здесь стоит обратить внимание?',
      hours: 'Какие здесь часы работы?',
    },
    place: {
      greeting:
        '**{pl}**: спросите меня о часах работы, билетах и бронировании, о том, как добраться, что нельзя пропустить, или о маршруте на ваше время.',
      highlights: 'Что здесь нельзя пропустить?',
      tickets: 'Сколько стоит билет и нужно ли бронировать?',
      directions: 'Как туда добраться?',
      itinerary: 'Составьте маршрут на полдня.',
    },
  },
  vi: {
    stop: {
      greeting:
        'Điểm {n}: **{p}** ({pl}). Hãy hỏi tôi về câu chuyện của nơi này, những gì nên chú ý, hoặc thông tin thiết thực cho chuyến tham quan.',
      story: 'Kể cho tôi nghe về nơi này.',
      look: 'Ở đây nên chú ý xem gì?',
      time: 'Nên dành bao nhiêu thời gian để tham quan?',
    },
    exhibit: {
      greeting:
        'Hiện vật {n}: **{p}** ({pl}). Hãy hỏi tôi về câu chuyện, niên đại của hiện vật, hoặc thông tin thiết thực cho chuyến tham quan.',
      story: 'Kể cho tôi nghe về hiện vật này.',
      age: 'Hiện vật này có niên đại bao lâu?',
      look: 'Ở đây nên chú ý xem gì?',
      hours: 'Giờ mở cửa ở đây thế nào?',
    },
    place: {
      greeting:
        '**{pl}**: hãy hỏi tôi về giờ mở cửa, vé và đặt chỗ, cách đi, những điều không nên bỏ lỡ, hoặc lộ trình theo thời gian bạn có.',
      highlights: 'Ở đây có gì không nên bỏ lỡ?',
      tickets: 'Vé bao nhiêu tiền, có cần đặt trước không?',
      directions: 'Đi đến đó bằng cách nào?',
      itinerary: 'Gợi ý lộ trình tham quan nửa ngày.',
    },
  },
  th: {
    stop: {
      greeting: 'จุดที่ {n}: **{p}** ({pl}) ถามฉันได้เรื่องราวของที่นี่ สิ่งที่ควรสังเกต หรือข้อมูลที่เป็นประโยชน์สำหรับการเที่ยว',
      story: 'ที่นี่มีเรื่องราวอะไรบ้าง',
      look: 'ที่นี่ควรสังเกตอะไร',
      time: 'ควรใช้เวลาเที่ยวที่นี่นานเท่าไร',
    },
    exhibit: {
      greeting: 'วัตถุจัดแสดงที่ {n}: **{p}** ({pl}) ถามฉันได้เรื่องราว อายุของชิ้นนี้ หรือข้อมูลที่เป็นประโยชน์สำหรับการชม',
      story: 'วัตถุชิ้นนี้มีเรื่องราวอะไร',
      age: 'ชิ้นนี้มาจากยุคไหน',
      look: 'ที่นี่ควรสังเกตอะไร',
      hours: 'ที่นี่เปิดกี่โมง',
    },
    place: {
      greeting: '**{pl}**: ถามฉันได้เรื่องเวลาเปิดทำการ ค่าเข้าชมและการจอง การเดินทาง สิ่งที่ไม่ควรพลาด หรือเส้นทางตามเวลาที่คุณมี',
      highlights: 'ที่นี่มีอะไรที่ไม่ควรพลาด',
      tickets: 'ค่าเข้าชมเท่าไร ต้องจองล่วงหน้าไหม',
      directions: 'เดินทางไปที่นั่นอย่างไร',
      itinerary: 'ช่วยวางแผนเที่ยวครึ่งวันให้หน่อย',
    },
  },
  ja: {
    stop: {
      greeting: 'スポット {n}：**{p}**（{pl}）。この場所の物語、見どころ、見学の実用的な情報について聞いてください。',
      story: 'このスポットにはどんな物語がありますか？',
      look: 'ここでは何に注目すればいいですか？',
      time: '見学にはどのくらい時間をみればいいですか？',
    },
    exhibit: {
      greeting: '展示品 {n}：**{p}**（{pl}）。この展示品の物語や年代、見学の実用的な情報について聞いてください。',
      story: 'この展示品にはどんな物語がありますか？',
      age: 'どのくらい古いものですか？',
      look: 'ここでは何に注目すればいいですか？',
      hours: 'ここの開館時間を教えてください。',
    },
    place: {
      greeting:
        '**{pl}**：開いている時間、入場料と予約、行き方、見逃せない見どころ、お持ちの時間に合わせたルートについて聞いてください。',
      highlights: 'ここで見逃せないものは何ですか？',
      tickets: '入場料はいくらですか？予約は必要ですか？',
      directions: 'どうやって行けばいいですか？',
      itinerary: '半日の見学プランを立ててください。',
    },
  },
  ko: {
    stop: {
      greeting: '지점 {n}: **{p}** ({pl}). 이곳의 이야기, 눈여겨볼 점, 관람에 필요한 실용 정보를 물어보세요.',
      story: '이곳에는 어떤 이야기가 있나요?',
      look: '여기서는 무엇을 눈여겨봐야 하나요?',
      time: '관람하는 데 시간이 얼마나 걸리나요?',
    },
    exhibit: {
      greeting: '전시품 {n}: **{p}** ({pl}). 이 전시품의 이야기, 연대, 관람에 필요한 실용 정보를 물어보세요.',
      story: '이 전시품에는 어떤 이야기가 있나요?',
      age: '얼마나 오래된 것인가요?',
      look: '여기서는 무엇을 눈여겨봐야 하나요?',
      hours: '이곳의 개방 시간은 어떻게 되나요?',
    },
    place: {
      greeting: '**{pl}**: 운영 시간, 입장료와 예약, 가는 방법, 놓치면 안 될 곳, 가진 시간에 맞춘 코스를 물어보세요.',
      highlights: '여기서 놓치면 안 될 것은 무엇인가요?',
      tickets: '입장료는 얼마이고 예약이 필요한가요?',
      directions: '어떻게 가나요?',
      itinerary: '반나절 관람 일정을 짜 주세요.',
    },
  },
  ms: {
    stop: {
      greeting:
        'Hentian {n}: **{p}** ({pl}). Tanya saya tentang kisahnya, apa yang patut diperhatikan di sini, atau maklumat praktikal lawatan anda.',
      story: 'Apakah kisah tempat ini?',
      look: 'Apa yang patut saya perhatikan di sini?',
      time: 'Berapa lama masa yang perlu untuk lawatan ini?',
    },
    exhibit: {
      greeting:
        'Pameran {n}: **{p}** ({pl}). Tanya saya tentang kisahnya, usianya, atau maklumat praktikal lawatan anda.',
      story: 'Apakah kisah artifak ini?',
      age: 'Berapakah usia artifak ini?',
      look: 'Apa yang patut saya perhatikan di sini?',
      hours: 'Bilakah waktu dibuka di sini?',
    },
    place: {
      greeting:
        '**{pl}**: tanya saya tentang waktu dibuka, tiket dan tempahan, cara ke sana, apa yang tidak boleh dilepaskan, atau laluan mengikut masa anda.',
      highlights: 'Apa yang wajib dilihat di sini?',
      tickets: 'Berapakah harga tiket, dan perlukah saya menempah?',
      directions: 'Bagaimana cara pergi ke sana?',
      itinerary: 'Rancangkan lawatan setengah hari untuk saya.',
    },
  },
  de: {
    stop: {
      greeting:
        'Station {n}: **{p}** ({pl}). Fragen Sie mich nach ihrer Geschichte, worauf Sie hier achten sollten, oder nach dem Praktischen Ihres Besuchs.',
      story: 'Was ist die Geschichte dieses Ortes?',
      look: 'Worauf sollte ich hier achten?',
      time: 'Wie viel Zeit sollte ich für den Besuch einplanen?',
    },
    exhibit: {
      greeting:
        'Exponat {n}: **{p}** ({pl}). Fragen Sie mich nach seiner Geschichte, seinem Alter oder nach dem Praktischen Ihres Besuchs.',
      story: 'Was ist die Geschichte dieses Exponats?',
      age: 'Wie alt ist es?',
      look: 'Worauf sollte ich hier achten?',
      hours: 'Wann ist hier geöffnet?',
    },
    place: {
      greeting:
        '**{pl}**: Fragen Sie mich nach Öffnungszeiten, Eintritt und Reservierung, der Anreise, dem, was Sie nicht verpassen sollten, oder einer Route für Ihre Zeit.',
      highlights: 'Was sollte ich hier nicht verpassen?',
      tickets: 'Was kostet der Eintritt, und muss ich reservieren?',
      directions: 'Wie komme ich dorthin?',
      itinerary: 'Welche Route empfehlen Sie für einen halben Tag?',
    },
  },
};

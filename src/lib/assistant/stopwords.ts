// The words a question is made of that say nothing of its subject (question words, pronouns,
// particles, politeness), per language, folded. What is left of a question once these, the
// names and the cue words are gone is what the content must speak of, or the assistant declines.
import type { Locale } from '../contract/locales';
import { CANTONESE_PARTICLES } from './cantonese';
import { fold } from './text';

const RAW: Record<Locale, string> = {
  en: "ok okay stuff nice perfect awesome alright sure mum mom mother dad father parents parent grandma grandpa grandmother grandfather grandparents mum's mom's wondering wonder wondered included include includes maximum minimum max latest earliest since until till towards before after during between without under over into onto near via today tonight tomorrow now currently apparently supposedly actually heard somewhere anywhere someplace something anything someone anyone a an the is are was were be been am do does did can could would should will shall may might must i me my we our us you your it its they them their there here this that these those what which who whom whose when where why how much many any some about for of to in on at by from with and or but if so as not no yes please tell know want like get got go going went see visit visiting visitor visitors place there thing things one ones also just really very more most best good ok okay hi hello thanks thank need should would it's i'm don't what's is there are there have has had let give show help someone anyone people day then again still else other another um umm uh uhh er erm hmm",
  fr: "ok okay oké super mère mere père pere parents grand-mère grand-mere grand-père grand-pere grands-parents maman papa dites dis indiquer pourriez demandais demande demandé compris inclus incluse dedans maximum minimum ici là endroit depuis jusqu jusque vers avant après pendant entre chez contre près demain maintenant aujourd'hui entrer rentrer venir vraiment vrai genre franchement honnetement apparemment paraît entendu quelque le la les l un une des du de d à au aux et ou est sont être a ai as avons avez ont je j me m moi tu te vous nous il elle on ils elles ce cet cette ces c ça qui que qu quoi quel quelle quels quelles où quand comment combien pourquoi est-ce y en pour par avec sans dans sur sous ne pas plus très bien bon svp s'il vous plaît merci bonjour faire fait laisser laisse mettre peut peux pouvez veux voudrais dois doit faut il-y-a mon ma mes notre votre leur se si aussi encore visiter visite aller lieu euh hum bah ben alors",
  de: 'ok okay okey zurecht zurechtkommen klarkommen spontan kurzfristig findet finde finden super prima toll vom zum zur beim mutter vater eltern oma opa großmutter grossmutter großvater grossvater großeltern grosseltern mama papa sagen sag verraten erklären gefragt inbegriffen enthalten inklusive maximal höchstens spätestens frühestens maximum minimum trotzdem dennoch überhaupt ohnehin sowieso jedenfalls allerdings tatsächlich ungefähr etwa ziemlich besonders seit bis während zwischen ohne über durch gegen ab heute morgen übermorgen jetzt gerade derzeit gehen hingehen reingehen reinkommen hineingehen hinein rein kommen angeblich eigentlich wirklich gehört irgendwo irgendwas etwas der die das den dem des ein eine einen einem einer und oder ist sind war sein bin bist seid ich mich mir du dich dir wir uns ihr sie es man mein meine unser was welche welcher welches wer wie wo wann warum wieviel wie viel gibt es zu zum zur im in am an auf aus bei mit von für nach über unter vor nicht kein keine ja bitte danke hallo kann können könnte muss müssen soll sollte möchte will gern gerne hier dort da auch noch sehr gut viel viele besuchen besuch ort äh ähm öh hm also meinen meinem meiner meines unseren unserem unserer unseres deinen deinem deiner deines seinen seinem seiner ihren ihrem ihrer eure euren eurem lassen hab habe hat haben nen ne nem ner dabei grad mal gibts haste isses ists wär wäre',
  ru: 'стартовать стартуем начинать ок окей ладно понятно ясно супер ok okay мама мамой маме мамы папа папой папе родители родителями бабушка бабушкой бабушке дедушка дедушкой дедушке подскажите подскажи скажите скажи расскажите расскажи объясните интересно включено включён входит максимум минимум после перед между под над через около возле сегодня завтра сейчас зайти войти попасть пойти сходить поехать съездить прийти приехать идти правда говорят слышал слышала вообще реально точно будет будут буду будем если и в во на с со к ко по о об от до за из у для при без не ни да нет я меня мне мы нас нам вы вас вам ты тебя он она оно они их его её это этот эта эти тот та те что какой какая какие какое кто где когда куда откуда почему зачем как сколько ли ли? есть был была были быть можно нужно надо пожалуйста спасибо здравствуйте привет мой моя наш ваш там тут здесь ещё еще очень хорошо посетить посещение место ну э эм ээ типа вот короче значит туда сюда доехать добраться добираться доберёмся доберемся доедем',
  vi: 'ok oke okay mẹ bố ông bà thì buổi trưa sáng chiều tối đây đó bây giờ nghe nói thật là của và có không được cho tôi bạn chúng ta mình nó họ này đó kia gì nào đâu sao thế nào như thế nào bao nhiêu khi nào ở tại trong trên với về đến từ để thì mà ra vào rất nhiều một những các cái muốn cần nên phải hãy xin vui lòng cảm ơn chào ạ nhé vậy đi tham quan nơi chỗ ờ ừ ừm à',
  ms: 'ok oke okey okay ibu bapa mak ayah nenek datuk atuk ibu-bapa ikut beritahu maksimum minimum sini situ esok sekarang dalam dengar betul manakah patut kat dekat kena je ni tu lah la yg utk dgn nk nak tk ke yang dan di ke dari untuk dengan ini itu apa apakah adakah siapa bila bilakah mana di mana bagaimana berapa mengapa kenapa saya kami kita anda awak dia mereka ada adalah ialah ia tidak tak bukan ya boleh perlu mahu hendak akan sudah telah masih sangat lebih paling satu sila tolong terima kasih hai helo pergi melawat lawatan tempat juga lagi atau tetapi jika pada oleh tentang dulu dahulu sebenarnya asalnya erm hmm eh',
  cn: '不太 太好 不用 办法 ok okay 妈妈 爸爸 父母 爸妈 奶奶 爷爷 外婆 外公 姥姥 姥爷 来得及 来不来得及 馆内 院内 园内 这里 这儿 那里 今天 明天 现在 中午 上午 下午 早上 进去 进 听说 真的 据说 请问 请 问 会不会 是不是 能不能 要不要 可不可以 里头 里面 自己 自个儿 为什么 为啥 为何 啥 咋 咋样 干嘛 太 挺 蛮 有点 特别 非常 什么 怎么 怎样 如何 哪些 哪个 哪里 哪儿 哪 吗 呢 吧 啊 呀 的 了 着 过 是 有 没有 在 我 我们 你 您 你们 他 她 它 这 那 这个 那个 这些 那些 个 些 里 上 下 去 来 到 要 想 能 会 可以 可 需要 应该 一下 一些 一个 有没有 是否 还 也 都 就 和 与 及 跟 对 给 很 最 比较 好 多 吗？ 呢？ 景区 地方 游览 参观 旅游 玩 看 知道 告诉 介绍 嗯 呃 就是 然后',
  'zh-Hant':
    '不太 太好 不用 辦法 ok okay 媽媽 爸爸 父母 爸媽 奶奶 爺爺 外婆 外公 來得及 來不來得及 館內 院內 園內 這裡 這兒 那裡 今天 明天 現在 中午 上午 下午 早上 進去 進 聽說 真的 據說 請問 請 問 會不會 是不是 能不能 要不要 可不可以 裡頭 裡面 自己 為什麼 為啥 為何 啥 咋 幹嘛 太 挺 蠻 有點 特別 非常 什麼 怎麼 怎樣 如何 哪些 哪個 哪裡 哪兒 哪 嗎 呢 吧 啊 呀 的 了 著 過 是 有 沒有 在 我 我們 你 您 你們 他 她 它 這 那 這個 那個 這些 那些 個 些 裡 上 下 去 來 到 要 想 能 會 可以 可 需要 應該 一下 一些 一個 有沒有 是否 還 也 都 就 和 與 及 跟 對 給 很 最 比較 好 多 景區 地方 遊覽 參觀 旅遊 玩 看 知道 告訴 介紹 嗯 呃 欸 就是 然後',
  ja: 'ok okay 効率的 効率よく 効率 母 父 両親 祖母 祖父 おばあちゃん おじいちゃん 母親 父親 館内 園内 こちら 今日 明日 入る 入れる 入れ 行ける 行け 来る 本当 らしい は が の を に へ と で も や か な ね よ から まで より です ます でしょう ください 下さい 教えて 何 なに どう どこ いつ だれ 誰 どれ どの どんな いくつ 私 わたし 僕 あなた これ それ あれ この その あの ここ そこ ある いる する できる なる 行く 見る 訪れ 場所 お願い ありがとう こんにちは 方 こと もの えっと ええと えー まあ',
  ko: 'ok okay 구경 엄마 아빠 어머니 아버지 부모님 할머니 할아버지 엄마가 아빠가 이에요 이에 에요 예요 입니다 이곳 저기 오늘 내일 지금 진짜 정말 어떤 어느 무슨 은 는 이 가 을 를 의 에 에서 에게 와 과 도 로 으로 만 까지 부터 요 나요 까요 습니까 입니까 있나요 있어요 해요 하나요 주세요 알려 무엇 뭐 어떻게 어디 언제 누구 왜 얼마나 몇 저 제 나 내 우리 당신 그 이것 그것 저것 여기 여기서 거기서 저기서 거기 좀 정말 아주 가장 있 없 하 되 곳 방문 가고 싶어요 싶은데 음 어 아 그럼 그러면 그래서 근데 그런데 혹시 저기요 그냥',
  th: 'ไหร่ ok okay โอเค ยังไง ยัง ไง อย่างไร ให้ฟัง ฟัง หน่อย จะ ดี ให้ เรื่อง เล่า แม่ พ่อ คุณแม่ คุณพ่อ พ่อแม่ ยาย ตา ย่า ปู่ คุณยาย คุณตา งั้น ถ้างั้น นี่ นั่น ที่นี่ ตรงนี้ ที่นั่น วันนี้ พรุ่งนี้ ตอนนี้ ได้ยินว่า จริง ที่ ของ และ หรือ ใน บน กับ จาก ถึง ไป มา ได้ ไหม มั้ย หรือไม่ อะไร อย่างไร ยังไง ที่ไหน เมื่อไร เมื่อไหร่ ใคร ทำไม เท่าไร เท่าไหร่ กี่ ฉัน ผม ดิฉัน เรา คุณ เขา มัน นี้ นั้น โน้น มี เป็น คือ จะ ต้อง ควร อยาก ขอ ช่วย ครับ ค่ะ คะ นะ หน่อย บ้าง ไหน เที่ยว สถานที่ ก็ แล้ว คน ชอบ กัน เอ่อ อืม อ่า',
};

const SETS = new Map<Locale, Set<string>>();

export function stopwords(lang: Locale): Set<string> {
  let set = SETS.get(lang);
  if (!set) {
    const raw = lang === 'cn' || lang === 'zh-Hant' ? `${RAW[lang]} ${CANTONESE_PARTICLES}` : RAW[lang];
    set = new Set(raw.split(/\s+/).filter(Boolean).map(fold));
    SETS.set(lang, set);
  }
  return set;
}

let anywhere: Set<string> | null = null;
/** A stop word of any of the languages ("des", "ich", "the"): it names nothing. */
export function isStopword(word: string): boolean {
  anywhere ??= new Set((Object.keys(RAW) as Locale[]).flatMap((l) => [...stopwords(l)]));
  return anywhere.has(word);
}

/** The days of the week and the months in the languages written in Latin letters, folded. */
const CALENDAR = new Set(
  [
    'monday tuesday wednesday thursday friday saturday sunday',
    'january february march april may june july august september october november december',
    'lundi mardi mercredi jeudi vendredi samedi dimanche',
    'janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre',
    'montag dienstag mittwoch donnerstag freitag samstag sonnabend sonntag',
    'januar februar marz april mai juni juli august september oktober november dezember',
    'isnin selasa rabu khamis jumaat sabtu ahad',
    'januari februari mac april mei jun julai ogos september oktober november disember',
  ]
    .join(' ')
    .split(' '),
);
/** A day's or a month's name ("on Friday", "im August"): it names no place, brand or thing. */
export const isCalendarWord = (word: string): boolean => CALENDAR.has(word.toLowerCase());

// More words for the subjects of cues-topics.ts (issue 19: generalise beyond the tuned
// phrasings): inflections, casual forms and accent-less typing. Merged by cues.ts. Data only.
import type { Cues } from './cues-ask';

// prettier-ignore
export const TOPICS_MORE: Record<string, Cues> = {
  lodging: {
    cn: ['住一晚', '过夜', '住哪', '青旅', '一晚多少'], 'zh-Hant': ['住一晚', '過夜', '住哪', '一晚多少', '賓館'],
    en: ['hotels', 'where to stay', 'place to stay', 'overnight', 'airbnb', 'b&b'],
    fr: ['dormir', 'nuitée', 'où loger', "chambre d'hôtel", 'une chambre', 'réserver une chambre'], de: ['übernachten', 'schlafen', 'ein zimmer', 'zimmer buchen', 'zimmer frei', 'hotelzimmer', 'doppelzimmer', 'einzelzimmer', 'gästezimmer', 'pension'],
    ru: ['переночевать', 'остановиться', 'снять номер', 'номер в отел', 'номер в гостиниц'], vi: ['ngủ đêm', 'ở lại', 'phòng nghỉ', 'đặt phòng', 'thuê phòng', 'khach san'],
    th: ['ค้างคืน', 'ห้องพัก', 'นอนที่'], ja: ['泊ま', '一泊'], ko: ['1박', '묵을', '자고'],
    ms: ['bermalam', 'tidur', 'bilik hotel', 'tempah bilik', 'sewa bilik', 'bilik penginapan'],
  },
  food: {
    cn: ['吃的', '吃啥', '饭馆', '餐馆', '午饭', '晚饭', '午餐', '晚餐', '早餐'], 'zh-Hant': ['吃的', '飯館', '餐館', '午餐', '晚餐', '午飯', '晚飯', '早餐'],
    en: ['eating', 'meal', 'breakfast', 'where to eat', 'hungry'],
    fr: ['où manger', 'dîner', 'petit-déjeuner', 'faim'], de: ['abendessen', 'frühstück', 'hunger', 'gaststätte'],
    ru: ['ужин', 'завтрак', 'столов', 'покушать', 'обед'], vi: ['ăn trưa', 'ăn tối', 'đói', 'nha hang', 'an o dau'],
    th: ['มื้อเที่ยง', 'มื้อเย็น', 'หิว'], ja: ['昼食', '夕食', 'ご飯', '食堂'], ko: ['밥', '저녁밥', '저녁 식사', '맛집', '먹어', '먹고', '먹는', '먹지'],
    ms: ['makan tengah hari', 'makan malam', 'lapar', 'kedai makan'],
  },
  weather: {
    cn: ['会下雨', '下不下雨', '下雨不', '晴天吗', '几度', '多少度'], 'zh-Hant': ['會下雨', '下不下雨', '幾度', '多少度'],
    en: ['rain tomorrow', 'going to rain', 'is it raining', 'sunny tomorrow', 'degrees tomorrow'],
    fr: ['va-t-il pleuvoir', 'il va pleuvoir', 'pleuvra', 'fera-t-il', 'temps fera'],
    de: ['wird es regnen', 'regnet es', 'wie warm wird', 'wie kalt wird'],
    ru: ['будет дождь', 'пойдет дождь', 'пойдёт дождь', 'сколько градусов'],
    vi: ['trời có mưa', 'có mưa không', 'mưa không', 'trời thế nào', 'bao nhiêu độ', 'thoi tiet'],
    th: ['ฝนตกไหม', 'อากาศเป็นยังไง', 'อากาศเป็นอย่างไร', 'กี่องศา'],
    ja: ['雨が降', '雨降る', '晴れ', '何度'], ko: ['비 와', '비가 와', '비 오', '몇 도'],
    ms: ['hujan tak', 'akan hujan', 'berapa darjah'],
  },
  timetable: {
    en: ['train times', 'departure times', 'last train', 'last bus', 'schedule of the train'],
    fr: ['horaires des trains', 'dernier train', 'dernier bus'], de: ['fahrplan', 'letzter zug', 'letzter bus'],
    ru: ['расписание', 'последний поезд', 'последний автобус'], vi: ['giờ tàu', 'chuyến cuối'],
    th: ['ตารางรถ', 'เที่ยวสุดท้าย'], ja: ['時刻表', '終電', '最終バス'], ko: ['시간표', '막차'], ms: ['jadual kereta api', 'bas terakhir'],
  },
};

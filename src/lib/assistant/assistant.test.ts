// The catalogue assistant over the shipped content (issue 19): the question's language, the
// place named (aliases, slips), the kind asked, quoted answers with sources, follow-ups,
// itineraries within the time given, declines, and paid narrations kept for their buyers.
import { describe, expect, it, vi } from 'vitest';
import { contentCatalogue } from '../../../content/scripts/lib/assistant-catalogue';
import { createAssistant, detectLanguage } from './index';
import type { AssistantQuestion } from './types';

// The first answers build the places' indexes (a few seconds on a loaded 2-core machine).
vi.setConfig({ testTimeout: 30_000 });

const catalogue = contentCatalogue();
const assistant = createAssistant(catalogue);
const everything = { pointIds: [], placeIds: catalogue.places.map((p) => p.id) };
const ask = (question: string, more: Partial<AssistantQuestion> = {}) =>
  assistant.answer({ question, uiLang: 'en', history: [], unlocks: everything, ...more });
const place = (id: string) => catalogue.places.find((p) => p.id === id)!;

describe('the language of the question', () => {
  it.each([
    ['故宫几点开门？', 'cn'],
    ['故宮幾點開門？', 'zh-Hant'],
    ['故宮は何時に開きますか', 'ja'],
    ['고궁박물원은 몇 시에 열어요?', 'ko'],
    ['กู้กงเปิดกี่โมง', 'th'],
    ['Во сколько открывается музей?', 'ru'],
    ['When does the museum open?', 'en'],
    ['À quelle heure ouvre le musée ?', 'fr'],
    ['Wann öffnet das Museum?', 'de'],
    ['Bảo tàng mở cửa lúc mấy giờ?', 'vi'],
    ['Pukul berapa muzium dibuka?', 'ms'],
    ['How much is the ticket to 故宫?', 'en'],
  ])('%s → %s', (question, lang) => {
    expect(detectLanguage(question, 'cn')).toBe(lang);
  });

  // Phrasings no word list was fitted to: evidence that generalises (function words, letters
  // only one language writes, spelling patterns), whatever the interface's language.
  it.each([
    ['Who painted the ceiling?', 'cn', 'en'],
    ['Do I need to book?', 'vi', 'en'],
    ['vé cửu trại câu bao nhiêu tiền', 'en', 'vi'],
    ['ve vao cua bao nhieu', 'en', 'vi'],
    ["c'est cher le ticket pour Jiuzhaigou?", 'en', 'fr'],
    ['Wann macht das Shanghai-Museum zu?', 'en', 'de'],
    ['Eintrittspreise Huangshan bitte', 'en', 'de'],
    ['tiket lembah jiuzhaigou mahal tak', 'en', 'ms'],
    ['Sanxingdui几点开门', 'en', 'cn'],
    ['故宮禮拜一有開嗎', 'cn', 'zh-Hant'],
  ] as const)('%s (interface %s) → %s', (question, uiLang, lang) => {
    expect(detectLanguage(question, uiLang)).toBe(lang);
  });

  it('answers in the language asked, not the interface language', () => {
    expect(ask('What are the opening hours of Mount Tai?', { uiLang: 'cn' }).lang).toBe('en');
  });
});

describe('the kind asked, in words no tuned phrasing used', () => {
  // Casual forms, synonyms and inflections (cues-ask-more.ts): each asks one kind plainly.
  it.each([
    ['上海博物馆礼拜几营业', 'cn', 'hours'],
    ['Bis wann hat das Nanjing-Museum offen?', 'de', 'hours'],
    ['До скольки работает Нанкинский музей?', 'ru', 'hours'],
    ['泰山要爬几个钟头', 'cn', 'duration'],
    ['Сколько длится подъём на Тайшань?', 'ru', 'duration'],
    ['去黄山准备啥', 'cn', 'bring'],
    ['Perlu buat tempahan untuk Muzium Shanghai?', 'ms', 'booking'],
    ['Was sollte man im Palastmuseum unbedingt sehen?', 'de', 'highlights'],
    // Vietnamese typed without its marks.
    ['ve vao Hoang Son bao nhieu tien', 'en', 'price'],
    ['di thuyen song Ly mat bao lau', 'en', 'duration'],
  ] as const)('%s (%s) → %s', (question, uiLang, kind) => {
    const answer = ask(question, { uiLang });
    expect(answer.declined).toBe(false);
    expect(answer.kind).toBe(kind);
  });
});

describe('the place asked about', () => {
  it.each([
    ['紫禁城门票多少钱', 'bj-palace-museum'],
    ['How much is the Forbidden City?', 'bj-palace-museum'],
    ['Huangsan opening hours', 'hs-huangshan'],
    ['how much is Jiuzaigou', 'aba-jiuzhaigou'],
    ['как доехать до нанкинского музея', 'nj-nanjing-museum'],
    ['Great Wall at Mutianyu tickets', 'bj-mutianyu-great-wall'],
    // One part of a name written "A (B)", in a script without spaces.
    ['ตั๋วอู่หลิงหยวนกี่หยวน', 'zjj-wulingyuan'],
  ])('%s → %s', (question, id) => {
    expect(ask(question).placeId).toBe(id);
  });

  it('asks which place when none is named, given or talked about', () => {
    const answer = ask('When does it open?');
    expect(answer.declined).toBe(false);
    expect(answer.text).toMatch(/^Which place do you mean\?/);
  });

  it('keeps the conversation’s place for a follow-up', () => {
    const answer = ask('那门票多少钱？', {
      history: [{ role: 'user', content: '泰山几点开放？', placeId: 'ta-mount-tai' }],
    });
    expect(answer.placeId).toBe('ta-mount-tai');
    expect(answer.text).toContain('115元');
  });
});

describe('quoted answers', () => {
  it('gives the price sentence of the content, as written, with the place as source', () => {
    const answer = ask('故宫门票多少钱？');
    expect(answer.kind).toBe('price');
    expect(answer.text).toContain('门票旺季（4月至10月）60元，淡季（11月至次年3月）40元。');
    expect(answer.sources[0]).toMatchObject({ kind: 'place', id: 'bj-palace-museum', placeKind: 'museum' });
  });

  it('answers two kinds asked at once', () => {
    const answer = ask('Mount Tai: what time does it open and how much is the ticket?');
    expect(answer.text).toContain('Open around the clock');
    expect(answer.text).toContain('Admission is 115 yuan from February to November');
  });

  it('quotes a stop’s story and links its page', () => {
    const answer = ask('Tell me about the Sword of Goujian');
    expect(answer.kind).toBe('story');
    expect(answer.text).toContain('This is the sword of Goujian, king of Yue');
    expect(answer.sources.map((s) => s.id)).toContain('wh-hubei-provincial-museum-04');
  });

  it('finds what is asked of a stop given by the page', () => {
    const answer = ask('how tall is this guy', { placeId: 'gh-sanxingdui-museum', pointId: 'gh-sanxingdui-museum-01' });
    expect(answer.text).toMatch(/2\.6 metres/);
  });
});

describe('itineraries', () => {
  it('fits the stops to the time given, in tour order, with the opening hours', () => {
    const answer = ask('I have 1 hour at the Nanjing Museum, what should I see?');
    expect(answer.kind).toBe('itinerary');
    const minutes = [...answer.text.matchAll(/\(about (\d+) min\)/g)].map((m) => Number(m[1]));
    expect(minutes.length).toBeGreaterThan(0);
    expect(minutes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(60);
    const names = place('nj-nanjing-museum').points.map((p) => p.name.en!);
    const listed = names.filter((n) => answer.text.includes(n));
    expect(listed).toEqual(names.slice(0, listed.length));
    expect(answer.text).toContain('9:00–17:00');
  });
});

describe('declines', () => {
  it.each([
    ['What will the weather be tomorrow?', { placeId: 'hs-huangshan' }],
    ["What is the phone number of the museum's director?", { placeId: 'bj-palace-museum' }],
    ['What are the opening hours of the Louvre?', {}],
    ['卢浮宫几点开门？', { placeId: 'bj-palace-museum' }],
    ['Is there Wi-Fi in the Shanghai Museum?', {}],
  ])('%s', (question, more) => {
    const answer = ask(question, more);
    expect(answer.declined).toBe(true);
    expect(answer.sources).toEqual([]);
    expect(answer.text).toMatch(/^I don't know that from the guide's content\.|^导览内容里没有/);
  });
});

describe('declines what the guide does not say, however it is phrased', () => {
  it.each([
    ['Ngày mai Thái Sơn có mưa không?', 'vi'],
    ['Regnet es morgen am Taishan?', 'de'],
    ['泰山明天会下雨吗', 'cn'],
    ['Where to stay near Mount Tai?', 'en'],
  ] as const)('%s (%s)', (question, uiLang) => {
    const answer = ask(question, { uiLang });
    expect(answer.declined).toBe(true);
    expect(answer.sources).toEqual([]);
  });
});

describe('paid narrations', () => {
  const locked = place('nj-nanjing-museum').points.find((p) => p.locked)!;
  const opening = locked.narration!.en!.split('. ')[0]!;

  it('quotes a locked stop’s story only to an asker whose unlocks cover it', () => {
    const anonymous = assistant.answer({ question: `Tell me about the ${locked.name.en}`, uiLang: 'en', history: [] });
    expect(anonymous.text).not.toContain(opening);
    expect(anonymous.text).toContain('paid narration');
    const buyer = ask(`Tell me about the ${locked.name.en}`, { unlocks: { pointIds: [locked.id], placeIds: [] } });
    expect(buyer.text).toContain(opening);
  });

  it('gives a model no locked passage the asker may not read', () => {
    const passages = assistant.retrieve({ question: `${locked.name.en} story`, uiLang: 'en', history: [] }, 20);
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.some((p) => p.pointId === locked.id && p.kind === 'narration')).toBe(false);
    expect(passages.every((p) => p.placeId === 'nj-nanjing-museum' && p.lang === 'en')).toBe(true);
  });
});

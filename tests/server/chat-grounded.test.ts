// Issue 19, with a model configured: the catalogue's passages go to the model numbered, with
// the rule to answer only from them in the question's language and to cite them; the
// citations become source links after the answer; a question the catalogue does not answer is
// declined without asking the model, and the model's [none] is the same decline. A paid
// narration reaches the model only for a visitor who unlocked it. The local stand-in of the
// OpenAI protocol records what it was given; each script reads the passages' numbers from the
// prompt, as a model would, and cites them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../src/lib/assistant/index';
import { CHAT_ENDPOINTS } from '../../src/lib/contract/chat';
import { exchangesOf } from './helpers/exchanges';
import { lockPoint } from './helpers/order-fixtures';
import { freshPglite } from './helpers/pglite-template';
import { passageNumber, passagesOf, startFakeOpenAi, type FakeCall, type FakeOpenAi } from './helpers/fake-openai';
import { postJson } from './helpers/http';
import { answerText, readInteract } from './helpers/sse-client';
import { startTestServer, type TestServer } from './helpers/start';

let fake: FakeOpenAi;
let t: TestServer;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  // The Welcoming Pine's narrations are paid (the catalogue is read when the server starts).
  const pglite = await freshPglite();
  await lockPoint(pglite, 'fx-ym-1', 600);
  t = await startTestServer({ pglite, llm: { baseUrl: fake.url, model: 'fake-model' }, chatQuestionsPerMinute: null });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.calls.length = 0;
});

/** The model's answer, in deltas that split the markers. */
const says = (...deltas: string[]) => ({ deltas: deltas.map((content) => ({ content })) });

async function ask(query: Record<string, string>) {
  const sessionId = (await postJson<{ id: string }>(t.url, CHAT_ENDPOINTS.addSession, {})).body.data!.id;
  const reply = await readInteract(t.url, { sessionId, lang: 'en', ...query });
  expect(reply.events.at(-1)?.event).toBe('end');
  const [exchange] = await exchangesOf(t.pglite, sessionId);
  return { text: answerText(reply.events), exchange };
}

const system = (call: FakeCall | undefined) => call?.body.messages[0]?.content ?? '';

describe('a grounded model', () => {
  it('is given the passages numbered, answers from them, and its citations become the source links', async () => {
    fake.script = (call) => says('The museum is open ', `9:00-17:00 [`, `${passageNumber(call, '9:00-17:00')}]. `);
    const { text, exchange } = await ask({ content: 'When does it open?', placeId: 'fx-anhui-museum' });
    const call = fake.calls[0]!;
    expect(system(call)).toContain('using only the numbered passages');
    expect(system(call)).toContain('Write in English');
    expect(system(call)).toContain('[none]');
    expect(passagesOf(call).get(passageNumber(call, '9:00-17:00'))).toBe('Anhui Museum (hours): 9:00-17:00');
    expect(call.body.messages.at(-1)).toEqual({ role: 'user', content: 'When does it open?' });
    expect(text).toBe('The museum is open 9:00-17:00.\n\nSources: [Anhui Museum](/museumDetail?id=fx-anhui-museum)');
    expect(exchange).toMatchObject({
      provider: 'openai-compatible',
      lang: 'en',
      kind: 'hours',
      place_id: 'fx-anhui-museum',
      declined: false,
      sources: [{ kind: 'place', id: 'fx-anhui-museum', placeKind: 'museum', title: 'Anhui Museum' }],
      answer: text,
    });
  });

  it("links the points of the passages it cites, the place's first", async () => {
    fake.script = (call) =>
      says(
        `A Qing ink stick [${passageNumber(call, 'Hui Ink Stick (facts)')}]`,
        `, shown with the tallies [${passageNumber(call, 'Tallies of Lord Qi of E (facts)')}].`,
      );
    const { text, exchange } = await ask({ content: 'What is the story of the Hui Ink Stick?' });
    const lines = [...passagesOf(fake.calls[0]!).values()];
    expect(lines).toContain('Anhui Museum › Hui Ink Stick (narration): Narration text');
    expect(text).toBe(
      'A Qing ink stick, shown with the tallies.\n\nSources: [Anhui Museum](/museumDetail?id=fx-anhui-museum)' +
        ' · [Hui Ink Stick](/pointDetail?id=fx-am-3) · [Tallies of Lord Qi of E](/pointDetail?id=fx-am-1)',
    );
    expect(exchange?.sources.map((s) => (s as { id: string }).id)).toEqual(['fx-anhui-museum', 'fx-am-3', 'fx-am-1']);
  });

  it("answers in the question's language, from the passages in it", async () => {
    fake.script = (call) => says(`全天开放【${passageNumber(call, '全天开放')}】。`);
    const { text, exchange } = await ask({ content: '黄山几点开门？', lang: 'en' });
    expect(system(fake.calls[0])).toContain('Write in Simplified Chinese');
    expect(passagesOf(fake.calls[0]!).get(1)).toBe('黄山 (hours): 全天开放');
    expect(text).toBe('全天开放。\n\n来源： [黄山](/poiDetail?id=fx-yellow-mountain)');
    expect(exchange).toMatchObject({ lang: 'cn', ui_lang: 'en', place_id: 'fx-yellow-mountain', declined: false });
  });

  it("gives an answer built from the catalogue's galleries and order of stops (no passage to quote) as the catalogue's own", async () => {
    const { text, exchange } = await ask({ content: 'What should I not miss at Anhui Museum?' });
    expect(fake.calls).toEqual([]);
    expect(text).toBe(
      'Not to miss at **Anhui Museum**:\n\nIts galleries: Bronzes, Four Treasures of the Study.' +
        '\n\nIts stops, in tour order: Tallies of Lord Qi of E, Zhuke Ding, Hui Ink Stick.' +
        '\n\nSources: [Anhui Museum](/museumDetail?id=fx-anhui-museum)',
    );
    expect(exchange).toMatchObject({ kind: 'highlights', declined: false, sources: [{ id: 'fx-anhui-museum' }] });
  });

  it('declines a question the catalogue does not answer without asking the model', async () => {
    const { text, exchange } = await ask({
      content: "What is the phone number of the museum's director?",
      placeId: 'fx-anhui-museum',
    });
    expect(fake.calls).toEqual([]);
    expect(text.startsWith(TEMPLATES.en.decline)).toBe(true);
    expect(text).toContain('**Anhui Museum**');
    expect(exchange).toMatchObject({ declined: true, sources: [], place_id: 'fx-anhui-museum' });
  });

  it('declines the same way when the model finds no answer in the passages ([none])', async () => {
    fake.script = () => says('[no', 'ne]');
    const { text, exchange } = await ask({ content: 'How do I get to Yellow Mountain?' });
    expect(fake.calls.length).toBe(1);
    expect(text).toBe(`${TEMPLATES.en.decline} ${TEMPLATES.en.canAnswer.replace('{p}', 'Yellow Mountain')}`);
    expect(exchange).toMatchObject({ declined: true, sources: [], kind: 'directions' });
  });

  it('declines the same way when the model says [none] after words of its own, citing nothing', async () => {
    fake.script = () => says('The passages do not say that. [none]');
    const { text, exchange } = await ask({ content: 'How do I get to Yellow Mountain?' });
    expect(fake.calls.length).toBe(1);
    expect(text).toBe(`The passages do not say that.\n\n${TEMPLATES.en.canAnswer.replace('{p}', 'Yellow Mountain')}`);
    expect(exchange).toMatchObject({ declined: true, sources: [] });
  });

  it('declines a question on something the place never speaks of without asking the model', async () => {
    const { text, exchange } = await ask({ content: 'Can I fly a drone at Yellow Mountain?' });
    expect(fake.calls).toEqual([]);
    expect(text.startsWith(TEMPLATES.en.decline)).toBe(true);
    expect(exchange).toMatchObject({ declined: true, sources: [], place_id: 'fx-yellow-mountain' });
  });
});

describe('a grounded model and paid narrations', () => {
  it("is given no paid narration the visitor has not unlocked, and a paid stop's notice is the catalogue's", async () => {
    const notice = await ask({ content: 'Tell me the story of the Welcoming Pine' });
    expect(fake.calls).toEqual([]);
    expect(notice.text).toContain(TEMPLATES.en.locked.replace('{p}', 'Welcoming Pine'));
    expect(notice.text).not.toContain('Narration text');
    expect(notice.text).not.toContain('Gold-medal narration');

    fake.script = (call) => says(`Wear comfortable shoes [${passageNumber(call, 'Wear comfortable shoes')}].`);
    const { text } = await ask({ content: 'What should I wear for the Welcoming Pine at Yellow Mountain?' });
    const given = [...passagesOf(fake.calls[0]!).values()];
    expect(given).toContain('Yellow Mountain (tips): Wear comfortable shoes');
    expect(given.filter((line) => line.includes('› Welcoming Pine'))).toEqual([]);
    expect(text.startsWith('Wear comfortable shoes.')).toBe(true);
  });
});

// The assistant without a model (the embedded catalogue assistant), the record, session and
// config calls, the input bounds, the rate limit and the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ENDPOINTS, type ChatRecord } from '../../src/lib/contract/chat';
import { OPENAPI_PATH } from '../../src/lib/contract/index';
import { failure, postJson } from './helpers/http';
import { answerText, readInteract } from './helpers/sse-client';
import { startTestServer, type TestServer } from './helpers/start';

const newSession = async (t: TestServer) =>
  (await postJson<{ id: string }>(t.url, CHAT_ENDPOINTS.addSession, {})).body.data!.id;
const records = async (t: TestServer, sessionId: string) =>
  (await postJson<ChatRecord[]>(t.url, CHAT_ENDPOINTS.listRecords, { sessionId })).body.data!;

describe('the catalogue assistant (no model configured)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ llm: null, chatQuestionsPerMinute: null });
  });
  afterAll(() => t?.close());

  it("answers a question about a place's opening hours in English, streamed in several chunks", async () => {
    const sessionId = await newSession(t);
    const reply = await readInteract(t.url, {
      content: 'What are the opening hours of the Yellow Mountain?',
      sessionId,
      lang: 'en',
    });
    expect(reply.status).toBe(200);
    const text = answerText(reply.events);
    // The catalogue's own words, then the page it came from (issue 19: extractive, with sources).
    expect(text).toBe(
      'Opening hours of **Yellow Mountain**: Open all day\n\nSources: [Yellow Mountain](/poiDetail?id=fx-yellow-mountain)',
    );
    expect(reply.events.filter((e) => e.event === 'message').length).toBeGreaterThan(1);
    expect(reply.events.at(-1)).toMatchObject({ event: 'end', data: { status: 'complete' } });
    expect((await records(t, sessionId))[1]).toMatchObject({ role: 'assistant', content: text, status: 'complete' });
  });

  it('answers in Chinese, for the place the visitor is in', async () => {
    const sessionId = await newSession(t);
    const reply = await readInteract(t.url, {
      content: '几点开放？',
      sessionId,
      lang: 'cn',
      placeId: 'fx-anhui-museum',
    });
    const text = answerText(reply.events);
    expect(text).toContain('的开放时间：9:00-17:00');
  });

  it('lists the explanation points and gives tips and the address', async () => {
    const sessionId = await newSession(t);
    const reply = await readInteract(t.url, {
      content: 'Any tips, and what points can I see?',
      sessionId,
      lang: 'en',
      placeId: 'fx-yellow-mountain',
    });
    const text = answerText(reply.events);
    expect(text).toContain('Tips for **Yellow Mountain**: Wear comfortable shoes');
    expect(text).toContain('Its stops, in tour order: Welcoming Pine, Flying Rock, Bright Summit.');
  });

  it('says plainly what it does not know, in the language asked', async () => {
    const sessionId = await newSession(t);
    const en = answerText(
      (
        await readInteract(t.url, {
          content: 'What will the weather be tomorrow?',
          sessionId,
          lang: 'en',
          placeId: 'fx-yellow-mountain',
        })
      ).events,
    );
    expect(en).toContain("I don't know");
    const fr = answerText(
      (await readInteract(t.url, { content: 'Quel temps fera-t-il ?', sessionId, lang: 'fr' })).events,
    );
    expect(fr).toContain('Je ne sais pas');
  });

  it('asks which place when the question names none and the visitor is nowhere', async () => {
    const sessionId = await newSession(t);
    const text = answerText(
      (await readInteract(t.url, { content: 'When does it open?', sessionId, lang: 'en' })).events,
    );
    expect(text).toContain('Which place do you mean?');
    expect(text).toContain('Yellow Mountain');
  });

  it('adds sessions, lists records oldest first, removes the last pair', async () => {
    const sessionId = await newSession(t);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await records(t, sessionId)).toEqual([]);
    await readInteract(t.url, { content: 'Opening hours of Yellow Mountain?', sessionId, lang: 'en' });
    await readInteract(t.url, { content: 'Tips for Yellow Mountain?', sessionId, lang: 'en' });
    const list = await records(t, sessionId);
    expect(list.map((r) => [r.role, r.content.slice(0, 12)])).toEqual([
      ['user', 'Opening hour'],
      ['assistant', 'Opening hour'],
      ['user', 'Tips for Yel'],
      ['assistant', 'Tips for **Y'],
    ]);
    expect(list.every((r) => r.sessionId === sessionId && typeof r.createdAt === 'number')).toBe(true);
    const removed = await postJson<{ removed: number }>(t.url, CHAT_ENDPOINTS.removeRecords, { sessionId });
    expect(removed.body).toMatchObject({ success: true, data: { removed: 2 } });
    expect((await records(t, sessionId)).map((r) => r.content.slice(0, 12))).toEqual(['Opening hour', 'Opening hour']);
    const unknown = await postJson<{ removed: number }>(t.url, CHAT_ENDPOINTS.removeRecords, {
      sessionId: 'never-seen',
    });
    expect(unknown.body.data).toEqual({ removed: 0 });
  });

  it('regenerates the last answer: the old one is replaced', async () => {
    const sessionId = await newSession(t);
    await readInteract(t.url, { content: 'Opening hours of Yellow Mountain?', sessionId, lang: 'en' });
    const before = (await records(t, sessionId))[1]!.id;
    // The question is English: the answer is too, whatever the interface's language (issue 19).
    const again = await readInteract(t.url, { sessionId, regenerate: '1', lang: 'cn' });
    expect(answerText(again.events)).toContain('Open all day');
    const list = await records(t, sessionId);
    expect(list.map((r) => r.role)).toEqual(['user', 'assistant']);
    expect(list[1]?.id).not.toBe(before);
    expect(list[1]?.content).toContain('Open all day');
  });

  it('gives the localized greeting and suggested questions (default cn)', async () => {
    const greeting = await postJson<{ configKey: string; configValue: string[] }>(t.url, CHAT_ENDPOINTS.configDetail, {
      configKey: 'interact-default',
    });
    expect(greeting.body.data?.configKey).toBe('interact-default');
    expect(greeting.body.data?.configValue[0]).toMatch(/您好/);
    const en = await postJson<{ configValue: string[] }>(t.url, `${CHAT_ENDPOINTS.configDetail}?lang=en`, {
      configKey: 'question-default',
    });
    expect(en.body.data?.configValue.length).toBeGreaterThan(1);
    expect(en.body.data?.configValue[0]).toMatch(/^[A-Za-z]/);
    const ja = await postJson<{ configValue: string[] }>(t.url, CHAT_ENDPOINTS.configDetail, {
      configKey: 'question-default',
      lang: 'ja',
    });
    expect(ja.body.data?.configValue[0]).toMatch(/[\u4e00-\u9fff]/); // falls back to cn
    const bad = await postJson(t.url, CHAT_ENDPOINTS.configDetail, { configKey: 'nope' });
    expect(failure(bad)).toMatchObject({ status: 400, errorCode: 'VAL0000400' });
  });

  it.each([
    ['an empty question', { content: '   ', sessionId: 's-1' }, 'content'],
    ['a question over 2000 characters', { content: '问'.repeat(2001), sessionId: 's-1' }, 'content'],
    ['no session', { content: 'Hi' }, 'sessionId'],
    ['a bad session id', { content: 'Hi', sessionId: 'a b' }, 'sessionId'],
    ['an unknown locale', { content: 'Hi', sessionId: 's-1', lang: 'xx' }, 'lang'],
    ['a bad deep-thinking flag', { content: 'Hi', sessionId: 's-1', deepThinking: 'yes' }, 'deepThinking'],
    ['a malformed Last-Event-ID', { sessionId: 's-1', lastEventId: 'garbage' }, 'Last-Event-ID'],
  ])('refuses %s with a JSON 400 before opening a stream', async (_, query, field) => {
    const reply = await readInteract(t.url, query as Record<string, string>);
    expect(reply.status).toBe(400);
    expect(reply.contentType).toMatch(/^application\/json/);
    expect(reply.json).toMatchObject({ success: false, errorCode: 'VAL0000400' });
    expect(reply.json?.message).toContain(field);
  });

  it('accepts a question of exactly 2000 CJK characters (18 KB of query string)', async () => {
    const reply = await readInteract(t.url, { content: '问'.repeat(2000), sessionId: await newSession(t), lang: 'cn' });
    expect(reply.status).toBe(200);
    expect(reply.events.at(-1)?.event).toBe('end');
  });

  it('answers 404 for an unknown place or an unknown answer to resume', async () => {
    const place = await readInteract(t.url, { content: 'Hi', sessionId: 's-2', placeId: 'no-such-place' });
    expect(place.status).toBe(404);
    const resume = await readInteract(t.url, { sessionId: 's-2', answerId: '00000000-0000-4000-8000-000000000000' });
    expect(resume.status).toBe(404);
    expect(resume.json?.errorCode).toBe('CHT0000404');
  });

  it('refuses malformed and ill-typed call bodies', async () => {
    expect(failure(await postJson(t.url, CHAT_ENDPOINTS.listRecords, null, '{"sessionId": '))).toMatchObject({
      status: 400,
      errorCode: 'VAL0000400',
    });
    expect(failure(await postJson(t.url, CHAT_ENDPOINTS.listRecords, { sessionId: 42 }))).toMatchObject({
      status: 400,
      errorCode: 'VAL0000400',
    });
    expect(failure(await postJson(t.url, CHAT_ENDPOINTS.removeRecords, {}))).toMatchObject({
      status: 400,
      errorCode: 'VAL0000400',
    });
  });

  it('documents every chat endpoint in the OpenAPI document, the stream as text/event-stream', async () => {
    const doc = (await (await fetch(new URL(OPENAPI_PATH, t.url))).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    for (const path of Object.values(CHAT_ENDPOINTS).filter((p) => !p.endsWith('/speech/recognize')))
      expect(Object.keys(doc.paths)).toContain(`/api${path}`);
    expect(Object.keys(doc.paths[`/api${CHAT_ENDPOINTS.interact}`]!.get!.responses['200']!.content!)).toEqual([
      'text/event-stream',
    ]);
  });
});

describe('rate limit', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ llm: null, chatQuestionsPerMinute: 3 });
  });
  afterAll(() => t?.close());

  it('refuses the 4th question in a minute with 429 CHT0000429 and Retry-After, per member and per address', async () => {
    const sessionId = await newSession(t);
    for (let i = 0; i < 3; i++) {
      expect((await readInteract(t.url, { content: `Q${i}`, sessionId, openId: 'member-1' })).status).toBe(200);
    }
    const refused = await readInteract(t.url, { content: 'Q4', sessionId, openId: 'member-1' });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ success: false, errorCode: 'CHT0000429' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another member from the same address is limited by the address bucket too.
    expect((await readInteract(t.url, { content: 'Q', sessionId, openId: 'member-2' })).status).toBe(429);
  });
});

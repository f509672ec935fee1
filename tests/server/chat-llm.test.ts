// The assistant with an OpenAI-compatible model: a real local HTTP server speaking the
// streaming protocol stands in for the vendor. Normal and reasoning streams, an upstream cut
// mid-answer, a client that disconnects, two sessions at once, resume with Last-Event-ID.
// The model answers freely here (grounded: false): these questions are about the stream, and
// no catalogue answers them. The grounded model (the default) is chat-grounded.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_ENDPOINTS, type ChatRecord } from '../../src/lib/contract/chat';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';
import { postJson } from './helpers/http';
import { answerText, readInteract } from './helpers/sse-client';
import { startTestServer, type TestServer } from './helpers/start';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const words = (text: string) => text.split(/(?<= )/).map((content) => ({ content }));

async function newSession(t: TestServer): Promise<string> {
  const reply = await postJson<{ id: string }>(t.url, CHAT_ENDPOINTS.addSession, {});
  return reply.body.data!.id;
}

const records = async (t: TestServer, sessionId: string) =>
  (await postJson<ChatRecord[]>(t.url, CHAT_ENDPOINTS.listRecords, { sessionId })).body.data!;

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(10);
  }
}

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake?.close());

describe('with a model, a 5 s disconnect grace', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      llm: { baseUrl: fake.url, apiKey: 'test-key', model: 'fake-model', grounded: false },
      chatDisconnectGraceMs: 5000,
      chatQuestionsPerMinute: null,
      chatHeartbeatMs: 50,
    });
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    fake.calls.length = 0;
    fake.script = () => ({ deltas: words('The west gate opens at eight.'), intervalMs: 2 });
  });

  it('streams a normal answer: meta, messages with {content, sessionId}, end; ids answerId:seq; both records stored', async () => {
    const sessionId = await newSession(t);
    const reply = await readInteract(t.url, {
      content: '  When does it open?  ',
      sessionId,
      lang: 'en',
      placeId: 'fx-anhui-museum',
    });
    expect(reply.status).toBe(200);
    expect(reply.contentType).toMatch(/^text\/event-stream/);
    expect(reply.headers.get('content-encoding')).toBeNull();
    const [meta, ...rest] = reply.events;
    expect(meta?.event).toBe('meta');
    const answerId = String(meta?.data.answerId);
    expect(meta?.data).toMatchObject({ sessionId, answerId });
    expect(rest.at(-1)).toMatchObject({ event: 'end', data: { sessionId, answerId, status: 'complete' } });
    expect(answerText(reply.events)).toBe('The west gate opens at eight.');
    for (const e of reply.events.filter((x) => x.event === 'message'))
      expect(Object.keys(e.data).sort()).toEqual(['content', 'sessionId']);
    expect(reply.events.map((e) => e.id)).toEqual(reply.events.map((_, i) => `${answerId}:${i + 1}`));

    const call = fake.calls[0]!;
    expect(call.authorization).toBe('Bearer test-key');
    expect(call.body).toMatchObject({ model: 'fake-model', stream: true });
    expect(call.body.messages[0]?.role).toBe('system');
    expect(call.body.messages[0]?.content).toContain('9:00-17:00'); // grounded in the museum of placeId
    expect(call.body.messages.at(-1)).toEqual({ role: 'user', content: 'When does it open?' });

    expect(await records(t, sessionId)).toMatchObject([
      { role: 'user', content: 'When does it open?', status: 'complete', reasoning: null },
      {
        id: answerId,
        role: 'assistant',
        content: 'The west gate opens at eight.',
        status: 'complete',
        reasoning: null,
      },
    ]);
  });

  it('keeps a slow stream alive with `: ping` comments', async () => {
    fake.script = () => ({ deltas: words('slow answer with pauses'), intervalMs: 80 });
    const reply = await readInteract(t.url, { content: 'Slow?', sessionId: await newSession(t) });
    expect(reply.comments).toBeGreaterThanOrEqual(3);
    expect(answerText(reply.events)).toBe('slow answer with pauses');
  });

  it('sends the last turns of the session as context', async () => {
    const sessionId = await newSession(t);
    await readInteract(t.url, { content: 'First question', sessionId });
    await readInteract(t.url, { content: 'Second question', sessionId });
    expect(fake.calls[1]!.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'First question' },
      { role: 'assistant', content: 'The west gate opens at eight.' },
      { role: 'user', content: 'Second question' },
    ]);
  });

  it('streams deep thinking as reasoning events (reasoning_content and reasoning) and stores it', async () => {
    fake.script = () => ({
      deltas: [
        { reasoning: 'The user asks ' },
        { reasoning: 'about hours.', reasoningField: 'reasoning' },
        { content: 'Nine ' },
        { content: 'to five.' },
      ],
    });
    const sessionId = await newSession(t);
    const reply = await readInteract(t.url, { content: 'Hours?', sessionId, deepThinking: '1' });
    expect(answerText(reply.events, 'reasoning')).toBe('The user asks about hours.');
    expect(answerText(reply.events)).toBe('Nine to five.');
    expect(reply.events.map((e) => e.event)).toEqual(['meta', 'reasoning', 'reasoning', 'message', 'message', 'end']);
    const [, answer] = await records(t, sessionId);
    expect(answer).toMatchObject({
      content: 'Nine to five.',
      reasoning: 'The user asks about hours.',
      status: 'complete',
    });
  });

  it('reports an upstream cut mid-answer with an error event and keeps the partial answer as status error', async () => {
    fake.script = () => ({ deltas: words('one two three four five'), cutAfter: 2 });
    const sessionId = await newSession(t);
    const reply = await readInteract(t.url, { content: 'Tell me', sessionId });
    expect(answerText(reply.events)).toBe('one two ');
    expect(reply.events.at(-1)).toMatchObject({ event: 'error', data: { sessionId, code: 'CHT0000502' } });
    expect(reply.events.some((e) => e.event === 'end')).toBe(false);
    const [, answer] = await records(t, sessionId);
    expect(answer).toMatchObject({ content: 'one two ', status: 'error' });
  });

  it('reports an upstream HTTP failure with an error event', async () => {
    fake.script = () => ({ deltas: [], status: 500 });
    const sessionId = await newSession(t);
    const reply = await readInteract(t.url, { content: 'Tell me', sessionId });
    expect(reply.events.map((e) => e.event)).toEqual(['meta', 'error']);
    expect(reply.events[1]?.data.message).toContain('500');
  });

  it('streams two sessions at once without mixing them', async () => {
    fake.script = (call) => {
      const q = call.body.messages.at(-1)!.content;
      return { deltas: Array.from({ length: 20 }, (_, i) => ({ content: `${q}-${i} ` })), intervalMs: 3 };
    };
    const [a, b] = [await newSession(t), await newSession(t)];
    const [ra, rb] = await Promise.all([
      readInteract(t.url, { content: 'A', sessionId: a }),
      readInteract(t.url, { content: 'B', sessionId: b }),
    ]);
    const expected = (q: string) => Array.from({ length: 20 }, (_, i) => `${q}-${i} `).join('');
    expect(answerText(ra.events)).toBe(expected('A'));
    expect(answerText(rb.events)).toBe(expected('B'));
    expect(ra.events.every((e) => e.data.sessionId === a)).toBe(true);
    expect(rb.events.every((e) => e.data.sessionId === b)).toBe(true);
    expect((await records(t, a))[1]?.content).toBe(expected('A'));
    expect((await records(t, b))[1]?.content).toBe(expected('B'));
  });

  it('refuses a second question while the session is answering (409)', async () => {
    fake.script = () => ({ deltas: words('a b c d e f g h'), intervalMs: 50 });
    const sessionId = await newSession(t);
    const first = readInteract(t.url, { content: 'One', sessionId });
    await until(() => fake.calls.length === 1);
    const second = await readInteract(t.url, { content: 'Two', sessionId });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ success: false, errorCode: 'CHT0000409' });
    expect(answerText((await first).events)).toBe('a b c d e f g h');
  });

  it('finishes the answer after the client drops, and a resume with Last-Event-ID replays the rest: nothing lost or duplicated', async () => {
    const text = Array.from({ length: 30 }, (_, i) => `w${i} `).join('');
    fake.script = () => ({ deltas: words(text), intervalMs: 10 });
    const sessionId = await newSession(t);
    const first = await readInteract(t.url, { content: 'Long answer please', sessionId }, { stopAfter: 6 });
    const last = first.events.at(-1)!;
    const answerId = String(first.events[0]!.data.answerId);
    // The phone was in the background: the server went on meanwhile.
    await sleep(150);
    const resumed = await readInteract(t.url, { sessionId, answerId }, { lastEventId: last.id! });
    const all = [...first.events, ...resumed.events];
    expect(all.map((e) => e.id)).toEqual(all.map((_, i) => `${answerId}:${i + 1}`));
    expect(answerText(all)).toBe(text);
    expect(resumed.events.at(-1)).toMatchObject({ event: 'end', data: { status: 'complete' } });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.finished).toBe(true);
  });

  it('stores the answer when the client never comes back within the grace, and a late resume gets the end', async () => {
    fake.script = () => ({ deltas: words('a b c d e'), intervalMs: 10 });
    const sessionId = await newSession(t);
    const first = await readInteract(t.url, { content: 'Q', sessionId }, { stopAfter: 2 });
    const answerId = String(first.events[0]!.data.answerId);
    await until(async () => (await records(t, sessionId))[1]?.status === 'complete');
    expect((await records(t, sessionId))[1]?.content).toBe('a b c d e');
    const late = await readInteract(t.url, { sessionId, answerId }, { lastEventId: first.events.at(-1)!.id! });
    expect(late.events.at(-1)).toMatchObject({ event: 'end' });
  });

  it('shows the text so far in the records while the answer is written', async () => {
    fake.script = () => ({ deltas: words('a b c d e f g h i j'), intervalMs: 30 });
    const sessionId = await newSession(t);
    const stream = readInteract(t.url, { content: 'Q', sessionId });
    await until(() => (fake.calls[0]?.sentAt.length ?? 0) >= 3);
    const [, answer] = await records(t, sessionId);
    expect(answer?.status).toBe('streaming');
    expect(answer?.content.startsWith('a b ')).toBe(true);
    await stream;
  });

  it('stops on request: the upstream is aborted and the partial answer stored as stopped', async () => {
    fake.script = () => ({ deltas: [{ content: 'tick ' }], intervalMs: 20, endless: true });
    const sessionId = await newSession(t);
    const stream = readInteract(t.url, { content: 'Q', sessionId });
    await until(() => (fake.calls[0]?.sentAt.length ?? 0) >= 3);
    const stop = await postJson<{ stopped: boolean }>(t.url, CHAT_ENDPOINTS.interactStop, { sessionId });
    expect(stop.body.data).toEqual({ stopped: true });
    const reply = await stream;
    expect(reply.events.at(-1)).toMatchObject({ event: 'end', data: { status: 'stopped' } });
    await until(() => fake.calls[0]!.closedAt !== null, 1000);
    const [, answer] = await records(t, sessionId);
    expect(answer?.status).toBe('stopped');
    expect(answer?.content).toBe(answerText(reply.events));
  });

  it('removeRecords while streaming stops the answer, then deletes the pair', async () => {
    fake.script = (call) =>
      fake.calls.indexOf(call) === 0
        ? { deltas: [{ content: 'First answer' }] }
        : { deltas: [{ content: 'tick ' }], intervalMs: 20, endless: true };
    const sessionId = await newSession(t);
    await readInteract(t.url, { content: 'Kept question', sessionId });
    const stream = readInteract(t.url, { content: 'Q', sessionId });
    await until(() => (fake.calls[1]?.sentAt.length ?? 0) >= 2);
    const removed = await postJson<{ removed: number }>(t.url, CHAT_ENDPOINTS.removeRecords, { sessionId });
    expect(removed.body.data).toEqual({ removed: 2 });
    expect((await stream).events.at(-1)).toMatchObject({ event: 'end', data: { status: 'stopped' } });
    await until(() => fake.calls[1]!.closedAt !== null, 1000);
    expect((await records(t, sessionId)).map((r) => r.content)).toEqual(['Kept question', 'First answer']);
  });
});

describe('with a model and no disconnect grace', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      llm: { baseUrl: fake.url, model: 'fake-model', grounded: false },
      chatDisconnectGraceMs: 0,
      chatQuestionsPerMinute: null,
    });
  });
  afterAll(() => t?.close());

  it('aborts the upstream request within 1 s of the client disconnecting, and stores the partial answer as stopped', async () => {
    fake.calls.length = 0;
    fake.script = () => ({ deltas: [{ content: 'tick ' }], intervalMs: 20, endless: true });
    const sessionId = await newSession(t);
    const reply = await readInteract(t.url, { content: 'Q', sessionId }, { stopAfter: 4 });
    const droppedAt = performance.now();
    await until(() => fake.calls[0]?.closedAt != null, 1000);
    expect(fake.calls[0]!.closedAt! - droppedAt).toBeLessThan(1000);
    expect(fake.calls[0]!.finished).toBe(false);
    await until(async () => (await records(t, sessionId))[1]?.status === 'stopped');
    const [, answer] = await records(t, sessionId);
    expect(answer?.content.startsWith(answerText(reply.events))).toBe(true);
  });
});

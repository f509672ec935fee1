// The assistant on PostgreSQL, when TEST_DATABASE_URL names one: a streamed answer from the
// fake model is stored, listed, resumed and removed; the catalogue assistant answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ENDPOINTS, type ChatRecord } from '../../src/lib/contract/chat';
import { startServer, type RunningServer } from '../../server/src/start-server';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';
import { postJson } from './helpers/http';
import { FIXTURE_CONTENT } from './helpers/paths';
import { testServerOptions } from './helpers/start';
import { createTestSchema, type TestSchema } from './helpers/postgres';
import { answerText, readInteract } from './helpers/sse-client';

const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('the assistant on PostgreSQL', () => {
  let fake: FakeOpenAi;
  let schema: TestSchema;
  let withModel: RunningServer;
  let withCatalogue: RunningServer;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    schema = await createTestSchema(baseUrl!);
    const common = {
      ...(await testServerOptions()),
      databaseUrl: schema.url,
      distDir: FIXTURE_CONTENT,
      chatQuestionsPerMinute: null,
    };
    withModel = await startServer({
      ...common,
      llm: { baseUrl: fake.url, model: 'fake-model', grounded: false },
      chatDisconnectGraceMs: 5000,
    });
    withCatalogue = await startServer({ ...common, llm: null });
  });
  afterAll(async () => {
    await withModel?.close();
    await withCatalogue?.close();
    await schema?.drop();
    await fake?.close();
  });

  const records = async (url: string, sessionId: string) =>
    (await postJson<ChatRecord[]>(url, CHAT_ENDPOINTS.listRecords, { sessionId })).body.data!;

  it('streams, stores, resumes and removes', async () => {
    fake.script = () => ({ deltas: Array.from({ length: 12 }, (_, i) => ({ content: `c${i} ` })), intervalMs: 10 });
    const sessionId = (await postJson<{ id: string }>(withModel.url, CHAT_ENDPOINTS.addSession, {})).body.data!.id;
    const first = await readInteract(withModel.url, { content: 'Hello', sessionId }, { stopAfter: 4 });
    const answerId = String(first.events[0]!.data.answerId);
    const rest = await readInteract(withModel.url, { sessionId, answerId }, { lastEventId: first.events.at(-1)!.id! });
    const all = [...first.events, ...rest.events];
    expect(all.map((e) => e.id)).toEqual(all.map((_, i) => `${answerId}:${i + 1}`));
    const text = Array.from({ length: 12 }, (_, i) => `c${i} `).join('');
    expect(answerText(all)).toBe(text);
    expect(await records(withModel.url, sessionId)).toMatchObject([
      { role: 'user', content: 'Hello', status: 'complete' },
      { id: answerId, role: 'assistant', content: text, status: 'complete' },
    ]);
    const removed = await postJson<{ removed: number }>(withModel.url, CHAT_ENDPOINTS.removeRecords, { sessionId });
    expect(removed.body.data).toEqual({ removed: 2 });
    expect(await records(withModel.url, sessionId)).toEqual([]);
  });

  it('answers from the catalogue and gives the config', async () => {
    const reply = await readInteract(withCatalogue.url, {
      content: 'Opening hours?',
      sessionId: 'pg-session-1',
      lang: 'en',
      placeId: 'fx-anhui-museum',
    });
    expect(answerText(reply.events)).toContain('9:00-17:00');
    const config = await postJson<{ configValue: string[] }>(withCatalogue.url, CHAT_ENDPOINTS.configDetail, {
      configKey: 'interact-default',
      lang: 'en',
    });
    expect(config.body.data?.configValue[0]).toMatch(/^Hello/);
  });
});

// The embedded assistant through the real server (issue 19): answers in the question's
// language, keeps the conversation's place across turns (read back from the stored answers'
// source links), links the pages it quoted, and declines what the catalogue does not say.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ENDPOINTS } from '../../src/lib/contract/chat';
import { postJson } from './helpers/http';
import { answerText, readInteract } from './helpers/sse-client';
import { startTestServer, type TestServer } from './helpers/start';

const newSession = async (t: TestServer) =>
  (await postJson<{ id: string }>(t.url, CHAT_ENDPOINTS.addSession, {})).body.data!.id;
const ask = async (t: TestServer, query: Record<string, string>) =>
  answerText((await readInteract(t.url, query)).events);

describe('the embedded assistant (no model configured)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ llm: null, chatQuestionsPerMinute: null });
  });
  afterAll(() => t?.close());

  it('answers an English question in English in the Chinese interface, with the page it quoted', async () => {
    const text = await ask(t, {
      content: 'When does the Anhui Museum open?',
      sessionId: await newSession(t),
      lang: 'cn',
    });
    expect(text).toContain('Opening hours of **Anhui Museum**: 9:00-17:00');
    expect(text).toContain('[Anhui Museum](/museumDetail?id=fx-anhui-museum)');
  });

  it('keeps the place of the conversation for a follow-up that names none', async () => {
    const sessionId = await newSession(t);
    await ask(t, { content: 'What are the opening hours of the Yellow Mountain?', sessionId, lang: 'en' });
    const followUp = await ask(t, { content: 'Any tips?', sessionId, lang: 'en' });
    expect(followUp).toContain('Tips for **Yellow Mountain**: Wear comfortable shoes');
    expect(followUp).toContain('(/poiDetail?id=fx-yellow-mountain)');
  });

  it('links a point page when it quotes a stop', async () => {
    const text = await ask(t, { content: 'Tell me about the Zhuke Ding', sessionId: await newSession(t), lang: 'en' });
    expect(text).toContain('**Zhuke Ding**:');
    expect(text).toContain('[Zhuke Ding](/pointDetail?id=fx-am-2)');
  });

  it('declines a question the catalogue does not answer, with no sources and no loosely related text', async () => {
    const text = await ask(t, {
      content: "What is the phone number of the museum's director?",
      sessionId: await newSession(t),
      lang: 'en',
      placeId: 'fx-anhui-museum',
    });
    expect(text).toMatch(/^I don't know that from the guide's content\./);
    expect(text).not.toContain('](/');
    expect(text).not.toContain('9:00-17:00');
  });
});

// Questions the app answered offline from its downloaded places (docs/decisions/0062), sent
// later from its outbox: stored once in the session and in the operators' log (provider
// 'offline'), whatever the number of resends; the next question online keeps their place;
// bad input is refused with nothing stored and harms nobody else's; a member's session takes
// nothing from anyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ENDPOINTS, type ChatRecord } from '../../src/lib/contract/chat';
import { CHAT_OFFLINE_ENDPOINT, offlineRecordIds, type OfflineExchange } from '../../src/lib/contract/chat-offline';
import { chatCallAs, interactAs } from './helpers/chat-as';
import { exchangesOf } from './helpers/exchanges';
import { createMember } from './helpers/order-fixtures';
import { startTestServer, type TestServer } from './helpers/start';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ llm: null, chatQuestionsPerMinute: null });
});
afterAll(() => t?.close());

const ANSWER =
  'Opening hours of **Yellow Mountain**: Open all day\n\nSources: [Yellow Mountain](/poiDetail?id=fx-yellow-mountain)';

function exchange(sessionId: string, fields: Partial<OfflineExchange> = {}): OfflineExchange {
  return {
    clientId: crypto.randomUUID(),
    sessionId,
    question: 'When does the Yellow Mountain open?',
    answer: ANSWER,
    uiLang: 'en',
    lang: 'en',
    kind: 'hours',
    placeId: 'fx-yellow-mountain',
    pointId: null,
    sources: [
      {
        kind: 'place',
        id: 'fx-yellow-mountain',
        placeId: 'fx-yellow-mountain',
        placeKind: 'scenic',
        title: 'Yellow Mountain',
      },
    ],
    declined: false,
    askedAt: Date.now() - 60_000,
    ...fields,
  };
}

const send = (body: unknown, token?: string) =>
  chatCallAs<{ recorded: boolean } | null>(t.url, CHAT_OFFLINE_ENDPOINT, body, token ? { token } : {});
const records = async (sessionId: string, token?: string) =>
  (await chatCallAs<ChatRecord[]>(t.url, CHAT_ENDPOINTS.listRecords, { sessionId }, token ? { token } : {})).data;

describe('offline exchanges', () => {
  it('are stored once in the session and the log, and the next question online keeps their place', async () => {
    const sessionId = (await chatCallAs<{ id: string }>(t.url, CHAT_ENDPOINTS.addSession, {})).data.id;
    const sent = exchange(sessionId);
    const ids = offlineRecordIds(sent.clientId);
    expect((await send(sent)).data).toEqual({ recorded: true });
    expect((await send(sent)).data).toEqual({ recorded: false });
    expect((await records(sessionId)).map((r) => [r.id, r.role, r.content, r.status])).toEqual([
      [ids.question, 'user', sent.question, 'complete'],
      [ids.answer, 'assistant', ANSWER, 'complete'],
    ]);
    expect(await exchangesOf(t.pglite, sessionId)).toEqual([
      {
        id: ids.answer,
        session_id: sessionId,
        question: sent.question,
        answer: ANSWER,
        status: 'complete',
        lang: 'en',
        ui_lang: 'en',
        place_id: 'fx-yellow-mountain',
        point_id: null,
        kind: 'hours',
        declined: false,
        sources: sent.sources,
        provider: 'offline',
      },
    ]);
    // "Any tips?" names no place: the conversation's, from the offline answer's link.
    const followUp = await interactAs(t.url, { sessionId, content: 'Any tips?', lang: 'en' });
    const text = followUp.events.filter((e) => e.event === 'message').map((e) => String(e.data.content));
    expect(text.join('')).toContain('Wear comfortable shoes');
  });

  it('in a session made up on the device, after its answers; a declined one is logged as declined', async () => {
    // Offline, the device made the session's id: the server takes it as a new session.
    const sessionId = crypto.randomUUID();
    await interactAs(t.url, { sessionId, content: 'Any tips for the Yellow Mountain?', lang: 'en' });
    const declined = exchange(sessionId, {
      question: '馆长的电话号码是多少？',
      answer: '导览内容里没有这个问题的答案，我不知道。',
      lang: 'cn',
      uiLang: 'ja',
      kind: 'other',
      sources: [],
      declined: true,
    });
    expect((await send(declined)).data).toEqual({ recorded: true });
    expect((await records(sessionId)).map((r) => r.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect((await exchangesOf(t.pglite, sessionId)).map((e) => [e.provider, e.declined, e.ui_lang])).toEqual([
      ['embedded', false, 'en'],
      ['offline', true, 'ja'],
    ]);
  });

  it('refuses bad input with nothing stored, and the next visitor is served', async () => {
    const sessionId = crypto.randomUUID();
    const bad: unknown[] = [
      { ...exchange(sessionId), clientId: 'not-a-uuid' },
      { ...exchange(sessionId), question: '   ' },
      { ...exchange(sessionId), kind: 'gossip' },
      { ...exchange(sessionId), lang: 'xx' },
      { ...exchange(sessionId), answer: 'x'.repeat(20_001) },
      { ...exchange(sessionId), sessionId: '../other' },
      { ...exchange(sessionId), sources: [{ kind: 'place' }] },
      { ...exchange(sessionId), declined: 'yes' },
    ];
    for (const body of bad) expect((await send(body)).status).toBe(400);
    expect(await records(sessionId)).toEqual([]);
    expect(await exchangesOf(t.pglite, sessionId)).toEqual([]);
    const other = crypto.randomUUID();
    expect((await send(exchange(other))).data).toEqual({ recorded: true });
  });

  it("goes into a member's session only with that member's token", async () => {
    const member = await createMember(t.pglite);
    const sessionId = (await chatCallAs<{ id: string }>(t.url, CHAT_ENDPOINTS.addSession, {}, { token: member.token }))
      .data.id;
    const refused = await send(exchange(sessionId));
    expect({ status: refused.status, code: refused.errorCode }).toEqual({ status: 404, code: 'CHT0000404' });
    expect(await exchangesOf(t.pglite, sessionId)).toEqual([]);
    expect((await send(exchange(sessionId), member.token)).data).toEqual({ recorded: true });
    expect((await records(sessionId, member.token)).length).toBe(2);
  });
});

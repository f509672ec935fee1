// Issue 14, item 1: one answer whose text the database refuses must not fail the others
// stored at the same moment. Run on PGlite (security-chat-nul.test.ts) and on PostgreSQL when
// TEST_DATABASE_URL is set. Two levels: the real server with 30 answers streaming at once and
// one model answer holding U+0000 and a lone surrogate; and the record writer itself, handed
// rows that fail for other reasons (a missing session, a bad status) among good ones.
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { CHAT_ENDPOINTS, type ChatRecord } from '../../../src/lib/contract/chat';
import { RecordWriter, type RecordRow } from '../../../server/src/chat/record-writer';
import type { Database } from '../../../server/src/db/schema';
import type { FakeOpenAi } from '../helpers/fake-openai';
import { postJson } from '../helpers/http';
import { answerText, readInteract } from '../helpers/sse-client';

export interface IsolationTarget {
  /** A server whose model is `fake`, with no question limit. */
  url: () => string;
  fake: () => FakeOpenAi;
  /** The server's database (migrated), for the writer on its own. */
  db: () => Kysely<Database>;
}

const POISON = 'poisoned question';
const goodWords = (q: string) => Array.from({ length: 12 }, (_, i) => `${q}/${i} `);
// What the model sends for the poisoned question, and what must be stored of it.
const BAD_DELTAS = ['bad\u0000 ', 'half \ud800 pair ', 'end\u0000'];
const BAD_STORED = 'bad half \ufffd pair end';

export function chatIsolationSuite(target: IsolationTarget, run: string): void {
  it('30 answers streaming with one poisoned model answer: every answer ends and is stored, the poisoned one cleaned', async () => {
    target.fake().script = (call) => {
      const q = call.body.messages.at(-1)!.content;
      const deltas = q === POISON ? BAD_DELTAS : goodWords(q);
      // Same pace for all: the answers end within the writer's 20 ms window of each other.
      return { deltas: deltas.map((content) => ({ content })), intervalMs: 4 };
    };
    const questions = [...Array.from({ length: 30 }, (_, i) => `q${i}`), POISON];
    const replies = await Promise.all(
      questions.map(async (content, i) => {
        const sessionId = `iso-${run}-${i}`;
        return { content, sessionId, reply: await readInteract(target.url(), { content, sessionId }) };
      }),
    );
    for (const { reply } of replies) {
      expect(reply.events.at(-1)).toMatchObject({ event: 'end', data: { status: 'complete' } });
    }
    for (const { content, sessionId, reply } of replies) {
      const stored = (await postJson<ChatRecord[]>(target.url(), CHAT_ENDPOINTS.listRecords, { sessionId })).body.data!;
      const expected = content === POISON ? BAD_STORED : answerText(reply.events);
      expect(stored.map((r) => [r.role, r.content, r.status])).toEqual([
        ['user', content, 'complete'],
        ['assistant', expected, 'complete'],
      ]);
    }
  });

  it('the writer: rows that fail (missing session, bad status) fail alone; the rest of the batch is stored', async () => {
    const db = target.db();
    const writer = new RecordWriter(db);
    const sessionId = `iso-writer-${run}`;
    const row = (i: number, over: Partial<RecordRow> = {}): RecordRow => ({
      id: `${sessionId}-r${i}`,
      sessionId,
      role: 'assistant',
      content: `answer ${i}`,
      reasoning: null,
      status: 'complete',
      ...over,
    });
    // All written in the same tick: one batch, grouped into statements.
    const writes = [
      writer.write({ id: sessionId, memberId: null }, [row(0)]),
      ...Array.from({ length: 60 }, (_, i) => writer.write(null, [row(i + 1)])),
      writer.write(null, [row(100, { sessionId: `${sessionId}-missing` })]),
      writer.write(null, [row(101, { status: 'bogus' as RecordRow['status'] })]),
      writer.write(null, [row(102, { content: 'nul\u0000inside', reasoning: 'why\u0000' })]),
    ];
    const outcomes = await Promise.allSettled(writes);
    expect(outcomes.map((o) => o.status)).toEqual([
      ...Array<string>(61).fill('fulfilled'),
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    const stored = await db
      .selectFrom('chat_records')
      .select(['id', 'content', 'reasoning'])
      .where('id', 'like', `${sessionId}-%`)
      .execute();
    expect(stored).toHaveLength(62);
    expect(stored.find((r) => r.id === `${sessionId}-r102`)).toMatchObject({ content: 'nulinside', reasoning: 'why' });
  });
}

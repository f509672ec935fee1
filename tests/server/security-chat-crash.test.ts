// Issue 14, item 12: a server killed mid-answer (kill -9) leaves no record 'streaming' forever.
// The real entry point runs as a child process with a slow stand-in model; after more than a
// second of text it is killed, then started again on the same data folder. The answer must be
// 'stopped' with the text stored up to about a second before the kill, and a client resuming
// it must get its end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ENDPOINTS, type ChatRecord } from '../../src/lib/contract/chat';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';
import { postJson } from './helpers/http';
import { FIXTURE_CONTENT } from './helpers/paths';
import { seededDataDir } from './helpers/pglite-template';
import { startServerProcess, type ServerProcess } from './helpers/server-process';
import { interactUrl, readInteract } from './helpers/sse-client';
import { useTempDirs } from './helpers/temp-dirs';

const tempDir = useTempDirs();
const WORDS = Array.from({ length: 100 }, (_, i) => `w${i} `);
// The text that reached the client by each moment.
interface Received {
  at: number;
  text: string;
}

let fake: FakeOpenAi;
const running: ServerProcess[] = [];
beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.script = () => ({ deltas: WORDS.map((content) => ({ content })), intervalMs: 100 });
});
afterAll(async () => {
  for (const p of running) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  await fake?.close();
});

/** Reads the stream until `textMs` of text has come, then kills the server; returns what came. */
async function readUntilKilled(proc: ServerProcess, sessionId: string, textMs: number) {
  const response = await fetch(interactUrl(proc.url, { content: 'Tell me everything', sessionId }));
  const received: Received[] = [];
  let answerId = '';
  let lastEventId = '';
  let text = '';
  let firstAt = 0;
  let killedAt = 0;
  let buffer = '';
  const decoder = new TextDecoder();
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const fields = Object.fromEntries(
          buffer
            .slice(0, end)
            .split('\n')
            .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]),
        );
        buffer = buffer.slice(end + 2);
        if (!fields.id) continue;
        lastEventId = fields.id;
        const data = JSON.parse(fields.data ?? '{}') as { answerId?: string; content?: string };
        if (fields.event === 'meta') answerId = data.answerId!;
        if (fields.event !== 'message' || killedAt) continue;
        text += data.content;
        received.push({ at: performance.now(), text });
        firstAt ||= performance.now();
        if (performance.now() - firstAt > textMs) {
          killedAt = performance.now();
          proc.child.kill('SIGKILL');
        }
      }
    }
  } catch {
    // the connection dies with the server
  }
  return { answerId, lastEventId, received, killedAt };
}

describe('a server killed mid-answer', () => {
  it('is started again with the answer stopped, its text stored up to about a second before the kill', async () => {
    const dataDir = await seededDataDir(tempDir('guide-crash-data-'));
    const env = {
      DATA_DIR: dataDir,
      CONTENT_DIR: FIXTURE_CONTENT,
      DIST_DIR: tempDir('guide-crash-dist-'),
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'fake-model',
      LLM_GROUNDED: '0',
      CHAT_QUESTIONS_PER_MINUTE: '0',
    };
    const first = await startServerProcess(env);
    running.push(first);
    const sessionId = 'crash-session-1';
    const { answerId, lastEventId, received, killedAt } = await readUntilKilled(first, sessionId, 2500);
    expect(await first.exited).toBeNull(); // killed by the signal, no exit code
    expect(killedAt).toBeGreaterThan(0);

    const second = await startServerProcess(env);
    running.push(second);
    const records = (await postJson<ChatRecord[]>(second.url, CHAT_ENDPOINTS.listRecords, { sessionId })).body.data!;
    expect(records.map((r) => [r.role, r.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'stopped'],
    ]);
    const stored = records[1]!;
    expect(stored.id).toBe(answerId);
    const all = received.at(-1)!.text;
    expect(all.startsWith(stored.content)).toBe(true);
    // At most about a second lost: everything the client had 1.5 s before the kill is stored.
    const secondBefore = received.filter((r) => r.at <= killedAt - 1500).at(-1)?.text ?? '';
    expect(secondBefore.length).toBeGreaterThan(0);
    expect(stored.content.length).toBeGreaterThanOrEqual(secondBefore.length);

    const resumed = await readInteract(second.url, { sessionId, answerId }, { lastEventId });
    expect(resumed.events.at(-1)).toMatchObject({ event: 'end', data: { sessionId, answerId, status: 'stopped' } });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 60_000);
});

// Time to the first answer chunk through our server vs straight from the fake upstream, in
// the same run: the fake OpenAI-compatible server in this process, the chat server in a
// child process using it as its model. Requests alternate, one at a time, after a warm-up.
// Target: the added median is at most 5 ms.
import { CHAT_ENDPOINTS } from '../src/lib/contract/chat';
import { GATEWAY } from '../src/lib/contract/index';
import { startFakeOpenAi } from '../tests/server/helpers/fake-openai';
import { startChild } from './support/chat-children';

const ROUNDS = Number(process.argv[2] ?? 200);
const WARMUP = 20;

/** ms from the request until the body holds `marker`; then the rest is read (or dropped). */
async function timeToFirst(url: string, init: RequestInit, marker: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, init);
  const decoder = new TextDecoder();
  let text = '';
  let at = Number.NaN;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    if (Number.isNaN(at) && text.includes(marker)) at = performance.now() - t0;
  }
  return at;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const fake = await startFakeOpenAi();
fake.script = () => ({ deltas: [{ content: 'First' }, { content: ' second' }, { content: ' third' }] });
setInterval(() => (fake.calls.length = 0), 1000).unref();
const server = await startChild('server', { FAKE_URL: fake.url });
try {
  const direct = () =>
    timeToFirst(
      `${fake.url}/chat/completions`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'Hi' }] }),
      },
      '"content":"First"',
    );
  // As the page does: a session first (outside the clock), then the question.
  const through = async () => {
    const session = await fetch(new URL(`${GATEWAY}${CHAT_ENDPOINTS.addSession}`, server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    const { data } = (await session.json()) as { data: { id: string } };
    const url = new URL(`${GATEWAY}${CHAT_ENDPOINTS.interact}`, server.url);
    url.searchParams.set('content', 'Hi');
    url.searchParams.set('sessionId', data.id);
    return timeToFirst(url.toString(), {}, 'event: message');
  };
  for (let i = 0; i < WARMUP; i++) {
    await direct();
    await through();
  }
  const d: number[] = [];
  const s: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    d.push(await direct());
    s.push(await through());
  }
  const added = median(s) - median(d);
  console.log(
    `chat first chunk (${ROUNDS} rounds): upstream direct median ${median(d).toFixed(2)} ms, through the server ${median(s).toFixed(2)} ms, added ${added.toFixed(2)} ms (target <= 5 ms) ${added <= 5 ? 'OK' : 'OVER'}`,
  );
} finally {
  await server.stop();
  await fake.close();
}

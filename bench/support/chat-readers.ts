// Readers of the chat benches: many streams read with node:http 'data' events (undici's web
// streams cost this process about twice the CPU per chunk, on the cores the server needs).
// Every chunk of the fake model carries its send time (`|<epoch ms>`), so a reader knows, per
// chunk, the delay from the model to itself and the gap since the previous chunk (at the
// model and at itself). Two readers: the server's event stream (GET interact), and the
// model's own stream (POST /chat/completions), the baseline of the same run.
import { request } from 'node:http';
import { CHAT_ENDPOINTS } from '../../src/lib/contract/chat';
import { GATEWAY } from '../../src/lib/contract/index';
import { epochNow } from '../../tests/server/helpers/fake-openai';

export interface StreamStats {
  ended: boolean;
  status: number;
  chunks: number;
  /** Model send time to this reader (ms), per chunk. */
  delays: number[];
  /** Gap between two chunks at this reader (ms). */
  gaps: number[];
  /** That gap minus the same gap at the model (ms): what the path added. */
  addedGaps: number[];
  /** ms from the request to the first chunk. */
  firstChunkMs: number;
}

const STAMP = /"content":"\|([\d.]+)"/;

function collect(onBlock: (block: string) => 'end' | number | null) {
  let buffer = '';
  return (text: string) => {
    buffer += text;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      onBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
    }
  };
}

function readStream(
  url: URL,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  isEnd: (block: string) => boolean,
  isChunk: (block: string) => boolean,
): Promise<StreamStats> {
  const stats: StreamStats = {
    ended: false,
    status: 0,
    chunks: 0,
    delays: [],
    gaps: [],
    addedGaps: [],
    firstChunkMs: Number.NaN,
  };
  const started = epochNow();
  let last: { sent: number; received: number } | null = null;
  const onText = collect((block) => {
    if (isEnd(block)) stats.ended = true;
    const stamp = isChunk(block) ? STAMP.exec(block) : null;
    if (!stamp) return null;
    const received = epochNow();
    const sent = Number(stamp[1]);
    if (stats.chunks++ === 0) stats.firstChunkMs = received - started;
    stats.delays.push(received - sent);
    if (last) {
      stats.gaps.push(received - last.received);
      stats.addedGaps.push(received - last.received - (sent - last.sent));
    }
    last = { sent, received };
    return null;
  });
  return new Promise((resolve) => {
    const req = request(url, { method: init.method, headers: init.headers, agent: false }, (res) => {
      stats.status = res.statusCode ?? 0;
      if (res.statusCode !== 200) {
        res.resume();
        resolve(stats);
        return;
      }
      res.setEncoding('utf8');
      res.on('data', onText);
      res.once('end', () => resolve(stats));
      res.once('error', () => resolve(stats));
    });
    req.once('error', () => resolve(stats));
    req.end(init.body);
  });
}

/** One question to the server, read to its end. */
export function readServerStream(base: string, sessionId: string, headers: Record<string, string> = {}) {
  const url = new URL(`${GATEWAY}${CHAT_ENDPOINTS.interact}`, base);
  url.searchParams.set('content', 'Tell me about the place');
  url.searchParams.set('sessionId', sessionId);
  return readStream(
    url,
    { method: 'GET', headers },
    (block) => block.includes('\nevent: end\n'),
    (block) => block.includes('\nevent: message\n'),
  );
}

/** The same answer straight from the model (the baseline). */
export function readModelStream(modelUrl: string) {
  const body = JSON.stringify({
    model: 'bench',
    stream: true,
    messages: [{ role: 'user', content: 'Tell me about the place' }],
  });
  return readStream(
    new URL('/chat/completions', modelUrl),
    { method: 'POST', headers: { 'content-type': 'application/json' }, body },
    (block) => block.includes('[DONE]'),
    (block) => block.startsWith('data: {'),
  );
}

/** The page makes its session when it opens (add/session), before any question: so do the readers, 50 at a time. */
export async function makeSessions(base: string, count: number): Promise<string[]> {
  const sessions: string[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = Array.from({ length: Math.min(50, count - i) }, async () => {
      const res = await fetch(new URL(`${GATEWAY}${CHAT_ENDPOINTS.addSession}`, base), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      return ((await res.json()) as { data: { id: string } }).data.id;
    });
    sessions.push(...(await Promise.all(batch)));
  }
  return sessions;
}

export const quantile = (values: number[], q: number) => {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** Opens the streams over `rampMs` (0: all at once) and waits for all of them. */
export async function runStreams(count: number, rampMs: number, open: (i: number) => Promise<StreamStats>) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      if (rampMs > 0) await new Promise((resolve) => setTimeout(resolve, (i * rampMs) / count));
      return open(i);
    }),
  );
}

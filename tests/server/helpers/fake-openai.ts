// A real HTTP server on 127.0.0.1 speaking the OpenAI streaming chat protocol
// (POST /chat/completions with stream: true -> `data: {json}\n\n` chunks, then `data: [DONE]`).
// Each request is answered by the current script: a list of deltas sent `intervalMs` apart,
// optionally cut (socket destroyed) after some chunks, or endless. It records every request
// (its messages, when each chunk was sent, when its connection closed).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDelta {
  content?: string;
  reasoning?: string;
  /** Send reasoning as `delta.reasoning` instead of `delta.reasoning_content`. */
  reasoningField?: 'reasoning_content' | 'reasoning';
}

export interface FakeScript {
  deltas: FakeDelta[];
  intervalMs?: number;
  /** Destroy the socket after this many deltas (no [DONE]). */
  cutAfter?: number;
  /** Keep sending the deltas in a loop until the client goes away. */
  endless?: boolean;
  /** Answer with this HTTP status and a JSON error instead. */
  status?: number;
  /** Benches: each chunk's content is `|<send time in epoch ms>` (comparable across processes). */
  stampContent?: boolean;
}

/** Milliseconds since the epoch with sub-millisecond precision, the same clock in every process. */
export const epochNow = () => performance.timeOrigin + performance.now();

export interface FakeCall {
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
  authorization: string | undefined;
  startedAt: number;
  /** performance.now() when each chunk was written. */
  sentAt: number[];
  closedAt: number | null;
  finished: boolean;
}

export interface FakeOpenAi {
  url: string;
  calls: FakeCall[];
  script: (call: FakeCall) => FakeScript;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const chunkOf = (d: FakeDelta, i: number) => {
  const delta: Record<string, string> = {};
  if (d.reasoning !== undefined) delta[d.reasoningField ?? 'reasoning_content'] = d.reasoning;
  if (d.content !== undefined) delta.content = d.content;
  return JSON.stringify({
    id: `chatcmpl-${i}`,
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta, finish_reason: null }],
  });
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(fake: FakeOpenAi, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'POST' || request.url !== '/chat/completions') {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
    return;
  }
  const call: FakeCall = {
    body: JSON.parse(await readBody(request)) as FakeCall['body'],
    authorization: request.headers.authorization,
    startedAt: performance.now(),
    sentAt: [],
    closedAt: null,
    finished: false,
  };
  fake.calls.push(call);
  response.on('close', () => (call.closedAt = performance.now()));
  const script = fake.script(call);
  if (script.status) {
    response
      .writeHead(script.status, { 'content-type': 'application/json' })
      .end('{"error":{"message":"scripted failure"}}');
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.flushHeaders();
  let i = 0;
  do {
    for (const delta of script.deltas) {
      if (call.closedAt !== null) return;
      if (script.cutAfter !== undefined && i >= script.cutAfter) {
        // Let what was written reach the client, then cut the connection mid-answer.
        await sleep(30);
        request.socket.destroy();
        return;
      }
      if (script.intervalMs) await sleep(script.intervalMs);
      if (call.closedAt !== null) return;
      const sent = script.stampContent ? { ...delta, content: `|${epochNow().toFixed(3)}` } : delta;
      response.write(`data: ${chunkOf(sent, i)}\n\n`);
      call.sentAt.push(performance.now());
      i++;
    }
  } while (script.endless && call.closedAt === null);
  response.end('data: [DONE]\n\n');
  call.finished = true;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = {
    url: '',
    calls: [],
    script: () => ({ deltas: [{ content: 'Hello' }, { content: ' world' }] }),
    close: async () => {},
  };
  const server = createServer((request, response) => {
    answer(fake, request, response).catch(() => response.destroy());
  });
  server.keepAliveTimeout = 1000;
  // Benches start a thousand answers at once: past Node's backlog of 511 connects wait for SYN retries.
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** The passages a grounded request gave the model: `[n] …` lines of its system message, by number. */
export function passagesOf(call: FakeCall): Map<number, string> {
  const system = call.body.messages.find((m) => m.role === 'system')?.content ?? '';
  const lines = system.split('\n').flatMap((line) => {
    const match = /^\[(\d+)\] (.*)$/.exec(line);
    return match ? [[Number(match[1]), match[2]!] as const] : [];
  });
  return new Map(lines);
}

/** The number of the passage holding `fragment`; throws when the model was not given it. */
export function passageNumber(call: FakeCall, fragment: string): number {
  for (const [n, text] of passagesOf(call)) if (text.includes(fragment)) return n;
  throw new Error(`no passage holds '${fragment}': ${JSON.stringify([...passagesOf(call)])}`);
}

// Sends a live answer's events to one client as Server-Sent Events: the events after the
// last one it saw, then the live ones, with `: ping` comments meanwhile. The client going
// away only detaches it: the answer goes on (see answer-registry.ts).
// On Node the events are written straight to the socket's response, once per turn of the event
// loop (coalesced-writes.ts): hono's streamSSE goes through a TransformStream and a reader for
// every chunk, which costs a thousand concurrent streams a lot of CPU. Elsewhere (app.request
// in tests) streamSSE is the fallback.
import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { isTerminal, type AnswerFeed, type ChatEvent } from '../../chat/answer-registry';
import { coalescedWriter } from './coalesced-writes';

const format = (answerId: string, e: ChatEvent) => `id: ${answerId}:${e.seq}\nevent: ${e.event}\ndata: ${e.data}\n\n`;

/** Parses `${answerId}:${seq}`; null when it is not one. */
export function parseEventId(id: string | undefined): { answerId: string; seq: number } | null {
  const match = id?.trim().match(/^([0-9a-f-]{36}):(\d{1,9})$/i);
  return match ? { answerId: match[1]!.toLowerCase(), seq: Number(match[2]) } : null;
}

function prepare(c: Context): void {
  c.header('Cache-Control', 'no-store');
  // Proxies such as nginx must not hold the stream back.
  c.header('X-Accel-Buffering', 'no');
}

/** What @hono/node-server takes as 'the handler wrote the response itself'. */
const alreadySent = () => new Response(null, { headers: { 'x-hono-already-sent': 'true' } });

function nodeResponse(c: Context): ServerResponse | null {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing && typeof outgoing.writeHead === 'function' ? outgoing : null;
}

/**
 * Pipes the answer's events (after `afterSeq`) and a `: ping` every `heartbeatMs` into
 * `write`, until its last event or until `close` is called (the client went away); then
 * detaches and calls `onClosed` once. Writes are queued by the sink; the listener never waits.
 */
function pipeAnswer(
  answer: AnswerFeed,
  afterSeq: number,
  heartbeatMs: number,
  write: (text: string) => void,
  onClosed: () => void,
): () => void {
  let detach: (() => void) | null = null;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(ping);
    detach?.();
    onClosed();
  };
  const ping = setInterval(() => write(': ping\n\n'), heartbeatMs);
  detach = answer.attach(afterSeq, (e) => {
    if (closed) return;
    write(format(answer.answerId, e));
    if (isTerminal(e)) close();
  });
  if (closed) detach();
  return close;
}

function writeDirect(
  c: Context,
  outgoing: ServerResponse,
  answer: AnswerFeed,
  afterSeq: number,
  heartbeatMs: number,
): Response {
  // The headers set so far (request id, cache policy) go with the stream's own (read from the
  // context's response, not copied into a new one: a thousand streams start at once).
  const headers: Record<string, string> = {};
  c.res.headers.forEach((value, name) => (headers[name] = value));
  outgoing.writeHead(200, { ...headers, 'content-type': 'text/event-stream', connection: 'keep-alive' });
  outgoing.flushHeaders();
  const writer = coalescedWriter(outgoing);
  const close = pipeAnswer(
    answer,
    afterSeq,
    heartbeatMs,
    (text) => writer.write(text),
    () => writer.end(),
  );
  outgoing.once('close', close);
  return alreadySent();
}

export function streamAnswer(c: Context, answer: AnswerFeed, afterSeq: number, heartbeatMs: number): Response {
  prepare(c);
  const outgoing = nodeResponse(c);
  if (outgoing) return writeDirect(c, outgoing, answer, afterSeq, heartbeatMs);
  return streamSSE(
    c,
    (stream) =>
      new Promise<void>((resolve) => {
        stream.onAbort(pipeAnswer(answer, afterSeq, heartbeatMs, (text) => void stream.write(text), resolve));
      }),
  );
}

/** A finished answer that is no longer in memory: its last event only (the page reloads the history). */
export function streamStoredEnd(c: Context, answerId: string, event: 'end' | 'error', data: unknown): Response {
  prepare(c);
  return streamSSE(c, async (stream) => {
    await stream.write(`id: ${answerId}:0\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  });
}

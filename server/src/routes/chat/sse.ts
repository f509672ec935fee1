// Sends a live answer's events to one client as Server-Sent Events: the events after the
// last one it saw, then the live ones, with `: ping` comments meanwhile. The client going
// away only detaches it: the answer goes on (see answer-registry.ts).
// On Node the events are written straight to the socket's response: hono's streamSSE goes
// through a TransformStream and a reader for every chunk, which costs a thousand concurrent
// streams a lot of CPU. Elsewhere (app.request in tests) streamSSE is the fallback.
import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { isTerminal, type ChatEvent, type LiveAnswer } from '../../../chat/answer-registry';

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

function writeDirect(c: Context, outgoing: ServerResponse, answer: LiveAnswer, afterSeq: number, heartbeatMs: number): Response {
  // The headers set so far (request id, cache policy) go with the stream's own.
  const headers: Record<string, string> = Object.fromEntries(c.newResponse(null).headers);
  outgoing.writeHead(200, { ...headers, 'content-type': 'text/event-stream', connection: 'keep-alive' });
  outgoing.flushHeaders();
  let detach: (() => void) | null = null;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(ping);
    detach?.();
    if (!outgoing.writableEnded) outgoing.end();
  };
  const ping = setInterval(() => outgoing.write(': ping\n\n'), heartbeatMs);
  outgoing.once('close', close);
  detach = answer.attach(afterSeq, (e) => {
    if (closed) return;
    outgoing.write(format(answer.answerId, e));
    if (isTerminal(e)) close();
  });
  if (closed) detach();
  return alreadySent();
}

export function streamAnswer(c: Context, answer: LiveAnswer, afterSeq: number, heartbeatMs: number): Response {
  prepare(c);
  const outgoing = nodeResponse(c);
  if (outgoing) return writeDirect(c, outgoing, answer, afterSeq, heartbeatMs);
  return streamSSE(c, (stream) => {
    return new Promise<void>((resolve) => {
      let detach: (() => void) | null = null;
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(ping);
        detach?.();
        resolve();
      };
      const ping = setInterval(() => void stream.write(': ping\n\n'), heartbeatMs);
      stream.onAbort(close);
      // Writes are queued in order; the listener itself never waits.
      detach = answer.attach(afterSeq, (e) => {
        if (closed) return;
        void stream.write(format(answer.answerId, e));
        if (isTerminal(e)) close();
      });
      if (closed) detach();
    });
  });
}

/** A finished answer that is no longer in memory: its last event only (the page reloads the history). */
export function streamStoredEnd(c: Context, answerId: string, event: 'end' | 'error', data: unknown): Response {
  prepare(c);
  return streamSSE(c, async (stream) => {
    await stream.write(`id: ${answerId}:0\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  });
}

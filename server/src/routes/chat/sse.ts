// Sends a live answer's events to one client as Server-Sent Events: the events after the
// last one it saw, then the live ones, with `: ping` comments meanwhile. The client going
// away only detaches it: the answer goes on (see answer-registry.ts).
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

export function streamAnswer(c: Context, answer: LiveAnswer, afterSeq: number, heartbeatMs: number): Response {
  prepare(c);
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

// The answer stream (spec point 7: GET {api}/open-api/interact, Server-Sent Events) over
// fetch + ReadableStream rather than EventSource: a resume must send Last-Event-ID with the
// answerId on our schedule (page back from the background, network back), and a stop must
// abort at once. Outcome 'cut' means the connection ended without 'end' or 'error':
// resumable from the last event seen. Being fetch, it carries the member's token like every
// other call: a member's session answers only that member (issue 14).
import { currentIdentity } from '@/lib/api/bindings';
import { GATEWAY } from '@contract/envelope';
import {
  CHAT_ENDPOINTS,
  CHAT_LIMITS,
  type ChatChunk,
  type ChatEnd,
  type ChatQuery,
  type ChatStreamMeta,
} from '@contract/chat';
import { createSseParser } from '../lib/sse-parser';
import type { AnswerEvent } from '../state/answer-machine';
import { apiUrl } from '@/lib/environments';

/**
 * 'rejected': the server refused the request (4xx): a resume of an answer it no longer has.
 * 'unreachable': no answer at all (no network, or the server cannot be reached): resumable like 'cut'.
 */
export type StreamOutcome = 'end' | 'error' | 'cut' | 'aborted' | 'rejected' | 'unreachable';

/** The server pings every 15 s: this long without a byte means a dead (half-open) connection. */
export const STREAM_IDLE_MS = CHAT_LIMITS.heartbeatMs * 2 + 5_000;

export interface ResumePoint {
  answerId: string;
  lastEventId: string;
}

export function streamUrl(query: ChatQuery, resume?: ResumePoint | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, value);
  if (resume) {
    params.set('answerId', resume.answerId);
    params.set('lastEventId', resume.lastEventId);
  }
  return apiUrl(`${GATEWAY}${CHAT_ENDPOINTS.interact}?${params.toString()}`);
}

function toAnswerEvent(event: string, data: string, id: string | null): AnswerEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (event === 'meta') return { type: 'meta', answerId: (parsed as ChatStreamMeta).answerId, eventId: id };
  if (event === 'message') return { type: 'chunk', content: (parsed as ChatChunk).content ?? '', eventId: id };
  if (event === 'reasoning') return { type: 'reasoning', content: (parsed as ChatChunk).content ?? '', eventId: id };
  if (event === 'end') return { type: 'end', eventId: id, stopped: (parsed as ChatEnd).status === 'stopped' };
  if (event === 'error') return { type: 'error' };
  return null;
}

export async function streamAnswer(
  query: ChatQuery,
  onEvent: (event: AnswerEvent) => void,
  signal: AbortSignal,
  resume?: ResumePoint | null,
  idleMs = STREAM_IDLE_MS,
): Promise<StreamOutcome> {
  // The caller's stop aborts; so does the idle watchdog (then the outcome is 'cut').
  const connection = new AbortController();
  const stop = () => connection.abort();
  signal.addEventListener('abort', stop);
  let idle = setTimeout(stop, idleMs);
  const awake = () => {
    clearTimeout(idle);
    idle = setTimeout(stop, idleMs);
  };
  let response: Response;
  const { token } = currentIdentity();
  try {
    response = await fetch(streamUrl(query, resume), {
      headers: {
        accept: 'text/event-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(resume ? { 'Last-Event-ID': resume.lastEventId } : {}),
      },
      cache: 'no-store',
      signal: connection.signal,
    });
  } catch {
    clearTimeout(idle);
    signal.removeEventListener('abort', stop);
    return signal.aborted ? 'aborted' : connection.signal.aborted ? 'cut' : 'unreachable';
  }
  // 4xx: this answer cannot be had (bad question, unknown answer); 5xx: try again later.
  if (!response.ok || !response.body) {
    clearTimeout(idle);
    signal.removeEventListener('abort', stop);
    return response.status >= 400 && response.status < 500 ? 'rejected' : 'cut';
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      awake();
      if (done) return 'cut';
      for (const sse of parser.push(value)) {
        const event = toAnswerEvent(sse.event, sse.data, sse.id);
        if (!event) continue;
        onEvent(event);
        if (event.type === 'end') return 'end';
        if (event.type === 'error') return 'error';
      }
    }
  } catch {
    return signal.aborted ? 'aborted' : 'cut';
  } finally {
    clearTimeout(idle);
    signal.removeEventListener('abort', stop);
    reader.cancel().catch(() => undefined);
  }
}

// The answer stream (spec point 7: GET {api}/open-api/interact, Server-Sent Events) over
// fetch + ReadableStream rather than EventSource: a resume must send Last-Event-ID with the
// answerId on our schedule (page back from the background, network back), and a stop must
// abort at once. Outcome 'cut' means the connection ended without 'end' or 'error':
// resumable from the last event seen.
import { GATEWAY } from '../../../lib/contract/envelope';
import { CHAT_ENDPOINTS, type ChatChunk, type ChatQuery, type ChatStreamMeta } from '../../../lib/contract/chat';
import { createSseParser } from '../lib/sse-parser';
import type { AnswerEvent } from '../state/answer-machine';

export type StreamOutcome = 'end' | 'error' | 'cut' | 'aborted';

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
  return `${GATEWAY}${CHAT_ENDPOINTS.interact}?${params.toString()}`;
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
  if (event === 'end') return { type: 'end', eventId: id };
  if (event === 'error') return { type: 'error' };
  return null;
}

export async function streamAnswer(
  query: ChatQuery,
  onEvent: (event: AnswerEvent) => void,
  signal: AbortSignal,
  resume?: ResumePoint | null,
): Promise<StreamOutcome> {
  let response: Response;
  try {
    response = await fetch(streamUrl(query, resume), {
      headers: { accept: 'text/event-stream', ...(resume ? { 'Last-Event-ID': resume.lastEventId } : {}) },
      cache: 'no-store',
      signal,
    });
  } catch {
    return signal.aborted ? 'aborted' : 'cut';
  }
  // 4xx: this answer cannot be had (bad question, unknown answer); 5xx: try again later.
  if (!response.ok || !response.body) return response.status >= 400 && response.status < 500 ? 'error' : 'cut';
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  try {
    for (;;) {
      const { value, done } = await reader.read();
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
    reader.cancel().catch(() => undefined);
  }
}

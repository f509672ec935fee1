// Reads the assistant's event stream with fetch, the way EventSource does: events with their
// id, name and parsed data. `stopAfter` drops the connection after that many events.
import { GATEWAY } from '../../../src/lib/contract/index';
import { CHAT_ENDPOINTS } from '../../../src/lib/contract/chat';

export interface SseEvent {
  id: string | null;
  event: string;
  data: Record<string, unknown>;
}

export interface SseReply {
  status: number;
  contentType: string | null;
  events: SseEvent[];
  comments: number;
  /** The JSON body of a refusal (not an event stream). */
  json: { success: boolean; errorCode: string | null; message: string | null } | null;
  headers: Headers;
}

export function interactUrl(base: string, query: Record<string, string>): URL {
  const url = new URL(`${GATEWAY}${CHAT_ENDPOINTS.interact}`, base);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url;
}

export async function readInteract(
  base: string,
  query: Record<string, string>,
  options: { lastEventId?: string; stopAfter?: number; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<SseReply> {
  const controller = new AbortController();
  options.signal?.addEventListener('abort', () => controller.abort());
  const res = await fetch(interactUrl(base, query), {
    headers: { ...options.headers, ...(options.lastEventId ? { 'Last-Event-ID': options.lastEventId } : {}) },
    signal: controller.signal,
  });
  const reply: SseReply = {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events: [],
    comments: 0,
    json: null,
    headers: res.headers,
  };
  if (!reply.contentType?.startsWith('text/event-stream')) {
    reply.json = (await res.json()) as SseReply['json'];
    return reply;
  }
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(':')) {
          reply.comments++;
          continue;
        }
        const fields = Object.fromEntries(
          block.split('\n').map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]),
        );
        reply.events.push({
          id: fields.id ?? null,
          event: fields.event ?? 'message',
          data: JSON.parse(fields.data ?? 'null') as Record<string, unknown>,
        });
        if (options.stopAfter !== undefined && reply.events.length >= options.stopAfter) {
          controller.abort();
          return reply;
        }
      }
    }
  } catch (err) {
    if (!controller.signal.aborted) throw err;
  }
  return reply;
}

/** The answer text of the 'message' events. */
export const answerText = (events: SseEvent[], name = 'message') =>
  events
    .filter((e) => e.event === name)
    .map((e) => String(e.data.content))
    .join('');

// The assistant's endpoints called as someone: with a member's bearer token or none, and from a
// chosen loopback address (127.0.0.x; Linux routes all of 127/8 to the loopback interface), so
// that per-address and per-member limits can be told apart. node:http, since fetch cannot pick
// its local address.
import { request } from 'node:http';
import { GATEWAY } from '../../../src/lib/contract/envelope';
import type { SseEvent, SseReply } from './sse-client';
import { interactUrl } from './sse-client';

export interface As {
  token?: string;
  from?: string;
}

function send(base: string, path: string, as: As, method: string, headers: Record<string, string>, body?: string) {
  const url = new URL(path, base);
  return new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    const req = request(
      {
        hostname: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress: as.from,
        agent: false,
        headers: { ...headers, ...(as.token ? { authorization: `Bearer ${as.token}` } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), text }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** GET interact to its end: the events, or the JSON refusal. */
export async function interactAs(
  base: string,
  query: Record<string, string>,
  as: As = {},
  lastEventId?: string,
): Promise<SseReply> {
  const url = interactUrl(base, query);
  const res = await send(
    base,
    `${url.pathname}${url.search}`,
    as,
    'GET',
    lastEventId ? { 'last-event-id': lastEventId } : {},
  );
  const reply: SseReply = {
    status: res.status,
    contentType: res.type,
    events: [],
    comments: 0,
    json: null,
    headers: new Headers(),
  };
  if (!res.type.startsWith('text/event-stream')) {
    reply.json = JSON.parse(res.text) as SseReply['json'];
    return reply;
  }
  for (const block of res.text.split('\n\n')) {
    if (block === '') continue;
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
      data: JSON.parse(fields.data ?? 'null') as SseEvent['data'],
    });
  }
  return reply;
}

/** POST a chat call: status, and the envelope's fields. */
export async function chatCallAs<T>(base: string, path: string, body: unknown, as: As = {}) {
  const res = await send(
    base,
    `${GATEWAY}${path}`,
    as,
    'POST',
    { 'content-type': 'application/json' },
    JSON.stringify(body),
  );
  const parsed = JSON.parse(res.text) as { success: boolean; data: T; errorCode: string | null };
  return { status: res.status, ...parsed };
}

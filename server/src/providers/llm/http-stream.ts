// POSTs JSON and gives the response as a byte stream, over node:http(s) with keep-alive
// agents. fetch (undici) costs a few milliseconds more per request before the first byte,
// which the assistant's time to first chunk cannot spare.
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

const httpAgent = new HttpAgent({ keepAlive: true, maxFreeSockets: 256 });
const httpsAgent = new HttpsAgent({ keepAlive: true, maxFreeSockets: 256 });

export interface StreamResponse {
  status: number;
  body: AsyncIterable<Buffer>;
  /** Drops the connection (an unfinished body). */
  destroy(): void;
}

export function postJsonStream(
  url: string,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<StreamResponse> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const payload = Buffer.from(body);
  return new Promise((resolve, reject) => {
    const req = (secure ? httpsRequest : httpRequest)(
      target,
      {
        method: 'POST',
        agent: secure ? httpsAgent : httpAgent,
        headers: { ...headers, 'Content-Length': String(payload.length) },
        signal,
      },
      (res: IncomingMessage) => {
        res.socket?.setNoDelay(true);
        resolve({ status: res.statusCode ?? 0, body: res, destroy: () => res.destroy() });
      },
    );
    req.setNoDelay(true);
    req.once('error', reject);
    req.end(payload);
  });
}

/** POST {baseUrl}/chat/completions of an OpenAI-compatible server, asking for a stream. */
export function postChatCompletions(
  config: { baseUrl: string; apiKey?: string },
  body: Record<string, unknown>,
  signal: AbortSignal,
): Promise<StreamResponse> {
  return postJsonStream(
    `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`,
    {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
    },
    JSON.stringify(body),
    signal,
  );
}

// A local HTTP server speaking LibreTranslate's POST /translate (q as a list of texts), for the
// machine-translation tests: it "translates" by tagging each text with the target code, counts
// its calls, and can be told to fail or to answer with the wrong shape.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TranslateCall {
  q: string[];
  source: string;
  target: string;
}

export interface FakeLibreTranslate {
  url: string;
  calls: TranslateCall[];
  mode: 'ok' | 'error' | 'wrong-shape' | 'hang';
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startFakeLibreTranslate(): Promise<FakeLibreTranslate> {
  const fake: FakeLibreTranslate = { url: '', calls: [], mode: 'ok', close: async () => {} };
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/translate') return send(404, { error: 'Not Found' });
    const call = JSON.parse(await readBody(request)) as TranslateCall;
    fake.calls.push(call);
    if (fake.mode === 'hang') return; // never answers: the client's timeout must end it
    if (fake.mode === 'error') return send(429, { error: 'Too many requests' });
    if (fake.mode === 'wrong-shape') return send(200, { translatedText: 'one string for many texts' });
    send(200, { translatedText: call.q.map((text) => `[${call.target}] ${text}`) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections(); // a hanging request must not hold the close
      server.close(() => resolve());
    });
  return fake;
}

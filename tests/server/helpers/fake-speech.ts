// A local HTTP server speaking OpenAI's speech API (POST /v1/audio/speech with JSON
// {model, input, voice, response_format} -> the MP3 bytes), for the voice provider and
// content:voice tests. Each answer is a real MP3 (a short tone, LAME in WASM), a different
// tone per request so that a changed recording shows in its bytes. It records every request
// and can be told to fail: a 5xx, a 4xx, a JSON body or non-MP3 bytes sent as 200, or no
// answer at all; `failFrom` makes it fail only from the n-th request (1-based) on.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMp3Encoder } from 'wasm-media-encoders';

export interface SpeechCall {
  body: { model?: string; input?: string; voice?: string; response_format?: string };
  authorization: string | undefined;
}

export type SpeechMode = 'ok' | 'error-503' | 'refuse-401' | 'json-200' | 'noise-200' | 'silent';

export interface FakeSpeech {
  /** The API root, as VOICE_BASE_URL: `http://127.0.0.1:PORT/v1`. */
  baseUrl: string;
  calls: SpeechCall[];
  mode: SpeechMode;
  /** Fail (as `mode` says) from this request on; answer normally before it. */
  failFrom: number;
  /** Seconds of tone per answer. */
  seconds: number;
  close(): Promise<void>;
}

/** A mono MP3 of a sine tone, as the embedded voice's encoder writes it. */
export async function toneMp3(seconds: number, hz: number): Promise<Uint8Array> {
  const encoder = await createMp3Encoder();
  encoder.configure({ channels: 1, sampleRate: 22050, bitrate: 32, outputSampleRate: 22050 });
  const pcm = Float32Array.from(
    { length: Math.round(seconds * 22050) },
    (_, i) => 0.3 * Math.sin((2 * Math.PI * hz * i) / 22050),
  );
  const head = encoder.encode([pcm]).slice();
  const tail = encoder.finalize().slice();
  return Uint8Array.from([...head, ...tail]);
}

/** Bytes that are not MP3 but hold the odd header-like 0xFF 0xFx pair, as any binary file does. */
function noise(length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i += 32) {
    out.set(
      createHash('sha256')
        .update(String(i))
        .digest()
        .subarray(0, Math.min(32, length - i)),
      i,
    );
  }
  return out;
}

async function readJson(request: IncomingMessage): Promise<SpeechCall['body']> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as SpeechCall['body'];
}

export async function startFakeSpeech(): Promise<FakeSpeech> {
  const held = new Set<ServerResponse>();
  const fake: FakeSpeech = { baseUrl: '', calls: [], mode: 'ok', failFrom: 1, seconds: 0.5, close: async () => {} };
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/audio/speech') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"Not found"}}');
      return;
    }
    fake.calls.push({ body: await readJson(request), authorization: request.headers.authorization });
    const mode = fake.calls.length >= fake.failFrom ? fake.mode : 'ok';
    const json = (status: number, message: string) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message } }));
    if (mode === 'error-503') return json(503, 'The engine is currently overloaded');
    if (mode === 'refuse-401') return json(401, 'Incorrect API key provided');
    if (mode === 'json-200') return json(200, 'queued');
    if (mode === 'silent') return void held.add(response);
    const audio = mode === 'noise-200' ? noise(64_000) : await toneMp3(fake.seconds, 200 + 40 * fake.calls.length);
    response.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': audio.length }).end(audio);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise((resolve) => {
      for (const response of held) response.destroy();
      server.close(() => resolve());
    });
  return fake;
}

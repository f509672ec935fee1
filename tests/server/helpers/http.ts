// Small fetch helpers for the envelope, and a raw node:http request.
import { request, type IncomingHttpHeaders } from 'node:http';
import type { ApiResponse } from '../../../src/lib/contract/index';
import { GATEWAY } from '../../../src/lib/contract/index';

export interface JsonReply<T> {
  status: number;
  headers: Headers;
  body: ApiResponse<T>;
}

export async function getJson<T>(
  base: string,
  path: string,
  query: Record<string, string> = {},
): Promise<JsonReply<T>> {
  const url = new URL(`${GATEWAY}${path}`, base);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, body: (await res.json()) as ApiResponse<T> };
}

export async function postJson<T>(base: string, path: string, body: unknown, raw?: string): Promise<JsonReply<T>> {
  const res = await fetch(new URL(`${GATEWAY}${path}`, base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: raw ?? JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as ApiResponse<T> };
}

/** Asserts nothing; returns the uniform failure fields for compact expectations. */
export const failure = (reply: JsonReply<unknown>) => ({
  status: reply.status,
  success: reply.body.success,
  data: reply.body.data,
  errorCode: reply.body.errorCode,
});

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request through node:http: no automatic decompression, no URL normalisation. */
export function rawRequest(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawReply> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A request body sent in 64 KB chunks with no Content-Length (chunked transfer). */
export function chunkedBody(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.subarray(i, i + 64 * 1024));
      controller.close();
    },
  });
}

// Answers with one file: text from the in-memory cache (compressed as the client accepts),
// everything else streamed from disk with Range support (audio is seeked).
import { createReadStream, type Stats } from 'node:fs';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { encodedBody, loadCached, MAX_CACHED_BYTES, type Transform } from './file-cache';
import { contentTypeOf, isCompressible } from './mime';
import { etagMatches, parseRange, pickEncoding } from './negotiate';

function notModified(headers: Headers): Response {
  const kept = new Headers();
  for (const name of ['ETag', 'Cache-Control', 'Vary', 'Last-Modified']) {
    const value = headers.get(name);
    if (value) kept.set(name, value);
  }
  return new Response(null, { status: 304, headers: kept });
}

async function sendCached(
  c: Context,
  path: string,
  stats: Stats,
  headers: Headers,
  transform?: Transform,
): Promise<Response> {
  const entry = await loadCached(path, stats, transform);
  const encoding = pickEncoding(c.req.header('Accept-Encoding'));
  const encoded = encoding ? await encodedBody(entry, encoding) : null;
  headers.set('Vary', 'Accept-Encoding');
  headers.set('ETag', encoded ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag);
  if (encoded && encoding) headers.set('Content-Encoding', encoding);
  if (etagMatches(c.req.header('If-None-Match'), headers.get('ETag') as string)) return notModified(headers);
  const body = encoded ?? entry.body;
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

function sendStream(c: Context, path: string, stats: Stats, headers: Headers): Response {
  const size = stats.size;
  const etag = `"${size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  headers.set('ETag', etag);
  headers.set('Last-Modified', stats.mtime.toUTCString());
  headers.set('Accept-Ranges', 'bytes');
  if (etagMatches(c.req.header('If-None-Match'), etag)) return notModified(headers);

  const ifRange = c.req.header('If-Range');
  const range = ifRange && ifRange !== etag ? null : parseRange(c.req.header('Range'), size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const start = range ? range.start : 0;
  const end = range ? range.end : size - 1;
  headers.set('Content-Length', String(size === 0 ? 0 : end - start + 1));
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD' || size === 0) return new Response(null, { status, headers });
  const stream = Readable.toWeb(createReadStream(path, { start, end })) as unknown as ReadableStream;
  return new Response(stream, { status, headers });
}

/** A transform applies to cached (text) files only. */
export async function sendFile(
  c: Context,
  path: string,
  stats: Stats,
  cacheControl: string,
  transform?: Transform,
): Promise<Response> {
  const contentType = contentTypeOf(path);
  const headers = new Headers({ 'Content-Type': contentType, 'Cache-Control': cacheControl });
  if (isCompressible(contentType) && stats.size <= MAX_CACHED_BYTES) {
    return sendCached(c, path, stats, headers, transform);
  }
  return sendStream(c, path, stats, headers);
}

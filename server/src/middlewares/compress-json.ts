// Compresses API JSON responses of 1 KB or more, in memory (they are built in memory
// anyway), so each compressed reply carries its Content-Length. hono/compress streams
// through CompressionStream instead, which leaves a connection busy while a client holds
// an unread reply and so delays a graceful shutdown.
import { promisify } from 'node:util';
import type { MiddlewareHandler } from 'hono';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { pickEncoding } from '../static/negotiate';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const THRESHOLD = 1024;

function addVary(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

export const compressJson = (): MiddlewareHandler => async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return;
  if (!/^application\/json/i.test(res.headers.get('Content-Type') ?? '')) return;
  addVary(res.headers);
  const encoding = pickEncoding(c.req.header('Accept-Encoding'));
  if (!encoding) return;
  const body = Buffer.from(await res.arrayBuffer());
  const out =
    body.length < THRESHOLD
      ? null
      : encoding === 'br'
        ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gz(body, { level: 6 });
  c.res = new Response(new Uint8Array(out ?? body), res);
  c.res.headers.set('Content-Length', String((out ?? body).length));
  if (!out) return;
  c.res.headers.set('Content-Encoding', encoding);
  const etag = c.res.headers.get('ETag');
  if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
};

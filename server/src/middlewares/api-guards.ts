// Guards of the /api gateway: a body size limit answering 413 in the envelope (for an
// encrypted request, with the uniform bad-envelope message), and the
// cache policy of catalogue reads (revalidate every time; the ETag makes that cheap).
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ERROR_CODES } from '../lib/error-codes';
import { fail } from '../lib/respond';
import type { AppBindings } from '../lib/types';
import { badEnvelope, isEncryptedRequest } from './encrypted-body';

export const MAX_BODY_BYTES = 1024 * 1024;

/** Uploads (multipart) may carry an image of up to 10 MB plus the form's framing. */
export const MAX_UPLOAD_BODY_BYTES = 11 * 1024 * 1024;

export const apiBodyLimit = (maxSize = MAX_BODY_BYTES): MiddlewareHandler<AppBindings> =>
  bodyLimit({
    maxSize,
    onError: (c) => {
      c.header('Cache-Control', 'no-store');
      // The rest of the body is not read: close the connection rather than reuse it.
      c.header('Connection', 'close');
      // An encrypted request gets the envelope's uniform message (with the 413 code).
      if (isEncryptedRequest(c)) return badEnvelope(c, 413);
      return c.json(
        fail(ERROR_CODES.payloadTooLarge, `Request body is larger than ${Math.round(maxSize / 1048576)} MB`),
        413,
      );
    },
  });

export const apiCacheControl = (): MiddlewareHandler<AppBindings> => async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) {
    const revalidated = c.res.ok || c.res.status === 304;
    c.header('Cache-Control', c.req.method === 'GET' && revalidated ? 'no-cache' : 'no-store');
  }
};

/**
 * c.req.json() parses the body text on every call (Hono caches the text, not the value):
 * this makes later calls return the first call's value, for routes whose handler reads the
 * body as sent besides the validator. A malformed body stays a rejection (the validator's
 * uniform 400).
 */
export const parseJsonOnce = (): MiddlewareHandler<AppBindings> => async (c, next) => {
  const parse = c.req.json.bind(c.req);
  let parsed: Promise<unknown> | undefined;
  c.req.json = <T>() => (parsed ??= parse()) as Promise<T>;
  await next();
};

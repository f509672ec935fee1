// The encrypted envelope on /api and the tracking path (contract: src/lib/contract/crypto.ts). A non-GET request
// carrying `secret-hash` or `secret` must be a valid envelope: its decrypted JSON becomes
// the request body the routes validate, and their JSON answer goes back encrypted with the
// same session key (header `encrypted: 1`). Requests without those headers, GET/HEAD and
// multipart uploads pass through untouched. Every bad envelope gets one uniform plain 400;
// the real reason goes to the log with the request id.
import type { Context, MiddlewareHandler } from 'hono';
import { BAD_ENVELOPE_MESSAGE, ENCRYPTED_RESPONSE_HEADER, SECRET_HASH_HEADER, SECRET_HEADER } from '@contract/crypto';
import { EnvelopeError, UNKNOWN_HASH, type EnvelopeCipher, type OpenedEnvelope } from '../crypto/envelope';
import { ERROR_CODES } from '../lib/error-codes';
import { fail } from '../lib/respond';
import type { AppBindings } from '../lib/types';

const JSON_TYPE = /^application\/([a-z.-]+\+)?json/i;

/** Whether the request claims to be encrypted (so its failures use the uniform answer). */
export function isEncryptedRequest(c: Context): boolean {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  if (/^multipart\//i.test(c.req.header('Content-Type') ?? '')) return false;
  return c.req.header(SECRET_HASH_HEADER) !== undefined || c.req.header(SECRET_HEADER) !== undefined;
}

/** The uniform answer to a bad envelope: 400 (413, with its own code, for a body over 1 MB). */
export function badEnvelope(c: Context, status: 400 | 413 = 400): Response {
  c.header('Cache-Control', 'no-store');
  const code = status === 413 ? ERROR_CODES.payloadTooLarge : ERROR_CODES.badEnvelope;
  return c.json(fail(code, BAD_ENVELOPE_MESSAGE), status);
}

async function sealResponse(c: Context<AppBindings>, cipher: EnvelopeCipher, sessionKey: Buffer): Promise<void> {
  const res = c.res;
  if (!res.body || !JSON_TYPE.test(res.headers.get('Content-Type') ?? '')) return;
  const sealed = JSON.stringify(cipher.seal(sessionKey, await res.text()));
  // Hono copies the old response's headers onto the new one; the stale ones go after.
  c.res = new Response(sealed, { status: res.status, headers: res.headers });
  c.res.headers.delete('Content-Length');
  c.res.headers.delete('ETag');
  c.res.headers.set('Content-Type', 'application/json; charset=UTF-8');
  c.res.headers.set(ENCRYPTED_RESPONSE_HEADER, '1');
}

export function encryptedBody(cipher: EnvelopeCipher): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    if (!isEncryptedRequest(c)) return next();
    let opened: OpenedEnvelope;
    const secretHash = c.req.header(SECRET_HASH_HEADER);
    try {
      const body = await c.req.raw.text();
      try {
        opened = cipher.open(secretHash, c.req.header(SECRET_HEADER), body);
      } catch (err) {
        // A key another instance added since this one read the keys (rotation): read them again once.
        if (!(err instanceof EnvelopeError && err.reason === UNKNOWN_HASH && (await cipher.learn(secretHash))))
          throw err;
        opened = cipher.open(secretHash, c.req.header(SECRET_HEADER), body);
      }
    } catch (err) {
      const reason = err instanceof EnvelopeError ? err.reason : `unexpected: ${String(err)}`;
      c.var.logger.warn({ reason, path: c.req.path }, 'bad encrypted envelope');
      return badEnvelope(c);
    }
    const headers = new Headers(c.req.raw.headers);
    headers.delete('Content-Length');
    headers.delete('Transfer-Encoding');
    headers.set('Content-Type', 'application/json; charset=UTF-8');
    c.req.raw = new Request(c.req.raw, { headers, body: opened.json });
    c.req.bodyCache = {};
    // The payload was parsed to check it: c.req.json() (the routes' validators) takes that
    // value instead of parsing the text again. Nothing downstream mutates it.
    const { value } = opened;
    c.req.json = <T>() => Promise.resolve(value as T);
    await next();
    await sealResponse(c, cipher, opened.sessionKey);
  };
}

// Issue 14, item 2: text no database can store (NUL, lone surrogates) is a 400 VAL0000400
// refused in validation, in a query, a JSON body (plain or encrypted) and an object key,
// never a 500; a database error about such text is a 400 too (the backstop).
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/lib/contract/index';
import { MEMBER_ENDPOINTS } from '../../src/lib/contract/member';
import { ERROR_CODES } from '../../server/src/lib/error-codes';
import { findUnsafeText, cleanText } from '../../server/src/lib/unsafe-text';
import { createRouter } from '../../server/src/lib/create-app';
import { onError } from '../../server/src/middlewares/errors';
import { failure, getJson, postJson } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/start';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const refused = { status: 400, success: false, data: null, errorCode: ERROR_CODES.validation };

describe('text the database cannot store', () => {
  it('refuses NUL in a query parameter with a clear 400', async () => {
    const reply = await getJson(t.url, ENDPOINTS.pointDetail, { id: '\u0000' });
    expect(failure(reply)).toEqual(refused);
    expect(reply.body.message).toBe("Invalid query parameter 'id': must not contain the NUL character (U+0000)");
  });

  it('refuses NUL inside an otherwise valid id and in a place list filter', async () => {
    expect(failure(await getJson(t.url, ENDPOINTS.pointDetail, { id: 'fx-am-1\u0000' }))).toEqual(refused);
    expect(failure(await getJson(t.url, ENDPOINTS.scenicList, { keyword: 'a\u0000b' }))).toEqual(refused);
  });

  it('refuses NUL in a JSON body field (feedback) and stores nothing', async () => {
    const reply = await postJson(t.url, MEMBER_ENDPOINTS.feedback, {
      content: 'a\u0000b',
      clientId: crypto.randomUUID(),
    });
    expect(failure(reply)).toEqual(refused);
    expect(reply.body.message).toContain("body field 'content'");
    const rows = await t.pglite.query<{ n: number }>('select count(*)::int as n from feedback');
    expect(rows.rows[0]!.n).toBe(0);
  });

  it('refuses a lone surrogate in a JSON body (it would be stored as U+FFFD)', async () => {
    const raw = `{"content":"hello \\ud800 world","clientId":"${crypto.randomUUID()}"}`;
    const reply = await postJson(t.url, MEMBER_ENDPOINTS.feedback, null, raw);
    expect(failure(reply)).toEqual(refused);
    expect(reply.body.message).toContain('lone surrogate');
  });

  it('keeps a well-formed pair of surrogates (an emoji) and ordinary control characters', () => {
    expect(findUnsafeText({ a: ['ok 😀', 'tab\tand\nline'] })).toBeNull();
    expect(findUnsafeText({ a: [{ b: 'x\u0000' }] })).toEqual({
      path: 'a.0.b',
      reason: expect.stringContaining('NUL'),
    });
    expect(findUnsafeText({ ['k\u0000']: 1 })?.path).toBe('(key)');
    expect(cleanText('a\u0000b\udc00c😀')).toBe('ab\uFFFDc😀');
  });

  it('answers the other visitors normally afterwards', async () => {
    const reply = await getJson(t.url, ENDPOINTS.pointDetail, { id: 'fx-am-1' });
    expect(reply.status).toBe(200);
  });
});

describe('the database backstop', () => {
  it.each(['22021', '22P05'])('answers a database error %s about text with 400, not 500', async (code) => {
    const app = createRouter();
    app.onError(onError);
    app.get('/x', () => {
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code });
    });
    const res = await app.request('/x');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errorCode: ERROR_CODES.validation });
  });

  it('still answers any other database error with the generic 500', async () => {
    const app = createRouter();
    app.use(async (c, next) => {
      c.set('logger', pino({ level: 'silent' }));
      await next();
    });
    app.onError(onError);
    app.get('/x', () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    const res = await app.request('/x');
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ errorCode: ERROR_CODES.system });
  });
});

// The gateway: failures all leave in the envelope {success:false, data:null, message,
// errorCode} with the right status (validation 400, unknown path 404, too large 413, crash
// 500); JSON replies are compressed; the OpenAPI document lists every endpoint.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/lib/contract/index';
import { chunkedBody, getJson, postJson, rawRequest } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/start';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const envelope = (errorCode: string) => ({ success: false, data: null, errorCode, message: expect.any(String) });

describe('validation of queries and bodies', () => {
  const cases: [string, Record<string, string>, string][] = [
    [ENDPOINTS.scenicList, { pageSize: '0' }, "Invalid query parameter 'pageSize'"],
    [ENDPOINTS.scenicList, { pageSize: '51' }, "Invalid query parameter 'pageSize'"],
    [ENDPOINTS.scenicList, { page: 'two' }, "Invalid query parameter 'page'"],
    [ENDPOINTS.scenicList, { scenicType: 'volcano' }, "Invalid query parameter 'scenicType'"],
    [ENDPOINTS.scenicList, { locationArea: 'moon' }, "Invalid query parameter 'locationArea'"],
    [ENDPOINTS.scenicList, { hot: 'maybe' }, "Invalid query parameter 'hot'"],
    [ENDPOINTS.scenicList, { keyword: 'k'.repeat(101) }, "Invalid query parameter 'keyword'"],
    [ENDPOINTS.scenicPopular, { limit: '21' }, "Invalid query parameter 'limit'"],
    [ENDPOINTS.scenicDetail, {}, "Missing query parameter 'id'"],
    [ENDPOINTS.pointDetail, { id: '' }, "Invalid query parameter 'id'"],
    [ENDPOINTS.guideDetail, {}, "Missing query parameter 'id'"],
    [ENDPOINTS.museumList, { pageSize: '-1' }, "Invalid query parameter 'pageSize'"],
    [ENDPOINTS.museumDetail, {}, "Missing query parameter 'id'"],
    [ENDPOINTS.museumExhibits, {}, "Missing query parameter 'museumId'"],
    [ENDPOINTS.simpleDict, {}, "Missing query parameter 'name'"],
  ];
  it.each(cases)('%s %o answers 400 naming the field', async (path, query, message) => {
    const reply = await getJson(t.url, path, query);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(envelope('VAL0000400'));
    expect(reply.body.message).toContain(message);
  });

  it('ignores unknown query keys such as openId and requestId', async () => {
    const reply = await getJson(t.url, ENDPOINTS.scenicPopular, { openId: 'o1', requestId: '123' });
    expect(reply.status).toBe(200);
  });

  it('answers 400, not 500, to malformed JSON on the banner list', async () => {
    const reply = await postJson(t.url, ENDPOINTS.bannerList, null, '{"position": ');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(envelope('VAL0000400'));
    expect(reply.body.message).toMatch(/JSON/);
  });

  it('answers 400 naming the body field of the wrong type', async () => {
    const reply = await postJson(t.url, ENDPOINTS.bannerList, { position: 5 });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain("Invalid body field 'position'");
  });

  it('answers 415 in the envelope to a body that is not JSON', async () => {
    const res = await fetch(`${t.url}/api${ENDPOINTS.bannerList}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'position=home',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual(envelope('GTW0000415'));
  });
});

describe('size limit', () => {
  const huge = JSON.stringify({ position: 'home', padding: 'x'.repeat(1024 * 1024 + 10) });

  it('answers 413 in the envelope to a body over 1 MB', async () => {
    const reply = await postJson(t.url, ENDPOINTS.bannerList, null, huge);
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual(envelope('GTW0000413'));
  });

  it('answers 413 to a chunked body over 1 MB (no Content-Length)', async () => {
    const body = chunkedBody(huge);
    const res = await fetch(`${t.url}/api${ENDPOINTS.bannerList}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(envelope('GTW0000413'));
  });
});

describe('unknown routes', () => {
  it('answers 404 JSON for an unknown /api path', async () => {
    const res = await fetch(`${t.url}/api/mob-server/open-api/nothing/here`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual(envelope('GTW0000404'));
  });

  it('answers 404 JSON for a known path with the wrong method', async () => {
    const res = await fetch(`${t.url}/api${ENDPOINTS.scenicList}`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(envelope('GTW0000404'));
  });

  it('gives every response a request id', async () => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });
});

describe('compression of JSON replies', () => {
  it('gzips replies of 1 KB or more with a Content-Length and a weak ETag', async () => {
    const res = await rawRequest(t.url, `/api${ENDPOINTS.scenicList}`, { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers.etag).toMatch(/^W\//);
    const body = JSON.parse(gunzipSync(res.body).toString()) as { data: { total: number } };
    expect(body.data.total).toBe(2);
  });

  it('leaves small replies and clients that accept nothing uncompressed', async () => {
    const health = await rawRequest(t.url, '/api/health', { 'Accept-Encoding': 'gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    const plain = await rawRequest(t.url, `/api${ENDPOINTS.scenicList}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString()).success).toBe(true);
  });
});

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every endpoint of the contract with its method', async () => {
    const res = await fetch(`${t.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\.1\./);
    // The contract's POST endpoints (endpoints.ts); every other one is a GET.
    const posts = new Set(['bannerList', 'fileUpload', 'pointLike', 'pointPlay', 'machineTranslation']);
    for (const [name, path] of Object.entries(ENDPOINTS)) {
      const methods = Object.keys(doc.paths[`/api${path}`] ?? {});
      expect(methods, name).toEqual([posts.has(name) ? 'post' : 'get']);
    }
    expect(Object.keys(doc.paths)).toContain('/api/health');
    expect(JSON.stringify(doc.paths['/api/mob-server/open-api/scenic/list'])).toContain('pageSize');
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a generic message and no stack trace', async () => {
    const broken = await startTestServer();
    try {
      await broken.pglite.close();
      const res = await fetch(`${broken.url}/api${ENDPOINTS.scenicList}`);
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        success: false,
        data: null,
        message: 'System exception, please contact customer service',
        errorCode: 'CTG0000000',
      });
      expect(text).not.toMatch(/at .*\.ts|Error:/);
    } finally {
      await broken.close();
    }
  });
});

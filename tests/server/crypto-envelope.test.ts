// The encrypted envelope end to end: an encrypted call answers encrypted with the same data
// as the plain call, validation errors come back encrypted, RSA runs once per session key,
// plain calls, GETs and multipart bodies pass through untouched, and the key is served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsaStats } from '../../server/src/crypto/envelope';
import { ENDPOINTS, PUBLIC_KEY_PATH, SECRET_HASH_HEADER, SECRET_HEADER } from '../../src/lib/contract/index';
import { hex8, newSession, open, post, postSealed, sessionHeaders, sha256Hex, type Session } from './helpers/envelope';
import { keyOf, sharedKeyFile } from './helpers/keys';
import { startTestServer, type TestServer } from './helpers/start';

let t: TestServer;
let pem = '';
let session: Session;
beforeAll(async () => {
  t = await startTestServer();
  pem = (await keyOf(await sharedKeyFile())).publicKeyPem;
  session = newSession(pem);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/public-key', () => {
  it('serves the current public key PEM and the hash of exactly that text', async () => {
    const res = await fetch(`${t.url}${PUBLIC_KEY_PATH}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: { publicKey: string; secretHash: string } };
    expect(body.success).toBe(true);
    expect(body.data.publicKey).toBe(pem);
    expect(body.data.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----$/);
    expect(body.data.secretHash).toBe(sha256Hex(body.data.publicKey));
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as { paths: Record<string, object> };
    expect(Object.keys(doc.paths[PUBLIC_KEY_PATH] ?? {})).toEqual(['get']);
  });
});

describe('an encrypted call', () => {
  it('answers encrypted, with the same data as the plain call', async () => {
    const plain = await post(t.url, ENDPOINTS.bannerList, {}, { position: 'home' });
    const sealed = await postSealed(t.url, ENDPOINTS.bannerList, session, { position: 'home' });
    expect(sealed.status).toBe(200);
    expect(sealed.encrypted).toBe(true);
    expect(plain.encrypted).toBe(false);
    expect(sealed.headers.get('content-type')).toMatch(/^application\/json/);
    const body = JSON.parse(sealed.text) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['data', 'iv']);
    expect(body.iv).toMatch(/^[0-9a-f]{16}$/);
    expect(sealed.text).not.toContain('fx-banner-1');
    const opened = open<{ success: boolean; data: { id: string }[] }>(sealed, session);
    expect(opened).toEqual(JSON.parse(plain.text));
    expect(opened.data.map((b) => b.id)).toEqual(['fx-banner-1']);
  });

  it('uses a fresh iv for every answer', async () => {
    const a = await postSealed(t.url, ENDPOINTS.bannerList, session, { position: 'home' });
    const b = await postSealed(t.url, ENDPOINTS.bannerList, session, { position: 'home' });
    expect(JSON.parse(a.text).iv).not.toBe(JSON.parse(b.text).iv);
    expect(open(a, session)).toEqual(open(b, session));
  });

  it('validates the decrypted payload and answers the 400 encrypted', async () => {
    const reply = await postSealed(t.url, ENDPOINTS.bannerList, session, { position: 5 });
    expect(reply.status).toBe(400);
    expect(reply.encrypted).toBe(true);
    const opened = open<{ success: boolean; errorCode: string; message: string }>(reply, session);
    expect(opened).toMatchObject({ success: false, data: null, errorCode: 'VAL0000400' });
    expect(opened.message).toContain("Invalid body field 'position'");
  });

  it('answers an unknown route encrypted too (404 in the envelope)', async () => {
    const reply = await postSealed(t.url, '/mob-server/open-api/nothing/here', session, {});
    expect(reply.status).toBe(404);
    expect(reply.encrypted).toBe(true);
    expect(open(reply, session)).toMatchObject({ success: false, errorCode: 'GTW0000404' });
  });

  it('runs RSA once per session key (later calls hit the cache)', async () => {
    const fresh = newSession(pem);
    const before = rsaStats.decryptions;
    for (let i = 0; i < 3; i++) {
      expect((await postSealed(t.url, ENDPOINTS.bannerList, fresh, { position: 'home' })).status).toBe(200);
    }
    expect(rsaStats.decryptions - before).toBe(1);
    await postSealed(t.url, ENDPOINTS.bannerList, newSession(pem), {});
    expect(rsaStats.decryptions - before).toBe(2);
  });

  it('accepts any 16 printable ASCII characters as the session key, as spec point 9 allows hex', async () => {
    const upper = newSession(pem, hex8().toUpperCase());
    expect(open(await postSealed(t.url, ENDPOINTS.bannerList, upper, {}), upper)).toMatchObject({ success: true });
  });
});

describe('what passes through untouched', () => {
  it('plain JSON calls answer plain', async () => {
    const reply = await post(t.url, ENDPOINTS.bannerList, {}, { position: 'home' });
    expect(reply.status).toBe(200);
    expect(reply.encrypted).toBe(false);
    expect(JSON.parse(reply.text).data[0].id).toBe('fx-banner-1');
  });

  it('GET requests are never encrypted, even with the headers', async () => {
    const res = await fetch(`${t.url}/api${ENDPOINTS.scenicList}`, { headers: sessionHeaders(session) });
    expect(res.status).toBe(200);
    expect(res.headers.get('encrypted')).toBeNull();
    expect(((await res.json()) as { data: { total: number } }).data.total).toBe(2);
  });

  it('multipart bodies are not read as envelopes, even with the headers', async () => {
    const form = new FormData();
    form.set('file', new Blob(['hello']), 'hello.txt');
    const res = await fetch(`${t.url}/api${ENDPOINTS.bannerList}`, {
      method: 'POST',
      headers: { [SECRET_HASH_HEADER]: session.secretHash, [SECRET_HEADER]: session.secret },
      body: form,
    });
    // The route itself refuses the media type: the envelope middleware let it through.
    expect(res.status).toBe(415);
    expect(res.headers.get('encrypted')).toBeNull();
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'GTW0000415' });
  });
});

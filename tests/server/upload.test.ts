// Uploads: one image in the multipart field `file`, never encrypted, the full response back,
// the file served at its URL; wrong types, empty and oversized files refused. Uploads need a
// member since issue 14 (security-uploads.test.ts covers that and the limits).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from './helpers/order-fixtures';
import { startTestServer, type TestServer } from './helpers/start';

const UPLOAD = '/api/open-api/file/upload';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const dataDir = mkdtempSync(join(tmpdir(), 'guide-upload-'));
let t: TestServer;
let member: TestMember;

beforeAll(async () => {
  t = await startTestServer({ dataDir });
  member = await createMember(t.pglite);
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function form(bytes: Uint8Array<ArrayBuffer>, type: string, name = 'photo.png'): FormData {
  const data = new FormData();
  data.set('file', new Blob([bytes], { type }), name);
  return data;
}

const upload = (body: FormData | string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${UPLOAD}`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${member.token}`, ...headers },
  });

describe('file upload', () => {
  it('stores an image and answers the full response with its URL; the file is served there', async () => {
    const response = await upload(form(new Uint8Array(PNG), 'image/png'));
    expect(response.status).toBe(200);
    expect(response.headers.get('encrypted')).toBeNull();
    const body = (await response.json()) as {
      success: boolean;
      data: { url: string; name: string; size: number; contentType: string };
    };
    expect(body).toMatchObject({
      success: true,
      message: null,
      errorCode: null,
      data: { name: 'photo.png', size: PNG.length, contentType: 'image/png' },
    });
    expect(body.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${t.url}${body.data.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses other types, empty files and a missing field with a clear 400', async () => {
    for (const body of [
      form(new Uint8Array(PNG), 'text/html', 'x.html'),
      form(new Uint8Array(), 'image/png'),
      new FormData(),
    ]) {
      const response = await upload(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, errorCode: 'VAL0000400' });
    }
  });

  it('refuses a body over the upload limit with 413', async () => {
    const response = await upload(form(new Uint8Array(12 * 1024 * 1024), 'image/png'));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'GTW0000413' });
  });

  it('keeps the 1 MB limit everywhere else under the gateway', async () => {
    const response = await fetch(`${t.url}/api/mob-server/open-api/banner/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ position: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it('does not serve files outside the uploads folder', async () => {
    expect((await fetch(`${t.url}/uploads/..%2Fkeys%2Fcurrent.pem`)).status).toBe(404);
  });
});

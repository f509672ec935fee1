// Issue 14, item 7: uploads were anonymous, unlimited, and stored HTML declared as a GIF.
// Now: a member only (401 MOB2230010); the file's magic bytes must match its declared type
// (JPEG, PNG, GIF, WebP); counts and bytes are limited per member and per address in the
// database (429 MOB2280429); a file is served with the type the server verified, nosniff,
// Content-Disposition and a sandboxing CSP; a file with no verified row is never served; and
// closing the account deletes the member's files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CLOSE_CONFIRMATION, MEMBER_ENDPOINTS, MEMBER_RELOGIN_CODE } from '../../src/lib/contract/member';
import { UPLOAD_LIMITS } from '../../server/src/members/upload-limits';
import { call } from './helpers/member-auth-api';
import { createMember, type TestMember } from './helpers/order-fixtures';
import { startTestServer, type TestServer } from './helpers/start';

const UPLOAD = '/api/open-api/file/upload';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(32, 1),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.alloc(16)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(18),
]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

const dataDir = mkdtempSync(join(tmpdir(), 'guide-upload-sec-'));
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ dataDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface UploadBody {
  success: boolean;
  errorCode: string | null;
  data: { url: string; contentType: string } | null;
}

async function upload(
  member: TestMember | null,
  bytes: Buffer,
  type: string,
  name = 'photo',
): Promise<{ status: number; body: UploadBody }> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${t.url}${UPLOAD}`, {
    method: 'POST',
    body: form,
    headers: member ? { authorization: `Bearer ${member.token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as UploadBody };
}
const outcome = (r: { status: number; body: UploadBody }) => [r.status, r.body.errorCode];
/** Every upload so far moves an hour back (the hourly counts start afresh; the daily ones do not). */
const anHourLater = () => t.pglite.query(`update uploads set created_at = created_at - interval '61 minutes'`);
const aDayLater = () => t.pglite.query(`update uploads set created_at = created_at - interval '25 hours'`);

describe('uploads', () => {
  it('need a member', async () => {
    expect(outcome(await upload(null, PNG, 'image/png'))).toEqual([401, MEMBER_RELOGIN_CODE]);
    expect(await t.pglite.query('select 1 from uploads')).toMatchObject({ rows: [] });
  });

  it('accept JPEG, PNG, GIF and WebP whose bytes match the declared type, and serve them as verified', async () => {
    const member = await createMember(t.pglite);
    for (const [bytes, type, ext] of [
      [JPEG, 'image/jpeg', 'jpg'],
      [PNG, 'image/png', 'png'],
      [GIF, 'image/gif', 'gif'],
      [WEBP, 'image/webp', 'webp'],
    ] as const) {
      const reply = await upload(member, bytes, type);
      expect(reply.status, type).toBe(200);
      expect(reply.body.data!.url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${ext}$`));
      const served = await fetch(`${t.url}${reply.body.data!.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toMatch(
        new RegExp(`^inline; filename="[0-9a-f]{32}\\.${ext}"$`),
      );
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('refuse bytes that are not the declared type (HTML as a GIF, a PNG as a JPEG, a GIF as text)', async () => {
    const member = await createMember(t.pglite);
    for (const [bytes, type] of [
      [HTML, 'image/gif'],
      [HTML, 'image/png'],
      [PNG, 'image/jpeg'],
      [GIF, 'text/html'],
      [Buffer.from('GIF8'), 'image/gif'],
    ] as const) {
      expect(outcome(await upload(member, bytes, type)), `${type}`).toEqual([400, 'VAL0000400']);
    }
    expect((await t.pglite.query('select 1 from uploads where member_id = $1', [member.memberId])).rows).toEqual([]);
  });

  it('never serve a file the server did not verify (one written before this check)', async () => {
    writeFileSync(join(dataDir, 'uploads', `${'ab'.repeat(16)}.gif`), HTML);
    const served = await fetch(`${t.url}/uploads/${'ab'.repeat(16)}.gif`);
    expect(served.status).toBe(404);
    expect(await served.text()).not.toContain('<script>');
  });

  it('count files per member per hour and per day, in the database', async () => {
    await aDayLater();
    const member = await createMember(t.pglite);
    for (let i = 0; i < UPLOAD_LIMITS.memberPerHour; i++)
      expect((await upload(member, PNG, 'image/png')).status).toBe(200);
    expect(outcome(await upload(member, PNG, 'image/png'))).toEqual([429, 'MOB2280429']);
    // Rows written by an earlier process count the same: the day's count comes from the table.
    await anHourLater();
    await t.pglite.query(
      `insert into uploads (name, member_id, address_key, content_type, size_bytes, created_at)
       select 'old-' || i || '.png', $1, 'elsewhere', 'image/png', 1000, now() - interval '2 hours' from generate_series(1, $2::int) as i`,
      [member.memberId, UPLOAD_LIMITS.memberPerDay - UPLOAD_LIMITS.memberPerHour],
    );
    expect(outcome(await upload(member, PNG, 'image/png'))).toEqual([429, 'MOB2280429']);
  });

  it('count bytes per member per day', async () => {
    await aDayLater();
    const member = await createMember(t.pglite);
    await t.pglite.query(
      `insert into uploads (name, member_id, address_key, content_type, size_bytes, created_at) values ('big.png', $1, 'elsewhere', 'image/png', $2, now() - interval '3 hours')`,
      [member.memberId, UPLOAD_LIMITS.memberBytesPerDay - PNG.length + 1],
    );
    expect(outcome(await upload(member, PNG, 'image/png'))).toEqual([429, 'MOB2280429']);
  });

  it('count files per address, whatever the member', async () => {
    await aDayLater();
    let uploaded = 0;
    while (uploaded < UPLOAD_LIMITS.addressPerHour) {
      const member = await createMember(t.pglite);
      for (let i = 0; i < UPLOAD_LIMITS.memberPerHour && uploaded < UPLOAD_LIMITS.addressPerHour; i++, uploaded++) {
        expect((await upload(member, PNG, 'image/png')).status).toBe(200);
      }
    }
    expect(outcome(await upload(await createMember(t.pglite), PNG, 'image/png'))).toEqual([429, 'MOB2280429']);
  });

  it('closing the account deletes the member’s files', async () => {
    await aDayLater();
    const member = await createMember(t.pglite);
    const url = (await upload(member, PNG, 'image/png')).body.data!.url;
    expect((await fetch(`${t.url}${url}`)).status).toBe(200);
    const login = { token: member.token };
    expect(
      (await call(t.url, MEMBER_ENDPOINTS.close, { confirm: ACCOUNT_CLOSE_CONFIRMATION }, login.token)).status,
    ).toBe(200);
    expect((await fetch(`${t.url}${url}`)).status).toBe(404);
  });
});

// POST point/like: one like per device (x-device-id), idempotent, the count in every read of
// the point; 404 for an unknown point, 400 for a malformed body or device id. On PGlite, and
// on PostgreSQL too when TEST_DATABASE_URL names one (real concurrent transactions).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, GATEWAY, type ExplanationPointT, type PointLikeResult } from '../../src/lib/contract/index';
import { getJson, type JsonReply } from './helpers/http';
import { newSession, open, post, sessionHeaders, seal } from './helpers/envelope';
import { startServerOnFreshSchema } from './helpers/postgres';
import { startTestServer } from './helpers/start';

interface Started {
  url: string;
  close(): Promise<void>;
}

const pgUrl = process.env.TEST_DATABASE_URL;
const backends: [string, () => Promise<Started>][] = [
  ['PGlite', startTestServer],
  ...(pgUrl
    ? [
        [
          'PostgreSQL',
          async () => {
            const { server, close } = await startServerOnFreshSchema(pgUrl);
            return { url: server.url, close };
          },
        ] as [string, () => Promise<Started>],
      ]
    : []),
];

describe.each(backends)('point like on %s', (_label, start) => {
  let t: Started;
  beforeAll(async () => {
    t = await start();
  });
  afterAll(async () => {
    await t?.close();
  });

  const DEVICE_A = 'device-aaaaaaaa-0001';
  const DEVICE_B = 'device-bbbbbbbb-0002';

  async function like(body: unknown, deviceId: string | null = DEVICE_A): Promise<JsonReply<PointLikeResult>> {
    const res = await fetch(`${t.url}${GATEWAY}${ENDPOINTS.pointLike}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(deviceId === null ? {} : { 'x-device-id': deviceId }) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as JsonReply<PointLikeResult>['body'] };
  }

  const likeCountOf = async (id: string) =>
    (await getJson<ExplanationPointT>(t.url, ENDPOINTS.pointDetail, { id })).body.data?.likeCount;

  describe('point like', () => {
    it('counts one like per device, however often it is sent, and takes it back once', async () => {
      const before = (await likeCountOf('fx-ym-2'))!;
      const first = await like({ pointId: 'fx-ym-2', liked: true });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        success: true,
        data: { pointId: 'fx-ym-2', liked: true, likeCount: before + 1 },
        message: null,
        errorCode: null,
      });
      expect((await like({ pointId: 'fx-ym-2', liked: true })).body.data?.likeCount).toBe(before + 1);
      expect(await likeCountOf('fx-ym-2')).toBe(before + 1);

      expect((await like({ pointId: 'fx-ym-2', liked: true }, DEVICE_B)).body.data?.likeCount).toBe(before + 2);

      const unliked = await like({ pointId: 'fx-ym-2', liked: false });
      expect(unliked.body.data).toEqual({ pointId: 'fx-ym-2', liked: false, likeCount: before + 1 });
      expect((await like({ pointId: 'fx-ym-2', liked: false })).body.data?.likeCount).toBe(before + 1);
      expect(await likeCountOf('fx-ym-2')).toBe(before + 1);
    });

    it('keeps the count right under concurrent likes of many devices', async () => {
      const before = (await likeCountOf('fx-hg-1'))!;
      const devices = Array.from({ length: 12 }, (_, i) => `concurrent-device-${i}`);
      // Every device twice, all at once: twelve likes, no more.
      const replies = await Promise.all(
        [...devices, ...devices].map((d) => like({ pointId: 'fx-hg-1', liked: true }, d)),
      );
      expect(replies.every((r) => r.status === 200)).toBe(true);
      expect(await likeCountOf('fx-hg-1')).toBe(before + 12);
    });

    it('never counts below zero when a device without a like unlikes', async () => {
      const before = (await likeCountOf('fx-ym-1'))!;
      const reply = await like({ pointId: 'fx-ym-1', liked: false }, 'never-liked-device');
      expect(reply.body.data).toEqual({ pointId: 'fx-ym-1', liked: false, likeCount: before });
    });

    it("ignores other body fields: the count is the server's", async () => {
      const before = (await likeCountOf('fx-ym-1'))!;
      const reply = await like(
        { pointId: 'fx-ym-1', liked: true, likeCount: 99_999, openId: 'o-1' },
        'extra-fields-device',
      );
      expect(reply.body.data).toEqual({ pointId: 'fx-ym-1', liked: true, likeCount: before + 1 });
    });

    it('answers 404 MOB0000404 for an unknown point', async () => {
      const reply = await like({ pointId: 'no-such-point', liked: true });
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ success: false, data: null, errorCode: 'MOB0000404' });
      expect(reply.body.message).toContain('no-such-point');
    });

    it.each([
      ['malformed JSON', '{"pointId": "fx-ym-1", ', /JSON/],
      ['a missing pointId', { liked: true }, /pointId/],
      ['a missing liked', { pointId: 'fx-ym-1' }, /liked/],
      ['liked as a string', { pointId: 'fx-ym-1', liked: 'true' }, /liked/],
      ['pointId as a number', { pointId: 7, liked: true }, /pointId/],
      ['an empty pointId', { pointId: '  ', liked: true }, /pointId/],
      ['an array body', [{ pointId: 'fx-ym-1', liked: true }], /body/],
    ])('answers 400 VAL0000400 to %s', async (_label, body, message) => {
      const reply = await like(body);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, data: null, errorCode: 'VAL0000400' });
      expect(reply.body.message).toMatch(message);
    });

    it.each([
      ['no x-device-id header', null],
      ['a too short device id', 'abc'],
      ['a device id with spaces', 'device id with spaces'],
      ['a too long device id', 'x'.repeat(65)],
    ])('answers 400 VAL0000400 to %s', async (_label, deviceId) => {
      const before = await likeCountOf('fx-ym-3');
      const reply = await like({ pointId: 'fx-ym-3', liked: true }, deviceId);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, errorCode: 'VAL0000400' });
      expect(reply.body.message).toContain('x-device-id');
      expect(await likeCountOf('fx-ym-3')).toBe(before);
    });

    it('takes an encrypted body like the app sends, and answers encrypted', async () => {
      const { data } = (await (await fetch(`${t.url}/api/public-key`)).json()) as { data: { publicKey: string } };
      const session = newSession(data.publicKey);
      const before = (await likeCountOf('fx-hg-2'))!;
      const reply = await post(
        t.url,
        ENDPOINTS.pointLike,
        { ...sessionHeaders(session), 'x-device-id': DEVICE_A },
        seal({ pointId: 'fx-hg-2', liked: true, openId: 'o-1', requestId: 123 }, session),
      );
      expect(reply.status).toBe(200);
      expect(reply.encrypted).toBe(true);
      expect(open(reply, session)).toMatchObject({
        success: true,
        data: { pointId: 'fx-hg-2', liked: true, likeCount: before + 1 },
      });
    });

    it('is in the OpenAPI document with its header and body', async () => {
      const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
        paths: Record<string, { post?: { parameters?: { name: string; in: string }[]; requestBody?: unknown } }>;
      };
      const op = doc.paths[`${GATEWAY}${ENDPOINTS.pointLike}`];
      expect(op?.post?.parameters).toContainEqual(expect.objectContaining({ name: 'x-device-id', in: 'header' }));
      expect(op?.post?.requestBody).toBeDefined();
    });
  });
});

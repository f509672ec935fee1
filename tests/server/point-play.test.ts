// Play counting: POST {pointId} raises explanation_points.play_count by one and answers the new
// count (plain JSON or encrypted like every POST); the point's document reports the same count.
// Unknown ids answer the catalogue's 404; malformed or mistyped bodies a clear 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type ExplanationPointT, type PointPlayResult } from '../../src/lib/contract/index';
import { newSession, open, postSealed } from './helpers/envelope';
import { getJson, postJson } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/start';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const play = (body: unknown, raw?: string) => postJson<PointPlayResult>(t.url, ENDPOINTS.pointPlay, body, raw);

async function storedCount(id: string): Promise<{ column: number; document: number }> {
  const { rows } = await t.pglite.query<{ play_count: number; doc: number }>(
    `select play_count, (data->>'playCount')::int as doc from explanation_points where id = $1`,
    [id],
  );
  return { column: rows[0]!.play_count, document: rows[0]!.doc };
}

describe('point play counter', () => {
  it('starts from the seeded count and adds one per play, in the column and the document', async () => {
    expect(await storedCount('fx-hg-1')).toEqual({ column: 10, document: 10 });
    const first = await play({ pointId: 'fx-hg-1' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      data: { pointId: 'fx-hg-1', playCount: 11 },
      message: null,
      errorCode: null,
    });
    expect((await play({ pointId: 'fx-hg-1' })).body.data).toEqual({ pointId: 'fx-hg-1', playCount: 12 });
    expect(await storedCount('fx-hg-1')).toEqual({ column: 12, document: 12 });
    const detail = await getJson<ExplanationPointT>(t.url, ENDPOINTS.pointDetail, { id: 'fx-hg-1' });
    expect(detail.body.data?.playCount).toBe(12);
  });

  it('counts concurrent plays exactly', async () => {
    const before = (await storedCount('fx-hg-2')).column;
    const replies = await Promise.all(Array.from({ length: 10 }, () => play({ pointId: 'fx-hg-2' })));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const counts = replies.map((r) => r.body.data!.playCount).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 10 }, (_, i) => before + i + 1));
    expect(await storedCount('fx-hg-2')).toEqual({ column: before + 10, document: before + 10 });
  });

  it('takes the encrypted envelope and answers encrypted', async () => {
    const { data } = (await (await fetch(`${t.url}/api/public-key`)).json()) as { data: { publicKey: string } };
    const session = newSession(data.publicKey);
    const before = (await storedCount('fx-am-1')).column;
    const reply = await postSealed(t.url, ENDPOINTS.pointPlay, session, { pointId: 'fx-am-1' });
    expect(reply.status).toBe(200);
    expect(reply.encrypted).toBe(true);
    expect(open(reply, session)).toMatchObject({ success: true, data: { pointId: 'fx-am-1', playCount: before + 1 } });
  });

  it('answers 404 in the catalogue style for an unknown point, and changes nothing', async () => {
    const reply = await play({ pointId: 'no-such-point' });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({
      success: false,
      data: null,
      message: "Explanation point 'no-such-point' was not found",
      errorCode: 'MOB0000404',
    });
  });

  it('refuses malformed bodies and wrong types with a clear 400', async () => {
    const cases: Array<[unknown, string | undefined]> = [
      [undefined, '{"pointId": '],
      [{}, undefined],
      [{ pointId: 42 }, undefined],
      [{ pointId: '' }, undefined],
      [{ pointId: 'x'.repeat(200) }, undefined],
      [['fx-hg-1'], undefined],
    ];
    for (const [body, raw] of cases) {
      const reply = await play(body, raw);
      expect(reply.status, raw ?? JSON.stringify(body)).toBe(400);
      expect(reply.body).toMatchObject({ success: false, data: null, errorCode: 'VAL0000400' });
      expect(reply.body.message).toMatch(/pointId|body|JSON/i);
    }
    expect((await storedCount('fx-hg-1')).column).toBe(12);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { post?: unknown }>;
    };
    expect(doc.paths[`/api${ENDPOINTS.pointPlay}`]?.post).toBeTruthy();
  });
});

// GET destination/hot: provinces then cities, ranked by hot scenic areas, then by count,
// each with the cover of its most popular area.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, type HotDestination } from '../../src/lib/contract/index';
import { LocalizedText } from '../../src/lib/contract/schemas';
import { getJson } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/start';
import { valid } from './suites/expect-api';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const HotDestinationShape = z.object({
  kind: z.enum(['province', 'city']),
  code: z.string(),
  provinceCode: z.string().nullable(),
  name: LocalizedText,
  cover: z.string(),
  scenicCount: z.number().int().positive(),
});

describe('hot destinations', () => {
  it('lists provinces then cities, the one with a hot scenic area first, with cover and count', async () => {
    const reply = await getJson<HotDestination[]>(t.url, ENDPOINTS.destinationHot);
    valid(z.array(HotDestinationShape), reply);
    // Fixture: Huangshan (Anhui 340000 / 341000, hot, popularity 900) and the Humble
    // Administrator's Garden (Jiangsu 320000 / Suzhou 320500, not hot).
    expect(reply.body.data).toEqual([
      expect.objectContaining({
        kind: 'province',
        code: '340000',
        provinceCode: null,
        scenicCount: 1,
        cover: '/media/images/fx-yellow-mountain.jpg',
      }),
      expect.objectContaining({
        kind: 'province',
        code: '320000',
        provinceCode: null,
        scenicCount: 1,
        cover: '/media/images/fx-humble-garden.jpg',
      }),
      expect.objectContaining({ kind: 'city', code: '341000', provinceCode: '340000', scenicCount: 1 }),
      expect.objectContaining({ kind: 'city', code: '320500', provinceCode: '320000', scenicCount: 1 }),
    ]);
    const anhui = reply.body.data?.[0];
    expect(anhui?.name.en).toBeTruthy();
    expect(anhui?.name.cn).toBeTruthy();
  });

  it('keeps to the limit, per level', async () => {
    const reply = await getJson<HotDestination[]>(t.url, ENDPOINTS.destinationHot, { limit: '1' });
    expect(reply.body.data?.map((d) => `${d.kind}:${d.code}`)).toEqual(['province:340000', 'city:341000']);
  });

  it.each([['0'], ['31'], ['many'], ['1.5']])('answers 400 VAL0000400 to limit=%s', async (limit) => {
    const reply = await getJson(t.url, ENDPOINTS.destinationHot, { limit });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, errorCode: 'VAL0000400' });
    expect(reply.body.message).toContain('limit');
  });
});

describe('a municipality', () => {
  it('is listed once, as its province, not again as its city', async () => {
    // Make Suzhou's name that of its province, as Beijing's city is Beijing's province.
    await t.pglite.query(
      `update scenic_areas set data = jsonb_set(data, '{city,name}', data->'province'->'name') where province_code = '320000'`,
    );
    const reply = await getJson<HotDestination[]>(t.url, ENDPOINTS.destinationHot);
    expect(reply.body.data?.map((d) => `${d.kind}:${d.code}`)).toEqual([
      'province:340000',
      'province:320000',
      'city:341000',
    ]);
  });
});

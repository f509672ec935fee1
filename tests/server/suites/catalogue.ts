// The catalogue suite, run once on PGlite and once on PostgreSQL (when TEST_DATABASE_URL is
// set). Every response is also checked against the wire contract's zod schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, type Page } from '../../../src/lib/contract/index';
import { Banner, ExplanationPoint, Guide, LanguageItem, Museum, pageOf } from '../../../src/lib/contract/schemas';
import type { BannerT, ExplanationPointT, GuideT, MuseumT } from '../../../src/lib/contract/index';
import { getJson, postJson } from '../helpers/http';
import { ids, valid } from './expect-api';
import { scenicCases } from './scenic-cases';

export interface StartedServer {
  url: string;
  /** What the server says it runs on (start-server's answer; /api/health no longer tells). */
  dbKind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export function describeCatalogue(label: string, dbKind: 'pglite' | 'postgres', start: () => Promise<StartedServer>) {
  describe(`catalogue API on ${label}`, () => {
    let server: StartedServer;
    let base = '';
    const museumList = (query: Record<string, string> = {}) =>
      getJson<Page<MuseumT>>(base, ENDPOINTS.museumList, query);

    beforeAll(async () => {
      server = await start();
      base = server.url;
    });
    afterAll(async () => {
      await server?.close();
    });

    it('reports health with a database query, without naming the database', async () => {
      expect(server.dbKind).toBe(dbKind);
      const reply = await getJson(base, '/health');
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ success: true, data: { status: 'ok' }, message: null, errorCode: null });
    });

    it('lists banners, by position, with or without a body', async () => {
      const all = await postJson<BannerT[]>(base, ENDPOINTS.bannerList, {});
      valid(z.array(Banner), all);
      expect(ids(all.body.data)).toEqual(['fx-banner-1']);
      expect(ids((await postJson<BannerT[]>(base, ENDPOINTS.bannerList, { position: 'home' })).body.data)).toEqual([
        'fx-banner-1',
      ]);
      expect((await postJson<BannerT[]>(base, ENDPOINTS.bannerList, { position: 'museum' })).body.data).toEqual([]);
      const bare = await fetch(`${base}/api${ENDPOINTS.bannerList}`, { method: 'POST' });
      expect(bare.status).toBe(200);
      expect(ids(((await bare.json()) as { data: BannerT[] }).data)).toEqual(['fx-banner-1']);
    });

    scenicCases(() => base);

    it('returns one point, scenic or exhibit', async () => {
      const point = await getJson<ExplanationPointT>(base, ENDPOINTS.pointDetail, { id: 'fx-hg-2' });
      valid(ExplanationPoint, point);
      expect(point.body.data?.stopNumber).toBe('002');
      const exhibit = await getJson<ExplanationPointT>(base, ENDPOINTS.pointDetail, { id: 'fx-am-3' });
      expect(exhibit.body.data?.exhibit?.era.en).toBe('Qing');
    });

    it('lists guides, all or by place, best rated first', async () => {
      const all = await getJson<GuideT[]>(base, ENDPOINTS.guideList);
      valid(z.array(Guide), all);
      expect(ids(all.body.data)).toEqual(['fx-guide-li', 'fx-guide-wu']);
      const at = async (placeId: string) =>
        ids((await getJson<GuideT[]>(base, ENDPOINTS.guideList, { placeId })).body.data);
      expect(await at('fx-humble-garden')).toEqual(['fx-guide-wu']);
      expect(await at('fx-anhui-museum')).toEqual(['fx-guide-li']);
      expect(await at('nowhere')).toEqual([]);
    });

    it('returns a guide with the points that carry their narration', async () => {
      const li = await getJson<{ guide: GuideT; points: ExplanationPointT[] }>(base, ENDPOINTS.guideDetail, {
        id: 'fx-guide-li',
      });
      valid(z.object({ guide: Guide, points: z.array(ExplanationPoint) }), li);
      expect(ids(li.body.data?.points)).toEqual(['fx-am-1', 'fx-ym-1']);
      expect(li.body.data?.points.every((p) => p.guideNarration?.guideId === 'fx-guide-li')).toBe(true);
      const wu = await getJson<{ guide: GuideT; points: ExplanationPointT[] }>(base, ENDPOINTS.guideDetail, {
        id: 'fx-guide-wu',
      });
      expect(wu.body.data?.points).toEqual([]);
      // The count of narrations is the catalogue's, in the profile and in the list alike.
      expect(li.body.data?.guide.narrationCount).toBe(2);
      expect(wu.body.data?.guide.narrationCount).toBe(0);
      const listed = (await getJson<GuideT[]>(base, ENDPOINTS.guideList)).body.data ?? [];
      expect(Object.fromEntries(listed.map((g) => [g.id, g.narrationCount]))).toEqual({
        'fx-guide-li': 2,
        'fx-guide-wu': 0,
      });
    });

    it('lists museums with keyword, region and paging', async () => {
      const reply = await museumList();
      valid(pageOf(Museum), reply);
      expect(reply.body.data).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(reply.body.data?.list[0]?.halls.map((h) => h.id)).toEqual(['fx-am-h1', 'fx-am-h2']);
      expect(ids((await museumList({ keyword: 'musée' })).body.data?.list)).toEqual(['fx-anhui-museum']);
      expect(ids((await museumList({ keyword: 'hefei' })).body.data?.list)).toEqual(['fx-anhui-museum']);
      expect(ids((await museumList({ provinceCode: '340000', cityCode: '340100' })).body.data?.list)).toEqual([
        'fx-anhui-museum',
      ]);
      expect((await museumList({ provinceCode: '320000' })).body.data).toMatchObject({ list: [], total: 0 });
      expect((await museumList({ page: '2' })).body.data).toEqual({ list: [], total: 1, page: 2, pageSize: 20 });
    });

    it('returns a museum with halls and exhibits in order', async () => {
      const reply = await getJson<{ museum: MuseumT; exhibits: ExplanationPointT[] }>(base, ENDPOINTS.museumDetail, {
        id: 'fx-anhui-museum',
      });
      valid(z.object({ museum: Museum, exhibits: z.array(ExplanationPoint) }), reply);
      expect(reply.body.data?.museum.halls.map((h) => h.order)).toEqual([1, 2]);
      expect(ids(reply.body.data?.exhibits)).toEqual(['fx-am-1', 'fx-am-2', 'fx-am-3']);
    });

    it('lists the exhibits of a museum, optionally of one hall', async () => {
      const all = await getJson<ExplanationPointT[]>(base, ENDPOINTS.museumExhibits, { museumId: 'fx-anhui-museum' });
      valid(z.array(ExplanationPoint), all);
      expect(ids(all.body.data)).toEqual(['fx-am-1', 'fx-am-2', 'fx-am-3']);
      const hall = await getJson<ExplanationPointT[]>(base, ENDPOINTS.museumExhibits, {
        museumId: 'fx-anhui-museum',
        hallId: 'fx-am-h2',
      });
      expect(ids(hall.body.data)).toEqual(['fx-am-3']);
    });

    it('returns the language list from the simple dictionary', async () => {
      const reply = await getJson<unknown[]>(base, ENDPOINTS.simpleDict, { name: 'langList' });
      valid(z.array(LanguageItem), reply);
      expect((reply.body.data as { id: string }[]).map((l) => l.id)).toHaveLength(11);
      const unknown = await getJson(base, ENDPOINTS.simpleDict, { name: 'noSuchDict' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({
        success: false,
        data: null,
        message: "Dictionary entry 'noSuchDict' does not exist",
        errorCode: 'BAS0000404',
      });
    });

    it('answers 404 in the envelope for unknown ids', async () => {
      const cases: [string, Record<string, string>][] = [
        [ENDPOINTS.scenicDetail, { id: 'nope' }],
        [ENDPOINTS.pointDetail, { id: 'nope' }],
        [ENDPOINTS.guideDetail, { id: 'nope' }],
        [ENDPOINTS.museumDetail, { id: 'nope' }],
        [ENDPOINTS.museumExhibits, { museumId: 'nope' }],
      ];
      for (const [path, query] of cases) {
        const reply = await getJson(base, path, query);
        expect(reply.status, path).toBe(404);
        expect(reply.body, path).toMatchObject({ success: false, data: null, errorCode: 'MOB0000404' });
        expect(reply.body.message, path).toContain("'nope'");
      }
    });

    it('lets catalogue reads revalidate with an ETag', async () => {
      const first = await fetch(`${base}/api${ENDPOINTS.scenicPopular}`);
      const etag = first.headers.get('etag');
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(etag).toBeTruthy();
      const again = await fetch(`${base}/api${ENDPOINTS.scenicPopular}`, {
        headers: { 'If-None-Match': etag as string },
      });
      expect(again.status).toBe(304);
    });
  });
}

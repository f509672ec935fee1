// The catalogue suite, run once on PGlite and once on PostgreSQL (when TEST_DATABASE_URL is
// set). Every response is also checked against the wire contract's zod schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, type Page } from '../../../src/lib/contract/index';
import {
  apiResponse,
  Banner,
  ExplanationPoint,
  Guide,
  LanguageItem,
  Museum,
  pageOf,
  ScenicArea,
} from '../../../src/lib/contract/schemas';
import type { BannerT, ExplanationPointT, GuideT, MuseumT, ScenicAreaT } from '../../../src/lib/contract/index';
import { getJson, postJson, type JsonReply } from '../helpers/http';

export interface StartedServer {
  url: string;
  close(): Promise<void>;
}

const ids = (list: { id: string }[] | null | undefined) => (list ?? []).map((x) => x.id);

function valid<T extends z.ZodType>(schema: T, reply: JsonReply<unknown>): void {
  expect(reply.status).toBe(200);
  const parsed = apiResponse(schema).safeParse(reply.body);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  expect(reply.body).toMatchObject({ success: true, message: null, errorCode: null });
}

export function describeCatalogue(label: string, dbKind: 'pglite' | 'postgres', start: () => Promise<StartedServer>) {
  describe(`catalogue API on ${label}`, () => {
    let server: StartedServer;
    let base = '';
    const scenicList = (query: Record<string, string> = {}) => getJson<Page<ScenicAreaT>>(base, ENDPOINTS.scenicList, query);
    const museumList = (query: Record<string, string> = {}) => getJson<Page<MuseumT>>(base, ENDPOINTS.museumList, query);

    beforeAll(async () => {
      server = await start();
      base = server.url;
    });
    afterAll(async () => {
      await server?.close();
    });

    it('reports health with a database query', async () => {
      const reply = await getJson(base, '/health');
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ success: true, data: { status: 'ok', db: dbKind }, message: null, errorCode: null });
    });

    it('lists banners, by position, with or without a body', async () => {
      const all = await postJson<BannerT[]>(base, ENDPOINTS.bannerList, {});
      valid(z.array(Banner), all);
      expect(ids(all.body.data)).toEqual(['fx-banner-1']);
      expect(ids((await postJson<BannerT[]>(base, ENDPOINTS.bannerList, { position: 'home' })).body.data)).toEqual(['fx-banner-1']);
      expect((await postJson<BannerT[]>(base, ENDPOINTS.bannerList, { position: 'museum' })).body.data).toEqual([]);
      const bare = await fetch(`${base}/api${ENDPOINTS.bannerList}`, { method: 'POST' });
      expect(bare.status).toBe(200);
      expect(ids(((await bare.json()) as { data: BannerT[] }).data)).toEqual(['fx-banner-1']);
    });

    it('lists scenic areas by popularity with paging defaults', async () => {
      const reply = await scenicList();
      valid(pageOf(ScenicArea), reply);
      expect(ids(reply.body.data?.list)).toEqual(['fx-yellow-mountain', 'fx-humble-garden']);
      expect(reply.body.data).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    });

    it('searches scenic names in every locale and region names, literally', async () => {
      const search = async (keyword: string) => ids((await scenicList({ keyword })).body.data?.list);
      expect(await search('Montagne')).toEqual(['fx-yellow-mountain']);
      expect(await search('黄山')).toEqual(['fx-yellow-mountain']);
      expect(await search('拙政園')).toEqual(['fx-humble-garden']);
      expect(await search('suzhou')).toEqual(['fx-humble-garden']);
      expect(await search('JIANGSU')).toEqual(['fx-humble-garden']);
      expect(await search('Сучжоу')).toEqual(['fx-humble-garden']);
      expect(await search('  ')).toEqual(['fx-yellow-mountain', 'fx-humble-garden']);
      expect(await search('%')).toEqual([]);
      expect(await search('nowhere')).toEqual([]);
    });

    it('filters scenic areas by region, type, location area and hot', async () => {
      const filter = async (query: Record<string, string>) => ids((await scenicList(query)).body.data?.list);
      expect(await filter({ provinceCode: '320000' })).toEqual(['fx-humble-garden']);
      expect(await filter({ cityCode: '341000' })).toEqual(['fx-yellow-mountain']);
      expect(await filter({ provinceCode: '340000', cityCode: '320500' })).toEqual([]);
      expect(await filter({ scenicType: 'garden' })).toEqual(['fx-humble-garden']);
      expect(await filter({ scenicType: 'karst' })).toEqual([]);
      expect(await filter({ locationArea: 'east' })).toEqual(['fx-yellow-mountain', 'fx-humble-garden']);
      expect(await filter({ hot: 'true' })).toEqual(['fx-yellow-mountain']);
      expect(await filter({ hot: '0' })).toEqual(['fx-humble-garden']);
      expect(await filter({ keyword: 'garden', hot: 'true' })).toEqual([]);
    });

    it('pages scenic areas', async () => {
      const second = await scenicList({ page: '2', pageSize: '1' });
      expect(ids(second.body.data?.list)).toEqual(['fx-humble-garden']);
      expect(second.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      const beyond = await scenicList({ page: '3', pageSize: '1' });
      expect(beyond.body.data).toEqual({ list: [], total: 2, page: 3, pageSize: 1 });
    });

    it('returns popular scenic areas with a limit', async () => {
      const reply = await getJson<ScenicAreaT[]>(base, ENDPOINTS.scenicPopular);
      valid(z.array(ScenicArea), reply);
      expect(ids(reply.body.data)).toEqual(['fx-yellow-mountain', 'fx-humble-garden']);
      expect(ids((await getJson<ScenicAreaT[]>(base, ENDPOINTS.scenicPopular, { limit: '1' })).body.data)).toEqual([
        'fx-yellow-mountain',
      ]);
    });

    it('returns the scenic filters present in the catalogue', async () => {
      const reply = await getJson<{
        provinces: { code: string; name: Record<string, string>; cities: { code: string }[] }[];
        scenicTypes: string[];
        locationAreas: string[];
      }>(base, ENDPOINTS.scenicFilters);
      expect(reply.status).toBe(200);
      const data = reply.body.data;
      expect(data?.provinces.map((p) => [p.code, p.name.en, p.cities.map((c) => c.code)])).toEqual([
        ['320000', 'Jiangsu', ['320500']],
        ['340000', 'Anhui', ['341000']],
      ]);
      expect(data?.scenicTypes).toEqual(['mountain', 'garden']);
      expect(data?.locationAreas).toEqual(['east']);
    });

    it('returns a scenic area with its points in visiting order', async () => {
      const reply = await getJson<{ area: ScenicAreaT; points: ExplanationPointT[] }>(base, ENDPOINTS.scenicDetail, {
        id: 'fx-yellow-mountain',
      });
      valid(z.object({ area: ScenicArea, points: z.array(ExplanationPoint) }), reply);
      expect(reply.body.data?.area.name.fr).toBe('Montagne Jaune');
      expect(ids(reply.body.data?.points)).toEqual(['fx-ym-1', 'fx-ym-2', 'fx-ym-3']);
    });

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
      const at = async (placeId: string) => ids((await getJson<GuideT[]>(base, ENDPOINTS.guideList, { placeId })).body.data);
      expect(await at('fx-humble-garden')).toEqual(['fx-guide-wu']);
      expect(await at('fx-anhui-museum')).toEqual(['fx-guide-li']);
      expect(await at('nowhere')).toEqual([]);
    });

    it('returns a guide with the points that carry their narration', async () => {
      const li = await getJson<{ guide: GuideT; points: ExplanationPointT[] }>(base, ENDPOINTS.guideDetail, { id: 'fx-guide-li' });
      valid(z.object({ guide: Guide, points: z.array(ExplanationPoint) }), li);
      expect(ids(li.body.data?.points)).toEqual(['fx-am-1', 'fx-ym-1']);
      expect(li.body.data?.points.every((p) => p.guideNarration?.guideId === 'fx-guide-li')).toBe(true);
      const wu = await getJson<{ points: ExplanationPointT[] }>(base, ENDPOINTS.guideDetail, { id: 'fx-guide-wu' });
      expect(wu.body.data?.points).toEqual([]);
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
      const again = await fetch(`${base}/api${ENDPOINTS.scenicPopular}`, { headers: { 'If-None-Match': etag as string } });
      expect(again.status).toBe(304);
    });
  });
}

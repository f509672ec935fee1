// Scenic-area cases of the catalogue suite: list, search, filters, paging, popular, detail.
import { expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, type Page, type ScenicAreaT, type ExplanationPointT } from '../../../src/lib/contract/index';
import { ExplanationPoint, pageOf, ScenicArea } from '../../../src/lib/contract/schemas';
import { getJson } from '../helpers/http';
import { ids, valid } from './expect-api';

export function scenicCases(baseUrl: () => string): void {
  const scenicList = (query: Record<string, string> = {}) =>
    getJson<Page<ScenicAreaT>>(baseUrl(), ENDPOINTS.scenicList, query);

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
    const reply = await getJson<ScenicAreaT[]>(baseUrl(), ENDPOINTS.scenicPopular);
    valid(z.array(ScenicArea), reply);
    expect(ids(reply.body.data)).toEqual(['fx-yellow-mountain', 'fx-humble-garden']);
    expect(ids((await getJson<ScenicAreaT[]>(baseUrl(), ENDPOINTS.scenicPopular, { limit: '1' })).body.data)).toEqual([
      'fx-yellow-mountain',
    ]);
  });

  it('returns the scenic filters present in the catalogue', async () => {
    const reply = await getJson<{
      provinces: { code: string; name: Record<string, string>; cities: { code: string }[] }[];
      scenicTypes: string[];
      locationAreas: string[];
    }>(baseUrl(), ENDPOINTS.scenicFilters);
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
    const reply = await getJson<{ area: ScenicAreaT; points: ExplanationPointT[] }>(baseUrl(), ENDPOINTS.scenicDetail, {
      id: 'fx-yellow-mountain',
    });
    valid(z.object({ area: ScenicArea, points: z.array(ExplanationPoint) }), reply);
    expect(reply.body.data?.area.name.fr).toBe('Montagne Jaune');
    expect(ids(reply.body.data?.points)).toEqual(['fx-ym-1', 'fx-ym-2', 'fx-ym-3']);
  });
}

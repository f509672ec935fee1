// Scenic areas: filtered and paged list, popular ones, filter options, detail.
import { sql, type Kysely } from 'kysely';
import {
  LOCATION_AREAS,
  SCENIC_TYPES,
  type AllLocalesTextT,
  type ExplanationPointT,
  type Page,
  type ScenicAreaT,
} from '@contract';
import type { Database } from '../schema';
import { normalizeKeyword, offsetOf, pageOf, type Paging } from './paging';
import { pointsOfPlace } from './points';

export interface ScenicFilter extends Paging {
  keyword?: string;
  provinceCode?: string;
  cityCode?: string;
  scenicType?: string;
  locationArea?: string;
  hot?: boolean;
}

function filtered(db: Kysely<Database>, f: ScenicFilter) {
  let q = db.selectFrom('scenic_areas');
  const keyword = normalizeKeyword(f.keyword);
  if (keyword) q = q.where(sql<boolean>`strpos(search_text, ${keyword}) > 0`);
  if (f.provinceCode) q = q.where('province_code', '=', f.provinceCode);
  if (f.cityCode) q = q.where('city_code', '=', f.cityCode);
  if (f.scenicType) q = q.where('scenic_type', '=', f.scenicType);
  if (f.locationArea) q = q.where('location_area', '=', f.locationArea);
  if (f.hot !== undefined) q = q.where('hot', '=', f.hot);
  return q;
}

export async function listScenic(db: Kysely<Database>, f: ScenicFilter): Promise<Page<ScenicAreaT>> {
  const base = filtered(db, f);
  const [rows, count] = await Promise.all([
    base.select('data').orderBy('popularity', 'desc').orderBy('id').limit(f.pageSize).offset(offsetOf(f)).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(
    rows.map((r) => r.data),
    count.n,
    f,
  );
}

export async function popularScenic(db: Kysely<Database>, limit: number): Promise<ScenicAreaT[]> {
  const rows = await db
    .selectFrom('scenic_areas')
    .select('data')
    .orderBy('popularity', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.data);
}

export interface RegionOption {
  code: string;
  name: AllLocalesTextT;
}
export interface ScenicFilters {
  provinces: (RegionOption & { cities: RegionOption[] })[];
  scenicTypes: (typeof SCENIC_TYPES)[number][];
  locationAreas: (typeof LOCATION_AREAS)[number][];
}

/** The values present, in the contract's order (unknown values are dropped). */
const inContractOrder = <T extends string>(order: readonly T[], values: string[]): T[] =>
  order.filter((v) => values.includes(v));

export async function scenicFilters(db: Kysely<Database>): Promise<ScenicFilters> {
  const regions = await db
    .selectFrom('scenic_areas')
    .distinctOn(['province_code', 'city_code'])
    .select([
      'province_code',
      'city_code',
      sql<RegionOption>`data->'province'`.as('province'),
      sql<RegionOption>`data->'city'`.as('city'),
    ])
    .orderBy('province_code')
    .orderBy('city_code')
    .execute();
  const provinces = new Map<string, RegionOption & { cities: RegionOption[] }>();
  for (const r of regions) {
    const province = provinces.get(r.province_code) ?? { ...r.province, cities: [] };
    province.cities.push({ code: r.city.code, name: r.city.name });
    provinces.set(r.province_code, province);
  }
  const [types, areas] = await Promise.all([
    db.selectFrom('scenic_areas').select('scenic_type').distinct().execute(),
    db.selectFrom('scenic_areas').select('location_area').distinct().execute(),
  ]);
  return {
    provinces: [...provinces.values()].map((p) => ({ code: p.code, name: p.name, cities: p.cities })),
    scenicTypes: inContractOrder(
      SCENIC_TYPES,
      types.map((t) => t.scenic_type),
    ),
    locationAreas: inContractOrder(
      LOCATION_AREAS,
      areas.map((a) => a.location_area),
    ),
  };
}

export async function getScenic(
  db: Kysely<Database>,
  id: string,
): Promise<{ area: ScenicAreaT; points: ExplanationPointT[] } | null> {
  const row = await db.selectFrom('scenic_areas').select('data').where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return { area: row.data, points: await pointsOfPlace(db, id) };
}

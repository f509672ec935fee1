// Hot destinations: the provinces and cities with the most hot scenic areas (then the most
// scenic areas, then the most popular), each with the cover of its most popular area.
import { sql, type Kysely } from 'kysely';
import type { AllLocalesTextT, HotDestination } from '@contract';
import type { Database } from '../schema';

interface RegionRow {
  code: string;
  province_code: string;
  name: AllLocalesTextT;
  cover: string;
  scenic_count: number;
  hot_count: number;
  popularity: number;
}

/** One row per region of the given level: counts, and the name and cover of its top area. */
function regions(db: Kysely<Database>, level: 'province' | 'city') {
  const code = level === 'province' ? sql.ref('province_code') : sql.ref('city_code');
  return db
    .selectFrom('scenic_areas')
    .select([
      sql<string>`${code}`.as('code'),
      sql<string>`min(province_code)`.as('province_code'),
      // The first element of an array ordered by popularity: the most popular area's values.
      sql<AllLocalesTextT>`(array_agg(data->${sql.lit(level)}->'name' order by popularity desc, id))[1]`.as('name'),
      sql<string>`(array_agg(data->>'cover' order by popularity desc, id))[1]`.as('cover'),
      sql<number>`count(*)::int`.as('scenic_count'),
      sql<number>`count(*) filter (where hot)::int`.as('hot_count'),
      sql<number>`sum(popularity)::float8`.as('popularity'),
    ])
    .groupBy(code)
    .execute();
}

const rank = (a: RegionRow, b: RegionRow) =>
  b.hot_count - a.hot_count ||
  b.scenic_count - a.scenic_count ||
  b.popularity - a.popularity ||
  a.code.localeCompare(b.code);

/** The `limit` hottest provinces, then the `limit` hottest cities. */
export async function hotDestinations(db: Kysely<Database>, limit: number): Promise<HotDestination[]> {
  const [provinces, cities] = await Promise.all([regions(db, 'province'), regions(db, 'city')]);
  const toDestination =
    (kind: HotDestination['kind']) =>
    (r: RegionRow): HotDestination => ({
      kind,
      code: r.code,
      provinceCode: kind === 'city' ? r.province_code : null,
      name: r.name,
      cover: r.cover,
      scenicCount: r.scenic_count,
    });
  // A municipality (Beijing, Shanghai, ...) is a province and a city of one name: its
  // province entry already stands for it, so the city is not listed a second time.
  const provinceName = new Map(provinces.map((p) => [p.code, p.name.cn]));
  const ownCities = cities.filter((c) => provinceName.get(c.province_code) !== c.name.cn);
  return [
    ...provinces.sort(rank).slice(0, limit).map(toDestination('province')),
    ...ownCities.sort(rank).slice(0, limit).map(toDestination('city')),
  ];
}

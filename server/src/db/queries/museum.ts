// Museums: the halls live in their own table and are put back into the document on read.
import { sql, type Kysely } from 'kysely';
import type { ExplanationPointT, MuseumHallT, MuseumT, Page } from '@contract';
import type { Database, MuseumData } from '../schema';
import { normalizeKeyword, offsetOf, pageOf, type Paging } from './paging';
import { pointsOfPlace } from './points';

export interface MuseumFilter extends Paging {
  keyword?: string;
  provinceCode?: string;
  cityCode?: string;
}

async function withHalls(db: Kysely<Database>, museums: MuseumData[]): Promise<MuseumT[]> {
  if (museums.length === 0) return [];
  const halls = await db
    .selectFrom('museum_halls')
    .select(['museum_id', 'data'])
    .where(
      'museum_id',
      'in',
      museums.map((m) => m.id),
    )
    .orderBy('museum_id')
    .orderBy('sort_order')
    .execute();
  const byMuseum = new Map<string, MuseumHallT[]>();
  for (const h of halls) byMuseum.set(h.museum_id, [...(byMuseum.get(h.museum_id) ?? []), h.data]);
  return museums.map((m) => ({ ...m, halls: byMuseum.get(m.id) ?? [] }));
}

export async function listMuseums(db: Kysely<Database>, f: MuseumFilter): Promise<Page<MuseumT>> {
  let base = db.selectFrom('museums');
  const keyword = normalizeKeyword(f.keyword);
  if (keyword) base = base.where(sql<boolean>`strpos(search_text, ${keyword}) > 0`);
  if (f.provinceCode) base = base.where('province_code', '=', f.provinceCode);
  if (f.cityCode) base = base.where('city_code', '=', f.cityCode);
  const [rows, count] = await Promise.all([
    base.select('data').orderBy('popularity', 'desc').orderBy('id').limit(f.pageSize).offset(offsetOf(f)).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const list = await withHalls(
    db,
    rows.map((r) => r.data),
  );
  return pageOf(list, count.n, f);
}

export async function getMuseum(db: Kysely<Database>, id: string): Promise<MuseumT | null> {
  const row = await db.selectFrom('museums').select('data').where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [museum] = await withHalls(db, [row.data]);
  return museum ?? null;
}

export async function getMuseumWithExhibits(
  db: Kysely<Database>,
  id: string,
): Promise<{ museum: MuseumT; exhibits: ExplanationPointT[] } | null> {
  const museum = await getMuseum(db, id);
  if (!museum) return null;
  return { museum, exhibits: await pointsOfPlace(db, id) };
}

export async function museumExists(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('museums').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

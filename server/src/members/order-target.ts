// What an order buys, priced from the catalogue at order time: one locked point, or a whole
// place (every locked point of a scenic area or museum, with the bundle discount).
import type { Kysely, Transaction } from 'kysely';
import type { AllLocalesTextT } from '@contract/catalog';
import { placeBundlePrice, type OrderTargetKind } from '@contract/member';
import type { Database } from '../db/schema';
import { targetNotFound, targetNotLocked } from './order-errors';

export interface PricedTarget {
  title: AllLocalesTextT;
  priceMinor: number;
  /** The place a point belongs to (a paid place order covers it). */
  placeId: string;
}

type Db = Kysely<Database> | Transaction<Database>;

export async function priceTarget(db: Db, kind: OrderTargetKind, id: string): Promise<PricedTarget> {
  if (kind === 'point') {
    const row = await db
      .selectFrom('explanation_points')
      .select(['data', 'place_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw targetNotFound(kind, id);
    if (!row.data.locked || row.data.priceMinor <= 0) throw targetNotLocked(id);
    return { title: row.data.name, priceMinor: row.data.priceMinor, placeId: row.place_id };
  }
  const [scenic, museum] = await Promise.all([
    db.selectFrom('scenic_areas').select('data').where('id', '=', id).executeTakeFirst(),
    db.selectFrom('museums').select('data').where('id', '=', id).executeTakeFirst(),
  ]);
  const place = scenic?.data ?? museum?.data;
  if (!place) throw targetNotFound(kind, id);
  const points = await db.selectFrom('explanation_points').select('data').where('place_id', '=', id).execute();
  const prices = points
    .map((p) => p.data)
    .filter((p) => p.locked && p.priceMinor > 0)
    .map((p) => p.priceMinor);
  const priceMinor = placeBundlePrice(prices);
  if (!prices.length || priceMinor <= 0) throw targetNotLocked(id);
  return { title: place.name, priceMinor, placeId: id };
}

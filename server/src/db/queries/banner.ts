// Home-page banners (the ad slots), in display order.
import type { Kysely } from 'kysely';
import type { BannerT } from '@contract';
import type { Database } from '../schema';

export async function listBanners(db: Kysely<Database>, position?: string): Promise<BannerT[]> {
  let query = db.selectFrom('banners').select('data');
  if (position) query = query.where('position', '=', position);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => r.data);
}

// Small key/value facts about the database: whether the catalogue was seeded, and from what.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export const SEED_META_KEY = 'catalogue_seed';

export interface SeedMeta {
  seededAt: string;
  contentDir: string;
  counts: Record<string, number>;
  contentVersion: number;
}

export async function readSeedMeta(db: Kysely<Database>): Promise<SeedMeta | null> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', SEED_META_KEY).executeTakeFirst();
  return row ? (row.value as unknown as SeedMeta) : null;
}

// Simple dictionary: named JSON values such as the language list.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The stored value, or undefined when no entry has that name. */
export async function getDictValue(db: Kysely<Database>, name: string): Promise<unknown> {
  const row = await db.selectFrom('simple_dict').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

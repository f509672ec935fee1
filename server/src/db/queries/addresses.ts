// A member's postal address: one row per member, read, replaced and removed only by the
// member id the token gave (routes/member-address).
import type { Kysely } from 'kysely';
import type { PostalAddress } from '@contract/address';
import type { Database } from '../schema';

export async function getAddress(db: Kysely<Database>, memberId: string): Promise<PostalAddress | null> {
  const row = await db
    .selectFrom('member_addresses')
    .select(['country_name', 'province_name', 'city_name', 'detail_info', 'postal_code'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    countryName: row.country_name,
    provinceName: row.province_name,
    cityName: row.city_name,
    detailInfo: row.detail_info,
    postalCode: row.postal_code,
  };
}

/** Creates or replaces the member's address (one statement: two saves at once leave one). */
export async function saveAddress(db: Kysely<Database>, memberId: string, address: PostalAddress): Promise<void> {
  const values = {
    country_name: address.countryName,
    province_name: address.provinceName,
    city_name: address.cityName,
    detail_info: address.detailInfo,
    postal_code: address.postalCode,
  };
  await db
    .insertInto('member_addresses')
    .values({ member_id: memberId, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

/** true when there was an address to delete. */
export async function deleteAddress(db: Kysely<Database>, memberId: string): Promise<boolean> {
  const result = await db.deleteFrom('member_addresses').where('member_id', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

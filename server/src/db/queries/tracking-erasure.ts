// Closure's sweep of tracking events (issue 14). Ingest already strips identifying query
// parameters, personal fields and numbers in text (routes/tracking/scrub-event.ts); this
// finds what older rows, or spellings ingest did not catch, still hold: the member's id,
// open id, login ids, mobile number (however it is split: '138 0000 0001', '138%200000%200001',
// '+86-138...') or e-mail anywhere in the address, title or properties, and its name or
// nickname as a whole property value.
import { sql, type Transaction } from 'kysely';
import { SEARCH_SEPARATORS_SQL, searchForm } from '../../members/personal-text';
import type { Database } from '../schema';

export interface ErasedIdentity {
  memberId: string;
  /** Ids of its tokens: the app's userInfo.loginId, which an address may carry. */
  tokenIds: string[];
  openId: string;
  mobile: string;
  email: string | null;
  name: string | null;
  nickname: string | null;
}

export async function eraseTrackingOf(trx: Transaction<Database>, who: ErasedIdentity): Promise<number> {
  const exact = [who.memberId, who.openId, who.mobile];
  const needles = [...exact, ...who.tokenIds, who.email]
    .filter((n): n is string => !!n && n.trim() !== '')
    .map(searchForm);
  const names = [who.name, who.nickname].map((n) => n?.trim().toLowerCase()).filter((n): n is string => !!n);
  const searched = sql`replace(regexp_replace(lower(url || '|' || title || '|' || properties::text || '|' || super_properties::text), ${SEARCH_SEPARATORS_SQL}, '', 'g'), '%40', '@')`;
  const byName = names.length
    ? sql`or exists (select 1 from jsonb_each_text(e.properties) p where lower(btrim(p.value)) in (${sql.join(names)}))`
    : sql``;
  const result = await sql`
    delete from tracking_events where id in (
      select e.id from (select id, distinct_id, properties, ${searched} as h from tracking_events) e
      where e.distinct_id in (${sql.join(exact)})
        or ${sql.join(
          needles.map((n) => sql`position(${n} in e.h) > 0`),
          sql` or `,
        )}
        ${byName}
    )`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}

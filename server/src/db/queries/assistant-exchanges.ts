// Reads the operators' log of exchanges (migration 0018) for the export, a page at a time in
// insertion order, so an export of any size holds one page in memory.
import type { Kysely } from 'kysely';
import type { AssistantSource } from '../../../../src/lib/assistant/types';
import type { Database } from '../schema';

export interface ExchangeFilter {
  /** Exchanges at or after this instant; null: all. */
  since: Date | null;
  /** One place's exchanges; null: every place and none. */
  placeId: string | null;
}

export interface ExchangeExportRow {
  id: string;
  session_id: string;
  created_at: Date;
  question: string;
  answer: string;
  status: string;
  lang: string;
  ui_lang: string;
  place_id: string | null;
  point_id: string | null;
  kind: string;
  declined: boolean;
  sources: AssistantSource[];
  provider: string;
  signed_in: boolean;
}

export async function* exchangePages(
  db: Kysely<Database>,
  filter: ExchangeFilter,
  pageSize = 500,
): AsyncGenerator<ExchangeExportRow[]> {
  let after: string | null = null;
  for (;;) {
    let query = db
      .selectFrom('assistant_exchanges as e')
      .innerJoin('chat_sessions as s', 's.id', 'e.session_id')
      .select([
        'e.seq',
        'e.id',
        'e.session_id',
        'e.created_at',
        'e.question',
        'e.answer',
        'e.status',
        'e.lang',
        'e.ui_lang',
        'e.place_id',
        'e.point_id',
        'e.kind',
        'e.declined',
        'e.sources',
        'e.provider',
      ])
      // Whether a member asked; which member is not read at all.
      .select((eb) => eb('s.member_id', 'is not', null).as('signed_in'))
      .orderBy('e.seq')
      .limit(pageSize);
    if (after !== null) query = query.where('e.seq', '>', after);
    if (filter.since) query = query.where('e.created_at', '>=', filter.since);
    if (filter.placeId) query = query.where('e.place_id', '=', filter.placeId);
    const rows = await query.execute();
    if (rows.length) yield rows.map(({ seq: _seq, signed_in, ...row }) => ({ ...row, signed_in: Boolean(signed_in) }));
    if (rows.length < pageSize) return;
    after = rows.at(-1)!.seq;
  }
}

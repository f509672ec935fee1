// One exchange of the operators' log (table assistant_exchanges, migration 0018): the question,
// the answer as stored, and what the provider reported about it (AnswerMeta). Written by the
// record writer in the same batch as the answer's record, so a thousand answers ending at once
// cost a few statements, not a thousand.
import type { Kysely } from 'kysely';
import type { Locale } from '@contract/locales';
import type { Database } from '../db/schema';
import { cleanText } from '../lib/unsafe-text';
import type { AnswerMeta, AnswerRequest } from '../providers/llm/provider';

export interface Exchange {
  /** The answer's record id. */
  id: string;
  sessionId: string;
  questionId: string;
  question: string;
  answer: string;
  status: 'complete' | 'stopped' | 'error';
  uiLang: Locale;
  provider: string;
  meta: AnswerMeta;
}

/**
 * What is known of an answer whose provider reported nothing (it failed or was stopped
 * before it could): the request's language, place and point; no sources; not declined.
 */
export const metaOfRequest = (request: Pick<AnswerRequest, 'lang' | 'place' | 'pointId'>): AnswerMeta => ({
  lang: request.lang,
  kind: 'other',
  placeId: request.place?.id ?? null,
  pointId: request.pointId ?? null,
  sources: [],
  declined: false,
});

export const exchangeRow = (e: Exchange) => ({
  id: e.id,
  session_id: e.sessionId,
  question_id: e.questionId,
  question: cleanText(e.question),
  answer: cleanText(e.answer),
  status: e.status,
  lang: e.meta.lang,
  ui_lang: e.uiLang,
  place_id: e.meta.placeId,
  point_id: e.meta.pointId,
  kind: e.meta.kind,
  declined: e.meta.declined,
  sources: JSON.stringify(e.meta.sources),
  provider: e.provider,
});

/** Inserts exchanges; one already stored (the same answer id) stays as it was. */
export const insertExchanges = (db: Kysely<Database>, rows: ReturnType<typeof exchangeRow>[]) =>
  db
    .insertInto('assistant_exchanges')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

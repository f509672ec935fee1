// Stores one verified tracking batch: its row and its events, each event once, in one
// transaction of two statements (the batch row, then one multi-row insert of the events).
// A repeated batch or event is skipped by ON CONFLICT DO NOTHING and counted as a duplicate.
import type { Insertable, Kysely } from 'kysely';
import type { TrackingEvent } from '../../../src/lib/contract/tracking';
import type { Database, TrackingEventsTable } from '../schema';

export interface TrackingBatchInput {
  uuid: string;
  /** Hex SHA-256 of the batch's publicKey text. */
  device: string;
  events: TrackingEvent[];
}

export interface StoredBatch {
  /** Events stored by this call. */
  accepted: number;
  /** Events already stored before (or repeated within the batch). */
  duplicates: number;
}

// PostgreSQL refuses U+0000 in text and jsonb, and a lone surrogate in jsonb (JSON.stringify
// writes it as a \udXXX escape). Such characters become U+FFFD; everything else is kept.
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what must be found
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const clean = (text: string): string => text.replace(UNSTORABLE, '\ufffd');
const cleanValue = <T>(value: T): T => (typeof value === 'string' ? (clean(value) as T) : value);

function cleanRecord<T>(record: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [key, value] of Object.entries(record)) out[clean(key)] = cleanValue(value);
  return out;
}

/**
 * Whether any string of the events holds a character PostgreSQL cannot store. `json` is
 * JSON.stringify of data holding them (the signed text has it anyway): such characters
 * appear there as \u0000 or \udXXX escapes, so one scan of the text decides.
 */
export const needsCleaning = (json: string): boolean => /\\u0000|\\ud[89a-f]/i.test(json);

function eventRow(
  event: TrackingEvent,
  batch: TrackingBatchInput,
  cleanStrings: boolean,
): Insertable<TrackingEventsTable> {
  const s = cleanStrings ? clean : (text: string) => text;
  const sp = event.superProperties;
  const superProperties = {
    productId: sp.productId,
    shopkeeperId: sp.shopkeeperId,
    scanCodeTime: sp.scanCodeTime,
    lang: sp.lang,
    langName: sp.langName,
    languageDesc: sp.languageDesc,
  };
  return {
    id: s(event.id),
    batch_uuid: s(batch.uuid),
    device: batch.device,
    event: event.event,
    client_time: Math.round(event.time),
    session_id: s(event.sessionId),
    distinct_id: s(event.distinctId),
    url: s(event.url),
    title: s(event.title),
    properties: JSON.stringify(cleanStrings ? cleanRecord(event.properties) : event.properties),
    super_properties: JSON.stringify(cleanStrings ? cleanRecord(superProperties) : superProperties),
  };
}

export async function storeTrackingBatch(
  db: Kysely<Database>,
  batch: TrackingBatchInput,
  cleanStrings = false,
): Promise<StoredBatch> {
  // One row per id (the first wins), in id order: concurrent batches that share events
  // then take their row locks in the same order and cannot deadlock.
  const byId = new Map<string, Insertable<TrackingEventsTable>>();
  for (const event of batch.events) {
    const row = eventRow(event, batch, cleanStrings);
    if (!byId.has(row.id)) byId.set(row.id, row);
  }
  const rows = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  const inserted = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('tracking_batches')
      .values({ uuid: cleanStrings ? clean(batch.uuid) : batch.uuid, device: batch.device, event_count: batch.events.length })
      .onConflict((oc) => oc.column('uuid').doNothing())
      .execute();
    const result = await trx
      .insertInto('tracking_events')
      .values(rows)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n);
  });
  return { accepted: inserted, duplicates: batch.events.length - inserted };
}

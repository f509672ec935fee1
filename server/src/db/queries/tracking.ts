// Stores one verified tracking batch: its row and its events, each event once, in one
// transaction of two statements (the batch row, then one multi-row insert of the events).
// A repeated batch or event is skipped by ON CONFLICT DO NOTHING and counted as a duplicate.
import { sql, type Kysely } from 'kysely';
import type { TrackingEvent } from '@contract/tracking';
import type { Database } from '../schema';

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

/**
 * One event as the insert reads it: a JSON array whose positions the SELECT below reads
 * (e->>0 is the id, ...). Arrays rather than objects: a quarter less JSON to pass and parse.
 */
type EventRow = [
  id: string,
  event: string,
  clientTime: number,
  sessionId: string,
  distinctId: string,
  url: string,
  title: string,
  properties: Record<string, string | number | boolean | null>,
  superProperties: Record<string, string | null>,
];

function eventRow(event: TrackingEvent, cleanStrings: boolean): EventRow {
  const sp = event.superProperties;
  const superProperties = {
    productId: sp.productId,
    shopkeeperId: sp.shopkeeperId,
    scanCodeTime: sp.scanCodeTime,
    lang: sp.lang,
    langName: sp.langName,
    languageDesc: sp.languageDesc,
  };
  const time = Math.round(event.time);
  if (!cleanStrings) {
    return [
      event.id,
      event.event,
      time,
      event.sessionId,
      event.distinctId,
      event.url,
      event.title,
      event.properties,
      superProperties,
    ];
  }
  return [
    clean(event.id),
    event.event,
    time,
    clean(event.sessionId),
    clean(event.distinctId),
    clean(event.url),
    clean(event.title),
    cleanRecord(event.properties),
    cleanRecord(superProperties),
  ];
}

/**
 * Stores the batch row and its events in one transaction. The events go in as one JSON
 * parameter (an array of rows) that one multi-row INSERT ... SELECT unpacks: PostgreSQL
 * builds the rows itself, much cheaper than 11 bind parameters per event, and far from the
 * 65,535-parameter limit.
 */
export async function storeTrackingBatch(
  db: Kysely<Database>,
  batch: TrackingBatchInput,
  cleanStrings = false,
): Promise<StoredBatch> {
  // One row per id (the first wins), in id order: concurrent batches that share events
  // then take their row locks in the same order and cannot deadlock.
  const byId = new Map<string, EventRow>();
  for (const event of batch.events) {
    const row = eventRow(event, cleanStrings);
    if (!byId.has(row[0])) byId.set(row[0], row);
  }
  const rows = [...byId.values()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const uuid = cleanStrings ? clean(batch.uuid) : batch.uuid;

  const inserted = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('tracking_batches')
      .values({ uuid, device: batch.device, event_count: batch.events.length })
      .onConflict((oc) => oc.column('uuid').doNothing())
      .execute();
    const result = await sql`
      insert into tracking_events (id, batch_uuid, device, event, client_time, session_id, distinct_id,
                                   url, title, properties, super_properties)
      select e->>0, ${uuid}, ${batch.device}, e->>1, (e->>2)::bigint, e->>3, e->>4, e->>5, e->>6, e->7, e->8
      from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as e
      on conflict (id) do nothing`.execute(trx);
    return Number(result.numAffectedRows ?? 0n);
  });
  return { accepted: inserted, duplicates: batch.events.length - inserted };
}

// The tracking ingest suite, run on PGlite and on PostgreSQL (when TEST_DATABASE_URL is set):
// signed batches are stored once per event, repeats answer success with duplicates, and
// every refusal (signature, stale timestamp, validation) stores nothing.
import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_PATH, type TrackingEnvelope, type TrackingEvent } from '../../../src/lib/contract/index';
import { newSession, sessionHeaders, type Session } from '../helpers/envelope';
import { keyOf, sharedKeyFile } from '../helpers/keys';
import {
  fetchSession,
  makeDevice,
  makeEvent,
  makeEvents,
  postTracking,
  readTrackingReply,
  resign,
  signBatch,
  type Device,
} from '../helpers/tracking';

export interface TrackingTarget {
  url: string;
  /** Runs SQL on the server's database (for counting rows). */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

const HOUR = 60 * 60 * 1000;

const refused = (errorCode: string) => ({ success: false, data: null, errorCode, message: expect.any(String) });
const stored = (accepted: number, duplicates: number) => ({
  success: true,
  data: { accepted, duplicates },
  message: null,
  errorCode: null,
});

/** A deep copy to tamper with. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function describeTracking(label: string, start: () => Promise<TrackingTarget>) {
  describe(`tracking ingest on ${label}`, () => {
    let t: TrackingTarget;
    let device: Device;

    const countEvents = async (events: TrackingEvent[]) =>
      (
        await t.query<{ n: number }>('select count(*)::int as n from tracking_events where id = any($1)', [
          events.map((e) => e.id),
        ])
      )[0]?.n;
    const countBatch = async (uuid: string) =>
      (await t.query<{ n: number }>('select count(*)::int as n from tracking_batches where uuid = $1', [uuid]))[0]?.n;

    /** Sends a batch that must be refused with `errorCode`, and checks that nothing was stored. */
    async function expectRefused(envelope: TrackingEnvelope, errorCode: string) {
      const reply = await postTracking(t.url, envelope);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(refused(errorCode));
      expect(await countEvents(envelope.body.data.dataList)).toBe(0);
      expect(await countBatch(envelope.body.uuid)).toBe(0);
      return reply;
    }

    beforeAll(async () => {
      t = await start();
      device = makeDevice();
    });
    afterAll(async () => {
      await t?.close();
    });

    describe('storing', () => {
      it('stores a good batch: one row per event, the batch row, the device fingerprint', async () => {
        const events = makeEvents(20);
        events[3] = {
          ...events[3]!,
          event: 'click',
          properties: { x: 10.5, y: 20, tag: 'img', ok: false, none: null },
        };
        const batch = signBatch(device, events);
        const reply = await postTracking(t.url, batch);
        expect(reply.status).toBe(200);
        expect(reply.encrypted).toBe(false);
        expect(reply.body).toEqual(stored(20, 0));
        expect(await countEvents(events)).toBe(20);

        const fingerprint = createHash('sha256').update(device.publicKey).digest('hex');
        const [batchRow] = await t.query<{ device: string; event_count: number; received_at: Date }>(
          'select device, event_count, received_at from tracking_batches where uuid = $1',
          [batch.body.uuid],
        );
        expect(batchRow).toMatchObject({ device: fingerprint, event_count: 20 });
        expect(Math.abs(new Date(batchRow!.received_at).getTime() - Date.now())).toBeLessThan(60_000);

        const [row] = await t.query<Record<string, unknown>>('select * from tracking_events where id = $1', [
          events[3]!.id,
        ]);
        const e = events[3]!;
        expect(row).toMatchObject({
          id: e.id,
          batch_uuid: batch.body.uuid,
          device: fingerprint,
          event: 'click',
          session_id: e.sessionId,
          distinct_id: e.distinctId,
          url: e.url,
          title: e.title,
          properties: e.properties,
          super_properties: e.superProperties,
        });
        expect(Number(row!.client_time)).toBe(Math.round(e.time));
        const byName = await t.query<{ n: number }>(
          "select count(*)::int as n from tracking_events where batch_uuid = $1 and event = 'page_view'",
          [batch.body.uuid],
        );
        expect(byName[0]?.n).toBe(19);
      });

      it('answers the same batch again with accepted 0 and every event a duplicate', async () => {
        const events = makeEvents(12);
        const batch = signBatch(device, events);
        expect((await postTracking(t.url, batch)).body).toEqual(stored(12, 0));
        const again = await postTracking(t.url, batch);
        expect(again.status).toBe(200);
        expect(again.body).toEqual(stored(0, 12));
        expect(await countEvents(events)).toBe(12);
        expect(await countBatch(batch.body.uuid)).toBe(1);
      });

      it('stores only the new events of a new batch that repeats some ids', async () => {
        const first = makeEvents(10);
        expect((await postTracking(t.url, signBatch(device, first))).body).toEqual(stored(10, 0));
        const fresh = makeEvents(5);
        const second = signBatch(device, [...first.slice(0, 4), ...fresh]);
        expect((await postTracking(t.url, second)).body).toEqual(stored(5, 4));
        expect(await countEvents([...first, ...fresh])).toBe(15);
        const rows = await t.query<{ batch_uuid: string }>('select batch_uuid from tracking_events where id = $1', [
          first[0]!.id,
        ]);
        expect(rows).toHaveLength(1);
        expect(rows[0]?.batch_uuid).not.toBe(second.body.uuid);
      });

      it('counts an id repeated inside one batch as a duplicate', async () => {
        const events = makeEvents(3);
        const batch = signBatch(device, [...events, { ...events[1]!, title: 'the same id again' }]);
        expect((await postTracking(t.url, batch)).body).toEqual(stored(3, 1));
        expect(await countEvents(events)).toBe(3);
      });

      it('stores each event once when the same batch arrives several times at once', async () => {
        const events = makeEvents(50);
        const batch = signBatch(device, events);
        const replies = await Promise.all(Array.from({ length: 4 }, () => postTracking(t.url, batch)));
        expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
        expect(replies.reduce((sum, r) => sum + (r.body.data?.accepted ?? 0), 0)).toBe(50);
        expect(replies.reduce((sum, r) => sum + (r.body.data?.duplicates ?? 0), 0)).toBe(150);
        expect(await countEvents(events)).toBe(50);
      });

      it('takes a full batch of 200 events', async () => {
        const events = makeEvents(200);
        expect((await postTracking(t.url, signBatch(device, events))).body).toEqual(stored(200, 0));
        expect(await countEvents(events)).toBe(200);
      });

      it('verifies the batch as sent: other key order and unknown fields pass, the unknown fields are not stored', async () => {
        const event = makeEvent();
        // Keys in another order than the server's schema, plus fields it does not know.
        const reordered = {
          superProperties: { ...event.superProperties, extra: 'x' },
          properties: event.properties,
          title: event.title,
          url: event.url,
          distinctId: event.distinctId,
          sessionId: event.sessionId,
          time: event.time,
          event: event.event,
          id: event.id,
          unknownField: { nested: [1, 2, 3] },
        } as unknown as TrackingEvent;
        const reply = await postTracking(t.url, signBatch(device, [reordered]));
        expect(reply.body).toEqual(stored(1, 0));
        const [row] = await t.query<{ super_properties: Record<string, unknown> }>(
          'select super_properties from tracking_events where id = $1',
          [event.id],
        );
        expect(row?.super_properties).toEqual(event.superProperties);
      });

      it('stores text PostgreSQL cannot hold (U+0000, lone surrogates) as U+FFFD', async () => {
        const event = makeEvent({
          title: 'a\u0000b',
          url: 'https://x/\ud800',
          properties: { 'k\u0000': 'v\udc00w', n: 1 },
        });
        expect((await postTracking(t.url, signBatch(device, [event]))).body).toEqual(stored(1, 0));
        const [row] = await t.query<{ title: string; url: string; properties: Record<string, unknown> }>(
          'select title, url, properties from tracking_events where id = $1',
          [event.id],
        );
        expect(row).toEqual({
          title: 'a\ufffdb',
          url: 'https://x/\ufffd',
          properties: { 'k\ufffd': 'v\ufffdw', n: 1 },
        });
      });

      it('takes a batch timestamp up to 24 hours from the server clock', async () => {
        const old = signBatch(device, makeEvents(1), { timestamp: Date.now() - 23 * HOUR });
        const ahead = signBatch(device, makeEvents(1), { timestamp: Date.now() + 23 * HOUR });
        expect((await postTracking(t.url, old)).body).toEqual(stored(1, 0));
        expect((await postTracking(t.url, ahead)).body).toEqual(stored(1, 0));
      });
    });

    describe('signature and timestamp', () => {
      it('refuses a signature made by another key: 400 TRK0000401, nothing stored', async () => {
        const other = makeDevice();
        const batch = signBatch(other, makeEvents(5));
        batch.body.publicKey = device.publicKey;
        const reply = await expectRefused(batch, 'TRK0000401');
        expect(reply.body.message).toMatch(/signature/i);
      });

      it('refuses a batch whose events were changed after signing', async () => {
        const batch = signBatch(device, makeEvents(5));
        const changed = copy(batch);
        changed.body.data.dataList[2]!.title = 'changed after signing';
        await expectRefused(changed, 'TRK0000401');
        const dropped = copy(batch);
        dropped.body.data.dataList.pop();
        await expectRefused(dropped, 'TRK0000401');
        const extraProperty = copy(batch);
        extraProperty.body.data.dataList[0]!.properties.injected = 1;
        await expectRefused(extraProperty, 'TRK0000401');
      });

      it('refuses a batch whose uuid or timestamp was changed after signing', async () => {
        const batch = signBatch(device, makeEvents(2));
        await expectRefused({ ...batch, body: { ...batch.body, uuid: `${batch.body.uuid}-2` } }, 'TRK0000401');
        await expectRefused({ ...batch, body: { ...batch.body, timestamp: batch.body.timestamp + 1 } }, 'TRK0000401');
      });

      it('refuses a signature of the wrong size or an empty one', async () => {
        const batch = signBatch(device, makeEvents(2));
        await expectRefused({ ...batch, body: { ...batch.body, sign: batch.body.sign.slice(8) } }, 'TRK0000401');
        await expectRefused({ ...batch, body: { ...batch.body, sign: 'AAAA' } }, 'TRK0000401');
        await expectRefused({ ...batch, body: { ...batch.body, sign: '' } }, 'VAL0000400');
      });

      it('refuses a batch timestamp more than 24 hours from the server clock', async () => {
        const old = await expectRefused(
          signBatch(device, makeEvents(2), { timestamp: Date.now() - 25 * HOUR }),
          'TRK0000408',
        );
        expect(old.body.message).toMatch(/24 hours/);
        await expectRefused(signBatch(device, makeEvents(2), { timestamp: Date.now() + 25 * HOUR }), 'TRK0000408');
      });
    });

    describe('validation', () => {
      const cases: [string, (b: TrackingEnvelope) => void, string][] = [
        ['systemId 2202', (b) => void (b.systemId = 2202), 'systemId'],
        ['systemId as a string', (b) => void ((b as { systemId: unknown }).systemId = '2201'), 'systemId'],
        ['appId 305', (b) => void (b.body.data.appId = '305'), 'body.data.appId'],
        ['versionNo 2.0', (b) => void (b.body.versionNo = '2.0'), 'body.versionNo'],
        ['no uuid', (b) => void (b.body.uuid = ''), 'body.uuid'],
        ['uuid of 256', (b) => void (b.body.uuid = 'u'.repeat(256)), 'body.uuid'],
        [
          'timestamp as a string',
          (b) => void ((b.body as { timestamp: unknown }).timestamp = String(Date.now())),
          'body.timestamp',
        ],
        ['an empty dataList', (b) => void (b.body.data.dataList = []), 'body.data.dataList'],
        ['201 events', (b) => void (b.body.data.dataList = makeEvents(201)), 'body.data.dataList'],
        ['event id of 256', (b) => void (b.body.data.dataList[0]!.id = 'i'.repeat(256)), 'body.data.dataList.0.id'],
        ['an empty event id', (b) => void (b.body.data.dataList[0]!.id = ''), 'body.data.dataList.0.id'],
        [
          'an unknown event name',
          (b) => void ((b.body.data.dataList[0] as { event: string }).event = 'purchase'),
          'event',
        ],
        ['time as a string', (b) => void ((b.body.data.dataList[0] as { time: unknown }).time = 'now'), 'time'],
        ['sessionId of 256', (b) => void (b.body.data.dataList[0]!.sessionId = 's'.repeat(256)), 'sessionId'],
        ['distinctId of 256', (b) => void (b.body.data.dataList[0]!.distinctId = 'd'.repeat(256)), 'distinctId'],
        ['url of 501', (b) => void (b.body.data.dataList[1]!.url = 'u'.repeat(501)), 'body.data.dataList.1.url'],
        ['title of 501', (b) => void (b.body.data.dataList[0]!.title = 't'.repeat(501)), 'title'],
        [
          'a property value of 501',
          (b) => void (b.body.data.dataList[0]!.properties.label = 'v'.repeat(501)),
          'properties',
        ],
        ['a property key of 101', (b) => void (b.body.data.dataList[0]!.properties['k'.repeat(101)] = 1), 'properties'],
        [
          'an object property value',
          (b) => void ((b.body.data.dataList[0]!.properties as Record<string, unknown>).o = { a: 1 }),
          'properties',
        ],
        [
          '51 properties',
          (b) =>
            void (b.body.data.dataList[0]!.properties = Object.fromEntries(
              Array.from({ length: 51 }, (_, i) => [`p${i}`, i]),
            )),
          'properties',
        ],
        [
          'productId of 256',
          (b) => void (b.body.data.dataList[0]!.superProperties.productId = 'p'.repeat(256)),
          'productId',
        ],
        ['lang of 101', (b) => void (b.body.data.dataList[0]!.superProperties.lang = 'l'.repeat(101)), 'lang'],
        [
          'no superProperties',
          (b) => void delete (b.body.data.dataList[0] as Partial<TrackingEvent>).superProperties,
          'superProperties',
        ],
      ];

      it.each(cases)('refuses %s: 400 VAL0000400 naming the field, nothing stored', async (_name, mutate, field) => {
        const events = makeEvents(3);
        const batch = signBatch(device, events);
        mutate(batch);
        // Signed after the change, so the refusal is the validation's, not the signature's.
        resign(device, batch);
        const reply = await postTracking(t.url, batch);
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual(refused('VAL0000400'));
        expect(reply.body.message).toContain(field);
        expect(await countBatch(batch.body.uuid)).toBe(0);
        expect(await countEvents(events)).toBe(0);
      });

      it('refuses a publicKey or sign that is not standard base64', async () => {
        for (const [key, value] of [
          ['publicKey', 'not base64!'],
          ['publicKey', device.publicKey.replace(/\+/g, '-').replace(/\//g, '_')],
          ['sign', 'a-b_c'],
          ['sign', 'QUJD'.repeat(100).slice(1)],
        ] as const) {
          const batch = signBatch(device, makeEvents(2));
          batch.body[key] = value;
          const reply = await expectRefused(batch, 'VAL0000400');
          expect(reply.body.message).toContain(`body.${key}`);
        }
      });

      it('refuses a device key that is not RSA, or RSA under 2048 bits', async () => {
        const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
        const ecBatch = signBatch(device, makeEvents(2));
        ecBatch.body.publicKey = ec.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
        const reply = await expectRefused(ecBatch, 'VAL0000400');
        expect(reply.body.message).toContain('body.publicKey');
        const small = makeDevice(1024);
        await expectRefused(signBatch(small, makeEvents(2)), 'VAL0000400');
        const garbage = signBatch(device, makeEvents(2));
        garbage.body.publicKey = Buffer.from('not a key at all').toString('base64');
        await expectRefused(garbage, 'VAL0000400');
        const pss = generateKeyPairSync('rsa-pss', { modulusLength: 2048 });
        const pssBatch = signBatch(device, makeEvents(2));
        pssBatch.body.publicKey = pss.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
        await expectRefused(pssBatch, 'VAL0000400');
      });

      it('refuses an RSA key with a public exponent of 2^32 or more (a costly verification)', async () => {
        const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ format: 'jwk' });
        const huge = createPublicKey({
          key: { ...jwk, e: Buffer.from('010000000001', 'hex').toString('base64url') },
          format: 'jwk',
        });
        const batch = signBatch(device, makeEvents(2));
        batch.body.publicKey = huge.export({ type: 'spki', format: 'der' }).toString('base64');
        await expectRefused(batch, 'VAL0000400');
      });

      it('refuses malformed JSON with the uniform 400', async () => {
        const res = await fetch(new URL(TRACKING_PATH, t.url), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"systemId": 2201, "body": ',
        });
        expect(res.status).toBe(400);
        const body = (await res.json()) as { message: string };
        expect(body).toEqual(refused('VAL0000400'));
        expect(body.message).toMatch(/JSON/);
      });

      it('refuses an empty body, a body that is not JSON and one over 1 MB in the envelope', async () => {
        const post = (body: string, type = 'application/json') =>
          fetch(new URL(TRACKING_PATH, t.url), { method: 'POST', headers: { 'Content-Type': type }, body });
        const empty = await post('');
        expect(empty.status).toBe(400);
        expect(await empty.json()).toEqual(refused('VAL0000400'));
        const text = await post('systemId=2201', 'text/plain');
        expect(text.status).toBe(415);
        expect(await text.json()).toEqual(refused('GTW0000415'));
        const huge = await post(JSON.stringify({ systemId: 2201, padding: 'x'.repeat(1024 * 1024 + 10) }));
        expect(huge.status).toBe(413);
        expect(await huge.json()).toEqual(refused('GTW0000413'));
      });

      it('answers other methods with the JSON 404', async () => {
        const res = await fetch(new URL(TRACKING_PATH, t.url));
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual(refused('GTW0000404'));
      });
    });

    describe('encrypted', () => {
      let session: Session;
      beforeAll(async () => {
        session = await fetchSession(t.url);
      });

      it('stores an encrypted batch and answers encrypted', async () => {
        const events = makeEvents(30);
        const batch = signBatch(device, events);
        const reply = await postTracking(t.url, batch, session);
        expect(reply.status).toBe(200);
        expect(reply.encrypted).toBe(true);
        expect(reply.body).toEqual(stored(30, 0));
        expect(await countEvents(events)).toBe(30);
        const again = await postTracking(t.url, batch, session);
        expect(again.encrypted).toBe(true);
        expect(again.body).toEqual(stored(0, 30));
      });

      it('answers a refusal inside an encrypted request encrypted', async () => {
        const other = makeDevice();
        const batch = signBatch(other, makeEvents(2));
        batch.body.publicKey = device.publicKey;
        const reply = await postTracking(t.url, batch, session);
        expect(reply.status).toBe(400);
        expect(reply.encrypted).toBe(true);
        expect(reply.body).toEqual(refused('TRK0000401'));
        const invalid = await postTracking(t.url, { ...batch, systemId: 1 }, session);
        expect(invalid.encrypted).toBe(true);
        expect(invalid.body).toEqual(refused('VAL0000400'));
      });

      it('answers a bad envelope with the plain uniform 400 GTW0000400', async () => {
        const pem = (await keyOf(await sharedKeyFile())).publicKeyPem;
        const wrong = newSession(pem);
        const res = await fetch(new URL(TRACKING_PATH, t.url), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...sessionHeaders(wrong) },
          body: JSON.stringify({ iv: 'short', data: 'AAAA' }),
        });
        const reply = await readTrackingReply(res);
        expect(reply.status).toBe(400);
        expect(reply.encrypted).toBe(false);
        expect(reply.body).toEqual(refused('GTW0000400'));
      });
    });

    it('is in the OpenAPI document', async () => {
      const doc = (await (await fetch(new URL('/api/openapi.json', t.url))).json()) as {
        paths: Record<string, Record<string, unknown>>;
        components: { schemas: Record<string, unknown> };
      };
      expect(Object.keys(doc.paths[TRACKING_PATH] ?? {})).toEqual(['post']);
      expect(Object.keys(doc.components.schemas)).toEqual(
        expect.arrayContaining(['TrackingBatch', 'TrackingEvent', 'TrackingResult']),
      );
    });
  });
}

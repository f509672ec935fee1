import { createRoute, z } from '@hono/zod-openapi';
import {
  TRACKING_APP_ID,
  TRACKING_LIMITS,
  TRACKING_PATH,
  TRACKING_SYSTEM_ID,
  TRACKING_VERSION,
  type TrackingEventName,
} from '@contract/tracking';
import { isStrictBase64 } from '../../crypto/base64';
import { errorResponse, errorResponses, jsonContent, okResponse } from '../../lib/schemas';

const EVENT_NAMES = [
  'page_view',
  'click',
  'scroll_notice',
  'page_leave',
  'heartbeat',
  'queue_overflow',
] as const satisfies readonly TrackingEventName[];
// Fails to compile when the contract gains an event name this list lacks.
const everyEventName: Exclude<TrackingEventName, (typeof EVENT_NAMES)[number]> extends never ? true : false = true;
void everyEventName;

export const MAX_PROPERTIES = 50;
/** A batch timestamp further than this from the server clock is refused. */
export const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;
/** The last ms a JS Date can hold. */
const MAX_TIME = 8.64e15;

const { maxBatch, maxId, maxKey, maxString } = TRACKING_LIMITS;
const base64 = (max: number, what: string) =>
  z
    .string()
    .max(max)
    .refine(isStrictBase64, { message: `must be standard base64 (${what})` });

const PropertyValue = z.union([z.string().max(maxString), z.number(), z.boolean(), z.null()]);

export const TrackingEventSchema = z
  .object({
    id: z.string().min(1).max(maxId),
    event: z.enum(EVENT_NAMES),
    time: z.number().min(0).max(MAX_TIME).openapi({ description: 'Client time, ms since the epoch' }),
    sessionId: z.string().max(maxId),
    distinctId: z.string().max(maxId),
    url: z.string().max(maxString),
    title: z.string().max(maxString),
    properties: z
      .record(z.string().max(maxKey), PropertyValue)
      .refine((p) => Object.keys(p).length <= MAX_PROPERTIES, { message: `at most ${MAX_PROPERTIES} properties` })
      .openapi({
        maxProperties: MAX_PROPERTIES,
        description: `At most ${MAX_PROPERTIES} keys of up to ${maxKey} characters; strings up to ${maxString}`,
      }),
    superProperties: z.object({
      productId: z.string().max(maxId).nullable(),
      shopkeeperId: z.string().max(maxId).nullable(),
      scanCodeTime: z.string().max(maxId).nullable(),
      lang: z.string().max(maxKey),
      langName: z.string().max(maxKey),
      languageDesc: z.string().max(maxKey),
    }),
  })
  .openapi('TrackingEvent');

export const TrackingBatchSchema = z
  .object({
    systemId: z.literal(TRACKING_SYSTEM_ID),
    body: z.object({
      uuid: z.string().min(1).max(maxId),
      timestamp: z
        .number()
        .min(0)
        .max(MAX_TIME)
        .openapi({ description: 'Send time, ms since the epoch; within 24 h of the server clock' }),
      versionNo: z.literal(TRACKING_VERSION),
      sign: base64(2048, 'SHA256withRSA signature').openapi({
        description:
          'base64 RSASSA-PKCS1-v1_5 SHA-256 signature of signingInput(body, systemId) (src/lib/contract/tracking.ts)',
      }),
      publicKey: base64(2048, 'SPKI').openapi({
        description: "base64 SPKI (DER) of the device's RSA public key, 2048 to 8192 bits",
      }),
      data: z.object({
        appId: z.literal(TRACKING_APP_ID),
        dataList: z.array(TrackingEventSchema).min(1).max(maxBatch),
      }),
    }),
  })
  .openapi('TrackingBatch');

export const TrackingResultSchema = z
  .object({
    accepted: z.number().int().openapi({ description: 'Events stored by this call' }),
    duplicates: z
      .number()
      .int()
      .openapi({ description: 'Events of the batch that were already stored (or repeated in it)' }),
  })
  .openapi('TrackingResult');

export const add = createRoute({
  method: 'post',
  path: TRACKING_PATH,
  tags: ['tracking'],
  summary: 'Ingest one signed batch of tracking events',
  description:
    'The body is sent encrypted like every non-GET call ({iv, data} with headers secret-hash and secret, ' +
    'answered encrypted) or as plain JSON. Each event is stored once: a repeated batch or event answers ' +
    'success and counts as a duplicate.',
  request: { body: { ...jsonContent(TrackingBatchSchema, 'A signed batch of 1 to 200 events'), required: true } },
  responses: {
    200: okResponse(TrackingResultSchema, 'Stored: how many events were new and how many already known'),
    400: errorResponse(
      'Invalid batch (VAL0000400), signature does not verify (TRK0000401), timestamp more than 24 h ' +
        'from the server clock (TRK0000408), or an unreadable encrypted envelope (GTW0000400)',
    ),
    413: errorResponse('Body larger than 1 MB (errorCode GTW0000413)'),
    415: errorResponse('Body is not JSON (errorCode GTW0000415)'),
    500: errorResponses[500],
  },
});

export type AddRoute = typeof add;

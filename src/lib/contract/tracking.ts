// Wire contract of the tracking pipeline (spec points 7 and 9).
//
// POST TRACKING_PATH, encrypted like every non-GET call (see crypto.ts), plaintext:
//   {systemId: 2201, body: {uuid, timestamp, versionNo: '1.0', sign, publicKey,
//                           data: {appId: '304', dataList: TrackingEvent[]}}}
// `sign` is SHA256withRSA (RSASSA-PKCS1-v1_5) in base64 over signingInput(...), made with
// the device's own key pair (created once in the browser, private key non-extractable,
// kept in IndexedDB); `publicKey` is that key's SPKI in base64. The signature proves the
// batch is whole and unchanged and ties it to one device; `uuid` makes a repeated batch
// harmless and each event's `id` makes a repeated event harmless.

export const TRACKING_PATH = '/nbs/tracking-server/open-api/data/tracking/add';
export const TRACKING_SYSTEM_ID = 2201;
export const TRACKING_APP_ID = '304';
export const TRACKING_VERSION = '1.0';

export const TRACKING_LIMITS = {
  /** Events kept in the local queue; the oldest are dropped first (and counted). */
  maxStored: 200,
  /** Events in one batch. */
  maxBatch: 200,
  batchIntervalMs: 6000,
  sendTimeoutMs: 8000,
  heartbeatMs: 5000,
  /** Page-leave heartbeats stop after 5 days (432000 s). */
  maxDurationMs: 432_000_000,
  sessionMs: 30 * 60 * 1000,
  maxString: 500,
  maxId: 255,
  maxKey: 100,
} as const;

export type TrackingEventName = 'page_view' | 'click' | 'scroll_notice' | 'page_leave' | 'heartbeat' | 'queue_overflow';

export interface TrackingSuperProperties {
  productId: string | null;
  shopkeeperId: string | null;
  scanCodeTime: string | null;
  lang: string;
  langName: string;
  languageDesc: string;
}

export interface TrackingEvent {
  /** Client-generated, unique: the server stores an event once. */
  id: string;
  event: TrackingEventName;
  /** Client time, ms since the epoch. */
  time: number;
  sessionId: string;
  distinctId: string;
  url: string;
  title: string;
  properties: Record<string, string | number | boolean | null>;
  superProperties: TrackingSuperProperties;
}

export interface TrackingEnvelope {
  systemId: number;
  body: {
    uuid: string;
    timestamp: number;
    versionNo: string;
    sign: string;
    publicKey: string;
    data: { appId: string; dataList: TrackingEvent[] };
  };
}

/** The exact text that is signed and verified. */
export function signingInput(body: Omit<TrackingEnvelope['body'], 'sign' | 'publicKey'>, systemId: number): string {
  return [systemId, body.uuid, body.timestamp, body.versionNo, JSON.stringify(body.data)].join('|');
}

// The client side of the tracking ingest, with node:crypto only (no server code): a device
// key pair, events, signed batches (signingInput of the contract, SHA256withRSA) and the
// request, plain or encrypted under the server's public key. The tests and the ingest
// benchmark build their batches with these.
import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import {
  ENCRYPTED_RESPONSE_HEADER,
  PUBLIC_KEY_PATH,
  signingInput,
  TRACKING_APP_ID,
  TRACKING_PATH,
  TRACKING_SYSTEM_ID,
  TRACKING_VERSION,
  type ApiResponse,
  type EncryptedBody,
  type TrackingEnvelope,
  type TrackingEvent,
} from '../../../src/lib/contract/index';
import { aesDecrypt, newSession, seal, sessionHeaders, type Session } from './envelope';

export interface Device {
  privateKey: KeyObject;
  /** base64 SPKI (DER) of the public key: the batch's `publicKey`. */
  publicKey: string;
}

/** A device key pair like the app's (RSASSA-PKCS1-v1_5, 2048 bits, e = 65537). */
export function makeDevice(modulusLength = 2048): Device {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength });
  return { privateKey, publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64') };
}

/** One event with realistic fields; `n` varies the page. */
export function makeEvent(overrides: Partial<TrackingEvent> = {}, n = 0): TrackingEvent {
  return {
    id: randomUUID(),
    event: 'page_view',
    time: Date.now() - 1000 + n,
    sessionId: 'session-0f3c2a',
    distinctId: 'device-7d1e99',
    url: `https://guide.example/scenic/detail?id=scenic-${n % 40}`,
    title: `Scenic area ${n % 40} | Guide`,
    properties: { path: `/scenic/detail`, depth: n % 7, visible: true, referrer: null, label: 'Start the tour' },
    superProperties: {
      productId: 'product-12',
      shopkeeperId: null,
      scanCodeTime: null,
      lang: 'en',
      langName: 'English',
      languageDesc: 'English',
    },
    ...overrides,
  };
}

export const makeEvents = (count: number, overrides: Partial<TrackingEvent> = {}): TrackingEvent[] =>
  Array.from({ length: count }, (_, i) => makeEvent(overrides, i));

export interface BatchOptions {
  uuid?: string;
  timestamp?: number;
  systemId?: number;
  versionNo?: string;
  appId?: string;
}

/** The signed envelope of a batch, as the app sends it (plaintext before encryption). */
export function signBatch(device: Device, events: TrackingEvent[], options: BatchOptions = {}): TrackingEnvelope {
  const systemId = options.systemId ?? TRACKING_SYSTEM_ID;
  const unsigned = {
    uuid: options.uuid ?? randomUUID(),
    timestamp: options.timestamp ?? Date.now(),
    versionNo: options.versionNo ?? TRACKING_VERSION,
    data: { appId: options.appId ?? TRACKING_APP_ID, dataList: events },
  };
  const signature = sign('sha256', Buffer.from(signingInput(unsigned, systemId), 'utf8'), device.privateKey);
  return { systemId, body: { ...unsigned, sign: signature.toString('base64'), publicKey: device.publicKey } };
}

/** Signs `envelope` again over its current content (after a test changed it), in place. */
export function resign(device: Device, envelope: TrackingEnvelope): TrackingEnvelope {
  const text = signingInput(envelope.body, envelope.systemId);
  envelope.body.sign = sign('sha256', Buffer.from(text, 'utf8'), device.privateKey).toString('base64');
  return envelope;
}

/** The server's public key (GET /api/public-key) and a fresh session key under it. */
export async function fetchSession(baseUrl: string): Promise<Session> {
  const res = await fetch(new URL(PUBLIC_KEY_PATH, baseUrl));
  const body = (await res.json()) as ApiResponse<{ publicKey: string }>;
  if (!body.data) throw new Error(`GET ${PUBLIC_KEY_PATH} answered ${res.status}`);
  return newSession(body.data.publicKey);
}

/** URL and fetch options of one ingest call: encrypted when a session is given, else plain JSON. */
export function trackingRequest(
  baseUrl: string,
  envelope: unknown,
  session?: Session,
): { url: string; init: RequestInit & { headers: Record<string, string>; body: string } } {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (session) Object.assign(headers, sessionHeaders(session));
  const body = JSON.stringify(session ? seal(envelope, session) : envelope);
  return { url: new URL(TRACKING_PATH, baseUrl).toString(), init: { method: 'POST', headers, body } };
}

export interface TrackingResult {
  accepted: number;
  duplicates: number;
}

export interface TrackingReply {
  status: number;
  /** Whether the answer came encrypted (header `encrypted: 1`). */
  encrypted: boolean;
  /** The answer, decrypted when it came encrypted. */
  body: ApiResponse<TrackingResult>;
}

/** Reads an ingest answer, decrypting it with the session when it came encrypted. */
export async function readTrackingReply(res: Response, session?: Session): Promise<TrackingReply> {
  const encrypted = res.headers.get(ENCRYPTED_RESPONSE_HEADER) === '1';
  const text = await res.text();
  if (encrypted && !session) throw new Error('encrypted answer to a plain request');
  let json = text;
  if (encrypted && session) {
    const sealed = JSON.parse(text) as EncryptedBody;
    json = aesDecrypt(sealed.data, session.key, sealed.iv);
  }
  return { status: res.status, encrypted, body: JSON.parse(json) as ApiResponse<TrackingResult> };
}

/** POSTs one batch (any JSON value, so tests can send broken ones), encrypted when a session is given. */
export async function postTracking(baseUrl: string, envelope: unknown, session?: Session): Promise<TrackingReply> {
  const { url, init } = trackingRequest(baseUrl, envelope, session);
  return readTrackingReply(await fetch(url, init), session);
}

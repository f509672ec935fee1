// The {iv, data} envelope of the wire contract (src/lib/contract/crypto.ts), node:crypto only.
// `secret` (base64 of RSA-OAEP/SHA-256) carries a 16-character session key whose ASCII
// bytes are the AES-128 key; `iv` is 16 characters used the same way; `data` is base64 of
// AES-128-CBC (PKCS#7) of JSON. Session keys are cached (bounded LRU keyed by secret-hash
// and secret) so RSA runs once per session key; failures are never cached.
// Every failure throws EnvelopeError; its reason is for the log, never for the client.
import { constants, createCipheriv, createDecipheriv, privateDecrypt, randomBytes } from 'node:crypto';
import type { EncryptedBody } from '@contract/crypto';
import type { KeyRing } from './keys';
import { decodeStrictBase64 } from './base64';
import { Lru } from './lru';

const BLOCK = 16;
export const SESSION_CACHE_SIZE = 10_000;

export class EnvelopeError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'EnvelopeError';
  }
}

export const UNKNOWN_HASH = 'unknown secret-hash';

/** How many RSA decryptions this process ran (tests check the session-key cache with it). */
export const rsaStats = { decryptions: 0 };

export interface OpenedEnvelope {
  sessionKey: Buffer;
  /** The decrypted payload: JSON text. */
  json: string;
  /** That text parsed (it is parsed anyway to check it), so it need not be parsed again. */
  value: unknown;
}

const SIXTEEN_PRINTABLE = /^[\x20-\x7e]{16}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function base64(text: string, what: string): Buffer {
  const bytes = decodeStrictBase64(text);
  if (!bytes) throw new EnvelopeError(`${what} is not base64`);
  return bytes;
}

function readBody(body: string): { iv: string; data: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new EnvelopeError('body is not JSON');
  }
  const { iv, data } = (parsed ?? {}) as Partial<Record<'iv' | 'data', unknown>>;
  if (typeof iv !== 'string' || !SIXTEEN_PRINTABLE.test(iv)) throw new EnvelopeError('iv missing or not 16 characters');
  if (typeof data !== 'string') throw new EnvelopeError('data missing');
  return { iv, data };
}

/** The plaintext as JSON text and value, or null. Padding and JSON are checked on one path (no padding oracle). */
function decryptJson(key: Buffer, iv: Buffer, data: Buffer): { json: string; value: unknown } | null {
  const decipher = createDecipheriv('aes-128-cbc', key, iv).setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(data), decipher.final()]);
  const n = plain.length;
  const pad = plain[n - 1] ?? 0;
  let bad = pad < 1 || pad > BLOCK ? 1 : 0;
  for (let i = 1; i <= BLOCK; i++) bad |= i <= pad && plain[n - i] !== pad ? 1 : 0;
  let payload: { json: string; value: unknown } | null;
  try {
    const json = utf8.decode(plain.subarray(0, n - (bad ? 0 : pad)));
    payload = { json, value: JSON.parse(json) };
  } catch {
    payload = null;
  }
  return bad ? null : payload;
}

export interface EnvelopeCipher {
  open(secretHash: string | undefined, secret: string | undefined, body: string): OpenedEnvelope;
  /**
   * A hash the ring does not know may name a key another instance added (rotation): keys kept
   * in the database are read again (at most every 2 s); true when the hash is known afterwards.
   */
  learn(secretHash: string | undefined): Promise<boolean>;
  seal(sessionKey: Buffer, json: string): EncryptedBody;
  readonly cachedSessions: number;
}

const REFRESH_EVERY_MS = 2000;

export function createEnvelopeCipher(ring: KeyRing, cacheSize = SESSION_CACHE_SIZE): EnvelopeCipher {
  const sessions = new Lru<string, Buffer>(cacheSize);
  let refreshing: Promise<unknown> | null = null;
  let refreshedAt = 0;

  function sessionKey(secretHash: string, secret: string): Buffer {
    const cacheKey = `${secretHash}:${secret}`;
    const hit = sessions.get(cacheKey);
    if (hit) return hit;
    const encrypted = base64(secret, 'secret');
    const pair = ring.byHash.get(secretHash);
    // An unknown hash still costs one RSA attempt, so timing does not tell the lookup result.
    let key: Buffer | null;
    rsaStats.decryptions += 1;
    try {
      const padding = constants.RSA_PKCS1_OAEP_PADDING;
      key = privateDecrypt({ key: (pair ?? ring.current).privateKey, padding, oaepHash: 'sha256' }, encrypted);
    } catch {
      key = null;
    }
    if (!pair) throw new EnvelopeError(UNKNOWN_HASH);
    if (!key) throw new EnvelopeError('secret does not decrypt under this key (OAEP)');
    if (!SIXTEEN_PRINTABLE.test(key.toString('latin1'))) throw new EnvelopeError('session key is not 16 characters');
    sessions.set(cacheKey, key);
    return key;
  }

  return {
    open(secretHash, secret, body) {
      if (!secretHash || !secret) throw new EnvelopeError('secret-hash or secret header missing');
      const { iv, data } = readBody(body);
      const cipherText = base64(data, 'data');
      if (cipherText.length === 0 || cipherText.length % BLOCK !== 0) {
        throw new EnvelopeError('data is not a whole number of AES blocks');
      }
      const key = sessionKey(secretHash, secret);
      const payload = decryptJson(key, Buffer.from(iv, 'latin1'), cipherText);
      if (payload === null) throw new EnvelopeError('bad padding or plaintext not JSON');
      return { sessionKey: key, ...payload };
    },
    async learn(secretHash) {
      if (!secretHash || !ring.refresh) return false;
      if (!ring.byHash.has(secretHash) && !refreshing && Date.now() - refreshedAt >= REFRESH_EVERY_MS) {
        refreshedAt = Date.now();
        refreshing = ring.refresh().finally(() => (refreshing = null));
      }
      await refreshing?.catch(() => undefined);
      return ring.byHash.has(secretHash);
    },
    seal(sessionKey, json) {
      const iv = randomBytes(8).toString('hex');
      const cipher = createCipheriv('aes-128-cbc', sessionKey, Buffer.from(iv, 'latin1'));
      const data = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]).toString('base64');
      return { iv, data };
    },
    get cachedSessions() {
      return sessions.size;
    },
  };
}

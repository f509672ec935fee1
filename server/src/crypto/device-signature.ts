// The device signature of a tracking batch (contract: src/lib/contract/tracking.ts):
// SHA256withRSA (RSASSA-PKCS1-v1_5) made with the device's own key pair, whose public key
// travels in the batch as base64 SPKI. Only RSA keys of 2048 to 8192 bits with a public
// exponent below 2^32 are taken (a huge exponent would make each verification as slow as
// a private-key operation). Parsed keys are cached per publicKey text, since one device
// sends many batches.
import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import { decodeStrictBase64 } from './base64';
import { Lru } from './lru';

export const DEVICE_KEY_MIN_BITS = 2048;
export const DEVICE_KEY_MAX_BITS = 8192;
const MAX_PUBLIC_EXPONENT = 2n ** 32n;
const DEVICE_KEY_CACHE_SIZE = 1000;

export interface DeviceKey {
  key: KeyObject;
  /** Hex SHA-256 of the publicKey text: stored with every batch and event. */
  fingerprint: string;
}

const cache = new Lru<string, DeviceKey>(DEVICE_KEY_CACHE_SIZE);

function parse(publicKey: string): DeviceKey | null {
  const der = decodeStrictBase64(publicKey);
  if (!der || der.length === 0) return null;
  // Canonical text only (no stray bits in the last character), so one key has one fingerprint.
  if (der.toString('base64') !== publicKey) return null;
  let key: KeyObject;
  try {
    key = createPublicKey({ key: der, format: 'der', type: 'spki' });
  } catch {
    return null;
  }
  const details = key.asymmetricKeyDetails;
  const bits = details?.modulusLength ?? 0;
  const exponent = details?.publicExponent ?? 0n;
  if (key.asymmetricKeyType !== 'rsa' || bits < DEVICE_KEY_MIN_BITS || bits > DEVICE_KEY_MAX_BITS) return null;
  if (exponent < 3n || exponent >= MAX_PUBLIC_EXPONENT) return null;
  return { key, fingerprint: createHash('sha256').update(publicKey, 'utf8').digest('hex') };
}

/** The device key of a batch, or null when publicKey is not the base64 SPKI of an acceptable RSA key. */
export function readDeviceKey(publicKey: string): DeviceKey | null {
  const hit = cache.get(publicKey);
  if (hit) return hit;
  const parsed = parse(publicKey);
  if (parsed) cache.set(publicKey, parsed);
  return parsed;
}

/** Whether `sign` (base64) is the SHA256withRSA signature of the UTF-8 bytes of `text`. */
export function verifyDeviceSignature(device: DeviceKey, text: string, sign: string): boolean {
  const signature = decodeStrictBase64(sign);
  if (!signature?.length) return false;
  try {
    return verify('sha256', Buffer.from(text, 'utf8'), device.key, signature);
  } catch {
    return false;
  }
}

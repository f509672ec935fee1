// The device's signing key pair (SHA256withRSA): made once, kept in IndexedDB with the
// private key non-extractable, so batches are signed by this device and nobody else.
import { db } from '@/db/database';
import { toBase64 } from '../api/crypto/base64';

const KEY = 'deviceSigningKey';
const ALGORITHM: RsaHashedKeyGenParams = {
  name: 'RSASSA-PKCS1-v1_5',
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-256',
};

export interface DeviceKey {
  privateKey: CryptoKey;
  publicKeySpki: string;
}

let pending: Promise<DeviceKey> | null = null;

async function loadOrCreate(): Promise<DeviceKey> {
  const stored = (await db.trackingState.get(KEY))?.value as DeviceKey | undefined;
  if (stored) return stored;
  const pair = await crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify']);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const key: DeviceKey = { privateKey: pair.privateKey, publicKeySpki: toBase64(spki) };
  await db.trackingState.put({ key: KEY, value: key });
  return key;
}

export function deviceKey(): Promise<DeviceKey> {
  pending ??= loadOrCreate().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

export async function signText(key: DeviceKey, text: string): Promise<string> {
  const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key.privateKey, new TextEncoder().encode(text));
  return toBase64(new Uint8Array(signature));
}

// AES-128-CBC (PKCS#7) of JSON. Key and iv are 16-character strings whose ASCII bytes are
// used as they are (spec: 8 random bytes written as hex). WebCrypto does the work where
// the page has it; @noble/ciphers, loaded only then, where it does not (insecure contexts):
// noble-aes.ts.
import { IV_SIZE_ERROR, KEY_SIZE_ERROR } from '../../contract/crypto';
import { fromBase64, toBase64 } from './base64';
import type { AesBackend } from './backends';
import { nobleAes } from './noble-aes';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function sixteenBytes(value: string, error: string): Uint8Array<ArrayBuffer> {
  const bytes = encoder.encode(value);
  if (bytes.length !== 16) throw new Error(error);
  return bytes;
}

export type { AesBackend };

const subtleKey = (key: Uint8Array<ArrayBuffer>, use: KeyUsage) =>
  crypto.subtle.importKey('raw', key, { name: 'AES-CBC' }, false, [use]);

export const webCryptoAes: AesBackend = {
  async encrypt(plain, key, iv) {
    return new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, await subtleKey(key, 'encrypt'), plain));
  },
  async decrypt(data, key, iv) {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-CBC', iv }, await subtleKey(key, 'decrypt'), data));
  },
};

const pickAes = (): AesBackend => (typeof crypto !== 'undefined' && crypto.subtle ? webCryptoAes : nobleAes);

export async function encryptJson(payload: unknown, key: string, iv: string, backend = pickAes()): Promise<string> {
  const keyBytes = sixteenBytes(key, KEY_SIZE_ERROR);
  const ivBytes = sixteenBytes(iv, IV_SIZE_ERROR);
  return toBase64(await backend.encrypt(encoder.encode(JSON.stringify(payload)), keyBytes, ivBytes));
}

export async function decryptJson<T>(data: string, key: string, iv: string, backend = pickAes()): Promise<T> {
  const keyBytes = sixteenBytes(key, KEY_SIZE_ERROR);
  const ivBytes = sixteenBytes(iv, IV_SIZE_ERROR);
  return JSON.parse(decoder.decode(await backend.decrypt(fromBase64(data), keyBytes, ivBytes))) as T;
}

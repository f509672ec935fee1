// Seals a payload into the {iv, data} envelope with its headers, and opens a sealed answer.
import { SECRET_HASH_HEADER, SECRET_HEADER, type EncryptedBody } from '../../contract/crypto';
import { decryptJson, encryptJson } from './aes';
import { randomHex8 } from './random-hex';
import type { CryptoSession } from './session';

export interface SealedRequest {
  headers: Record<string, string>;
  body: EncryptedBody;
}

export async function sealPayload(payload: unknown, session: CryptoSession): Promise<SealedRequest> {
  const iv = randomHex8();
  return {
    headers: { [SECRET_HASH_HEADER]: session.secretHash, [SECRET_HEADER]: session.secret },
    body: { iv, data: await encryptJson(payload, session.key, iv) },
  };
}

export function openBody<T>(body: EncryptedBody, session: CryptoSession): Promise<T> {
  return decryptJson<T>(body.data, session.key, body.iv);
}

// The client side of the encrypted envelope, with node:crypto: a session key under a public
// key, sealed requests (or deliberately broken ones) and opened answers.
import { constants, createCipheriv, createDecipheriv, createHash, publicEncrypt, randomBytes } from 'node:crypto';
import {
  ENCRYPTED_RESPONSE_HEADER,
  GATEWAY,
  SECRET_HASH_HEADER,
  SECRET_HEADER,
  type EncryptedBody,
} from '../../../src/lib/contract/index';

export const hex8 = () => randomBytes(8).toString('hex');
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export interface Session {
  key: string;
  secret: string;
  secretHash: string;
}

/** RSA-OAEP (SHA-256) of `key` under the PEM, base64: the `secret` header. */
export function rsaSecret(pem: string, key: string | Buffer): string {
  return publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(key),
  ).toString('base64');
}

export const newSession = (pem: string, key = hex8()): Session => ({
  key,
  secret: rsaSecret(pem, key),
  secretHash: sha256Hex(pem),
});

export function aesEncrypt(plain: string | Buffer, key: string, iv: string, autoPadding = true): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv)).setAutoPadding(autoPadding);
  return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
}

export function aesDecrypt(data: string, key: string, iv: string): string {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}

export function seal(payload: unknown, session: Session): EncryptedBody {
  const iv = hex8();
  return { iv, data: aesEncrypt(JSON.stringify(payload), session.key, iv) };
}

export const sessionHeaders = (session: Session): Record<string, string> => ({
  [SECRET_HASH_HEADER]: session.secretHash,
  [SECRET_HEADER]: session.secret,
});

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  encrypted: boolean;
}

/** POSTs a raw body (a string, or an object sent as JSON) with the given headers. */
export async function post(base: string, path: string, headers: Record<string, string>, body: unknown): Promise<Reply> {
  const res = await fetch(new URL(`${GATEWAY}${path}`, base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    encrypted: res.headers.get(ENCRYPTED_RESPONSE_HEADER) === '1',
  };
}

export const postSealed = (base: string, path: string, session: Session, payload: unknown) =>
  post(base, path, sessionHeaders(session), seal(payload, session));

/** The decrypted JSON of an encrypted answer. */
export function open<T = unknown>(reply: Reply, session: Session): T {
  const body = JSON.parse(reply.text) as EncryptedBody;
  return JSON.parse(aesDecrypt(body.data, session.key, body.iv)) as T;
}

// The app's envelope against node:crypto as the peer: what the server will do.
import {
  createDecipheriv,
  createCipheriv,
  createHash,
  generateKeyPairSync,
  privateDecrypt,
  constants,
} from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IV_SIZE_ERROR, KEY_SIZE_ERROR } from '../../contract/crypto';
import { decryptJson, encryptJson, webCryptoAes } from './aes';
import { nobleAes } from './noble-aes';
import { openBody, sealPayload } from './envelope';
import { randomHex8 } from './random-hex';
import { forgeBackend } from './forge-rsa';
import { webCryptoBackend } from './rsa';
import { CryptoSessions } from './session';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

const nodeOpen = (data: string, key: string, iv: string) => {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv));
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8'));
};

describe.each([
  ['WebCrypto', webCryptoAes],
  ['@noble/ciphers', nobleAes],
])('AES-128-CBC envelope through %s', (_name, aes) => {
  const payload = { position: 'home', text: '西湖 · Lac de l’Ouest 🌸', n: 42 };

  it('is read by node:crypto, and reads what node:crypto writes', async () => {
    const key = randomHex8();
    const iv = randomHex8();
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(nodeOpen(await encryptJson(payload, key, iv, aes), key, iv)).toEqual(payload);

    const cipher = createCipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv));
    const data = Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final()]).toString('base64');
    expect(await decryptJson(data, key, iv, aes)).toEqual(payload);
  });

  it('refuses keys and ivs that are not 16 bytes, with the spec messages', async () => {
    await expect(encryptJson(payload, 'short', randomHex8(), aes)).rejects.toThrow(KEY_SIZE_ERROR);
    await expect(encryptJson(payload, randomHex8(), 'x'.repeat(17), aes)).rejects.toThrow(IV_SIZE_ERROR);
    await expect(decryptJson('AAAA', '密钥密钥密钥密钥', randomHex8(), aes)).rejects.toThrow(KEY_SIZE_ERROR);
  });

  it('fails on a wrong key instead of returning garbage', async () => {
    const iv = randomHex8();
    const data = await encryptJson(payload, randomHex8(), iv, aes);
    await expect(decryptJson(data, randomHex8(), iv, aes)).rejects.toThrow();
  });
});

describe.each([
  ['WebCrypto', webCryptoBackend],
  ['node-forge', forgeBackend],
])('RSA through %s', (_name, backend) => {
  it('encrypts the session key so the server key opens it (OAEP, SHA-256)', async () => {
    const key = randomHex8();
    const secret = await backend.encryptOaep(pem, key);
    const opened = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(secret, 'base64'),
    );
    expect(opened.toString('utf8')).toBe(key);
  });

  it('hashes the PEM text as the server does', async () => {
    expect(await backend.sha256Hex(pem)).toBe(createHash('sha256').update(pem).digest('hex'));
  });
});

describe('sessions', () => {
  it('runs RSA once per session, seals every body with a fresh iv, and renews on demand', async () => {
    let keyReads = 0;
    const sessions = new CryptoSessions(async () => {
      keyReads += 1;
      return pem;
    }, webCryptoBackend);
    const first = await sessions.get();
    expect(await sessions.get()).toBe(first);
    expect(keyReads).toBe(1);

    const a = await sealPayload({ a: 1 }, first);
    const b = await sealPayload({ a: 1 }, first);
    expect(a.body.iv).not.toBe(b.body.iv);
    expect(a.headers['secret-hash']).toBe(createHash('sha256').update(pem).digest('hex'));
    expect(nodeOpen(a.body.data, first.key, a.body.iv)).toEqual({ a: 1 });
    expect(await openBody(b.body, first)).toEqual({ a: 1 });

    const renewed = await sessions.renew();
    expect(renewed.key).not.toBe(first.key);
    expect(keyReads).toBe(2);
  });

  it('tries again after a failed key read', async () => {
    let fail = true;
    const sessions = new CryptoSessions(async () => {
      if (fail) throw new Error('offline');
      return pem;
    }, webCryptoBackend);
    await expect(sessions.get()).rejects.toThrow('offline');
    fail = false;
    await expect(sessions.get()).resolves.toMatchObject({ secretHash: expect.any(String) });
  });
});

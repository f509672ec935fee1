// RSA-OAEP (SHA-256) encryption of the session key and SHA-256 of the public key PEM.
// WebCrypto where the page has it (secure contexts); node-forge, loaded only then, where
// it does not (plain-http hosts, some mini-program web views): forge-rsa.ts.
import { toBase64 } from './base64';
import type { RsaBackend } from './backends';
import { forgeBackend } from './forge-rsa';

const encoder = new TextEncoder();

function pemBody(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const binary = atob(base64);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

export type { RsaBackend };

export const webCryptoBackend: RsaBackend = {
  async sha256Hex(text) {
    return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  },
  async encryptOaep(publicKeyPem, plaintext) {
    const key = await crypto.subtle.importKey(
      'spki',
      pemBody(publicKeyPem),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    return toBase64(new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, encoder.encode(plaintext))));
  },
};

export function pickRsaBackend(): RsaBackend {
  return typeof crypto !== 'undefined' && crypto.subtle ? webCryptoBackend : forgeBackend;
}

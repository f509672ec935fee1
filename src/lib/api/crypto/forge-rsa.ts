// The RSA backend where WebCrypto is missing: node-forge, loaded (as its own chunk) only when
// it is used. The service worker's build replaces this module (build/sw-without-fallbacks.ts).
import type { RsaBackend } from './backends';

export const forgeBackend: RsaBackend = {
  async sha256Hex(text) {
    const { forgeSha256 } = await import('./forge-parts');
    return forgeSha256(text);
  },
  async encryptOaep(publicKeyPem, plaintext) {
    const { forgeEncryptOaep } = await import('./forge-parts');
    return forgeEncryptOaep(publicKeyPem, plaintext);
  },
};

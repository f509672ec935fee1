// AES-CBC where WebCrypto is missing: @noble/ciphers, loaded (as its own chunk) only when it
// is used. The service worker's build replaces this module (build/sw-without-fallbacks.ts).
import type { AesBackend } from './backends';

export const nobleAes: AesBackend = {
  async encrypt(plain, key, iv) {
    const { cbc } = await import('@noble/ciphers/aes.js');
    return cbc(key, iv).encrypt(plain);
  },
  async decrypt(data, key, iv) {
    const { cbc } = await import('@noble/ciphers/aes.js');
    return cbc(key, iv).decrypt(data);
  },
};

// Vite plugin for the service worker's build: the request layer's fallbacks for pages without
// WebCrypto stay out of sw.js. The worker shares the request layer with the pages, which load
// node-forge (src/lib/api/crypto/forge-rsa.ts) and @noble/ciphers (noble-aes.ts) where
// WebCrypto is missing (plain-http hosts). A service worker only runs in secure contexts,
// where WebCrypto always is: there the fallbacks are dead code, and their dynamic imports
// would pull in Vite's module preload helper, which a classic worker script cannot run.
import type { Plugin } from 'vite';

const refuse = `async () => { throw new Error('the service worker has WebCrypto: no fallback is bundled'); }`;

/** Module name -> what stands in for it in the worker. */
const STAND_INS: Record<string, string> = {
  'forge-rsa': `export const forgeBackend = { sha256Hex: ${refuse}, encryptOaep: ${refuse} };\n`,
  'noble-aes': `export const nobleAes = { encrypt: ${refuse}, decrypt: ${refuse} };\n`,
};
const PREFIX = '\0sw-stand-in:';

export function swWithoutFallbacks(): Plugin {
  return {
    name: 'sw-without-fallbacks',
    enforce: 'pre',
    resolveId(source) {
      const name = /[\\/]([\w-]+?)(\.ts)?$/.exec(source)?.[1];
      return name && name in STAND_INS ? PREFIX + name : null;
    },
    load(id) {
      return id.startsWith(PREFIX) ? STAND_INS[id.slice(PREFIX.length)] : null;
    },
  };
}

// The served index.html carries the server's public key, so the app can encrypt its first
// call (and start offline) without a round trip: one element right before </head>.
import { PUBLIC_KEY_ELEMENT_ID } from '@contract/crypto';
import type { Transform } from './file-cache';

export interface PublicKeyInfo {
  publicKeyPem: string;
  secretHash: string;
}

/** The element; a PEM holds only base64, dashes, spaces and newlines, so nothing needs escaping. */
export const publicKeyElement = (pem: string) =>
  `<script type="text/plain" id="${PUBLIC_KEY_ELEMENT_ID}">${pem}</script>`;

/** `element` right before </head>; a page without one gets it at its end (the app finds it by id). */
export function insertBeforeHeadEnd(html: string, element: string): string {
  const at = html.search(/<\/head\s*>/i);
  return at < 0 ? `${html}${element}` : `${html.slice(0, at)}${element}${html.slice(at)}`;
}

export function injectPublicKey(html: string, pem: string): string {
  return insertBeforeHeadEnd(html, publicKeyElement(pem));
}

export function publicKeyTransform(key: PublicKeyInfo): Transform {
  if (/[<>&]/.test(key.publicKeyPem)) throw new Error('a PEM never holds <, > or &');
  return {
    id: `public-key:${key.secretHash}`,
    apply: (body) => Buffer.from(injectPublicKey(body.toString('utf8'), key.publicKeyPem), 'utf8'),
  };
}

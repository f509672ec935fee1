// Signed media URLs: `<path>?expires=<unix s>&member=<id>&signature=<base64url HMAC-SHA256>`,
// the HMAC over the decoded path, the expiry and the member, under the server's media secret.
// A signature names one file, one member and a time; changing any of them breaks it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_SIGNATURE_TTL_SEC } from '@contract/paid-media';
import type { SecretSource } from './secret-source';

/** The expiry is rounded up to this step, so that answers (and their ETags) stay the same for a while. */
const EXPIRY_STEP_SEC = 600;

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

function mac(secret: string, path: string, expires: number, member: string): Buffer {
  return createHmac('sha256', secret).update(`${path}\n${expires}\n${member}`).digest();
}

export interface MediaSigner {
  /** `url` (a path of /media, as the catalogue names it) signed for the member. */
  sign(url: string, memberId: string, now?: number): Promise<string>;
  /** Whether the query's signature holds for the decoded path, now. */
  check(path: string, query: URLSearchParams, now?: number): Promise<{ result: SignatureCheck; member: string | null }>;
}

/** The path as the media handler sees it: percent-decoded. */
function decodedPath(url: string): string {
  try {
    return decodeURIComponent(url.split('?')[0]!);
  } catch {
    return url;
  }
}

export function createMediaSigner(secret: SecretSource): MediaSigner {
  return {
    async sign(url, memberId, now = Date.now()) {
      const expires = Math.ceil((now / 1000 + MEDIA_SIGNATURE_TTL_SEC) / EXPIRY_STEP_SEC) * EXPIRY_STEP_SEC;
      const signature = mac(await secret(), decodedPath(url), expires, memberId).toString('base64url');
      const query = new URLSearchParams({ expires: String(expires), member: memberId, signature });
      return `${url}${url.includes('?') ? '&' : '?'}${query.toString()}`;
    },
    async check(path, query, now = Date.now()) {
      const expires = Number(query.get('expires'));
      const member = query.get('member');
      const given = Buffer.from(query.get('signature') ?? '', 'base64url');
      if (!member || !Number.isSafeInteger(expires)) return { result: 'invalid', member: null };
      const expected = mac(await secret(), path, expires, member);
      // Compared in constant time; the expiry only after, so a forged URL learns nothing from it.
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { result: 'invalid', member: null };
      return { result: expires * 1000 > now ? 'valid' : 'expired', member };
    },
  };
}

// Paid narrations (docs/decisions/0042-paid-narrations.md). A locked point's narration texts,
// recordings and video reach only a member whose unlocks cover it; everyone else gets the
// point with them withheld. Its media are served only to such a member: with the member's
// token, or through a short-lived signed URL (audio and video elements and the service
// worker cannot add a header). Shared by the server, the app and the service worker.
import type { ExplanationPointT, WithheldNarrationT } from './catalog';

/** Query parameters of a signed media URL: `?expires=<unix seconds>&member=<id>&signature=<base64url HMAC-SHA256>`. */
export const MEDIA_SIGNATURE_PARAMS = ['expires', 'member', 'signature'] as const;

/** How long a signed media URL is valid, at least (the server rounds the expiry up to 10 minutes). */
export const MEDIA_SIGNATURE_TTL_SEC = 3600;

/** The app asks for fresh URLs when a point's expire within this margin (a narration lasts minutes). */
export const MEDIA_SIGNATURE_REFRESH_MARGIN_SEC = 600;

/**
 * On a paid file kept in Cache Storage (a download, the worker's audio cache): the member it
 * was fetched for. The service worker serves it only to a request signed for that member, and
 * a logout deletes it.
 */
export const PAID_MEDIA_MEMBER_HEADER = 'x-paid-for-member';

/** The service worker's cache of recordings once played (besides the places' caches). */
export const PLAYED_AUDIO_CACHE = 'guide-audio';

const RELATIVE_BASE = 'http://relative.invalid';

/** The URL without its signature: the key a paid file is cached under (a signature expires, the file does not). */
export function unsignedMediaUrl(url: string): string {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  const parsed = new URL(url, RELATIVE_BASE);
  if (!MEDIA_SIGNATURE_PARAMS.some((name) => parsed.searchParams.has(name))) return url;
  for (const name of MEDIA_SIGNATURE_PARAMS) parsed.searchParams.delete(name);
  return absolute ? parsed.href : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** What a signed URL says of itself (not whether its signature holds: only the server knows that). */
export function mediaSignatureOf(url: string): { expires: number; member: string } | null {
  const query = new URL(url, RELATIVE_BASE).searchParams;
  const expires = Number(query.get('expires'));
  const member = query.get('member');
  return query.get('signature') && member && Number.isSafeInteger(expires) ? { expires, member } : null;
}

const durations = (audio: ExplanationPointT['audio']): WithheldNarrationT['durationSec'] =>
  Object.fromEntries(Object.entries(audio).map(([locale, file]) => [locale, file.durationSec]));

/** The point as a caller without its unlock sees it: what sells it, not what is sold. */
export function withholdNarration(point: ExplanationPointT): ExplanationPointT {
  if (point.withheld) return point;
  const guide = point.guideNarration;
  return {
    ...point,
    narration: null,
    audio: {},
    guideNarration: guide ? { guideId: guide.guideId, narration: null, audio: {} } : null,
    ...(point.video === undefined ? {} : { video: null }),
    withheld: { durationSec: durations(point.audio), guideDurationSec: durations(guide?.audio ?? {}) },
  };
}

/** The media a locked point sells: its recordings (official and gold-medal guide) and its video. */
export function paidMediaUrls(point: ExplanationPointT): string[] {
  const urls = [...Object.values(point.audio), ...Object.values(point.guideNarration?.audio ?? {})].map(
    (file) => file.url,
  );
  if (point.video) urls.push(point.video);
  return urls;
}

// Runtime caching of media. A downloaded place's files come first from its own cache
// (`place-<id>`, filled by the app's download manager). Otherwise images (pictures, covers,
// maps): cache first, kept for 30 days, at most 400 of them; narration audio: a file once
// played is kept whole. Audio is served from a cache with Range support, so it plays and
// seeks with no signal. The download's own fetches go straight to the network. The API (and
// the chat stream) is never cached here: Dexie is the app's offline store.
// Paid recordings come with a URL signed for the member, which expires: they are cached and
// looked up by the address without the signature, and kept with the member they are for; a
// cached paid file is served only to a request signed for that same member (a logout deletes
// them all: the app's paid-downloads.ts). Anything else goes to the network, which refuses it.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { DOWNLOAD_HEADER, PLACE_CACHE_PREFIX } from '@contract/place-package';
import { mediaSignatureOf, PAID_MEDIA_MEMBER_HEADER, PLAYED_AUDIO_CACHE, unsignedMediaUrl } from '@contract/paid-media';

export const IMAGE_CACHE = 'guide-images';
export const AUDIO_CACHE = PLAYED_AUDIO_CACHE;

const isImage = (url: URL) =>
  (url.pathname.startsWith('/media/images/') ||
    url.pathname.startsWith('/media/maps/') ||
    url.pathname.startsWith('/uploads/')) &&
  !url.pathname.endsWith('.mp3');

/** The file from a downloaded place's cache, if one holds it. */
async function fromPlaceCaches(url: string): Promise<Response | undefined> {
  const names = (await caches.keys()).filter((name) => name.startsWith(PLACE_CACHE_PREFIX));
  for (const name of names) {
    const hit = await (await caches.open(name)).match(url);
    if (hit) return hit;
  }
  return undefined;
}

/** A cached file for this request: a paid one only when the request is signed for its member. */
const servable = (hit: Response | undefined, member: string | null) => {
  const paidFor = hit?.headers.get(PAID_MEDIA_MEMBER_HEADER);
  return hit && (paidFor === null || paidFor === undefined || paidFor === member) ? hit : undefined;
};

/** The whole file, tagged with the member when the request was signed (a paid recording). */
async function kept(response: Response, member: string | null): Promise<Response> {
  if (!member) return response;
  const headers = new Headers(response.headers);
  headers.set(PAID_MEDIA_MEMBER_HEADER, member);
  return new Response(await response.arrayBuffer(), { status: 200, headers });
}

async function audioFromCacheOrNetwork(request: Request, event: ExtendableEvent): Promise<Response> {
  const cache = await caches.open(AUDIO_CACHE);
  const key = unsignedMediaUrl(request.url);
  const member = mediaSignatureOf(request.url)?.member ?? null;
  const whole = servable(await fromPlaceCaches(key), member) ?? servable(await cache.match(key), member);
  if (whole) return request.headers.has('range') ? createPartialResponse(request, whole) : whole;
  // The player asks for ranges (206); keep the whole file beside it, once, for offline play.
  event.waitUntil(
    fetch(request.url)
      .then(async (response) => (response.status === 200 ? cache.put(key, await kept(response, member)) : undefined))
      .catch(() => undefined),
  );
  return fetch(request);
}

const isOwnMedia = (url: URL, request: Request) =>
  url.origin === self.location.origin && !request.headers.has(DOWNLOAD_HEADER);

export function registerMediaCaches(): void {
  const images = new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: 400,
        maxAgeSeconds: 30 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
    ],
  });
  registerRoute(
    ({ url, request }) => isOwnMedia(url, request) && request.destination !== 'audio' && isImage(url),
    async (options) => (await fromPlaceCaches(options.request.url)) ?? images.handle(options),
  );
  registerRoute(
    ({ url, request }) => isOwnMedia(url, request) && url.pathname.startsWith('/media/audio/'),
    ({ request, event }) => audioFromCacheOrNetwork(request, event as ExtendableEvent),
  );
}
